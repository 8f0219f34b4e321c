import TabNav
import TabNavTrace

/// Checks a whole trace, then replays it: the two passes over the file keep memory bounded by the state.
///
/// The first pass may replay as well, into a report it keeps until the file proves valid (``FirstPass``): the
/// quiet report, printed without a second pass (Docs/Decisions/0008), or the widths of the human report's columns,
/// so that the second pass prints the table at once. Either way the file is read and parsed at most twice.
struct Simulation {
    let source: TraceSource
    let options: SimOptions
    /// What the first pass does besides checking.
    let firstPass: FirstPass

    /// What the first pass does besides checking the file.
    enum FirstPass: Equatable {
        /// Only checks: the header and the step width are all the caller needs.
        case check
        /// Replays into the quiet report, held in memory (``HeldQuietReport``).
        case holdQuietReport
        /// Replays into a ``ColumnMeter``, which sizes the human report's columns.
        case measureColumns

        /// What the first pass of `tabnav-sim FILE` does for these options: hold the quiet report, measure the
        /// table's columns, or (JSON, the matrix) only check.
        init(report options: SimOptions) {
            switch (options.mode, options.json, options.quiet) {
            case (.replay, false, true): self = .holdQuietReport
            case (.replay, false, false): self = .measureColumns
            default: self = .check
            }
        }
    }

    init(source: TraceSource, options: SimOptions, firstPass: FirstPass = .check) {
        self.source = source
        self.options = options
        self.firstPass = firstPass
    }

    /// What the first pass learns: the header, the widest step for alignment, and perhaps the replay itself.
    struct Checked {
        var header: TraceHeader
        var stepWidth: Int
        /// The quiet report of a replay made during the first pass; `nil` when the second pass must replay.
        var held: HeldQuietReport?
        /// The widths of the human report's columns, measured by a replay during the first pass.
        var columns: ColumnWidths?
    }

    /// The most trace errors printed; past them, only their number (`and 12 more errors`).
    static let maxPrintedErrors = 20

    /// Pass 1: parses every line, printing each file error to standard error (or, with `--json`, as JSON objects
    /// on standard output); replays as well as ``firstPass`` says. Reading stops at a line holding a NUL byte and
    /// at a line longer than ``LineReader/maxLineLength``, each an error.
    /// - Returns: The header when the file has no error, and what the pass's replay made of it all.
    /// - Throws: ``SimError/traceErrors(count:)`` after printing the errors.
    func check() throws -> Checked {
        var pass = Checking(self)
        let overlong = try source.forEachLine { line, number in pass.read(line, number: number) }
        if let overlong {
            pass.errors.print(
                TraceError(
                    TracePosition(line: overlong, column: 1),
                    "line longer than \(LineReader.maxLineLength) bytes; reading stops here"))
        }
        let header: TraceHeader?
        switch pass.parser.finish() {
        case .failure(let error):
            // Every error found at the end (a missing `tabs` line, `root` lines before `tabs` that name no tab or
            // repeat one), in order. With none, the failure is the `tabs` line's own fault, printed with its line.
            // After the reading stopped early, the end of the file is unknown: nothing more is reported.
            let stopped = overlong != nil || pass.stoppedAtNul != nil
            let late = pass.parser.deferredErrors.sorted { $0.position < $1.position }
            if !stopped {
                for e in late.isEmpty && pass.errors.count == 0 ? [error] : late { pass.errors.print(e) }
            }
            header = nil
        case .success(let h):
            header = h
        }
        pass.errors.finish()
        guard pass.errors.count == 0, let header else {
            let stop = pass.stoppedAtNul.map { "at a NUL byte on line \($0)" } ?? overlong.map { "at the overlong line \($0)" }
            throw SimError.traceErrors(count: pass.errors.count, stopped: stop)
        }
        var checked = Checked(header: header, stepWidth: pass.width)
        pass.optimistic.end(into: &checked)
        return checked
    }

    /// Prints trace errors, up to ``Simulation/maxPrintedErrors``, then how many more there were.
    struct ErrorPrinter {
        let file: String
        let json: Bool
        private(set) var count = 0
        private var out: Output

        init(file: String, json: Bool) {
            self.file = file
            self.json = json
            out = json ? .standardOutput : .standardError
        }

        mutating func print(_ error: TraceError) {
            count += 1
            guard count <= Simulation.maxPrintedErrors else { return }
            if json {
                JSONLines().write(JSONOutput.ErrorLine(error, file: file), to: &out)
            } else {
                out.line("\(file):\(error)")
            }
        }

        mutating func finish() {
            let more = count - Simulation.maxPrintedErrors
            if json && count > 0 {
                let shown = min(count, Simulation.maxPrintedErrors)
                JSONLines().write(JSONOutput.ErrorCountLine(file: file, count: count, shown: shown), to: &out)
            } else if more > 0 {
                out.line("and \(more) more error\(more == 1 ? "" : "s")")
            }
            out.flush()
        }
    }

    /// Pass 2: replays the checked trace, reporting each step and expectation.
    ///
    /// Invariants: the rules about the state's shape are checked after every step; the rules that read every entry
    /// (hiding counts, identities) at each `expect` line that follows a step and after the last step, so that a
    /// step costs O(1) and not O(entries). With `--full-checks`, every rule is checked after every step.
    /// - Returns: The summary of the replay.
    func replay(_ checked: Checked, configuration: Configuration<String>? = nil, into reporter: inout some Reporter) throws
        -> Summary
    {
        var parser = TraceParser()
        var replay = Replay(
            header: checked.header, configuration: configuration ?? checked.header.configuration,
            file: source.displayName, options: options, reporter: &reporter)
        try source.forEachLine { line, number in
            let parsed = parser.parseLine(line, number: number) { step in replay.step(&step, line: number, &reporter) }
            switch parsed {
            case .step(var step): replay.step(&step, line: number, &reporter)
            case .expect(let expectation): replay.expect(expectation, line: number, &reporter)
            case .nothing, .seen, .failure: break
            }
            return true
        }
        return replay.end(&reporter)
    }
}
