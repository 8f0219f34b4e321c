/// The keyword matcher: the table's spellings laid out by length, read by ``TraceKeyword/init(_:)``.
extension TraceKeyword {
    /// Recognises a line's first word, or returns `nil` for an unknown word.
    /// - Parameter w: The word's bytes.
    /// - Complexity: O(*k*) in the few keywords of the word's length (at most six), each compared byte by byte.
    init?(_ w: UnsafeBufferPointer<UInt8>) {
        guard let found = KeywordMatcher.shared.match(w) else { return nil }
        self = found
    }
}

/// The spellings of every ``TraceKeyword`` in one byte array, grouped by length, built once from the table.
private struct KeywordMatcher: Sendable {
    static let shared = KeywordMatcher()

    /// Every spelling, one after the other, grouped by length.
    private let letters: [UInt8]
    /// For each length `n`, the range of ``entries`` of that length.
    private let byLength: [Range<Int>]
    /// Where each spelling starts in ``letters``, and its keyword.
    private let entries: [(start: Int, keyword: TraceKeyword)]

    private init() {
        let sorted = TraceKeyword.allCases.sorted { $0.rawValue.utf8.count < $1.rawValue.utf8.count }
        let longest = sorted.last?.rawValue.utf8.count ?? 0
        var letters: [UInt8] = []
        var entries: [(start: Int, keyword: TraceKeyword)] = []
        var byLength = [Range<Int>](repeating: 0..<0, count: longest + 1)
        for keyword in sorted {
            let n = keyword.rawValue.utf8.count
            if byLength[n].isEmpty { byLength[n] = entries.count..<entries.count }
            entries.append((letters.count, keyword))
            letters += keyword.rawValue.utf8
            byLength[n] = byLength[n].lowerBound..<entries.count
        }
        self.letters = letters
        self.byLength = byLength
        self.entries = entries
    }

    func match(_ w: UnsafeBufferPointer<UInt8>) -> TraceKeyword? {
        let n = w.count
        guard n > 0, n < byLength.count else { return nil }
        return letters.withUnsafeBufferPointer { all in
            for e in byLength[n] {
                let start = entries[e].start
                guard all[start] == w[0] else { continue }
                var i = 1
                while i < n && all[start + i] == w[i] { i += 1 }
                if i == n { return entries[e].keyword }
            }
            return nil
        }
    }
}
