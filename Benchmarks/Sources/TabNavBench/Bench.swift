import TabNav
import TabNavTrace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The benchmark run: options, the programs measured, generated traces, and the report.
struct Bench {
    let options: BenchOptions
    /// The `tabnav-sim` executable.
    let sim: String
    /// This executable, to run the limit in its own process.
    let bench: String
    var report = Report()
    /// Lines printed under the table: W6's comparison with SPIN, or why SPIN was not run.
    var notes: [String] = []

    /// The root package's directory, found from this file's path.
    static let root = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4).joined(separator: "/"))

    init(options: BenchOptions) throws {
        self.options = options
        let directory = executableDirectory()
        bench = directory + "/tabnav-bench"
        sim = try options.sim ?? Self.buildSimulator(next: directory)
        guard access(sim, X_OK) == 0 else { throw BenchError.usage("no tabnav-sim at \(sim)") }
        mkdir(options.work, 0o755)
    }

    /// Builds `tabnav-sim` in release from the root package, so that the run never measures a stale simulator, and
    /// returns its path. It builds into `SCRATCH/root` next to this executable's `SCRATCH/TRIPLE/release`. (Building
    /// the product through this package, `--product tabnav-sim`, can miss files added to the simulator.)
    static func buildSimulator(next directory: String) throws -> String {
        let scratch =
            String(directory.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")) + "/root"
        let swift = [
            "/usr/bin/env", "swift", "build", "-c", "release", "--package-path", Self.root, "--scratch-path", scratch,
            "--product",
            "tabnav-sim",
        ]
        print("tabnav-bench: \(swift.dropFirst().joined(separator: " "))")
        let run = try runChild(swift)
        guard run.exitStatus == 0 else { throw BenchError.failed(swift.dropFirst().joined(separator: " "), run.exitStatus) }
        return scratch + "/release/tabnav-sim"
    }

    /// Writes a generated trace of `steps` steps (once per run) and returns its path.
    func generated(_ steps: Int) throws -> String {
        let path = "\(options.work)/generated-\(steps)-seed\(options.seed).trace"
        let run = try runChild([sim, "generate", "--steps", String(steps), "--seed", String(options.seed)], stdoutPath: path)
        guard run.exitStatus == 0 else { throw BenchError.failed("tabnav-sim generate", run.exitStatus) }
        return path
    }

    /// Runs `body` `count` times and keeps each duration.
    func measure(_ count: Int? = nil, _ body: () throws -> Void) rethrows -> Samples {
        var samples = Samples()
        for _ in 0..<(count ?? options.repeats) { samples.add(try seconds(body)) }
        return samples
    }

    /// Runs a child `count` times, timing each run; fails unless it exits 0. Returns its times and its peak RSS.
    ///
    /// The peak RSS comes from one more run under `/usr/bin/time`: a child spawned straight from this process
    /// inherits this process's own peak in `ru_maxrss` (Linux counts the memory the child had before `exec`, which a
    /// `vfork` shares with the parent), and the benchmark grows past 100 MiB in W4.
    func measureChild(_ arguments: [String], _ count: Int? = nil) throws -> (Samples, Int?) {
        var samples = Samples()
        for _ in 0..<(count ?? options.repeats) {
            let run = try runChild(arguments)
            guard run.exitStatus == 0 else { throw BenchError.failed(arguments.joined(separator: " "), run.exitStatus) }
            samples.add(run.seconds)
        }
        return (samples, try peakRSS(arguments))
    }

    /// The peak resident memory of a run of `arguments`, from GNU time's `%M`; `nil` without `/usr/bin/time`.
    func peakRSS(_ arguments: [String]) throws -> Int? {
        guard access("/usr/bin/time", X_OK) == 0 else { return nil }
        let report = "\(options.work)/time.out"
        let run = try runChild(["/usr/bin/time", "-o", report, "-f", "%M"] + arguments)
        guard run.exitStatus == 0 else { throw BenchError.failed(arguments.joined(separator: " "), run.exitStatus) }
        let text = String(decoding: try readFile(report), as: UTF8.self)
        guard let kib = text.split(whereSeparator: { $0 == "\n" }).last.flatMap({ Int($0) }) else { return nil }
        return kib * 1024
    }

    /// The limit on a trace, in this process and in its own, as two rows named `prefix, in process` and `prefix, own process`.
    mutating func limit(_ path: String, _ name: String, steps: Int, count: Int? = nil) throws {
        var checksum = 0
        let inProcess = try measure(count) { checksum &+= try BareReplay.run(path: path).checksum }
        report.add(Row(name: "\(name), in process", steps: steps, seconds: inProcess))
        let (own, rss) = try measureChild([bench, "bare", path], count)
        report.add(Row(name: "\(name), own process", steps: steps, seconds: own, peakRSS: rss))
        if checksum == 42 { print("") } // keeps the replays from being optimised away
    }
}

/// A parsed trace: its header and its step events, in order.
struct ParsedTrace {
    var configuration: Configuration<String>
    var events: [TabNavEvent<String>]
}

/// Parses a whole trace file in memory, keeping the events.
func parseTrace(_ path: String) throws -> ParsedTrace {
    let bytes = try readFile(path)
    var parser = TraceParser()
    var events: [TabNavEvent<String>] = []
    var failure: TraceError?
    forEachLine(bytes) { line, number in
        switch parser.parseLine(line, number: number) {
        case .success(.step(let step)?): events.append(step.event)
        case .success: break
        case .failure(let error): failure = failure ?? error
        }
    }
    if let failure { throw BenchError.io("\(path):\(failure)") }
    switch parser.finish() {
    case .success(let header): return ParsedTrace(configuration: header.configuration, events: events)
    case .failure(let error): throw BenchError.io("\(path):\(error)")
    }
}
