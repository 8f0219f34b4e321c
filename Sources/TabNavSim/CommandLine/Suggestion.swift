/// "Did you mean": the nearest of a few known words to a misspelt one.
enum Suggestion {
    /// The known word nearest to `word` by edit distance (insertions, deletions and substitutions of characters),
    /// when it is near enough to be a slip: at most 2 edits, and fewer than half the word's characters.
    /// - Parameters:
    ///   - word: What was typed.
    ///   - known: The words it may have meant.
    /// - Returns: The nearest known word, or `nil`; the first of equally near ones.
    /// - Complexity: O(*k* × *n* × *m*) for *k* known words of length *m* and a word of length *n*.
    static func closest(to word: String, among known: [String]) -> String? {
        let typed = Array(word)
        var best: (word: String, distance: Int)?
        for candidate in known {
            let d = distance(typed, Array(candidate))
            if d <= 2 && d * 2 < typed.count && d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.word
    }

    /// The edit distance between two strings of characters (Levenshtein), with one row kept.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
