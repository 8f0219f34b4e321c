import TabNav

/// One word after a line's first word, as the line's grammar sees it (§1 of the trace format).
enum TraceArgument {
    /// The `index`-th positional argument (0-based) and what it stands for.
    case positional(TraceWord, index: Int, slot: ArgumentSlot)
    /// An option: a reserved word (with an empty `value`), or `key=value` with the value's range.
    case option(TraceOption, word: TraceWord, value: TraceWord)
}

/// The rule for names, quoted in messages.
let traceNameRule = "a name starts with a letter, followed by letters, digits, '_', '.' or '-'"

extension TraceLine {
    /// Reads the words after `first`, checks the options against the line's syntax (``TraceKeyword/options``) and visits every word in order.
    ///
    /// Faults are found left to right: a malformed `key=value`, an option the line does not take, an option given
    /// twice, a reserved word where a name is expected, an argument too many; `visit` checks the values.
    /// - Parameters:
    ///   - keyword: The line's first word, which decides its positional slots.
    ///   - first: The first word.
    ///   - visit: Called for every argument, in order; it throws the first fault of a value.
    /// - Returns: The number of positional arguments.
    /// - Complexity: O(*n*) in the length of the line, plus the visits.
    @discardableResult
    func scanArguments(
        _ keyword: TraceKeyword, after first: TraceWord,
        _ visit: (TraceArgument) throws(TraceFault) -> Void
    ) throws(TraceFault) -> Int {
        var scanner = TraceArgumentScanner(self, keyword, after: first)
        while let arg = try scanner.nextArgument() { try visit(arg) }
        return scanner.positionalCount
    }

    /// Reads the words after `first` of a line whose arguments need no reading beyond the scanner's checks.
    /// - Parameters:
    ///   - keyword: The line's first word.
    ///   - first: The first word.
    /// - Returns: The number of positional arguments.
    /// - Complexity: O(*n*) in the length of the line.
    @discardableResult
    func scanArguments(_ keyword: TraceKeyword, after first: TraceWord) throws(TraceFault) -> Int {
        var scanner = TraceArgumentScanner(self, keyword, after: first)
        while try scanner.nextArgument() != nil {}
        return scanner.positionalCount
    }

    /// What an unexpected word most likely meant among the line's options: `; did you mean 'present=compose'?` for
    /// an option's key written without its `=`, `; did you mean 'hides-bar'?` for a near miss of an option.
    func optionHint(_ w: TraceWord, _ next: TraceWord?, _ allowed: TraceOption) -> String {
        let options = TraceOption.all.filter { allowed.contains($0) }
        let text = string(w)
        if let key = options.first(where: { $0.spelling == text + "=" }) {
            return next.map { "; did you mean '\(key.spelling)\(string($0))'?" } ?? "; did you mean '\(key.spelling)VALUE'?"
        }
        return TraceSuggestion.didYouMean(text, among: options.map(\.spelling).filter { !$0.hasSuffix("=") })
    }

    /// Refuses a number with a leading zero (§1.4): `'007' has a leading zero: write '7'`.
    func checkNoLeadingZero(_ w: TraceWord) throws(TraceFault) {
        let s = slice(w)
        guard s.hasLeadingZero else { return }
        var i = 0
        while i < s.count - 1 && s[i] == 0x30 { i += 1 }
        let plain = String(decoding: UnsafeBufferPointer(rebasing: s[i...]), as: UTF8.self)
        throw fault(w, "\(quoted(w)) has a leading zero: numbers are written without one ('\(plain.prefix(30))')")
    }

    /// Checks that a word holding `=` at `eq` has one `=`, a key before it and a value after it.
    func checkKeyValue(_ w: TraceWord, equals eq: Int) throws(TraceFault) {
        if eq == w.start { throw fault(w, "malformed key=value \(quoted(w)): nothing before '='") }
        if eq == w.end - 1 { throw fault(w, "malformed key=value \(quoted(w)): nothing after '='") }
        if firstEquals(in: TraceWord(start: eq + 1, end: w.end)) != nil {
            throw fault(w, "malformed key=value \(quoted(w)): more than one '='")
        }
    }

