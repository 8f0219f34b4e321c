/// `tabnav-sim [OPTIONS] FILE`: replays a trace and reports it (human, quiet, JSON or the matrix), or prints the help
/// or the version.
struct ReplayCommand {
    let options: SimOptions

    /// Runs the replay.
    /// - Returns: 0 when every expectation held and no invariant broke, else 1.
    /// - Throws: ``SimError`` for an unreadable file or a trace with errors (printed first).
    func run() throws -> Int32 {
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
            break
        }
        let source = try TraceSource(path: options.path ?? "-")
        defer { source.close() }
        let simulation = Simulation(source: source, options: options, firstPass: .init(report: options))
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
        // The table's columns are sized to their content, measured by the first pass's replay.
        var reporter = HumanReporter(
            quiet: options.quiet, effects: options.effects, wide: options.wide,
            stepWidth: checked.stepWidth, columns: checked.columns ?? ColumnWidths())
        return try simulation.replay(checked, into: &reporter).exitCode
    }
}
