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
    let options = try BenchOptions.parse(arguments)
    var bench = try Bench(options: options)
    let loadBefore = loadAverage()
    print("tabnav-bench: \(options.quick ? "quick" : "full") run, \(options.repeats) repetitions, seed \(options.seed); load average \(Report.fixed(loadBefore, 2))")
    let trace = try bench.generated(options.traceSteps)
    try bench.limit(trace, "limit", steps: options.traceSteps)
    if options.only.contains("W1") { try bench.endToEnd(trace, steps: options.traceSteps) }
    if options.only.contains("W2") { bench.reducer(try parseTrace(trace), steps: options.reducerSteps) }
    if options.only.contains("W3") { try bench.parsing(trace, steps: options.traceSteps) }
    if options.only.contains("W4") { try bench.deepStacks(try parseTrace(trace).configuration, depth: options.deepDepth) }
    if options.only.contains("W5") { try bench.memory(small: options.memorySteps.small, large: options.memorySteps.large) }
    print("")
    print(bench.report.table())
    print("")
    print("load average: \(Report.fixed(loadBefore, 2)) before, \(Report.fixed(loadAverage(), 2)) after (2 cores)")
    for line in bench.targets() { print(line) }
}

do {
    try main()
} catch {
    let message = "tabnav-bench: \(error)\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
