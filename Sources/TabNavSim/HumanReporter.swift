import TabNav
import TabNavTrace

/// The readable report: one aligned line a step, expectations, invariants, and the summary.
struct HumanReporter: Reporter {
    var out = Output.standardOutput
    let quiet: Bool
    let effects: Bool
    /// The width of the step column (the longest step, within limits).
    let stepWidth: Int
    private var tabWidth = 4
    private var file = ""

    /// Steps are printed unless `--quiet`.
    var reportsSteps: Bool { !quiet }

    init(quiet: Bool, effects: Bool, stepWidth: Int) {
        self.quiet = quiet
        self.effects = effects
        self.stepWidth = min(max(stepWidth, 12), 40)
    }

    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) {
        self.file = file
        tabWidth = max(3, state.tabs.map(\.name.count).max() ?? 3)
        guard !quiet else { return }
        let c = header.configuration
        var facts = ["tabs " + c.tabs.map(\.name).joined(separator: " ")]
        if let center = c.centerButton {
            switch center.action {
            case .present(let s, let style): facts.append("centre \(center.name) presents \(s) (\(style))")
            case .push(let s): facts.append("centre \(center.name) pushes \(s)")
            }
        }
        facts += ["bar-policy \(c.barPolicy)", "profile \(c.profile)", "custom-bar \(c.customBar)",
                  "overlap-fix \(c.overlapFix)", "badge-policy \(c.badgePolicy)"]
        if c.badgeTarget != .custom { facts.append("badge-target \(c.badgeTarget)") }
        if c.minimize != .never { facts.append("minimize \(c.minimize)") }
        out.line("\(file): " + facts.joined(separator: "; "))
        out.line(row("LINE", "STEP", "OUTCOME", "TAB", "STACK", "MODAL", "BAR", "BADGES", "ANOMALIES"))
        out.line(row("0", "(launch)", "ok", state.selectedTab.name, state.markedStack, state.markedModal,
                     state.value(of: .bar) ?? "visible", state.badgeList, anomalyList(state)))
    }

    mutating func step(_ r: StepRecord) {
        guard !quiet else { return }
        let s = r.state
        out.line(row(String(r.step.position.line), r.step.text, r.result.outcome.name, s.selectedTab.name, s.markedStack,
                     s.markedModal, s.value(of: .bar) ?? "visible", s.badgeList, anomalyList(s)))
        if case .rejected(let reason) = r.result.outcome {
            out.line(String(repeating: " ", count: 8) + "rejected: \(reason)")
        }
        if effects && !r.result.effects.isEmpty {
            out.line(String(repeating: " ", count: 8) + "effects: " + r.result.effects.map(\.description).joined(separator: "; "))
        }
    }

    mutating func expectation(_ e: Expectation, text: String, failures: [ExpectFailure]) {
        let line = String(e.position.line).leftPadded(to: 5) + "  "
        if failures.isEmpty {
            if !quiet { out.line(line + text.padded(to: stepWidth) + "  pass") }
            return
        }
        out.line(line + text.padded(to: stepWidth) + "  FAIL")
        for f in failures {
            out.line("\(file):\(e.position.line): expectation failed: \(f.keyText): expected \(f.expected), actual \(f.actual)")
        }
    }

    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {
        for v in violations { out.line("\(file):\(line): invariant broken: \(v)") }
    }

    mutating func finish(_ s: Summary) {
        var facts = "steps: \(s.steps) (ok \(s.ok), noop \(s.noop), rejected \(s.rejected)); "
        facts += s.anomalySteps == 0 ? "no anomalies" : "anomalies after \(s.anomalySteps) step\(s.anomalySteps == 1 ? "" : "s")"
        if s.strict && s.anomalySteps > 0 { facts += " (failures under --strict)" }
        facts += s.invariantBreaks == 0 ? "; invariants held" : "; invariants broken after \(s.invariantBreaks) step(s)"
        out.line(facts)
        out.line("\(s.passed) passed, \(s.failed) failed")
        out.flush()
    }

    private func anomalyList(_ s: TabNavState<String>) -> String {
        let a = s.anomalies
        return a.isEmpty ? "-" : a.map(\.rawValue).joined(separator: ",")
    }

    private func row(_ line: String, _ step: String, _ outcome: String, _ tab: String, _ stack: String,
                     _ modal: String, _ bar: String, _ badges: String, _ anomalies: String) -> String {
        line.leftPadded(to: 5) + "  " + step.padded(to: stepWidth) + "  " + outcome.padded(to: 8) + "  "
            + tab.padded(to: tabWidth) + "  " + stack.padded(to: 24) + "  " + modal.padded(to: 8) + "  "
            + bar.padded(to: 7) + "  " + badges.padded(to: 8) + "  " + anomalies
    }
}
