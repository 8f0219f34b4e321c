import TabNav
import TabNavTrace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the benchmarks and prints the table and the targets.
func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "bare" {
        guard arguments.count == 2 else { throw BenchError.usage(BenchOptions.usage) }
        let replay = try BareReplay.run(path: arguments[1])
        print("steps: \(replay.steps); checksum \(replay.checksum)")
        return
    }
    if arguments.first == "reduce" || arguments.first == "parse" {
        try profileRun(arguments)
        return
    }
    let options = try BenchOptions.parse(arguments)
    var bench = try Bench(options: options)
    let loadBefore = loadAverage()
    print(
        "tabnav-bench: \(options.quick ? "quick" : "full") run, \(options.repeats) repetitions, seed \(options.seed); load average \(Report.fixed(loadBefore, 2))"
    )
    // The generated trace serves W1-W4, and its limit W1-W3; W5 and W6 need neither.
    if !options.only.isDisjoint(with: ["W1", "W2", "W3", "W4"]) {
        let trace = try bench.generated(options.traceSteps)
        if !options.only.isDisjoint(with: ["W1", "W2", "W3"]) { try bench.limit(trace, "limit", steps: options.traceSteps) }
        if options.only.contains("W1") { try bench.endToEnd(trace, steps: options.traceSteps) }
        if options.only.contains("W2") { bench.reducer(try parseTrace(trace), steps: options.reducerSteps) }
        if options.only.contains("W3") { try bench.parsing(trace, steps: options.traceSteps) }
        if options.only.contains("W4") { try bench.deepStacks(try parseTrace(trace).configuration, depth: options.deepDepth) }
    }
    if options.only.contains("W5") { try bench.memory(small: options.memorySteps.small, large: options.memorySteps.large) }
    if options.only.contains("W6") { try bench.exploration() }
    print("")
    print(bench.report.table())
    print("")
    for line in bench.notes { print(line) }
    print("load average: \(Report.fixed(loadBefore, 2)) before, \(Report.fixed(loadAverage(), 2)) after (2 cores)")
    for line in bench.targets() { print(line) }
}

/// `reduce FILE [CHECK]` and `parse FILE`: one pass of W2 or W3 alone, for a profiler (callgrind, perf).
func profileRun(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { throw BenchError.usage(BenchOptions.usage) }
    if arguments[0] == "parse" {
        let bytes = try readFile(arguments[1])
        var parser = TraceParser()
        var steps = 0
        forEachLine(bytes) { line, number in
            if case .success(.step?) = parser.parseLine(line, number: number) { steps += 1 }
        }
        print("parsed \(steps) steps")
        return
    }
    let variant = arguments.count > 2 ? ReducerVariant.allCases.first { $0.key == arguments[2] } : .result
    guard let variant else {
        throw BenchError.usage("reduce FILE [\(ReducerVariant.allCases.map(\.key).joined(separator: "|"))] [PASSES]")
    }
    let passes = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
    var trace = try parseTrace(arguments[1])
    let start = nowNanoseconds()
    var ok = 0
    for _ in 0..<passes { ok += variant.run(&trace.events, configuration: trace.configuration) }
    let steps = passes * trace.events.count
    let elapsed = Double(nowNanoseconds() - start) / Double(steps)
    print("reduced \(steps) steps (\(ok)), \(variant): \(Report.fixed(elapsed, 1)) ns/step")
}

do {
    try main()
} catch {
    let message = "tabnav-bench: \(error)\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
