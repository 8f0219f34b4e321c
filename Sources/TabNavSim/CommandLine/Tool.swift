import TabNavTrace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The table of `tabnav-sim`'s commands: the replay (``SimOptions/command``) and the subcommands, each declared once.
/// Dispatch, `help SUBCOMMAND`, the tool's help and "did you mean" for a subcommand all read it.
enum Tool {
    /// The subcommands but `help`, in the order the help lists them.
    static let commands: [Subcommand] = [
        Subcommand(ExploreOptions.command) { try ExploreCommand(options: ExploreOptions.parse($0)).run() },
        Subcommand(GenerateOptions.command) { try GenerateCommand(options: GenerateOptions.parse($0)).run() },
        Subcommand(RenderCommand.command) { try RenderCommand.parse($0).run() },
        Subcommand(StatechartCommand.command) { try StatechartCommand.parse($0).run() },
    ]

    /// `help [SUBCOMMAND]`: the help of the tool or of a subcommand.
    static let help: Subcommand = Subcommand(
        CommandSpec(
            "help", summary: "print this help, or a subcommand's",
            discussion:
                "Prints the help of the tool, or of SUBCOMMAND: the same as 'tabnav-sim SUBCOMMAND --help'. "
                + "'help format' prints every line of the trace format at a glance.",
            positional: PositionalSpec(
                "SUBCOMMAND", noun: "subcommand", required: false, values: commands.map(\.name) + ["help", "format"]),
            options: [])
    ) { try printHelp($0) }

    /// Prints the help that `help` and its arguments name.
    private static func printHelp(_ arguments: [String]) throws(SimError) -> Int32 {
        let given = try help.spec.parse(arguments)
        var out = Output.standardOutput
        out.line(given.helpRequested ? help.spec.helpText() : helpText(of: given.positional))
        out.flush()
        return 0
    }

    /// Every subcommand, `help` last.
    static var subcommands: [Subcommand] { commands + [help] }

    /// The tool's help: the replay's options, every subcommand's usage lines and the list of subcommands.
    static var helpText: String { SimOptions.command.helpText(subcommands: subcommands.map(\.spec)) }

    /// The help of a subcommand by name; the tool's for `nil` or `help`.
    static func helpText(of name: String?) -> String {
        if name == "format" { return TraceSyntaxSummary.text }
        guard let name, name != "help", let command = commands.first(where: { $0.name == name }) else { return helpText }
        return command.spec.helpText()
    }

    /// Runs the subcommand the first argument names, or else the replay.
    /// - Throws: ``SimError/usage(_:help:)`` when the first argument, or the replay's FILE, is no file but a near
    ///   miss of a subcommand's name (`rendr`); what the command throws.
    static func run(_ arguments: [String]) throws -> Int32 {
        if let first = arguments.first {
            if let subcommand = subcommands.first(where: { $0.name == first }) {
                return try subcommand.run(Array(arguments.dropFirst()))
            }
            // Before the replay's options are read: `rendr x.trace --out DIR` is a slip, not an unknown `--out`.
            try refuseSlip(first)
        }
        let options = try SimOptions.parse(arguments)
        if let path = options.path { try refuseSlip(path) }
        return try ReplayCommand(options: options).run()
    }

    /// Refuses a word that names no file but is near a subcommand's name: `rendr` is not a trace.
    private static func refuseSlip(_ word: String) throws(SimError) {
        guard !word.hasPrefix("-"), access(word, F_OK) != 0,
            let meant = Suggestion.closest(to: word, among: subcommands.map(\.name))
        else { return }
        throw .usage("no subcommand or trace '\(word.escapedForMessage)'; did you mean '\(meant)'?")
    }
}
