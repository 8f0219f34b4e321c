/// One option of a command, declared once: the parser, the help, the usage lines and "did you mean" all read it.
struct OptionSpec: Equatable, Sendable {
    /// The long name, such as `--depth`.
    let name: String
    /// The short name, such as `-q`, if the option has one.
    let short: String?
    /// What follows the name: nothing, any text, a number in a range, or one of a few words.
    let value: Value
    /// The value the command uses when the option is not given, as the user would type it.
    let defaultValue: String?
    /// What the option does, as the help prints it before the facts derived from the declaration.
    let summary: String
    /// More about the option, printed after the derived facts (allowed values, range, default).
    let detail: String?
    /// Whether the option may be given more than once, each value kept.
    let repeatable: Bool
    /// Whether the command cannot run without the option (`render --out`).
    let required: Bool
    /// Whether the option needs the command's positional argument even where it is optional (`statechart --events`).
    let needsPositional: Bool
    /// The options this one cannot be given with, each with the reason.
    let conflicts: [Conflict]
    /// How the option stands among the others.
    let role: Role

    /// How an option stands among the others of its command.
    enum Role: Equatable, Sendable {
        /// An option that combines with the others as its conflicts allow.
        case plain
        /// An option that starts a usage line of its own, with the options that do not conflict with it (`--matrix`).
        case form
        /// The help: once read, the rest of the command line is not (`-h`, `--help`).
        case help
        /// An option that takes no other argument (`--version`).
        case alone
    }

    /// Another option that cannot be given with this one, and why.
    struct Conflict: Equatable, Sendable {
        /// The other option's long name.
        let option: String
        /// Why the two have no shared meaning, printed after `cannot be combined: `.
        let reason: String
    }

    /// Declares an option; the static functions below are the usual shapes.
    init(
        _ name: String, short: String? = nil, value: Value = .none, default defaultValue: String? = nil, _ summary: String,
        detail: String? = nil, repeatable: Bool = false, required: Bool = false, needsPositional: Bool = false,
        conflicts: [Conflict] = [], role: Role = .plain
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.defaultValue = defaultValue
        self.summary = summary
        self.detail = detail
        self.repeatable = repeatable
        self.required = required
        self.needsPositional = needsPositional
        self.conflicts = conflicts
        self.role = role
    }

    /// `-h, --help`, which every command takes.
    static let help = OptionSpec("--help", short: "-h", "print this help", role: .help)

    /// The names a user may type for the option: the long one, then the short one.
    var spellings: [String] { [name] + (short.map { [$0] } ?? []) }

    /// The option as a usage line shows it: `--depth D`, or `--json`.
    var synopsis: String { value.placeholder.map { "\(name) \($0)" } ?? name }
}
