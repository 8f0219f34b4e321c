import TabNav
import TabNavTrace

/// JSON Lines for tools: a header object, an object a step, expectation, anomaly (`--strict`) or broken invariant,
/// then a summary object, each a model of ``JSONOutput``. Docs/tabnav-sim-output.schema.json describes every object.
struct JSONReporter: Reporter {
    var out = Output.standardOutput
    private let lines = JSONLines()
    private var tabNames: [String] = []

    /// Every step is an object.
    var reportsSteps: Bool { true }

    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) {
        tabNames = state.tabs.map(\.name)
        lines.write(JSONOutput.HeaderLine(header: header, file: file, state: state), to: &out)
    }

    mutating func step(_ r: StepRecord) {
        lines.write(JSONOutput.StepLine(r, tabs: tabNames), to: &out)
    }

    mutating func expectation(_ e: Expectation, text: String, failures: [ExpectFailure]) {
        lines.write(JSONOutput.ExpectLine(e, text: text, failures: failures), to: &out)
    }

    mutating func anomalies(_ anomalies: [Anomaly], at site: AnomalySite) {
        lines.write(JSONOutput.AnomalyLine(anomalies, at: site), to: &out)
    }

    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {
        lines.write(JSONOutput.InvariantLine(line: line, violations), to: &out)
    }

    mutating func layoutAnomalies(_ findings: [String], layout: TabBarLayout.Style, strict: Bool) {
        for finding in findings {
            lines.write(JSONOutput.LayoutAnomalyLine(finding, layout: layout, strict: strict), to: &out)
        }
    }

    mutating func finish(_ s: Summary) {
        lines.write(JSONOutput.SummaryLine(s), to: &out)
        out.flush()
    }
}
