@_spi(Replay) import TabNav
import TabNavTrace

/// One replay of a trace, fed statement by statement: the state, the previous outcome, the counts, the invariants.
///
/// Both passes use it: the second pass of every replay, and the first pass when it replays optimistically
/// (``Simulation/check()``).
struct Replay {
    private(set) var state: TabNavState<String>
    private var outcome = Outcome.ok
    private var summary = Summary()
    /// The effects of the last step, in a buffer reused from step to step.
    private var effects: StepEffects<String> = []
    private var invariants: InvariantSchedule
    /// The layout asked for, and its faults (`--layout`; they depend on the header only).
    private let layout: TabBarLayout.Style
    private let layoutFindings: [String]
    /// The anomalies of the last state (launch, or after the last step) that no `expect` line has acknowledged yet.
    private var unacknowledged: AnomalyAcknowledgement?

    /// Starts a replay from the launch state, and the report with it.
    init(
        header: TraceHeader, configuration: Configuration<String>, file: String, options: SimOptions,
        reporter: inout some Reporter
    ) {
        state = TabNavState(configuration: configuration)
        summary.strict = options.strict
        invariants = InvariantSchedule(fullChecks: options.fullChecks)
        layout = options.layout
        layoutFindings = LayoutCheck.findings(header, options.layout)
        reporter.start(header: header, file: file, state: state)
        // The launch state is a state: its anomalies count as a step's do.
        let launchFlags = state.anomalyFlags
        if launchFlags != 0 {
            summary.launchAnomaly = true
            unacknowledged = AnomalyAcknowledgement(flags: launchFlags, at: .launch)
        }
    }

    /// Replays a step: the reducer, the counts, the report, the invariants.
    ///
    /// The step is read, never changed: `inout` hands on its address, where a borrowed step that the caller holds
    /// `inout` (the parser's cache lends it so) was copied first, 72 bytes a step. It must stay unchanged: the cache
    /// hands the same step on again for a later line of the same text, and the first pass then takes the step column's
    /// width as measured when the text was first parsed.
    mutating func step(_ step: inout TraceStep, line: Int, _ reporter: inout some Reporter) {
        if unacknowledged != nil { settleAnomalies(&reporter) }
        outcome = state.reduce(step.event, effects: &effects)
        let checks = state.stepChecks() // the shape and the anomalies, in one call
        let anomalous = checks.anomalyFlags != 0
        summary.count(outcome, anomalies: anomalous)
        if reporter.reportsSteps {
            reporter.step(StepRecord(step: step, result: StepResult(outcome: outcome, effects: effects), state: state))
        }
        if anomalous { unacknowledged = AnomalyAcknowledgement(flags: checks.anomalyFlags, at: .step(step)) }
        if let scope = invariants.afterStep(keepsShape: checks.keepsShape, line: line) {
            invariants.check(state, scope, line: line, &summary, &reporter)
        }
    }

    /// The last state's anomalies meet the next step or the end: those acknowledged are counted so; under
    /// `--strict` any left is reported, one failure.
    private mutating func settleAnomalies(_ reporter: inout some Reporter) {
        guard let waiting = unacknowledged else { return }
        unacknowledged = nil
        if waiting.isSettled {
            summary.acknowledgedAnomalies += 1
        } else if summary.strict {
            summary.anomalyFailures += 1
            reporter.anomalies(waiting.waiting, at: waiting.site)
        }
    }

    /// Checks an `expect` line against the state after the previous step.
    mutating func expect(_ expectation: Expectation, line: Int, _ reporter: inout some Reporter) {
        invariants.beforeExpect(state, line: line, &summary, &reporter)
        let failures = expectation.failures(in: state, outcome: outcome)
        if failures.isEmpty { summary.passed += 1 } else { summary.failedExpectations += 1 }
        unacknowledged?.take(expectation, held: failures.isEmpty)
        let text = "expect " + expectation.pairs.map { "\($0.keyText)=\($0.value)" }.joined(separator: " ")
        reporter.expectation(expectation, text: text, failures: failures)
    }

    /// Ends the replay: the last invariant checks and the summary.
    mutating func end(_ reporter: inout some Reporter) -> Summary {
        settleAnomalies(&reporter)
        invariants.atEnd(state, &summary, &reporter)
        if !layoutFindings.isEmpty {
            summary.layoutFaults = layoutFindings.count
            reporter.layoutAnomalies(layoutFindings, layout: layout, strict: summary.strict)
        }
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

    /// After a step: notes it, and gives the rules to check now, if any: every rule under `--full-checks`, else the
    /// shape (O(tabs)) when its verdict (`keepsShape`, ``StepChecks``) found it broken, checked again for its messages.
    ///
    /// The caller checks them (``check(_:_:line:_:_:)``): a call that took the state whatever the verdict was lent a
    /// copy of it on every step.
    mutating func afterStep(keepsShape: Bool, line: Int) -> InvariantScope? {
        uncheckedStep = fullChecks ? nil : line
        if fullChecks { return .all }
        return keepsShape ? nil : .shape
    }

    /// Before an `expect` line: the entries, if a step changed them since they were last checked.
    mutating func beforeExpect(_ state: TabNavState<String>, line: Int, _ summary: inout Summary, _ reporter: inout some Reporter)
    {
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

    /// Checks the rules of `scope` and reports those broken, at `line`.
    func check(
        _ state: TabNavState<String>, _ scope: InvariantScope, line: Int, _ summary: inout Summary,
        _ reporter: inout some Reporter
    ) {
        let violations = state.invariantViolations(scope)
        guard !violations.isEmpty else { return }
        summary.invariantBreaks += 1
        reporter.invariants(line: line, violations)
    }
}

extension Summary {
    @inline(__always) // Once a step: the call cost a third of its work.
    mutating func count(_ outcome: Outcome, anomalies: Bool) {
        steps += 1
        switch outcome {
        case .ok: ok += 1
        case .noop, .desync: noop += 1
        case .rejected: rejected += 1
        }
        if anomalies { anomalySteps += 1 }
    }
}
