import TabNav
import TabNavTrace

/// Replays one trace under every combination of the UIKit settings and tabulates the anomalies found.
///
/// The dimensions: profile × bar policy × custom bar, and the overlap fix only under `on-system-bar`, the one
/// custom bar whose system buttons the fix removes (under the others every fix behaves as `none`). The row of the
/// trace's own configuration is marked; with `--strict` the run fails when that row shows an anomaly.
struct Matrix {
    let simulation: Simulation
    let checked: Simulation.Checked
    let json: Bool
    let strict: Bool

    /// What one combination found for one anomaly: after how many steps it was present, and where first.
    struct Finding: Equatable {
        var steps = 0
        var firstLine: Int?
    }

    /// One row of the table.
    struct Row {
        var profile: UIKitProfile
        var barPolicy: BarPolicy
        var customBar: CustomBar
        var fix: OverlapFix
        var isOwn = false
        var findings: [Anomaly: Finding] = [:]
        var invariantBreaks = 0
    }

    /// The combinations, in table order.
    static var combinations: [(UIKitProfile, BarPolicy, CustomBar, OverlapFix)] {
        var all: [(UIKitProfile, BarPolicy, CustomBar, OverlapFix)] = []
        for profile in UIKitProfile.allCases {
            for policy in BarPolicy.allCases {
                for bar in CustomBar.allCases {
                    for fix in bar == .onSystemBar ? OverlapFix.allCases : [.none] { all.append((profile, policy, bar, fix)) }
                }
            }
        }
        return all
    }

    /// Replays every combination and prints the table.
    /// - Returns: 1 if an invariant broke in any combination, or (`--strict`) the trace's own row shows an anomaly;
    ///   else 0.
    func run() throws -> Int32 {
        var rows: [Row] = []
        let own = checked.header.configuration
        let ownFix = own.customBar == .onSystemBar ? own.overlapFix : .none
        for (profile, policy, bar, fix) in Self.combinations {
            var config = own
            config.profile = profile
            config.barPolicy = policy
            config.customBar = bar
            config.overlapFix = fix
            var row = Row(profile: profile, barPolicy: policy, customBar: bar, fix: fix)
            row.isOwn = profile == own.profile && policy == own.barPolicy && bar == own.customBar && fix == ownFix
            try replay(config, into: &row)
            rows.append(row)
        }
        var out = Output.standardOutput
        if json { printJSON(rows, &out) } else { printTable(rows, &out) }
        out.flush()
        let broken = rows.contains { $0.invariantBreaks > 0 }
        let ownAnomalous = strict && rows.contains { $0.isOwn && !$0.findings.isEmpty }
        return broken || ownAnomalous ? 1 : 0
    }

    /// Replays the trace under one configuration. Invariants as in a replay: the shape after every step, the
    /// entries after the last step (or every rule after every step with `--full-checks`).
    private func replay(_ config: Configuration<String>, into row: inout Row) throws {
        var parser = TraceParser()
        var state = TabNavState(configuration: config)
        var effects: [Effect<String>] = []
        let scope: InvariantScope = simulation.options.fullChecks ? .all : .shape
        try simulation.source.forEachLine { line, number in
            guard case .success(.step(let step)?) = parser.parseLine(line, number: number) else { return true }
            state.reduce(step.event, effects: &effects)
            for anomaly in state.anomalies {
                row.findings[anomaly, default: Finding()].steps += 1
                if row.findings[anomaly]?.firstLine == nil { row.findings[anomaly]?.firstLine = number }
            }
            if !state.invariantViolations(scope).isEmpty { row.invariantBreaks += 1 }
            return true
        }
        if scope != .all && !state.invariantViolations(.entries).isEmpty { row.invariantBreaks += 1 }
    }

    private func cell(_ finding: Finding?) -> String {
        guard let f = finding, let line = f.firstLine else { return "-" }
        return "\(f.steps)x from line \(line)"
    }

    private func printTable(_ rows: [Row], _ out: inout Output) {
        out.line(
            "\(simulation.source.displayName): anomalies under every profile x bar-policy x custom-bar (x overlap-fix under on-system-bar); expect lines not evaluated"
        )
        let widths = [8, 10, 13, 10]
        let header =
            ["  PROFILE", "BAR-POLICY", "CUSTOM-BAR", "FIX"].enumerated().map { $1.padded(to: widths[$0] + ($0 == 0 ? 2 : 0)) }
            + Anomaly.allCases.map { $0.rawValue.uppercased().padded(to: 24) }
        out.line(Self.trimmed(header.joined(separator: "  ")))
        for row in rows {
            var cells = [
                (row.isOwn ? "> " : "  ") + row.profile.rawValue.padded(to: widths[0]),
                row.barPolicy.rawValue.padded(to: widths[1]),
                row.customBar.rawValue.padded(to: widths[2]), row.fix.rawValue.padded(to: widths[3]),
            ]
            cells += Anomaly.allCases.map { cell(row.findings[$0]).padded(to: 24) }
            var text = Self.trimmed(cells.joined(separator: "  "))
            if row.invariantBreaks > 0 { text += "  INVARIANTS BROKEN after \(row.invariantBreaks) steps" }
            out.line(text)
        }
        let clean = rows.filter { $0.findings.isEmpty }.count
        out.line("the row marked > is the trace's own configuration; \(clean) of \(rows.count) combinations show no anomaly")
    }

    private func printJSON(_ rows: [Row], _ out: inout Output) {
        for row in rows {
            let findings = Anomaly.allCases.compactMap { a -> (String, String)? in
                guard let f = row.findings[a], let line = f.firstLine else { return nil }
                return (a.rawValue, JSONReporter.object([("steps", String(f.steps)), ("firstLine", String(line))]))
            }
            out.line(
                JSONReporter.object([
                    ("type", "combination".jsonQuoted), ("profile", row.profile.rawValue.jsonQuoted),
                    ("barPolicy", row.barPolicy.rawValue.jsonQuoted), ("customBar", row.customBar.rawValue.jsonQuoted),
                    ("overlapFix", row.fix.rawValue.jsonQuoted), ("own", row.isOwn ? "true" : "false"),
                    ("anomalies", JSONReporter.object(findings)), ("invariantBreaks", String(row.invariantBreaks)),
                ]))
        }
        let clean = rows.filter { $0.findings.isEmpty }.count
        let ownClean = rows.first { $0.isOwn }.map { $0.findings.isEmpty } ?? true
        out.line(
            JSONReporter.object([
                ("type", "matrix-summary".jsonQuoted), ("combinations", String(rows.count)),
                ("clean", String(clean)), ("ownClean", ownClean ? "true" : "false"),
            ]))
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
