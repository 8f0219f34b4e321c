#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a child under GNU time: its wall time, and what `/usr/bin/time` measured when it exists.
struct TimedRun {
    var seconds: Double
    var exitStatus: Int32
    /// User plus system CPU seconds (`%U + %S`); `nil` without `/usr/bin/time`.
    var cpuSeconds: Double?
    /// Peak resident memory in bytes (`%M`); `nil` without `/usr/bin/time`.
    var peakRSS: Int?
}

extension Bench {
    /// W6: exhaustive exploration against SPIN. `tabnav-sim explore` on the anchor model
    /// (`Benchmarks/explore/anchor.trace`, `--depth 4 --threads 2`), then SPIN on the same model
    /// (`Benchmarks/explore/nav4c.pml`) built and run as `Scripts/bench-explore.sh` does, each at most 3 times.
    ///
    /// SPIN is skipped, with a line saying why, when `spin` or `gcc` is missing, or under `--quick` (which explores to
    /// depth 3, and the SPIN model is written for depth 4). Every run is timed under `/usr/bin/time` for its peak RSS
    /// and CPU seconds: a run of several seconds is not disturbed by the extra `fork`, and a separate run for the
    /// memory would cost another half minute.
    mutating func exploration() throws {
        let depth = options.quick ? 3 : 4
        let count = min(3, options.repeats)
        let model = Self.root + "/Benchmarks/explore/anchor.trace"
        let output = "\(options.work)/W6-explore.out"
        var explorer = Samples()
        var explorerCPU = Samples()
        var explorerRSS: Int?
        var states = 0
        for _ in 0..<count {
            // Without symmetry reduction: SPIN explores every state, and so must the run it is compared with.
            let arguments = [sim, "explore", model, "--depth", String(depth), "--threads", "2", "--symmetry", "off"]
            let run = try timedRun(arguments, stdoutPath: output)
            guard run.exitStatus == 0 else { throw BenchError.failed(arguments.joined(separator: " "), run.exitStatus) }
            let lines = try outputLines(output)
            guard let found = lines.lazy.compactMap({ leadingNumber($0, after: "  states ", before: ",") }).first else {
                throw BenchError.io("\(output): no '  states N, ...' line in tabnav-sim explore's output")
            }
            states = found
            explorer.add(run.seconds)
            if let cpu = run.cpuSeconds { explorerCPU.add(cpu) }
            explorerRSS = max(explorerRSS ?? 0, run.peakRSS ?? 0)
            if let summary = lines.first(where: { $0.hasPrefix("  time ") }) {
                print("  tabnav-sim explore:\(summary.dropFirst(6))")
            }
        }
        let name = "W6 tabnav-sim explore, depth \(depth), 2 threads"
        report.add(Row(name: name, steps: states, seconds: explorer, peakRSS: explorerRSS == 0 ? nil : explorerRSS))

        guard let spin = try spinRun(count: count, depth: depth) else { return }
        report.add(Row(name: "W6 SPIN, depth 4", steps: spin.states, seconds: spin.seconds, peakRSS: spin.peakRSS))
        if spin.states != states { notes.append("W6: the state counts differ (explorer \(states), SPIN \(spin.states))") }
        let ours = Double(states) / explorer.median
        let theirs = Double(spin.states) / spin.seconds.median
        var line =
            "W6 explorer / SPIN: \(Report.fixed(ours / theirs, 2))x the states per wall second "
            + "(\(Report.grouped(Int(ours.rounded()))) against \(Report.grouped(Int(theirs.rounded()))))"
        if explorerCPU.median > 0, spin.cpu.median > 0 {
            let ratio = (Double(states) / explorerCPU.median) / (Double(spin.states) / spin.cpu.median)
            line += ", \(Report.fixed(ratio, 2))x the states per CPU second (user + sys)"
        }
        if let a = explorerRSS, a > 0, let b = spin.peakRSS, b > 0 {
            line +=
                ", \(Report.fixed(Double(a) / Double(b), 2))x the peak RSS (\(a / 1_048_576) MiB against \(b / 1_048_576) MiB)"
        }
        notes.append(line)
    }

    /// What the SPIN runs of W6 measured.
    private struct SpinResult {
        var states: Int
        var seconds: Samples
        var cpu: Samples
        var peakRSS: Int?
    }

