extension TraceKeyword {
    /// The message for a first word that is no keyword: the closest keyword when one is near, and the steps.
    /// - Parameters:
    ///   - word: The word as written.
    ///   - quoted: The word quoted for the message.
    /// - Returns: `unknown step 'psuh'; did you mean 'push'? (steps: tap, select, …; also 'expect' and the header lines)`.
    /// - Complexity: O(*k*) in the number of keywords for a word of up to 40 bytes; a longer word gets no suggestion.
    static func unknownStepMessage(_ word: UnsafeBufferPointer<UInt8>, quoted: String) -> String {
        var message = "unknown step \(quoted)"
        if let near = closest(to: word) { message += "; did you mean '\(near.spelling)'?" }
        let steps = allCases.filter(\.isStep).map(\.spelling).joined(separator: ", ")
        return message + " (steps: \(steps); also 'expect' and the header lines)"
    }

    /// The keyword most likely meant by `word` (``TraceSuggestion/closest(to:among:)``: another letter case, or at most
    /// one edit in three letters, a swap of two neighbours counting as one).
    static func closest(to word: UnsafeBufferPointer<UInt8>) -> TraceKeyword? {
        TraceSuggestion.closest(to: String(decoding: word, as: UTF8.self), among: allCases.map(\.spelling))
            .flatMap(TraceKeyword.init(rawValue:))
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
