import TabNav

/// Checks a whole trace, then replays it: the two passes over the file keep memory bounded by the state.
struct Simulation {
    let source: TraceSource
    let options: SimOptions

    /// What the first pass learns: the header, and the widest step for alignment.
    struct Checked {
        var header: TraceHeader
        var stepWidth: Int
    }

    /// Pass 1: parses every line, printing each file error to standard error.
    /// - Returns: The header when the file has no error.
    /// - Throws: ``SimError/traceErrors(count:)`` after printing the errors.
    func check() throws -> Checked {
        var parser = TraceParser()
        var errors = Output.standardError
        var count = 0
        var width = 0
        try source.forEachLine { line, number in
            switch parser.parseLine(line, number: number) {
            case .failure(let error):
                count += 1
                errors.line("\(source.displayName):\(error)")
            case .success(.step(let step)):
                width = max(width, step.text.count)
            case .success:
                break
            }
            return true
        }
        let header: TraceHeader?
        switch parser.finish() {
        case .failure(let error):
            // Every error found at the end (a missing `tabs` line, `root` lines before `tabs` that name no tab or
            // repeat one), in order. With none, the failure is the `tabs` line's own fault, printed with its line.
            let late = parser.deferredErrors.sorted { $0.position < $1.position }
            for e in late.isEmpty && count == 0 ? [error] : late {
                count += 1
                errors.line("\(source.displayName):\(e)")
            }
            header = nil
        case .success(let h):
            header = h
        }
        errors.flush()
        guard count == 0, let header else { throw SimError.traceErrors(count: count) }
        return Checked(header: header, stepWidth: width)
    }

    /// Pass 2: replays the checked trace, reporting each step and expectation, and the invariants broken after a
    /// step (checked within a budget, so that a long trace stays linear: ``InvariantMonitor``).
    /// - Returns: The summary of the replay.
    func replay(_ checked: Checked, configuration: Configuration<String>? = nil, into reporter: inout some Reporter) throws -> Summary {
        var parser = TraceParser()
        var state = TabNavState(configuration: configuration ?? checked.header.configuration)
        var outcome = Outcome.ok
        var summary = Summary()
        summary.strict = options.strict
        var monitor = InvariantMonitor()
        var lastStepLine = 0
        reporter.start(header: checked.header, file: source.displayName, state: state)
        try source.forEachLine { line, number in
            guard case .success(let statement?) = parser.parseLine(line, number: number) else { return true }
            switch statement {
            case .step(let step):
                let result = state.reduce(step.event)
                outcome = result.outcome
                summary.count(outcome, anomalies: !state.anomalies.isEmpty)
                reporter.step(StepRecord(step: step, result: result, state: state))
                lastStepLine = number
                let violations = monitor.check(state)
                if !violations.isEmpty {
                    summary.invariantBreaks += 1
                    reporter.invariants(line: number, violations)
                }
            case .expect(let expectation):
                let failures = expectation.failures(in: state, outcome: outcome)
                if failures.isEmpty { summary.passed += 1 } else { summary.failed += 1 }
                let text = "expect " + expectation.pairs.map { "\($0.keyText)=\($0.value)" }.joined(separator: " ")
                reporter.expectation(expectation, text: text, failures: failures)
            }
            return true
        }
        let late = monitor.finish(state)
        if !late.isEmpty {
            summary.invariantBreaks += 1
            reporter.invariants(line: lastStepLine, late)
        }
        reporter.finish(summary)
        return summary
    }
}

extension Summary {
    mutating func count(_ outcome: Outcome, anomalies: Bool) {
        steps += 1
        switch outcome {
        case .ok: ok += 1
        case .noop: noop += 1
        case .rejected: rejected += 1
        }
        if anomalies { anomalySteps += 1 }
    }
}
