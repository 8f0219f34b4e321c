import TabNav

extension TraceNames {
    /// The keys of §5, listed in messages.
    static let expectKeys =
        "tab, stack, stack.TAB, depth, modal, bar, overlap, anomalies, badge.TAB, outcome, swipe, sheet-swipe, app-hidden, more, "
        + "width, orientation"

    /// Reads an `expect` line: at least one `KEY=VALUE` pair, no key twice, each value of its key's form (§5).
    /// - Parameters:
    ///   - line: The line.
    ///   - first: The word `expect`.
    /// - Returns: The expectation.
    /// - Complexity: O(*n*) in the length of the line.
    func expectation(_ line: TraceLine, _ first: TraceWord) throws(TraceFault) -> Expectation {
        var pairs: [ExpectPair] = []
        var next = line.word(from: first.end)
        while let w = next {
            next = line.word(from: w.end)
            guard let eq = line.firstEquals(in: w) else {
                throw line.fault(w, "'expect' takes KEY=VALUE pairs, not \(line.quoted(w))")
            }
            let keyWord = TraceWord(start: w.start, end: eq)
            let value = TraceWord(start: eq + 1, end: w.end)
            let quoted = value.end > value.start && line.bytes[value.start] == 0x22
            if line.hasQuote(keyWord) || (line.hasQuote(value) && !quoted) { throw line.quoteFault(w) }
            if !quoted { try line.checkKeyValue(w, equals: eq) }
            if eq == w.start { try line.checkKeyValue(w, equals: eq) }
            let key = try observableKey(line, keyWord)
            if pairs.contains(where: { $0.key == key }) { throw line.fault(w, "key \(line.quoted(keyWord)) is given twice") }
            let text: String
            if quoted {
                guard case .badge = key else { throw line.quoteFault(w) }
                // `""` is no badge, in `expect` as in `badge` (V2).
                let quotedText = try line.quotedText(value)
                text = quotedText.isEmpty ? "none" : quotedText
            } else {
                try checkValue(of: key, line, keyWord, value)
                text = line.string(value)
            }
            pairs.append(ExpectPair(key: key, keyText: line.string(keyWord), value: text, position: line.position(w.start)))
        }
        guard !pairs.isEmpty else { throw line.fault(first, "'expect' needs at least one KEY=VALUE pair") }
        return Expectation(pairs: pairs, position: line.position(first.start))
    }

    private func observableKey(_ line: TraceLine, _ w: TraceWord) throws(TraceFault) -> ObservableKey {
        let s = line.slice(w)
        switch s.count {
        case 3 where s.equals("tab"): return .tab
        case 3 where s.equals("bar"): return .bar
        case 4 where s.equals("more"): return .more
        case 5 where s.equals("stack"): return .stack
        case 5 where s.equals("depth"): return .depth
        case 5 where s.equals("modal"): return .modal
        case 5 where s.equals("swipe"): return .swipe
        case 7 where s.equals("overlap"): return .overlap
        case 7 where s.equals("outcome"): return .outcome
        case 9 where s.equals("anomalies"): return .anomalies
        case 10 where s.equals("app-hidden"): return .appHidden
        case 11 where s.equals("sheet-swipe"): return .sheetSwipe
        case 5 where s.equals("width"): return .width
        case 11 where s.equals("orientation"): return .orientation
        case 5 where s.equals("badge"):
            throw line.fault(w, "key 'badge' needs a tab: write 'badge.TAB'")
        default:
            break
        }
        let isStack = s.hasPrefix("stack.")
        if isStack || s.hasPrefix("badge.") {
            let tabWord = TraceWord(start: w.start + 6, end: w.end)
            guard tabWord.end > tabWord.start else { throw line.fault(w, "key \(line.quoted(w)) needs a tab name after '.'") }
            let index = try expectTab(line, tabWord)
            return isStack ? .stackOfTab(index) : .badge(index)
        }
        // The keys that are whole words (not `stack.TAB` or `badge.TAB`), read off the list the message gives.
        let words = Self.expectKeys.split(separator: ", ").map(String.init).filter { !$0.hasSuffix(".TAB") }
        let near = TraceSuggestion.didYouMean(line.string(w), among: words)
        throw line.fault(w, "unknown expect key \(line.quoted(w))\(near) (keys: \(Self.expectKeys))")
    }

