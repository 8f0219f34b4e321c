import TabNav
import TabNavTrace

/// The readable report: a header line, one aligned line a step, failures in the compiler's form, and the summary.
struct HumanReporter: Reporter {
    var out = Output.standardOutput
    let quiet: Bool
    let effects: Bool
    /// Whether cells are printed whole (`--wide`) instead of cut to their column.
    let wide: Bool
    /// The width of the step column (the longest step, within limits).
    let stepWidth: Int
    private var tabWidth = 4
    private var file = ""
    /// Whether the WIDTH column is shown: on a device whose width can change (format 3), not on an `iphone`.
    private var showsWidth = false

    /// The widths of the STACK, MODAL and BADGES columns, measured by a first replay (``ColumnMeter``).
    let columns: ColumnWidths
    /// The most characters of a value quoted in a failure message (unless `--wide`).
    static let messageWidth = 80

    /// Steps are printed unless `--quiet`.
    var reportsSteps: Bool { !quiet }

    init(quiet: Bool, effects: Bool, wide: Bool = false, stepWidth: Int, columns: ColumnWidths = .caps) {
        self.columns = columns
        self.quiet = quiet
        self.effects = effects
        self.wide = wide
        self.stepWidth = min(max(stepWidth, 12), 40)
    }

    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) {
        self.file = file
        // With a More tab the column also shows `more/NAME` for an overflow tab shown inside More.
        let more = state.configuration.hasMoreTab ? 5 : 0
        tabWidth = min(max(3, (state.tabs.map(\.name.terminalCells).max() ?? 3) + more), 16 + more)
        showsWidth = state.configuration.device != .iphone
        guard !quiet else { return }
        out.line("\(file): " + HeaderRendering.line(header))
        out.line(row("LINE", "STEP", "OUTCOME", "TAB", "STACK", "MODAL", "BAR", "BADGES", "ANOMALIES", width: "WIDTH"))
        out.line(
            row(
                "0", "(launch)", "ok", state.shownTab, state.markedStack, state.markedModal,
                state.value(of: .bar) ?? "visible", state.badgeList, anomalyList(state), width: state.width.rawValue))
    }

    mutating func step(_ r: StepRecord) {
        guard !quiet else { return }
        let s = r.state
        out.line(
            row(
                String(r.step.position.line), r.step.text, r.result.outcome.name, s.shownTab, s.markedStack,
                s.markedModal, s.value(of: .bar) ?? "visible", s.badgeList, anomalyList(s), width: s.width.rawValue))
        let indent = String(repeating: " ", count: 8)
        if let target = r.targetTab, target != s.selectedTabIndex, s.tabs.indices.contains(target) {
            let changed = TabNavState<String>.marked(s.tabs[target].stack)
            out.line(indent + "stack.\(s.tabs[target].name)=" + (wide ? changed : changed.cutKeepingEnd(to: Self.messageWidth)))
        }
        if case .rejected(let reason) = r.result.outcome {
            out.line(indent + "rejected: " + cutMessage("\(reason)"))
        }
        if effects && !r.result.effects.isEmpty {
            let names = s.tabs.map(\.name)
            let text = r.result.effects.map { Self.namingTabs($0.description, names) }.joined(separator: "; ")
            out.line(indent + "effects: " + cutMessage(text, width: 400))
        }
    }

    mutating func expectation(_ e: Expectation, text: String, failures: [ExpectFailure]) {
        let line = String(e.position.line).leftPadded(to: 5) + "  "
        // The expect text is the last cell but one: printed whole up to a limit, then cut.
        let shown = (wide ? text : text.cut(to: 2 * Self.messageWidth)).padded(to: stepWidth)
        if failures.isEmpty {
            if !quiet { out.line(line + shown + "  pass") }
            return
        }
        if !quiet { out.line(line + shown + "  FAIL") }
        for f in failures {
            let column = e.pairs.first { $0.keyText == f.keyText }?.position.column ?? e.position.column
            out.line("\(file):\(e.position.line):\(column): error: \(f.description(showing: { cutMessage($0) }))")
        }
    }

    mutating func anomalies(_ anomalies: [Anomaly], at site: AnomalySite) {
        let names = anomalies.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let word = anomalies.count == 1 ? "anomaly" : "anomalies"
        let pair = "'expect \(Anomaly.acknowledgingPair(anomalies))'"
        switch site {
        case .launch:
            out.line(
                "\(file):1:1: error: \(word) \(names) at launch (an \(pair) line before the first step acknowledges a known bug)")
        case .step(let step):
            out.line(
                "\(file):\(step.position): error: \(word) \(names) after \(step.text.quotedForMessage(limit: 60)) "
                    + "(an \(pair) line after the step acknowledges a known bug)")
        }
    }

    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {
        for v in violations { out.line("\(file):\(line):1: error: invariant broken: \(cutMessage(v.description, width: 400))") }
    }

    mutating func layoutAnomalies(_ findings: [String], layout: TabBarLayout.Style, strict: Bool) {
        // The layout depends on the header only: a failure under --strict is reported at the top of the file.
        for finding in findings {
            out.line((strict ? "\(file):1:1: error: " : "") + "layout anomaly (\(layout)): \(finding)")
        }
    }

    /// An effect's one-line form with its tabs named as the trace names them: `showInMore(tab 'wallet', animated)`
    /// for `showInMore(tab 5, animated)`; an index past the last tab stays a number.
    static func namingTabs(_ text: String, _ names: [String]) -> String {
        guard text.contains("tab ") else { return text }
        var out = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "tab ") {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let index = Int(digits), names.indices.contains(index) else { continue }
            out += "'" + names[index] + "'"
            rest = rest[digits.endIndex...]
        }
        return out + rest
    }

    /// `no anomalies`, or where the app showed one (at launch, after N of the M steps) and how many the `expect`
    /// lines acknowledged.
    static func anomalyFacts(_ s: Summary) -> String {
        guard s.launchAnomaly || s.anomalySteps > 0 else { return "no anomalies" }
        var places: [String] = []
        if s.launchAnomaly { places.append("at launch") }
        if s.anomalySteps > 0 { places.append("after \(s.anomalySteps) of \(Summary.count(s.steps, "step"))") }
        var text = "the app showed an anomaly " + places.joined(separator: " and ") + " (the ANOMALIES column)"
        if s.acknowledgedAnomalies > 0 {
            text += ", \(s.acknowledgedAnomalies) of them acknowledged by expect lines"
        }
        if s.strict && s.anomalyFailures > 0 {
            text +=
                s.anomalyFailures == 1
                ? ", 1 unacknowledged, a failure under --strict"
                : ", \(s.anomalyFailures) unacknowledged, each a failure under --strict"
        }
        return text
    }

    mutating func finish(_ s: Summary) {
        var facts = "steps: \(s.steps) (ok \(s.ok), noop \(s.noop), rejected \(s.rejected)); "
        facts += Self.anomalyFacts(s)
        facts +=
            s.invariantBreaks == 0 ? "; invariants held" : "; invariants broken at \(Summary.count(s.invariantBreaks, "check"))"
        out.line(facts)
        out.line(s.resultLine)
        out.flush()
    }

    private func anomalyList(_ s: TabNavState<String>) -> String {
        let a = s.anomalies
        return a.isEmpty ? "-" : a.map(\.rawValue).joined(separator: ",")
    }

    private func cutMessage(_ text: String, width: Int = messageWidth) -> String {
        wide ? text : text.cut(to: width)
    }

    private func cell(_ text: String, _ width: Int, keepEnd: Bool = false) -> String {
        if wide { return text.padded(to: width) }
        return keepEnd ? text.cutKeepingEnd(to: width).padded(to: width) : text.fitted(to: width)
    }

    private func row(
        _ line: String, _ step: String, _ outcome: String, _ tab: String, _ stack: String,
        _ modal: String, _ bar: String, _ badges: String, _ anomalies: String, width: String
    ) -> String {
        // A tab inside a step would move every later column: it shows as a space.
        let step = step.contains("\t") ? step.replacing("\t", with: " ") : step
        return line.leftPadded(to: 5) + "  " + cell(step, stepWidth) + "  " + outcome.padded(to: 8) + "  "
            + cell(tab, tabWidth) + "  " + cell(stack, columns.stack, keepEnd: true) + "  "
            + cell(modal, columns.modal, keepEnd: true) + "  " + bar.padded(to: 9) + "  "
            + (showsWidth ? width.padded(to: 7) + "  " : "") + cell(badges, columns.badges) + "  " + anomalies
    }
}

extension StepRecord {
    /// The tab named by the step's `in=`, if it has one.
    var targetTab: Int? {
        let target: StackRef?
        switch step.event {
        case .request(.push(_, _, _, let t)), .request(.pop(_, let t)), .request(.popTo(_, _, let t)),
            .request(.popToRoot(_, let t)), .request(.setStack(_, _, let t)), .report(.systemPopped(_, let t)):
            target = t
        default:
            return nil
        }
        if case .tab(let i) = target { return i }
        return nil
    }
}
