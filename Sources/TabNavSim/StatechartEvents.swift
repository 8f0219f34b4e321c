import TabNav
import TabNavStatechart
import TabNavTrace

/// `tabnav-sim statechart --events FILE`: replays a trace and prints, one JSON object a line, what an SCXML
/// processor running the exported document must be fed and must show: first the launch state, then per step the
/// SCXML event name and data, and the observables and active states after it. `Scripts/check-scxml.sh` feeds these
/// lines to Qt's SCXML engine (`Tests/SCXMLDriver`).
///
/// Each line: `{"step": N, "line": L, "text": "tap discover", "event": "tap.discover", "data": {…},
/// "states": ["selection.discover", …], "observed": {…}}`; the launch line has step 0, no event and no data.
/// `observed` holds `tab` (as `expect tab=` says it: `more` over More's list), `stacks` (each tab's, `>`-joined, `*` after an entry that hides the bar), `modal`,
/// `modalStyle`, `bar`, `anomalies`, `swipe`, `badges`, `enabled`, `buttons` (the system buttons are on the bar),
/// `stuck` (the bar is stuck hidden), `appHidden` (the app hid the bar), `sheetSwipe` (`idle` or `active`), `width`
/// (`compact` or `regular`), `orientation` (a large iPhone's `portrait` or `landscape`, else `none`) and
/// `outcome` (`ok`, `noop` or `rejected`) and `rejection` (a rejected step's code, as `--json` writes it:
/// `tab-bar-hidden`; `none` otherwise).
struct StatechartEvents {
    /// The trace.
    let path: String

    /// Prints the lines.
    /// - Returns: The exit status, 0.
    /// - Throws: ``SimError`` for an unreadable trace or one with errors (printed first).
    func run() throws -> Int32 {
        var out = Output.standardOutput
        defer { out.flush() }
        let source = try TraceSource(path: path)
        defer { source.close() }
        let header = try Simulation(source: source, options: SimOptions()).check().header
        let chart = Statechart(configuration: header.configuration, name: StatechartCommand.name(of: source.displayName))
        var state = TabNavState(configuration: header.configuration)
        out.line(Self.line(step: 0, line: 0, text: nil, event: nil, chart: chart, state: state, outcome: .ok))
        var parser = TraceParser()
        var count = 0
        try source.forEachLine { bytes, number in
            guard case .step(let step) = parser.parseLine(bytes, number: number) else { return true }
            count += 1
            let outcome = state.reduce(step.event).outcome
            out.line(
                Self.line(
                    step: count, line: number, text: step.text, event: chart.scxmlEvent(for: step.event),
                    chart: chart, state: state, outcome: outcome))
            return true
        }
        return 0
    }

    /// One line of output.
    static func line(
        step: Int, line: Int, text: String?, event: (name: String, data: String)?, chart: Statechart,
        state: TabNavState<String>, outcome: Outcome
    ) -> String {
        var fields = ["\"step\": \(step)", "\"line\": \(line)"]
        if let text { fields.append("\"text\": " + json(text)) }
        if let event { fields += ["\"event\": " + json(event.name), "\"data\": " + event.data] }
        fields.append("\"states\": [" + chart.scxmlActiveStates(of: state).map(json).joined(separator: ", ") + "]")
        fields.append("\"observed\": " + observed(state, outcome: outcome))
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// The observables of a state as a JSON object, in the shape the document's `observe()` returns.
    static func observed(_ state: TabNavState<String>, outcome: Outcome) -> String {
        func stack(_ s: NavigationStack<String>) -> String { s.entries.map(\.description).joined(separator: ">") }
        func perTab(_ value: (Tab<String>) -> String) -> String {
            "{" + state.tabs.map { json($0.name) + ": " + value($0) }.joined(separator: ", ") + "}"
        }
        let fields: [(String, String)] = [
            ("tab", json(state.value(of: .tab) ?? "")),
            ("more", json(state.moreSelection.map { $0.tabIndex.map { state.tabs[$0].name } ?? "list" } ?? "none")),
            ("stacks", perTab { json(stack($0.stack)) }),
            ("modal", json(state.modal.map { stack($0.stack) } ?? "none")),
            ("modalStyle", json(state.modal?.style.rawValue ?? "none")),
            ("bar", json(state.value(of: .bar) ?? "")),
            ("anomalies", json(state.value(of: .anomalies) ?? "")),
            ("swipe", json(state.swipe.rawValue)),
            ("badges", perTab { json($0.badge.description) }),
            ("enabled", perTab { "\($0.isEnabled)" }),
            ("buttons", "\(state.systemButtonsPresent)"),
            ("stuck", "\(state.barStuckHidden)"),
            ("appHidden", "\(state.appHidBar)"),
            ("sheetSwipe", json(state.sheetSwipe.rawValue)),
            ("width", json(state.width.rawValue)),
            ("orientation", json(state.configuration.device == .iphoneMax ? state.orientation.rawValue : "none")),
            ("outcome", json(outcome.name)),
            ("rejection", json(outcome.rejection?.code ?? "none")),
        ]
        return "{" + fields.map { json($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// A JSON string literal (`String.jsonLiteral(also:)`).
    static func json(_ s: String) -> String { s.jsonLiteral() }
}
