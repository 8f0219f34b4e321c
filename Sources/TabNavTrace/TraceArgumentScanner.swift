/// The words after a line's first word, read one argument at a time: the scan of
/// ``TraceLine/scanArguments(_:after:_:)`` as a loop the caller drives, with no closure to capture its variables.
///
/// Faults come in the same order as the closure's scan: a word's own fault when it is read, a value's fault from
/// the caller before the next word is read.
struct TraceArgumentScanner {
    /// The line being read.
    let line: TraceLine
    /// The line's first word, which decides its positional slots.
    let keyword: TraceKeyword
    /// The options the line takes.
    private let allowed: TraceOption
    /// The options read so far.
    private var seen: TraceOption = []
    /// How many positional arguments were read.
    private(set) var positionalCount = 0
    /// The next word to read, if any.
    private var next: TraceWord?

    /// A scanner of the words after `first`.
    init(_ line: TraceLine, _ keyword: TraceKeyword, after first: TraceWord) {
        self.line = line
        self.keyword = keyword
        self.allowed = keyword.options
        self.next = line.word(from: first.end)
    }

    /// The next argument, or `nil` after the last; throws the first fault of the word read.
    // Inlined into each caller's loop, as the closure's scan was: called out of line, it cost W1 more than the
    // closure it replaces.
    @inline(__always)
    mutating func nextArgument() throws(TraceFault) -> TraceArgument? {
        guard let w = next else { return nil }
        next = line.word(from: w.end)
        let k = positionalCount
        if line.hasQuote(w) {
            guard line.bytes[w.start] == 0x22, keyword.slot(k) == .badgeValue else { throw line.quoteFault(w) }
            _ = try line.quotedText(w)
            positionalCount += 1
            return .positional(w, index: k, slot: .badgeValue)
        } else if let eq = line.firstEquals(in: w) {
            try line.checkKeyValue(w, equals: eq)
            let key = TraceWord(start: w.start, end: eq)
            guard let option = TraceOption.key(line.slice(key)), allowed.contains(option) else {
                throw line.fault(w, "'\(keyword.spelling)' does not take \(line.quoted(TraceWord(start: w.start, end: eq + 1)))")
            }
            guard !seen.contains(option) else { throw line.fault(w, "option '\(option.spelling)' is given twice") }
            seen.insert(option)
            return .option(option, word: w, value: TraceWord(start: eq + 1, end: w.end))
        } else if let option = TraceOption.reserved(line.slice(w)) {
            guard allowed.contains(option) else {
                if option == .hidesBar {
                    throw line.fault(
                        w,
                        "'\(keyword.spelling)' does not take 'hides-bar': its entries hide the bar when their screen is "
                            + "declared so ('screen NAME hides-bar' in the header)")
                }
                if let slot = keyword.slot(k) { throw line.fault(w, slot.reservedWordMessage(line.quoted(w))) }
                throw line.fault(w, "'\(keyword.spelling)' does not take \(line.quoted(w))")
            }
            guard !seen.contains(option) else { throw line.fault(w, "option '\(option.spelling)' is given twice") }
            seen.insert(option)
            return .option(option, word: w, value: TraceWord(start: w.end, end: w.end))
        } else {
            guard let slot = keyword.slot(k) else {
                throw line.fault(
                    w,
                    "unexpected \(line.quoted(w)): '\(keyword.spelling)' takes \(keyword.usage)"
                        + line.optionHint(w, next, allowed))
            }
            positionalCount += 1
            return .positional(w, index: k, slot: slot)
        }
    }
}
