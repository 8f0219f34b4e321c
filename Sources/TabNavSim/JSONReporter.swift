import TabNav
import TabNavTrace

/// JSON Lines: an object a step, expectation or broken invariant, then a summary object.
struct JSONReporter: Reporter {
    var out = Output.standardOutput
    private var file = ""

    /// Every step is an object.
    var reportsSteps: Bool { true }

    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) {
        self.file = file
        let c = header.configuration
        var fields = [("type", "header".jsonQuoted), ("file", file.jsonQuoted),
                      ("tabs", "[" + c.tabs.map(\.name.jsonQuoted).joined(separator: ",") + "]")]
        fields += [("profile", c.profile.rawValue.jsonQuoted), ("customBar", c.customBar.rawValue.jsonQuoted),
                   ("overlapFix", c.overlapFix.rawValue.jsonQuoted), ("barPolicy", c.barPolicy.rawValue.jsonQuoted),
                   ("badgePolicy", c.badgePolicy.rawValue.jsonQuoted)]
        if c.badgeTarget != .custom { fields.append(("badgeTarget", c.badgeTarget.rawValue.jsonQuoted)) }
        if c.minimize != .never { fields.append(("minimize", c.minimize.rawValue.jsonQuoted)) }
        out.line(Self.object(fields + Self.observables(state)))
    }

    mutating func step(_ r: StepRecord) {
        var fields = [("type", "step".jsonQuoted), ("line", String(r.step.position.line)), ("step", r.step.text.jsonQuoted),
                      ("outcome", r.result.outcome.name.jsonQuoted)]
        if case .rejected(let reason) = r.result.outcome { fields.append(("reason", reason.description.jsonQuoted)) }
        fields += Self.observables(r.state)
        fields.append(("effects", "[" + r.result.effects.map(\.description.jsonQuoted).joined(separator: ",") + "]"))
        out.line(Self.object(fields))
    }

    mutating func expectation(_ e: Expectation, text: String, failures: [ExpectFailure]) {
        let list = failures.map {
            Self.object([("key", $0.keyText.jsonQuoted), ("expected", $0.expected.jsonQuoted), ("actual", $0.actual.jsonQuoted)])
        }
        out.line(Self.object([("type", "expect".jsonQuoted), ("line", String(e.position.line)), ("text", text.jsonQuoted),
                              ("passed", failures.isEmpty ? "true" : "false"), ("failures", "[" + list.joined(separator: ",") + "]")]))
    }

    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {
        let list = violations.map {
            Self.object([("kind", $0.kind.rawValue.jsonQuoted), ("message", $0.message.jsonQuoted)])
        }
        out.line(Self.object([("type", "invariant".jsonQuoted), ("line", String(line)), ("violations", "[" + list.joined(separator: ",") + "]")]))
    }

    mutating func finish(_ s: Summary) {
        out.line(Self.object([
            ("type", "summary".jsonQuoted), ("passed", String(s.passed)), ("failed", String(s.failed)),
            ("steps", String(s.steps)), ("ok", String(s.ok)), ("noop", String(s.noop)), ("rejected", String(s.rejected)),
            ("anomalySteps", String(s.anomalySteps)), ("invariantBreaks", String(s.invariantBreaks)),
            ("strict", s.strict ? "true" : "false"), ("exitCode", String(s.exitCode)),
        ]))
        out.flush()
    }

    /// Every observable of the state, as JSON fields.
    static func observables(_ s: TabNavState<String>) -> [(String, String)] {
        let stacks = s.tabs.map { ($0.name, $0.stack.description.jsonQuoted) }
        let badges = s.tabs.filter { $0.badge != .none }.map { ($0.name, $0.badge.description.jsonQuoted) }
        let hiding = s.selectedTab.stack.entries.map { $0.hidesBar ? "true" : "false" }
        return [
            ("tab", s.selectedTab.name.jsonQuoted), ("stack", s.selectedTab.stack.description.jsonQuoted),
            ("hidesBar", "[" + hiding.joined(separator: ",") + "]"),
            ("depth", String(s.selectedTab.stack.depth)), ("stacks", object(stacks)),
            ("modal", (s.modal?.stack.description ?? "none").jsonQuoted), ("bar", (s.value(of: .bar) ?? "visible").jsonQuoted),
            ("overlap", (s.hasOverlap ? "yes" : "no").jsonQuoted), ("badges", object(badges)),
            ("anomalies", "[" + s.anomalies.map(\.rawValue.jsonQuoted).joined(separator: ",") + "]"),
            ("swipe", s.swipe.rawValue.jsonQuoted),
        ]
    }

    /// A JSON object from fields whose values are already JSON.
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { $0.0.jsonQuoted + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
