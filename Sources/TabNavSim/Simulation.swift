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
            count += 1
            errors.line("\(source.displayName):\(error)")
            header = nil
        case .success(let h):
            header = h
        }
        errors.flush()
        guard count == 0, let header else { throw SimError.traceErrors(count: count) }
        return Checked(header: header, stepWidth: width)
    }

    /// Pass 2: replays the checked trace, reporting each step and expectation.
    ///
    /// Invariants: the rules about the state's shape are checked after every step; the rules that read every entry
    /// (hiding counts, identities) at each `expect` line that follows a step and after the last step, so that a
    /// step costs O(1) and not O(entries). With `--full-checks`, every rule is checked after every step.
    /// - Returns: The summary of the replay.
    func replay(_ checked: Checked, configuration: Configuration<String>? = nil, into reporter: inout some Reporter) throws -> Summary {
        var parser = TraceParser()
        var state = TabNavState(configuration: configuration ?? checked.header.configuration)
        var outcome = Outcome.ok
        var summary = Summary()
        summary.strict = options.strict
        var effects: [Effect<String>] = []
        var invariants = InvariantSchedule(fullChecks: options.fullChecks)
        reporter.start(header: checked.header, file: source.displayName, state: state)
        try source.forEachLine { line, number in
            guard case .success(let statement?) = parser.parseLine(line, number: number) else { return true }
            switch statement {
            case .step(let step):
                outcome = state.reduce(step.event, effects: &effects)
                summary.count(outcome, anomalies: state.hasOverlap || state.isBarHidden != state.policyHidesBar)
                if reporter.reportsSteps {
                    reporter.step(StepRecord(step: step, result: StepResult(outcome: outcome, effects: effects), state: state))
                }
                invariants.afterStep(state, line: number, &summary, &reporter)
            case .expect(let expectation):
                invariants.beforeExpect(state, line: number, &summary, &reporter)
                let failures = expectation.failures(in: state, outcome: outcome)
                if failures.isEmpty { summary.passed += 1 } else { summary.failed += 1 }
                let text = "expect " + expectation.pairs.map { "\($0.keyText)=\($0.value)" }.joined(separator: " ")
                reporter.expectation(expectation, text: text, failures: failures)
            }
            return true
        }
        invariants.atEnd(state, &summary, &reporter)
        reporter.finish(summary)
        return summary
    }
}

/// When a replay checks which invariants: the shape after every step, the entries at `expect` lines and at the end.
struct InvariantSchedule {
    /// Every rule after every step (`--full-checks`).
    let fullChecks: Bool
    /// The line of the last step whose entries are not checked yet, if any.
    private var uncheckedStep: Int?

    init(fullChecks: Bool) { self.fullChecks = fullChecks }

    /// After a step: the shape (O(tabs)), or every rule under `--full-checks`.
    mutating func afterStep(_ state: TabNavState<String>, line: Int, _ summary: inout Summary, _ reporter: inout some Reporter) {
        check(state, fullChecks ? .all : .shape, line: line, &summary, &reporter)
        uncheckedStep = fullChecks ? nil : line
    }

    /// Before an `expect` line: the entries, if a step changed them since they were last checked.
    mutating func beforeExpect(_ state: TabNavState<String>, line: Int, _ summary: inout Summary, _ reporter: inout some Reporter) {
        guard uncheckedStep != nil else { return }
        check(state, .entries, line: line, &summary, &reporter)
        uncheckedStep = nil
    }

    /// After the last line: the entries, reported at the last step's line.
    mutating func atEnd(_ state: TabNavState<String>, _ summary: inout Summary, _ reporter: inout some Reporter) {
        guard let line = uncheckedStep else { return }
        check(state, .entries, line: line, &summary, &reporter)
        uncheckedStep = nil
    }

    private func check(_ state: TabNavState<String>, _ scope: InvariantScope, line: Int, _ summary: inout Summary, _ reporter: inout some Reporter) {
        let violations = state.invariantViolations(scope)
        guard !violations.isEmpty else { return }
        summary.invariantBreaks += 1
        reporter.invariants(line: line, violations)
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
