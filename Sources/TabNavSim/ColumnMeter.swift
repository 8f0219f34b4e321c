import TabNav
import TabNavTrace

/// The widths of the human report's STACK, MODAL and BADGES columns: the widest cell of each, up to a cap.
struct ColumnWidths: Equatable {
    var stack = 5
    var modal = 5
    var badges = 6

    /// The widest a column gets before its cells are cut with `…` (unless `--wide`).
    static let caps = ColumnWidths(stack: 32, modal: 20, badges: 20)

    /// Widens the columns to hold a state's cells, up to the caps.
    mutating func fit(_ s: TabNavState<String>) {
        stack = Swift.max(stack, Self.width(s.markedStack, cap: Self.caps.stack))
        modal = Swift.max(modal, Self.width(s.markedModal, cap: Self.caps.modal))
        badges = Swift.max(badges, Self.width(s.badgeList, cap: Self.caps.badges))
    }

    /// The characters of `text`, or `cap` when there are more: O(`cap`) for a long text.
    static func width(_ text: String, cap: Int) -> Int {
        text.utf8.count <= cap ? text.count : Swift.min(cap, text.prefix(cap + 1).count)
    }
}

/// A reporter that prints nothing and measures the columns: the pass that sizes the human report's table.
struct ColumnMeter: Reporter {
    private(set) var widths = ColumnWidths()

    var reportsSteps: Bool { true }
    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) { widths.fit(state) }
    mutating func step(_ record: StepRecord) { widths.fit(record.state) }
    mutating func expectation(_ expectation: Expectation, text: String, failures: [ExpectFailure]) {}
    mutating func anomalies(_ anomalies: [Anomaly], at site: AnomalySite) {}
    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {}
    mutating func layoutAnomalies(_ findings: [String], layout: TabBarLayout.Style, strict: Bool) {}
    mutating func finish(_ summary: Summary) {}
}
