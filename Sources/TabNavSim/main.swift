import TabNav
import TabNavTrace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the command line and returns the exit status.
func runSimulator(_ arguments: [String]) -> Int32 {
    var err = Output.standardError
    do {
        let status = try runCommand(arguments)
        if let code = outputWriteError { throw SimError.write(code) }
        return status
    } catch let error as SimError {
        err.line("tabnav-sim: error: \(error)")
        err.flush()
        return error.exitCode
    } catch {
        err.line("tabnav-sim: error: \(error)")
        err.flush()
        return 2
    }
}

/// The subcommands, as `runCommand` dispatches them.
let subcommands = ["explore", "generate", "render", "statechart", "help"]

/// Dispatches to a subcommand or the replay. Subcommands come first, one line each.
func runCommand(_ arguments: [String]) throws -> Int32 {
    switch arguments.first {
    case "explore": return try ExploreCommand(options: ExploreOptions.parse(arguments.dropFirst())).run()
    case "generate": return try runGenerate(arguments.dropFirst())
    case "render": return try RenderCommand.parse(Array(arguments.dropFirst())).run()
    case "statechart": return try StatechartCommand.parse(Array(arguments.dropFirst())).run()
    case "help": return try runHelp(Array(arguments.dropFirst()))
    default:
        // A first word that is no file but a slip of a subcommand's name: `rendr` is not a trace.
        if let first = arguments.first, !first.hasPrefix("-"), access(first, F_OK) != 0,
            let meant = Suggestion.closest(to: first, among: subcommands)
        {
            throw SimError.usage("no subcommand or trace '\(first.escapedForMessage)'; did you mean '\(meant)'?")
        }
    }
    let options = try SimOptions.parse(arguments)
    var out = Output.standardOutput
    switch options.mode {
    case .help:
        out.line(SimOptions.help)
        out.flush()
        return 0
    case .version:
        out.line(SimOptions.version)
        out.flush()
        return 0
    case .replay, .matrix:
        let source = try TraceSource(path: options.path ?? "-")
        defer { source.close() }
        let simulation = Simulation(source: source, options: options)
        let checked = try simulation.check()
        if options.mode == .matrix {
            return try Matrix(simulation: simulation, checked: checked, json: options.json, strict: options.strict).run()
        }
        if options.json {
            var reporter = JSONReporter()
            return try simulation.replay(checked, into: &reporter).exitCode
        }
        if let held = checked.held {
            var reporter = HumanReporter(quiet: true, effects: false, stepWidth: checked.stepWidth)
            return held.release(into: &reporter).exitCode
        }
        // The table's columns are sized to their content: a replay that prints nothing measures them first.
        var meter = ColumnMeter()
        if !options.quiet { _ = try simulation.replay(checked, into: &meter) }
        var reporter = HumanReporter(
            quiet: options.quiet, effects: options.effects, wide: options.wide,
            stepWidth: checked.stepWidth, columns: meter.widths)
        return try simulation.replay(checked, into: &reporter).exitCode
    }
}

/// `tabnav-sim help [SUBCOMMAND]`: prints the help of the tool or of a subcommand.
func runHelp(_ arguments: [String]) throws(SimError) -> Int32 {
    guard arguments.count <= 1 else { throw .usage("'help' takes at most one subcommand") }
    let text: String
    switch arguments.first {
    case nil, "help": text = SimOptions.help
    case "explore": text = ExploreOptions.help
    case "generate": text = GenerateOptions.help
    case "statechart": text = StatechartCommand.help
    case "render": text = RenderCommand.help
    case let other?:
        throw .usage(
            "no subcommand '\(other.escapedForMessage)'; the subcommands are explore, generate, render, statechart and help")
    }
    var out = Output.standardOutput
    out.line(text)
    out.flush()
    return 0
}

/// `tabnav-sim generate`: prints a generated trace to standard output.
func runGenerate(_ arguments: ArraySlice<String>) throws(SimError) -> Int32 {
    let options = try GenerateOptions.parse(arguments)
    var out = Output.standardOutput
    if options.help {
        out.line(GenerateOptions.help)
    } else {
        var generator = TraceGenerator(options)
        // A write error stops the generation (`generate --steps 1000000000 > /dev/full`).
        generator.write(steps: options.steps, command: options.commandLine, until: { outputWriteError != nil }, { out.line($0) })
    }
    out.flush()
    return 0
}

exit(runSimulator(Array(CommandLine.arguments.dropFirst())))