    private func checkValue(of key: ObservableKey, _ line: TraceLine, _ keyWord: TraceWord, _ value: TraceWord) throws(TraceFault)
    {
        let s = line.slice(value)
        func oneOf(_ a: StaticString, _ b: StaticString, _ c: StaticString? = nil) throws(TraceFault) {
            if s.equals(a) || s.equals(b) || (c.map { s.equals($0) } ?? false) { return }
            let list = c.map { "\(a), \(b) or \($0)" } ?? "\(a) or \(b)"
            throw line.fault(value, "\(line.quoted(value)) is not a value of \(line.quoted(keyWord)) (\(list))")
        }
        switch key {
        case .tab: if !(hasMoreTab && s.equals("more")) { _ = try expectTab(line, value) }
        case .more: try checkMoreValue(line, keyWord, value)
        case .stack, .stackOfTab: try checkStack(line, value)
        case .modal: if !s.equals("none") { try checkStack(line, value) }
        case .depth:
            try line.checkNoLeadingZero(value)
            guard s.isDigits, s[0] != 0x30, s.decimalValue != nil else {
                throw line.fault(value, "\(line.quoted(value)) is not a depth: a number from 1")
            }
        case .bar: try oneOf("visible", "hidden", "minimized")
        case .overlap: try oneOf("yes", "no")
        case .outcome: try oneOf("ok", "noop", "rejected")
        case .swipe, .sheetSwipe: try oneOf("idle", "active")
        case .appHidden: try oneOf("yes", "no")
        case .width: try oneOf("compact", "regular")
        case .orientation:
            try oneOf("portrait", "landscape")
            guard device.keepsOrientation else {
                throw line.fault(
                    keyWord,
                    "'orientation' needs 'device iphone-max': only a large iPhone keeps an orientation "
                        + "(this trace is on '\(device)')")
            }
        case .anomalies: try checkAnomalies(line, value)
        case .badge: try checkBadge(line, value)
        }
    }

    /// `none`, `list`, or the name of an overflow tab (V9 of format 2).
    private func checkMoreValue(_ line: TraceLine, _ keyWord: TraceWord, _ value: TraceWord) throws(TraceFault) {
        let s = line.slice(value)
        if s.equals("none") || s.equals("list") { return }
        let index = try expectTab(line, value)
        guard tabsChecked, index < Configuration<String>.maximumBarItemCount - 1 || !hasMoreTab else { return }
        let overflow =
            hasMoreTab ? (Configuration<String>.maximumBarItemCount - 1..<tabs.count).map(tabName).joined(separator: ", ") : ""
        let list = hasMoreTab ? "none, list or an overflow tab: \(overflow)" : "none: with five tabs or fewer there is no More"
        throw line.fault(value, "\(line.quoted(value)) is not a value of \(line.quoted(keyWord)) (\(list))")
    }

    /// Screen names joined by `>`.
    private func checkStack(_ line: TraceLine, _ value: TraceWord) throws(TraceFault) {
        var start = value.start
        while true {
            var end = start
            while end < value.end, line.bytes[end] != 0x3E { end += 1 }
            let segment = TraceWord(start: start, end: end)
            if end == start {
                throw line.fault(segment, "empty screen name in stack \(line.quoted(value)) (screens are joined by '>')")
            }
            if end > start + 1, line.bytes[end - 1] == 0x2A, line.slice(TraceWord(start: start, end: end - 1)).isNameForm {
                let bare = line.quoted(TraceWord(start: start, end: end - 1))
                throw line.fault(
                    segment,
                    "\(line.quoted(segment)) is not a screen name: '*' only marks, in the report, an entry "
                        + "that hides the tab bar; an expected stack names screens alone (write \(bare))")
            }
            try line.checkName(segment, role: "screen")
            if end == value.end { return }
            start = end + 1
        }
    }

    /// `none`, or anomaly names joined by `,`, without repeats.
    private func checkAnomalies(_ line: TraceLine, _ value: TraceWord) throws(TraceFault) {
        if line.slice(value).equals("none") { return }
        var seen: Set<Anomaly> = []
        var start = value.start
        while true {
            var end = start
            while end < value.end, line.bytes[end] != 0x2C { end += 1 }
            let item = TraceWord(start: start, end: end)
            if end == start {
                throw line.fault(item, "empty item in anomalies \(line.quoted(value)) (anomalies are joined by ',')")
            }
            guard let anomaly = Anomaly(rawValue: line.string(item)) else {
                if line.slice(item).equals("none") { throw line.fault(item, "'none' cannot be listed with anomalies") }
                let all = Anomaly.allCases.map(\.rawValue).joined(separator: ", ")
                throw line.fault(item, "unknown anomaly \(line.quoted(item)) (anomalies: \(all))")
            }
            if !seen.insert(anomaly).inserted { throw line.fault(item, "anomaly \(line.quoted(item)) is listed twice") }
            if end == value.end { return }
            start = end + 1
        }
    }

    /// A badge as shown: `none`, `dot`, `1` to `99` without leading zeros, `99+`, or a text that is a name.
    private func checkBadge(_ line: TraceLine, _ value: TraceWord) throws(TraceFault) {
        let s = line.slice(value)
        if s.equals("none") || s.equals("dot") || s.equals("99+") { return }
        try line.checkNoLeadingZero(value)
        let count = s.isDigits && s.count <= 2 && s[0] != 0x30
        if count || (s.isNameForm && TraceOption.reserved(s) == nil) { return }
        throw line.fault(
            value, "\(line.quoted(value)) is not a badge as shown (none, dot, 1 to 99, 99+, or a text that is a name)")
    }
}
