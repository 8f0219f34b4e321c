import TabNav
import TabNavTrace

/// A `--quiet` report held in memory while the first pass replays a file that is not yet known to be valid.
///
/// The quiet report prints only failed expectations, broken invariants and the summary, so it is small; it is
/// kept as data and printed by a ``HumanReporter`` once the whole file has been checked, when the step width
/// that aligns its lines is known. Past ``capacity`` items it gives up, and the second pass replays the file.
struct HeldQuietReport: Reporter {
    /// The most failed expectations and invariant reports held before the first pass gives up replaying.
    static let capacity = 10_000

    private enum Item {
        case expectation(Expectation, text: String, failures: [ExpectFailure])
        case invariants(line: Int, [InvariantViolation])
        case anomalies([Anomaly], site: AnomalySite)
        case layout([String], layout: TabBarLayout.Style, strict: Bool)
    }

    private var opening: (header: TraceHeader, file: String, state: TabNavState<String>)?
    private var items: [Item] = []
    /// The summary, once the replay has ended.
    private(set) var summary: Summary?

    /// Whether more items came than the report holds: the replay must be done again.
    var overflowed: Bool { items.count > Self.capacity }
    /// The quiet report prints no step.
    var reportsSteps: Bool { false }

    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) {
        opening = (header, file, state)
    }

    mutating func step(_ record: StepRecord) {}

    mutating func expectation(_ expectation: Expectation, text: String, failures: [ExpectFailure]) {
        // A quiet report prints nothing for an expectation that holds.
        guard !failures.isEmpty, !overflowed else { return }
        items.append(.expectation(expectation, text: text, failures: failures))
    }

    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {
        guard !overflowed else { return }
        items.append(.invariants(line: line, violations))
    }

    mutating func anomalies(_ anomalies: [Anomaly], at site: AnomalySite) {
        guard !overflowed else { return }
        items.append(.anomalies(anomalies, site: site))
    }

    mutating func layoutAnomalies(_ findings: [String], layout: TabBarLayout.Style, strict: Bool) {
        items.append(.layout(findings, layout: layout, strict: strict))
    }

    mutating func finish(_ summary: Summary) {
        self.summary = summary
    }

    /// Prints the held report through `reporter`, in order, and returns its summary.
    func release(into reporter: inout HumanReporter) -> Summary {
        guard let opening, let summary else { preconditionFailure("release() before the replay ended") }
        reporter.start(header: opening.header, file: opening.file, state: opening.state)
        for item in items {
            switch item {
            case .expectation(let e, let text, let failures): reporter.expectation(e, text: text, failures: failures)
            case .invariants(let line, let violations): reporter.invariants(line: line, violations)
            case .anomalies(let anomalies, let site): reporter.anomalies(anomalies, at: site)
            case .layout(let findings, let layout, let strict): reporter.layoutAnomalies(findings, layout: layout, strict: strict)
            }
        }
        reporter.finish(summary)
        return summary
    }
}
