import TabNav
import TabNavExplore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tabnav-sim explore`: bounded exhaustive exploration with shortest traces (Docs/Exploring.md).
struct ExploreCommand {
    let options: ExploreOptions

    /// Runs the command.
    /// - Returns: 1 when an invariant can be broken within the bound, else 0.
    /// - Throws: ``SimError`` for a bad file, goal or option.
    func run() throws -> Int32 {
        var out = Output.standardOutput
        if options.help {
            out.line(ExploreOptions.help)
            out.flush()
            return 0
        }
        let memory = try options.memoryBytes()
        let (name, model) = try readModel()
        var goals: [ExploreGoal] = []
        for text in options.goals {
            switch ExploreGoal.parse(text, header: model.header) {
            case .success(let goal):
                if let missing = goal.missingLetter(in: model) {
                    let alphabet =
                        model.usesDefaultAlphabet
                        ? "the default alphabet lacks it" : "the alphabet is the trace's step lines: add one that does"
                    throw SimError.usage(
                        "--goal '\(text.escapedForMessage)' can never hold: \(missing.escapedForMessage) (\(alphabet))",
                        help: ExploreOptions.helpName)
                }
                goals.append(goal)
            case .failure(let error):
                throw SimError.usage(
                    "--goal '\(text.escapedForMessage)': column \(error.position.column): "
                        + error.message.escapedForMessage, help: ExploreOptions.helpName)
            }
        }
        if let dir = options.out { try ExploreReport.prepare(directory: dir) }
        if options.matrix {
            return try ExploreMatrix(name: name, model: model, options: options).run(&out)
        }
        let explorer = options.explorer(model: model, goals: goals, memory: memory)
        let result: Exploration
        do { result = try explorer.run() } catch { throw SimError.usage(error.description, help: ExploreOptions.helpName) }
        let report = ExploreReport(name: name, model: model, goals: goals, result: result)
        if options.json { report.printJSON(&out) } else { report.printHuman(&out) }
        if options.chartCoverage && !options.json { ExploreChartCoverage(model: model, result: result).print(&out) }
        out.flush()
        if let dir = options.out { try report.write(to: dir) }
        let broken = result.properties.contains { if case .invariant = $0 { result.findings[$0] != nil } else { false } }
        return broken ? 1 : 0
    }

    /// Checks FILE exactly as the replay does (bounded reading; errors as `FILE:LINE:COLUMN: error: …`, or JSON
    /// objects under `--json`), then reads it whole and makes the model.
    /// - Throws: ``SimError`` for an unreadable file or one with errors (printed first).
    private func readModel() throws -> (String, ExploreModel) {
        let source = try TraceSource(path: options.path ?? "-")
        defer { source.close() }
        var simOptions = SimOptions()
        simOptions.json = options.json
        _ = try Simulation(source: source, options: simOptions).check()
        var text: [UInt8] = []
        try source.forEachLine { line, _ in
            text.append(contentsOf: line)
            text.append(0x0A)
            return true
        }
        switch ExploreModel.parse(String(decoding: text, as: UTF8.self), depth: options.depth) {
        case .success(let model):
            return (source.displayName, model)
        case .failure(let errors):
            var printer = Simulation.ErrorPrinter(file: source.displayName, json: options.json)
            for error in errors.errors { printer.print(error) }
            printer.finish()
            throw SimError.traceErrors(count: errors.errors.count)
        }
    }
}

/// The peak resident set of this process, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss) * 1024
}