    /// Builds SPIN's verifier for `nav4c.pml` in a fresh directory under the work directory and runs it `count`
    /// times; `nil`, with a note saying why, when SPIN cannot or should not run.
    private mutating func spinRun(count: Int, depth: Int) throws -> SpinResult? {
        func skip(_ reason: String) -> SpinResult? {
            let line = "W6 SPIN: skipped (\(reason))"
            print("  " + line)
            notes.append(line)
            return nil
        }
        guard depth == 4 else { return skip("--quick explores to depth 3; the SPIN model is written for depth 4") }
        // `--spin PATH` names the spin to run; a PATH that is not an executable runs W6 without SPIN.
        let spinPath = options.spin ?? findOnPath("spin")
        guard let spin = spinPath, access(spin, X_OK) == 0 else { return skip("spin is not installed; apt-get install -y spin") }
        guard let gcc = findOnPath("gcc") else { return skip("gcc is not installed; apt-get install -y gcc") }
        let directory = try temporaryDirectory("W6-spin")
        defer { _ = try? runChild(["/bin/rm", "-rf", directory]) }
        let source = try readFile(Self.root + "/Benchmarks/explore/nav4c.pml")
        try writeFile(directory + "/nav4c.pml", source)
        let output = directory + "/pan.out"
        var result = SpinResult(states: 0, seconds: Samples(), cpu: Samples())
        try inDirectory(directory) {
            for command in [
                [spin, "-a", "-o2", "nav4c.pml"], [gcc, "-O2", "-DSAFETY", "-DBFS", "-DMEMLIM=8000", "-o", "pan", "pan.c"],
            ] {
                let run = try runChild(command)
                guard run.exitStatus == 0 else { throw BenchError.failed(command.joined(separator: " "), run.exitStatus) }
            }
            for _ in 0..<count {
                // pan's exit status is not checked (as in Scripts/bench-explore.sh); its state count is.
                let run = try timedRun([directory + "/pan", "-m100"], stdoutPath: output)
                guard let states = try outputLines(output).lazy.compactMap({ spinStates($0) }).first else {
                    throw BenchError.io("\(output): no 'N states, stored' line in pan's output (exit status \(run.exitStatus))")
                }
                result.states = states
                result.seconds.add(run.seconds)
                if let cpu = run.cpuSeconds { result.cpu.add(cpu) }
                if let rss = run.peakRSS { result.peakRSS = max(result.peakRSS ?? 0, rss) }
            }
        }
        return result
    }

    /// Runs a child once, under `/usr/bin/time` when it exists (its CPU seconds and peak RSS), else alone.
    /// - Parameters:
    ///   - arguments: The program's path, then its arguments.
    ///   - stdoutPath: Where its standard output goes.
    /// - Returns: Its wall time, exit status, and GNU time's figures.
    func timedRun(_ arguments: [String], stdoutPath: String) throws -> TimedRun {
        guard access("/usr/bin/time", X_OK) == 0 else {
            let run = try runChild(arguments, stdoutPath: stdoutPath)
            return TimedRun(seconds: run.seconds, exitStatus: run.exitStatus)
        }
        let report = "\(options.work)/time.out"
        let run = try runChild(["/usr/bin/time", "-o", report, "-f", "%M %U %S"] + arguments, stdoutPath: stdoutPath)
        var timed = TimedRun(seconds: run.seconds, exitStatus: run.exitStatus)
        // GNU time writes "Command exited with non-zero status N" first when the child fails.
        let fields = try outputLines(report).last { !$0.isEmpty }?.split(separator: " ") ?? []
        if fields.count == 3, let kib = Int(fields[0]), let user = Double(fields[1]), let system = Double(fields[2]) {
            timed.peakRSS = kib * 1024
            timed.cpuSeconds = user + system
        }
        return timed
    }

    /// A new empty directory under the work directory, by an absolute path.
    private func temporaryDirectory(_ prefix: String) throws -> String {
        var base = options.work
        if !base.hasPrefix("/") {
            guard let cwd = getcwd(nil, 0) else { throw BenchError.io("cannot read the working directory") }
            defer { free(cwd) }
            base = String(cString: cwd) + "/" + base
        }
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
        guard let made else { throw BenchError.io("cannot create a directory under \(base)") }
        return made
    }
}

/// Runs `body` with `directory` as the working directory, then returns to the previous one. The benchmark is
/// single-threaded, so changing this process's directory affects only the children `body` starts.
private func inDirectory(_ directory: String, _ body: () throws -> Void) throws {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { throw BenchError.io("cannot read the working directory") }
    guard chdir(directory) == 0 else { throw BenchError.io("cannot enter \(directory)") }
    defer { _ = chdir(buffer) }
    try body()
}

/// The path of the executable `name` in a directory of `PATH`, if any.
private func findOnPath(_ name: String) -> String? {
    guard let path = getenv("PATH") else { return nil }
    for directory in String(cString: path).split(separator: ":") where !directory.isEmpty {
        let candidate = "\(directory)/\(name)"
        if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
}

/// The lines of a text file.
private func outputLines(_ path: String) throws -> [Substring] {
    let text = String(decoding: try readFile(path), as: UTF8.self)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
}

/// The number between `prefix` (at the start of `line`) and the first `terminator`: `N` in `  states N, ...`.
private func leadingNumber(_ line: Substring, after prefix: String, before terminator: Character) -> Int? {
    guard line.hasPrefix(prefix) else { return nil }
    return Int(line.dropFirst(prefix.count).prefix { $0 != terminator })
}

/// The count in pan's `N states, stored` line (leading spaces allowed).
private func spinStates(_ line: Substring) -> Int? {
    let trimmed = line.drop { $0 == " " }
    guard let space = trimmed.firstIndex(of: " "), trimmed[space...].hasPrefix(" states, stored") else { return nil }
    return Int(trimmed[..<space])
}

/// Writes `bytes` to a new file at `path`.
private func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    guard let file = fopen(path, "w") else { throw BenchError.io("cannot write \(path)") }
    defer { fclose(file) }
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw BenchError.io("cannot write \(path)") }
}
