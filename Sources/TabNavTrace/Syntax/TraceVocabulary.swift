import TabNav

/// Every word of the trace format, read from the syntax tables: the fuzzer's dictionary (`Fuzz/trace.dict`) is
/// written from it, and a test keeps the file equal to it.
package enum TraceVocabulary {
    /// The words, without repeats, in the order: line keywords, options, setting values, modal styles, scrolls, widths,
    /// `expect` keys and values, anomalies, then the bytes that shape lines (newline, CRLF, comment, tab, BOM).
    package static var words: [String] {
        var words = TraceKeyword.allCases.map(\.spelling)
        words += TraceOption.all.map(\.spelling)
        words += HeaderSetting.allCases.flatMap(\.values)
        words += ModalStyle.allCases.map(\.rawValue) + Scroll.allCases.map(\.rawValue) + Width.allCases.map(\.rawValue)
        words += ["more", "list"]
        words += ObservableKey.expectKeys.map { $0 + "=" } + ["stack.", "badge."]
        words += ["visible", "hidden", "minimized", "yes", "no", "ok", "noop", "rejected", "idle", "active"]
        words += Orientation.allCases.map(\.rawValue)
        words += ["none", "dot", "99+", "\"\"", ">", ","] + Anomaly.allCases.map(\.rawValue)
        words += ["\n", "\r\n", "#", "\t", "\u{FEFF}"]
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// The words as a libFuzzer dictionary: a comment, then `kwN="…"` lines with `\xNN` escapes for control bytes,
    /// quotes, backslashes and non-ASCII bytes.
    package static var fuzzDictionary: String {
        var out = "# libFuzzer dictionary for the trace harness: every word of the trace format, written from the syntax\n"
        out += "# tables by TraceVocabulary (a test keeps this file equal to it; TABNAV_RECORD_SNAPSHOTS=1 rewrites it).\n"
        for (i, word) in words.enumerated() {
            let escaped = word.utf8.map { b in
                b < 0x20 || b >= 0x7F || b == 0x22 || b == 0x5C
                    ? "\\x" + String(b, radix: 16).leftPadded(2) : String(UnicodeScalar(b))
            }.joined()
            out += "kw\(i)=\"\(escaped)\"\n"
        }
        return out
    }
}

extension ObservableKey {
    /// The keys of `expect` lines that name no tab, as written: `tab`, `stack`, `depth`, … (`stack.TAB` and
    /// `badge.TAB` name one).
    package static var expectKeys: [String] {
        [
            ObservableKey.tab, .stack, .depth, .modal, .bar, .overlap, .anomalies, .outcome, .swipe, .sheetSwipe, .appHidden,
            .more,
            .width, .orientation,
        ]
        .map(\.description)
    }
}
