import TabNav
import TabNavTrace

/// Replays one trace under every profile × custom-bar × overlap-fix and tabulates the anomalies found.
struct Matrix {
    let simulation: Simulation
    let checked: Simulation.Checked
    let json: Bool

    /// What one combination found for one anomaly: after how many steps it was present, and where first.
    struct Finding: Equatable {
        var steps = 0
        var firstLine: Int?
    }

    /// One row of the table.
    struct Row {
        var profile: UIKitProfile
        var customBar: CustomBar
        var fix: OverlapFix
        var findings: [Anomaly: Finding] = [:]
        var invariantBreaks = 0
    }

    /// Replays every combination and prints the table.
    /// - Returns: 1 if an invariant broke in any combination, else 0.
    func run() throws -> Int32 {
        var rows: [Row] = []
        for profile in UIKitProfile.allCases {
            for bar in CustomBar.allCases {
                for fix in OverlapFix.allCases {
                    var config = checked.header.configuration
                    config.profile = profile
                    config.customBar = bar
                    config.overlapFix = fix
                    var row = Row(profile: profile, customBar: bar, fix: fix)
                    try replay(config, into: &row)
                    rows.append(row)
                }
            }
        }
        var out = Output.standardOutput
        if json { printJSON(rows, &out) } else { printTable(rows, &out) }
        out.flush()
        return rows.contains { $0.invariantBreaks > 0 } ? 1 : 0
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
        out.line("\(simulation.source.displayName): anomalies under every profile x custom-bar x overlap-fix (expect lines not evaluated)")
        let header = ["PROFILE".padded(to: 8), "CUSTOM-BAR".padded(to: 13), "FIX".padded(to: 10)]
            + Anomaly.allCases.map { $0.rawValue.uppercased().padded(to: 24) }
        var title = header.joined(separator: "  ")
        while title.hasSuffix(" ") { title.removeLast() }
        out.line(title)
        for row in rows {
            var cells = [row.profile.rawValue.padded(to: 8), row.customBar.rawValue.padded(to: 13), row.fix.rawValue.padded(to: 10)]
            cells += Anomaly.allCases.map { cell(row.findings[$0]).padded(to: 24) }
            var text = cells.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            if row.invariantBreaks > 0 { text += "  INVARIANTS BROKEN after \(row.invariantBreaks) steps" }
            out.line(text)
        }
        let clean = rows.filter { $0.findings.isEmpty }.count
        out.line("\(clean) of \(rows.count) combinations show no anomaly")
    }

    private func printJSON(_ rows: [Row], _ out: inout Output) {
        for row in rows {
            let findings = Anomaly.allCases.compactMap { a -> (String, String)? in
                guard let f = row.findings[a], let line = f.firstLine else { return nil }
                return (a.rawValue, JSONReporter.object([("steps", String(f.steps)), ("firstLine", String(line))]))
            }
            out.line(JSONReporter.object([
                ("type", "combination".jsonQuoted), ("profile", row.profile.rawValue.jsonQuoted),
                ("customBar", row.customBar.rawValue.jsonQuoted), ("overlapFix", row.fix.rawValue.jsonQuoted),
                ("anomalies", JSONReporter.object(findings)), ("invariantBreaks", String(row.invariantBreaks)),
            ]))
        }
        let clean = rows.filter { $0.findings.isEmpty }.count
        out.line(JSONReporter.object([("type", "summary".jsonQuoted), ("combinations", String(rows.count)), ("clean", String(clean))]))
    }
}