    /// Reads a screen name: the name form, and not a reserved word.
    func screenName(_ w: TraceWord) throws(TraceFault) -> String {
        try checkName(w, role: "screen")
        return string(w)
    }

    /// Checks the name form `[A-Za-z][A-Za-z0-9_.-]*` and that the word is not reserved.
    /// - Parameters:
    ///   - w: The word.
    ///   - role: What the name names, for the message: `tab`, `screen`, `centre button`.
    func checkName(_ w: TraceWord, role: String) throws(TraceFault) {
        try checkNameForm(w, role: role)
        if TraceOption.reserved(slice(w)) != nil {
            throw fault(w, "\(quoted(w)) is a reserved word and cannot be a \(role) name")
        }
    }

    /// Checks the name form `[A-Za-z][A-Za-z0-9_.-]*` only: for a positional word of ``TraceArgumentScanner``, which
    /// is never a reserved word (the scanner reads those as options, or refuses them).
    func checkNameForm(_ w: TraceWord, role: String) throws(TraceFault) {
        let s = slice(w)
        guard s.isNameForm else {
            // `tabs home, discover`: names are separated by spaces, not commas.
            let comma = s.count > 1 && s[s.count - 1] == 0x2C && UnsafeBufferPointer(rebasing: s.dropLast()).isNameForm
            let hint = comma ? "; separate names with spaces, not commas" : ""
            throw fault(w, "\(quoted(w)) is not a valid \(role) name: \(traceNameRule)\(hint)")
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes are a name: a letter, then letters, digits, `_`, `.` and `-`, where letters are Unicode's
    /// (general categories L*) and digits its decimal digits (Nd) (V2 of the trace format; reserved words are not
    /// excluded). ASCII is checked byte by byte; a word with other characters is decoded.
    var isNameForm: Bool {
        guard let first = first else { return false }
        var i = 0
        while i < count {
            let c = self[i]
            if c >= 0x80 { return Self.isUnicodeName(self) }
            // After the first byte: one bit a byte of the two masks, `-`, `.` and digits below 64, letters and `_` above.
            let ok =
                i == 0
                ? (c | 0x20) &- 0x61 < 26
                : ((c < 64 ? Self.nameBytesBelow64 : Self.nameBytesFrom64) >> UInt64(c & 63)) & 1 != 0
            if !ok { return false }
            i += 1
        }
        return (first | 0x20) &- 0x61 < 26
    }

    /// The ASCII bytes 0–63 that may follow a name's first letter, one bit each: `-`, `.` and the digits.
    private static var nameBytesBelow64: UInt64 { 1 << 0x2D | 1 << 0x2E | 0x3FF << 0x30 }
    /// The ASCII bytes 64–127 that may follow a name's first letter, one bit each from 64: letters and `_`.
    private static var nameBytesFrom64: UInt64 { 0x3FF_FFFF << 1 | 1 << 31 | 0x3FF_FFFF << 33 }

    /// The name rule on decoded scalars, for words with non-ASCII characters.
    private static func isUnicodeName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var first = true
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let category = scalar.properties.generalCategory
            let letter: Bool
            switch category {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: letter = true
            default: letter = false
            }
            let other = category == .decimalNumber || scalar == "_" || scalar == "." || scalar == "-"
            if !(letter || (!first && other)) { return false }
            first = false
        }
        return !first
    }

    /// Whether the bytes are one or more ASCII digits.
    var isDigits: Bool {
        guard !isEmpty else { return false }
        for c in self where c &- 0x30 >= 10 { return false }
        return true
    }

    /// Whether the bytes are a number written with a leading zero (`007`, `00`), which the format refuses everywhere.
    var hasLeadingZero: Bool { count > 1 && self[0] == 0x30 && isDigits }

    /// The decimal value of a run of digits, or `nil` when it does not fit an `Int`.
    var decimalValue: Int? {
        var n = 0
        for c in self {
            let (m, o1) = n.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int(c &- 0x30))
            if o1 || o2 { return nil }
            n = s
        }
        return n
    }
}
