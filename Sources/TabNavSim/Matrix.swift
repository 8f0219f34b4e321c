@_spi(Replay) import TabNav
import TabNavTrace

/// Replays one trace under every combination of the UIKit settings and tabulates the anomalies found.
///
/// The dimensions: device (format 3) × profile (`ios26` included) × bar policy × custom bar, and under `on-system-bar` the overlap fix ×
/// the badge target — the one custom bar whose system buttons the fix removes and a badge on the item puts back
/// (under the others every fix behaves as `none` and both badge targets as `custom`, so they are not varied). The
/// trace's own minimize behaviour applies under `ios26` (it needs that profile) and `never` under the others. The
/// row of the trace's own configuration is marked; with `--strict` the run fails when that row shows an anomaly.
struct Matrix {
    let simulation: Simulation
    let checked: Simulation.Checked
    let json: Bool
    let strict: Bool

    /// What one combination found for one anomaly: whether the launch state showed it, after how many steps it was
    /// present, and the line of the first such step.
    struct Finding: Equatable {
        var atLaunch = false
        var steps = 0
        var firstLine: Int?
        /// The widths the app had in the states that showed it (format 3).
        var widths: Set<Width> = []
    }

    /// One combination of the varied settings.
    struct Combination: Equatable {
        var device: Device
        var profile: UIKitProfile
        var barPolicy: BarPolicy
        var customBar: CustomBar
        var fix: OverlapFix
        var badgeTarget: BadgeTarget

        /// The combination a configuration stands for: the fix and the badge target count only under `on-system-bar`.
        init(_ configuration: Configuration<String>) {
            let onSystemBar = configuration.customBar == .onSystemBar
            self.init(
                configuration.device, configuration.profile, configuration.barPolicy, configuration.customBar,
                onSystemBar ? configuration.overlapFix : .none, onSystemBar ? configuration.badgeTarget : .custom)
        }

        init(
            _ device: Device, _ profile: UIKitProfile, _ barPolicy: BarPolicy, _ customBar: CustomBar, _ fix: OverlapFix,
            _ badge: BadgeTarget
        ) {
            self.device = device
            self.profile = profile
            self.barPolicy = barPolicy
            self.customBar = customBar
            self.fix = fix
            self.badgeTarget = badge
        }

        /// `own` with this combination's settings; the minimize behaviour is the trace's under `ios26`, else `never`. On
        /// another device than the trace's, a step that only its device takes (`resize` off an iPad) is rejected.
        func configuration(from own: Configuration<String>) throws -> Configuration<String> {
            try Configuration(
                tabs: own.tabs, hidingScreens: own.hidingScreens, centerButton: own.centerButton, barPolicy: barPolicy,
                badgePolicy: own.badgePolicy, profile: profile, customBar: customBar, overlapFix: fix,
                badgeTarget: badgeTarget,
                minimize: Configuration<String>.allowsMinimize(own.minimize, under: profile) ? own.minimize : .never,
                device: device)
        }
    }

    /// One row of the table.
    struct Row {
        var combination: Combination
        var isOwn = false
        var findings: [Anomaly: Finding] = [:]
        var invariantBreaks = 0
    }

