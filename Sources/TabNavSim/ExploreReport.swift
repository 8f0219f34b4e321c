import TabNav
import TabNavExplore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints an exploration: figures, one line a property, idle letters, then each shortest trace.
struct ExploreReport {
    let name: String
    let model: ExploreModel
    let goals: [ExploreGoal]
    let result: Exploration

    /// The store's size: per state once there are enough states for the figure to mean something (the tables start
    /// with room for thousands), else in kB.
    static func storeText(_ r: Exploration) -> String {
        r.states >= 10_000
            ? "\(fixed(r.bytesPerState, 1)) bytes/state in the store"
            : "\(fixed(Double(r.storeBytes) / 1000, 1)) kB in the store for \(r.states) states"
    }

    /// `present at launch (0 steps)`, `reachable in N steps`, or why not: a proof within the bound, or no proof when the
    /// search stopped early.
    func verdict(_ property: ExploreProperty) -> String {
        if let path = result.findings[property] {
            // The launch state is a state: a finding there needs no step.
            return path.isEmpty ? "present at launch (0 steps)" : "reachable in " + Summary.count(path.count, "step")
        }
        if result.isComplete {
            let chance = result.fingerprints ? ", but for the fingerprints' chance of a miss" : ""
            return "not reachable within depth \(model.depth) (a proof for this model and bound\(chance))"
        }
        return "not found in the \(result.states) states explored (no proof: the search is incomplete)"
    }

    /// The property's name with a goal's pairs.
    func label(_ property: ExploreProperty) -> String {
        if case .goal(let i) = property { return "goal '\(goals[i].text)'" }
        return property.description
    }

    func printHuman(_ out: inout Output) {
        let r = result
        let source = model.usesDefaultAlphabet ? "the default alphabet" : "the file's step lines"
        out.line("\(name): explored from launch, depth bound \(model.depth), \(model.letters.count) letters (\(source))")
        out.line(
            "  states \(r.states), transitions \(r.transitions), longest shortest path "
                + Summary.count(r.longestShortestPath, "step"))
        out.line(
            "  time \(Self.fixed(r.seconds, 3)) s, \(Self.fixed(r.statesPerSecond / 1e6, 3)) M states/s, "
                + Self.storeText(r) + " (a state packs into \(r.stateBits) bits, "
                + "\(r.stateWords) word\(r.stateWords == 1 ? "" : "s")), peak RSS \(peakResidentBytes() / 1_000_000) MB, \(r.threads) thread\(r.threads == 1 ? "" : "s")"
        )
        if !r.twins.isEmpty {
            out.line("  " + r.symmetry.reportLine(twins: r.twins, states: r.states, standFor: r.statesWithoutSymmetry))
        }
        if r.fingerprints {
            out.line(
                "  store: 63-bit fingerprints, not the states; the chance that two states shared one (and one was "
                    + "missed) is at most n(n-1)/2^64 = \(Self.scientific(r.missProbability)) for n = \(r.states)")
        }
        #if DEBUG
            out.line("  note: a debug build of tabnav-sim; 'swift build -c release' explores tens of times faster")
        #endif
        if let level = r.memory.fingerprintsFromLevel {
            out.line("  memory: the store switched to fingerprints after level \(level), to stay under --memory")
        }
        if r.isComplete {
            out.line("  complete: every state within the bound was explored")
        } else if r.memory.stopped {
            out.line(
                "  INCOMPLETE: stopped by --memory \(r.memory.limit ?? 0) at \(r.states) states: the next level, about "
                    + "\(r.memory.projectedStates) new states, would need about "
                    + "\(Self.fixed(Double(r.memory.projectedBytes) / 1e6, 1)) MB; "
                    + "every state within \(Summary.count(r.depthCompleted, "step")) was explored"
            )
        } else {
            out.line(
                "  INCOMPLETE: stopped at --max-states \(r.states); every state within \(Summary.count(r.depthCompleted, "step")) was explored"
            )
        }
        if let projection = r.projection { out.line(Self.estimate(projection, memory: r.memory.stopped)) }
        let width = r.properties.map { label($0).count }.max() ?? 0
        for property in r.properties {
            out.line(label(property).padded(to: width) + "  " + verdict(property))
        }
        let idle = r.idleLetters.map { model.letters[$0].text }
        out.line("letters that never change anything: " + (idle.isEmpty ? "none" : idle.joined(separator: ", ")))
        for property in r.properties {
            guard let text = r.trace(for: property, model: model, goals: goals) else { continue }
            out.line("")
            out.line("--- shortest trace to \(label(property)):")
            var body = text
            body.removeLast()
            out.line(body)
        }
    }

    func printJSON(_ out: inout Output) {
        let lines = JSONLines()
        for property in result.properties { lines.write(JSONOutput.ExplorePropertyLine(property, report: self), to: &out) }
        lines.write(JSONOutput.ExploreSummaryLine(self, peakResidentBytes: peakResidentBytes()), to: &out)
    }

    /// Writes each shortest trace to `DIR/<property>.trace`, making DIR if needed.
    /// - Throws: ``SimError/writeFile(path:reason:)`` for a directory or file that cannot be made or written.
    func write(to dir: String) throws(SimError) {
        try Self.prepare(directory: dir)
        for property in result.properties {
            guard let text = result.trace(for: property, model: model, goals: goals) else { continue }
            let path = "\(dir)/\(property.fileStem).trace"
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { throw .writeFile(path: path, reason: String(cString: strerror(errno))) }
            let bytes = Array(text.utf8)
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
            close(fd)
            guard written == bytes.count else {
                throw .writeFile(path: path, reason: written < 0 ? String(cString: strerror(errno)) : "short write")
            }
        }
    }

    /// Makes `dir` if needed and checks a file can be made in it, so a bad `--out` is refused before exploring.
    /// - Throws: ``SimError/writeFile(path:reason:)`` when it cannot.
    static func prepare(directory dir: String) throws(SimError) {
        if mkdir(dir, 0o755) != 0 && errno != EEXIST { throw .writeFile(path: dir, reason: String(cString: strerror(errno))) }
        var info = stat()
        guard stat(dir, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .writeFile(path: dir, reason: "it is not a directory")
        }
        guard access(dir, W_OK | X_OK) == 0 else { throw .writeFile(path: dir, reason: String(cString: strerror(errno))) }
    }

    /// `value` as `1.2e-5`: two significant digits and a power of ten.
    static func scientific(_ value: Double) -> String {
        guard value > 0 else { return "0" }
        var exponent = 0
        var mantissa = value
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        while mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        return fixed(mantissa, 1) + "e" + String(exponent)
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let n = Int((value * scale).rounded())
        let whole = n / Int(scale)
        guard digits > 0 else { return String(whole) }
        var frac = String(n % Int(scale))
        while frac.count < digits { frac = "0" + frac }
        return "\(whole).\(frac)"
    }
}
