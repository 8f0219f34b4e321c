import TabNavTrace

extension Simulation {
    /// What the first pass keeps from line to line: the parser, the errors printed, the width of the step column, the
    /// optimistic replay, and the line whose NUL byte stopped the reading, if any.
    ///
    /// One value, which the line loop's closure captures once: captured apart, each part was handed to the closure on
    /// every line.
    struct Checking {
        var parser = TraceParser()
        var errors: ErrorPrinter
        /// The widest step's text so far, in terminal cells.
        var width = 0
        var optimistic: OptimisticReplay
        /// The line holding a NUL byte, at which reading stopped.
        var stoppedAtNul: Int?

        init(_ simulation: Simulation) {
            errors = ErrorPrinter(file: simulation.source.displayName, json: simulation.options.json)
            optimistic = OptimisticReplay(
                simulation.firstPass, file: simulation.source.displayName, options: simulation.options)
        }

        /// Parses a line, prints its error if it has one, widens the step column and replays as far as the
        /// optimistic replay does.
        /// - Returns: Whether to read on: `false` after a line holding a NUL byte.
        mutating func read(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> Bool {
            // A step line seen lately comes after a step line parsed anew, which started the replay if it could, and
            // its text is that of a step the parser gave before, already measured.
            let parsed = parser.parseLine(line, number: number) { step in optimistic.step(&step, line: number) }
            switch parsed {
            case .step(var step):
                widen(to: step)
                if optimistic.waitsForHeader, let header = parser.header { optimistic.start(header) }
                optimistic.step(&step, line: number)
            case .expect(let expectation):
                if optimistic.waitsForHeader, let header = parser.header { optimistic.start(header) }
                optimistic.expect(expectation, line: number)
            case .nothing, .seen:
                break
            case .failure(let error):
                errors.print(error)
                optimistic.active = false
                // A NUL byte: the file is not text (or is a device such as /dev/zero); reading stops here.
                if line.contains(0) {
                    stoppedAtNul = number
                    return false
                }
            }
            return true
        }

        /// Widens ``width`` to a step's text, in terminal cells.
        private mutating func widen(to step: TraceStep) {
            // A column counts characters, never more than bytes: count them only when the bytes could widen it.
            if step.text.utf8.count > width { width = max(width, step.text.terminalCells) }
        }
    }
}
