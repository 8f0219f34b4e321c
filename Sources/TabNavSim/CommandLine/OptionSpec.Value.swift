extension OptionSpec {
    /// What follows an option's name, and what the parser accepts there.
    enum Value: Equatable, Sendable {
        /// Nothing: the option is a flag, and `--flag=VALUE` is refused.
        case none
        /// Any text, such as a directory.
        case text(placeholder: String)
        /// A decimal integer in a range, written with digits only and no leading zero (as a trace writes numbers).
        case integer(placeholder: String, range: ClosedRange<UInt64>)
        /// One of a few words.
        case choice(placeholder: String, values: [String])

        /// The word that stands for the value in usage lines and the help (`D`, `DIR`), or `nil` for a flag.
        var placeholder: String? {
            switch self {
            case .none: nil
            case .text(let p), .integer(let p, _), .choice(let p, _): p
            }
        }

        /// Whether the value is several words in quotes, as its placeholder shows (`'K=V ...'`), so that a word after
        /// it that looks like one more of them was probably split off by the shell.
        var takesWords: Bool {
            if case .text(let p) = self { p.hasPrefix("'") && p.hasSuffix("...'") } else { false }
        }

        /// Checks a value given to the option.
        /// - Returns: `nil` when `text` is accepted; else what the option takes and a near miss, for the message
        ///   `'OPTION' takes WHAT, not 'TEXT'`: (`an integer from 1 to 8`, `nil`) or (`mermaid, …`, `mermaid`).
        func refusal(of text: String) -> (takes: String, meant: String?)? {
            switch self {
            case .none, .text: return nil
            case .integer(_, let range):
                guard let n = Self.integer(text), range.contains(n) else {
                    return ("an integer from \(range.lowerBound) to \(range.upperBound)", nil)
                }
                return nil
            case .choice(_, let values):
                guard !values.contains(text) else { return nil }
                return (Prose.list(values), Suggestion.closest(to: text, among: values))
            }
        }

        /// A decimal integer of digits only (no sign, no leading zero but `0` itself) that fits 64 bits.
        static func integer(_ text: String) -> UInt64? {
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), text == "0" || !text.hasPrefix("0") else {
                return nil
            }
            return UInt64(text)
        }
    }
}
