import Testing

@testable import TabNavSim

/// Command lines built from `tabnav-sim`'s declarations, so that the tests of the declaration cover every option
/// declared, including one added later.
enum CommandLineSamples {
    /// The tool's commands: the replay, then every subcommand of the table.
    static let commands: [CommandSpec] = [SimOptions.command] + Tool.subcommands.map(\.spec)

    /// Each command but `help`, by name (`""` for the replay), parsed into its own options type and described.
    nonisolated(unsafe) static let typedParsers: [String: ([String]) throws -> String] = [
        "": { String(describing: try SimOptions.parse($0)) },
        "explore": { String(describing: try ExploreOptions.parse($0)) },
        "generate": { String(describing: try GenerateOptions.parse($0)) },
        "render": { String(describing: try RenderCommand.parse($0)) },
        "statechart": { String(describing: try StatechartCommand.parse($0)) },
    ]

    /// Arguments that an option's own test needs besides it (`--minimize` other than never needs `--profile ios26`,
    /// `generate --device` other than iphone needs `--format 3`).
    static let context: [String: [String]] = ["--minimize": ["--profile", "ios26"], "--device": ["--format", "3"]]

    /// A valid value for the option other than its default; `nil` for a flag.
    static func sample(_ option: OptionSpec, second: Bool = false) -> String? {
        switch option.value {
        case .none: return nil
        case .text: return second ? "y" : "x"
        case .integer(_, let range):
            let candidates = [range.lowerBound, range.upperBound, range.lowerBound + 1].filter {
                String($0) != option.defaultValue
            }
            return String(candidates[second ? 1 : 0])
        case .choice(_, let values):
            let others = values.filter { $0 != option.defaultValue }
            return second ? (others.dropFirst().first ?? values.first { $0 != others[0] }) : others[0]
        }
    }

    /// The option with a sample value, in the form `--name VALUE`, or `--name` for a flag.
    static func arguments(_ option: OptionSpec, second: Bool = false) -> [String] {
        [option.name] + (sample(option, second: second).map { [$0] } ?? [])
    }

    /// What a command needs for `options` to be parsed: the positional argument where needed, the required options
    /// but these, and their context.
    static func base(_ command: CommandSpec, for options: OptionSpec...) -> [String] {
        if options.contains(where: { $0.role == .alone || $0.role == .help }) { return [] }
        let names = options.map(\.name)
        var words: [String] = []
        if let positional = command.positional, positional.required || options.contains(where: \.needsPositional) {
            words.append(positional.values?.first ?? "a.trace")
        }
        for other in command.options where other.required && !names.contains(other.name) { words += arguments(other) }
        return words + names.flatMap { context[$0] ?? [] }
    }

    /// The command with this name (`""` for the replay).
    static func command(_ name: String) -> CommandSpec {
        commands.first { ($0.name ?? "") == name } ?? SimOptions.command
    }

    /// The message a command line is refused with, or `nil` when it parses.
    static func refusal(_ command: CommandSpec, _ words: [String]) -> String? {
        do {
            _ = try command.parse(words)
            return nil
        } catch {
            return error.description
        }
    }

    /// Every command with every one of its options but the help, for `arguments:`.
    static var everyOption: [Declared] {
        commands.flatMap { command in command.options.filter { $0.role != .help }.map { Declared(command, $0) } }
    }

    /// An option of a command, named for the test report.
    struct Declared: CustomTestStringConvertible, Sendable {
        let command: CommandSpec
        let option: OptionSpec
        init(_ command: CommandSpec, _ option: OptionSpec) {
            self.command = command
            self.option = option
        }
        var testDescription: String { command.invocation + " " + option.name }
    }
}
