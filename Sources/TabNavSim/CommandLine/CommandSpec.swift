/// A command of `tabnav-sim`, declared once as data: its name, its options, its positional argument and the prose of
/// its help. Parsing (`CommandSpec+Parsing.swift`), the help and usage lines (`CommandSpec+Help.swift`) and the
/// "did you mean" of a misspelt option all read this declaration.
struct CommandSpec: Equatable, Sendable {
    /// The subcommand's name, such as `explore`; `nil` for the tool itself (the replay).
    let name: String?
    /// One line on what the command does, for the tool's list of subcommands.
    let summary: String
    /// The paragraphs after the usage lines, as written (already wrapped).
    let discussion: String
    /// The options, in the order the help lists them.
    let options: [OptionSpec]
    /// The plain argument, if the command takes one.
    let positional: PositionalSpec?
    /// Sections after the options, such as `EXIT STATUS`: a title and its text, as written.
    let sections: [Section]

    /// A titled block of the help, printed as written.
    struct Section: Equatable, Sendable {
        /// The title, such as `EXIT STATUS`.
        let title: String
        /// The text under it, indented as it should print.
        let body: String
    }

    init(
        _ name: String?, summary: String, discussion: String, positional: PositionalSpec?, options: [OptionSpec],
        sections: [Section] = []
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.positional = positional
        self.options = options + [.help]
        self.sections = sections
    }

    /// The words that run the command: `tabnav-sim explore`, or `tabnav-sim`.
    var invocation: String { "tabnav-sim" + (name.map { " " + $0 } ?? "") }

    /// The command a usage error points to: `tabnav-sim help explore`, or `tabnav-sim --help`.
    var helpCommand: String { name.map { "tabnav-sim help \($0)" } ?? "tabnav-sim --help" }

    /// The declared option a user's word names, by its long or short name.
    func option(spelled word: String) -> OptionSpec? { options.first { $0.spellings.contains(word) } }

    /// The declared option with this long name.
    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }

    /// How messages name one of the command's options: `'generate --seed'`, or `'--layout'` for the tool.
    func qualified(_ option: String) -> String { "'" + (name.map { "\($0) " } ?? "") + option + "'" }

    /// A usage error that points to this command's help.
    func usage(_ message: String) -> SimError { .usage(message, help: helpCommand) }
}