    /// The combinations, in table order.
    static var combinations: [Combination] {
        var all: [Combination] = []
        for device in Device.allCases {
            for profile in UIKitProfile.allCases {
                for policy in BarPolicy.allCases {
                    for bar in CustomBar.allCases {
                        let varied = bar == .onSystemBar
                        for fix in varied ? OverlapFix.allCases : [.none] {
                            for badge in varied ? BadgeTarget.allCases : [.custom] {
                                all.append(Combination(device, profile, policy, bar, fix, badge))
                            }
                        }
                    }
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
        let ownCombination = Combination(own)
        for combination in Self.combinations {
            var row = Row(combination: combination)
            row.isOwn = combination == ownCombination
            try replay(try combination.configuration(from: own), into: &row)
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
        var effects: StepEffects<String> = []
        let scope: InvariantScope = simulation.options.fullChecks ? .all : .shape
        // The launch state is a state: an anomaly it shows is a finding before any step.
        for anomaly in state.anomalies {
            row.findings[anomaly, default: Finding()].atLaunch = true
            row.findings[anomaly]?.widths.insert(state.width)
        }
        try simulation.source.forEachLine { line, number in
            guard case .step(let step) = parser.parseLine(line, number: number) else { return true }
            state.reduce(step.event, effects: &effects)
            for anomaly in state.anomalies {
                row.findings[anomaly, default: Finding()].steps += 1
                if row.findings[anomaly]?.firstLine == nil { row.findings[anomaly]?.firstLine = number }
                row.findings[anomaly]?.widths.insert(state.width)
            }
            if !state.invariantViolations(scope).isEmpty { row.invariantBreaks += 1 }
            return true
        }
        if scope != .all && !state.invariantViolations(.entries).isEmpty { row.invariantBreaks += 1 }
    }

    /// The width of an anomaly's column: `at launch, 999x from line 9999 in both widths` fits.
    static let cellWidth = 44

    /// `-`, `at launch`, `3x from line 7`, or `at launch, 3x from line 7`; on a device whose width changes, the widths
    /// it showed in (`in regular`, `in both widths`).
    private func cell(_ finding: Finding?, device: Device) -> String {
        guard let f = finding else { return "-" }
        let steps = f.firstLine.map { "\(f.steps)x from line \($0)" }
        let text = [f.atLaunch ? "at launch" : nil, steps].compactMap { $0 }.joined(separator: ", ")
        guard device != .iphone else { return text }
        return text + (f.widths.count > 1 ? " in both widths" : f.widths.first.map { " in \($0)" } ?? "")
    }

    private func printTable(_ rows: [Row], _ out: inout Output) {
        out.line(
            "\(simulation.source.displayName): anomalies under every device x profile x bar-policy x custom-bar (x overlap-fix x badge-target under on-system-bar); expect lines not evaluated"
        )
        let titles = ["  DEVICE", "PROFILE", "BAR-POLICY", "CUSTOM-BAR", "FIX", "BADGE-TARGET"]
        let widths = [10, 8, 10, 13, 10, 12]
        let header = titles.enumerated().map { $1.padded(to: widths[$0] + ($0 == 0 ? 2 : 0)) }
        out.line(
            Self.trimmed(
                (header + Anomaly.allCases.map { $0.rawValue.uppercased().padded(to: Self.cellWidth) }).joined(separator: "  ")))
        for (index, row) in rows.enumerated() {
            let c = row.combination
            // A blank line between profiles, so that each device's profile's rows read as one block.
            let previous = index > 0 ? rows[index - 1].combination : nil
            if let previous, previous.profile != c.profile || previous.device != c.device { out.line("") }
            var cells = [
                (row.isOwn ? "> " : "  ") + c.device.rawValue.padded(to: widths[0]), c.profile.rawValue.padded(to: widths[1]),
                c.barPolicy.rawValue.padded(to: widths[2]), c.customBar.rawValue.padded(to: widths[3]),
                c.fix.rawValue.padded(to: widths[4]), c.badgeTarget.rawValue.padded(to: widths[5]),
            ]
            cells += Anomaly.allCases.map { cell(row.findings[$0], device: c.device).padded(to: Self.cellWidth) }
            var text = Self.trimmed(cells.joined(separator: "  "))
            if row.invariantBreaks > 0 { text += "  INVARIANTS BROKEN after \(Summary.count(row.invariantBreaks, "step"))" }
            out.line(text)
        }
        let clean = rows.filter { $0.findings.isEmpty }.count
        out.line("the row marked > is the trace's own configuration; \(clean) of \(rows.count) combinations show no anomaly")
    }

    private func printJSON(_ rows: [Row], _ out: inout Output) {
        let lines = JSONLines()
        for row in rows { lines.write(JSONOutput.CombinationLine(row), to: &out) }
        let clean = rows.filter { $0.findings.isEmpty }.count
        let ownClean = rows.first { $0.isOwn }.map { $0.findings.isEmpty } ?? true
        lines.write(JSONOutput.MatrixSummaryLine(combinations: rows.count, clean: clean, ownClean: ownClean), to: &out)
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
