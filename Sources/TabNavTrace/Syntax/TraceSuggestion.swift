/// "Did you mean" for a word of a trace that names nothing: the closest of the words that would have been valid there.
enum TraceSuggestion {
    /// The candidate `word` most likely meant: one that differs only in letter case, or else the one at the smallest
    /// edit distance (``TraceKeyword/editDistance(_:_:)``) when that distance is at most a third of the word's length
    /// (so a word of one or two letters is suggested only another letter case); `nil` for a word longer than 40 bytes
    /// or when none is near.
    /// - Parameters:
    ///   - word: The word as written.
    ///   - candidates: The valid words.
    /// - Complexity: O(*k* · *n*²) for *k* candidates of up to *n* bytes.
    static func closest(to word: String, among candidates: [String]) -> String? {
        guard word.utf8.count <= 40 else { return nil }
        let lower = word.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lower && $0 != word }) { return sameLetters }
        let bytes = Array(word.utf8)
        let limit = bytes.count / 3
        var best: (String, Int)?
        for candidate in candidates where candidate.utf8.count <= 40 {
            let d = TraceKeyword.editDistance(bytes, Array(candidate.utf8))
            if d > 0 && d <= limit && d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// `; did you mean 'X'?`, or nothing.
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
