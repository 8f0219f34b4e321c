import TabNav
import TabNavTrace

/// The widths of the human report's STACK, MODAL and BADGES columns: the widest cell of each, up to a cap.
struct ColumnWidths: Equatable {
    var stack = 5
    var modal = 5
    var badges = 6

    /// The widest a column gets before its cells are cut with `…` (unless `--wide`).
    static let caps = ColumnWidths(stack: 32, modal: 20, badges: 20)

    /// Widens the columns to hold a state's cells, up to `caps`.
    mutating func fit(_ s: TabNavState<String>, caps: ColumnWidths = Self.caps) {
        stack = Swift.max(stack, Self.width(s.markedStack, cap: caps.stack))
        modal = Swift.max(modal, Self.width(s.markedModal, cap: caps.modal))
        badges = Swift.max(badges, Self.width(s.badgeList, cap: caps.badges))
    }

    /// No cap: the widths `--wide` measures, every cell shown whole.
    static let unbounded = ColumnWidths(stack: .max, modal: .max, badges: .max)

    /// The terminal cells of `text`, or `cap` when there are more: O(`cap`) for a long text.
    static func width(_ text: String, cap: Int) -> Int {
        if text.utf8.count <= cap && text.utf8.count == text.count { return text.count }
        var cells = 0
        for c in text {
            cells += c.terminalCells
            if cells >= cap { return cap }
        }
        return cells
    }
}

/// A reporter that prints nothing and measures the columns: the pass that sizes the human report's table.
struct ColumnMeter: Reporter {
    private(set) var widths = ColumnWidths()
    /// The widest a column gets: ``ColumnWidths/caps``, or ``ColumnWidths/unbounded`` under `--wide`.
    var caps = ColumnWidths.caps

    var reportsSteps: Bool { true }
    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) { widths.fit(state, caps: caps) }
    mutating func step(_ record: StepRecord) { widths.fit(record.state, caps: caps) }
    mutating func expectation(_ expectation: Expectation, text: String, failures: [ExpectFailure]) {}
    mutating func anomalies(_ anomalies: [Anomaly], at site: AnomalySite) {}
    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {}
    mutating func layoutAnomalies(_ findings: [String], layout: TabBarLayout.Style, strict: Bool) {}
    mutating func finish(_ summary: Summary) {}
}
