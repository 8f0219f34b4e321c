import TabNav
import TabNavTrace

/// JSON Lines for tools: a header object, an object a step, expectation, anomaly (`--strict`) or broken invariant,
/// then a summary object. Docs/tabnav-sim-output.schema.json describes every object.
struct JSONReporter: Reporter {
    var out = Output.standardOutput
    private var file = ""
    private var tabNames: [String] = []

    /// Every step is an object.
    var reportsSteps: Bool { true }

    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) {
        self.file = file
        tabNames = state.tabs.map(\.name)
        let fields =
            [("type", "header".jsonQuoted), ("file", file.jsonQuoted), ("formatVersion", "2")]
            + HeaderRendering.jsonFields(header) + [("state", Self.object(Self.observables(state)))]
        out.line(Self.object(fields))
    }

    mutating func step(_ r: StepRecord) {
        var fields = [
            ("type", "step".jsonQuoted), ("line", String(r.step.position.line)),
            ("column", String(r.step.position.column)), ("step", r.step.text.jsonQuoted),
            ("outcome", r.result.outcome.name.jsonQuoted),
        ]
        if case .rejected(let reason) = r.result.outcome {
            fields.append(
                ("rejection", Self.object([("code", reason.code.jsonQuoted), ("message", reason.description.jsonQuoted)])))
        }
        fields.append(("state", Self.object(Self.observables(r.state))))
        fields.append(("effects", Self.array(r.result.effects.map { Self.object($0.jsonFields(tabs: tabNames)) })))
        out.line(Self.object(fields))
    }

    mutating func expectation(_ e: Expectation, text: String, failures: [ExpectFailure]) {
        let list = failures.map { f in
            let column = e.pairs.first { $0.keyText == f.keyText }?.position.column ?? e.position.column
            return Self.object([
                ("key", f.keyText.jsonQuoted), ("column", String(column)),
                ("expected", f.expected.jsonQuoted), ("actual", f.actual.jsonQuoted),
            ])
        }
        out.line(
            Self.object([
                ("type", "expect".jsonQuoted), ("line", String(e.position.line)),
                ("column", String(e.position.column)), ("text", text.jsonQuoted),
                ("passed", failures.isEmpty ? "true" : "false"), ("failures", Self.array(list)),
            ]))
    }

    mutating func anomalies(_ anomalies: [Anomaly], after step: TraceStep) {
        out.line(
            Self.object([
                ("type", "anomaly".jsonQuoted), ("line", String(step.position.line)),
                ("column", String(step.position.column)), ("step", step.text.jsonQuoted),
                ("anomalies", Self.array(anomalies.map(\.rawValue.jsonQuoted))),
            ]))
    }

    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {
        let list = violations.map {
            Self.object([("kind", $0.kind.rawValue.jsonQuoted), ("message", $0.message.jsonQuoted)])
        }
        out.line(Self.object([("type", "invariant".jsonQuoted), ("line", String(line)), ("violations", Self.array(list))]))
    }

    mutating func layoutAnomalies(_ findings: [String], layout: TabBarLayout.Style, strict: Bool) {
        for finding in findings {
            out.line(
                Self.object([
                    ("type", "layout-anomaly".jsonQuoted), ("layout", "\(layout)".jsonQuoted),
                    ("finding", finding.jsonQuoted), ("failure", strict ? "true" : "false"),
                ]))
        }
    }

    mutating func finish(_ s: Summary) {
        out.line(
            Self.object([
                ("type", "summary".jsonQuoted), ("passed", String(s.passed)), ("failed", String(s.failed)),
                ("failedExpectations", String(s.failedExpectations)), ("anomalyFailures", String(s.strict ? s.anomalySteps : 0)),
                ("layoutFailures", String(s.strict ? s.layoutFaults : 0)),
                ("steps", String(s.steps)), ("ok", String(s.ok)), ("noop", String(s.noop)), ("rejected", String(s.rejected)),
                ("anomalySteps", String(s.anomalySteps)), ("invariantBreaks", String(s.invariantBreaks)),
                ("strict", s.strict ? "true" : "false"), ("exitCode", String(s.exitCode)),
            ]))
        out.flush()
    }

    /// Every observable of the state, as JSON fields; stacks are arrays of `{screen, hidesBar}`.
    static func observables(_ s: TabNavState<String>) -> [(String, String)] {
        let stacks = s.tabs.map { ($0.name, stack($0.stack)) }
        let badges = s.tabs.filter { $0.badge != .none }.map { ($0.name, $0.badge.description.jsonQuoted) }
        let modal = s.modal.map { object([("stack", stack($0.stack)), ("style", $0.style.description.jsonQuoted)]) } ?? "null"
        // While More shows its list, `tab`, `stack` and `depth` read as `expect` reads them: `more`, one entry, 1.
        let list = s.isShowingMoreList
        return [
            ("tab", (s.value(of: .tab) ?? "").jsonQuoted),
            (
                "stack",
                list ? array([object([("screen", "more".jsonQuoted), ("hidesBar", "false")])]) : stack(s.selectedTab.stack)
            ),
            ("depth", list ? "1" : String(s.selectedTab.stack.depth)), ("more", (s.value(of: .more) ?? "none").jsonQuoted),
            ("stacks", object(stacks)),
            ("modal", modal), ("bar", (s.value(of: .bar) ?? "visible").jsonQuoted),
            ("overlap", s.hasOverlap ? "true" : "false"), ("badges", object(badges)),
            ("disabledTabs", array(s.tabs.filter { !$0.isEnabled }.map(\.name.jsonQuoted))),
            ("anomalies", array(s.anomalies.map(\.rawValue.jsonQuoted))),
            ("swipe", s.swipe.rawValue.jsonQuoted),
        ]
    }

    /// A stack as an array of entries, root first.
    static func stack(_ stack: NavigationStack<String>) -> String {
        array(stack.entries.map(entry))
    }

    /// `{"screen":…,"hidesBar":…}`.
    static func entry(_ e: Entry<String>) -> String {
        object([("screen", e.screen.jsonQuoted), ("hidesBar", e.hidesBar ? "true" : "false")])
    }

    /// A JSON object from fields whose values are already JSON.
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { $0.0.jsonQuoted + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A JSON array from values that are already JSON.
    static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }
}
