/// The trace format's lines at a glance, written from the syntax table (``TraceKeyword``): the quick reference of
/// `Docs/TraceFormat.md` and the simulator's help.
package enum TraceSyntaxSummary {
    /// The groups of lines, in the order a trace has them.
    private static var groups: [(title: String, keywords: [TraceKeyword])] {
        [
            ("Header", TraceKeyword.allCases.filter(\.isHeader)),
            ("Steps", TraceKeyword.allCases.filter(\.isStep)),
            ("Checks", [.expect]),
        ]
    }

    /// The summary as plain text: a heading a group, then a line a word, its form padded to one column.
    package static var text: String {
        let width = TraceKeyword.allCases.map(\.help.form.count).max() ?? 0
        return groups.map { group in
            ([group.title + ":"]
                + group.keywords.map { k in
                    "  " + k.help.form + String(repeating: " ", count: width - k.help.form.count + 2) + k.help.meaning
                }).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// The summary as Markdown: a table a group, with the form in code and its meaning.
    package static var markdown: String {
        groups.map { group in
            (["| \(group.title) | Meaning |", "|---|---|"]
                + group.keywords.map { k in
                    "| `\(k.help.form.replacingPipes)` | \(k.help.meaning) |"
                }).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }
}

extension String {
    /// The text with `|` escaped for a Markdown table cell.
    fileprivate var replacingPipes: String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
