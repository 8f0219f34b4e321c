import TabNav
import TabNavTrace

extension Simulation {
    /// The first pass's replay, kept up while the file shows no error: into the held quiet report (until it
    /// overflows), or into the column meter of the human report.
    ///
    /// Both reports are stored and one is used, rather than a generic report: a generic struct's metadata is made at
    /// run time, which costs more than a small replay.
    struct OptimisticReplay {
        /// Whether the pass still replays.
        var active: Bool
        /// Whether it replays into the column meter rather than the held quiet report.
        let measures: Bool
        let file: String
        let options: SimOptions
        private var replay: Replay?
        private var started = false
        private var held = HeldQuietReport()
        private var meter = ColumnMeter()

        /// A replay for what the first pass does (none for ``FirstPass/check``).
        init(_ firstPass: FirstPass, file: String, options: SimOptions) {
            active = firstPass != .check
            measures = firstPass == .measureColumns
            self.file = file
            self.options = options
            meter.caps = options.wide ? .unbounded : .caps
        }

        /// Whether the replay is to start: it starts at the first statement, when the header is complete.
        var waitsForHeader: Bool { active && !started }

        /// Starts the replay from the launch state. (`replay == nil` would copy the whole replay, state included.)
        mutating func start(_ header: TraceHeader) {
            guard !started else { return }
            started = true
            let configuration = header.configuration
            replay =
                measures
                ? Replay(header: header, configuration: configuration, file: file, options: options, reporter: &meter)
                : Replay(header: header, configuration: configuration, file: file, options: options, reporter: &held)
        }

        /// Replays a step, which it reads and does not change (``Replay/step(_:line:_:)``).
        @inline(__always) // Into the line loop, at both its calls: out of line, a frame of 30 instructions a step.
        mutating func step(_ step: inout TraceStep, line: Int) {
            guard active && started else { return }
            if measures {
                replay?.step(&step, line: line, &meter)
            } else {
                replay?.step(&step, line: line, &held)
                active = !held.overflowed
            }
        }

        /// Checks an `expect` line.
        @inline(never)
        mutating func expect(_ expectation: Expectation, line: Int) {
            guard active && started else { return }
            if measures {
                replay?.expect(expectation, line: line, &meter)
            } else {
                replay?.expect(expectation, line: line, &held)
                active = !held.overflowed
            }
        }

        /// Ends the replay of a valid file and puts what it made into `checked`: the held report or the widths.
        /// Nothing when the pass did not replay or gave up.
        mutating func end(into checked: inout Checked) {
            guard active else { return }
            start(checked.header) // a file without steps
            if measures {
                _ = replay?.end(&meter)
                checked.columns = meter.widths
            } else {
                _ = replay?.end(&held)
                checked.held = held
            }
        }
    }
}
