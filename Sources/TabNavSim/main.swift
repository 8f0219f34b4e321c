#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabNav
import TabNavTrace

/// Runs the command line and returns the exit status.
func runSimulator(_ arguments: [String]) -> Int32 {
    var err = Output.standardError
    do {
        // Subcommands come first, one line each; anything else is a replay.
        if arguments.first == "generate" { return try runGenerate(arguments.dropFirst()) }
        if arguments.first == "render" { return try RenderCommand.parse(Array(arguments.dropFirst())).run() }
        if arguments.first == "statechart" { return try StatechartCommand.parse(Array(arguments.dropFirst())).run() }
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
                return try Matrix(simulation: simulation, checked: checked, json: options.json).run()
            }
            if options.json {
                var reporter = JSONReporter()
                return LayoutCheck.report(checked.header, options, try simulation.replay(checked, into: &reporter).exitCode)
            }
            var reporter = HumanReporter(quiet: options.quiet, effects: options.effects, stepWidth: checked.stepWidth)
            if let held = checked.held { return LayoutCheck.report(checked.header, options, held.release(into: &reporter).exitCode) }
            return LayoutCheck.report(checked.header, options, try simulation.replay(checked, into: &reporter).exitCode)
        }
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

/// `tabnav-sim generate`: prints a generated trace to standard output.
func runGenerate(_ arguments: ArraySlice<String>) throws(SimError) -> Int32 {
    let options = try GenerateOptions.parse(arguments)
    var out = Output.standardOutput
    if options.help {
        out.line(GenerateOptions.help)
    } else {
        var generator = TraceGenerator(tabs: options.tabs, seed: options.seed)
        let command = "tabnav-sim generate --steps \(options.steps) --seed \(options.seed) --tabs \(options.tabs)"
        generator.write(steps: options.steps, command: command) { out.line($0) }
    }
    out.flush()
    return 0
}

exit(runSimulator(Array(CommandLine.arguments.dropFirst())))
