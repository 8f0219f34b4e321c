/// The one plain argument a command takes, such as a trace's FILE: declared once for parsing, usage and errors.
struct PositionalSpec: Equatable, Sendable {
    /// The word that stands for it in usage lines, such as `FILE`.
    let placeholder: String
    /// What it is, for messages: `trace` gives `'explore' needs a trace`, `more than one trace given (…)`.
    let noun: String
    /// Whether the command needs it (unless `--help` or an option that takes no other argument is given).
    let required: Bool
    /// The words it may be, when only a few are allowed (`help SUBCOMMAND`); `nil` for any.
    let values: [String]?

    init(_ placeholder: String, noun: String, required: Bool, values: [String]? = nil) {
        self.placeholder = placeholder
        self.noun = noun
        self.required = required
        self.values = values
    }

    /// A trace file, `-` for standard input.
    static func trace(required: Bool) -> PositionalSpec { PositionalSpec("FILE", noun: "trace", required: required) }
}
