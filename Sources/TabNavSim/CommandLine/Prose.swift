/// Words laid out for the help and for messages: lists and filled lines.
enum Prose {
    /// The width the help is filled to, in characters.
    static let width = 88

    /// `a, b or c`, with ` (default)` after the word `marked`.
    static func list(_ words: [String], conjunction: String = "or", marking marked: String? = nil) -> String {
        let shown = words.map { $0 == marked ? $0 + " (default)" : $0 }
        guard let last = shown.last, shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// Fills words into lines of at most ``width`` characters (a longer word gets a line of its own): the first line
    /// starts with `first`, the others with `indent`.
    /// - Complexity: O(*n*) in the characters of the words.
    static func fill(_ words: some Sequence<String>, first: String = "", indent: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in words {
            if !empty && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines
    }

    /// Fills a paragraph, splitting it at spaces.
    static func fill(_ text: String, first: String = "", indent: String = "") -> [String] {
        fill(text.split(separator: " ").map(String.init), first: first, indent: indent)
    }
}
