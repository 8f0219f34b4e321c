import TabNav
import TabNavTrace

/// The facts of one replayed step, handed to a reporter.
struct StepRecord {
    let step: TraceStep
    let result: StepResult<String>
    let state: TabNavState<String>
}

/// Counts kept over a replay.
struct Summary {
    /// Expectations that held.
    var passed = 0
    /// Expectations that did not hold.
    var failedExpectations = 0
    var steps = 0
    var ok = 0
    var noop = 0
    var rejected = 0
    /// Steps after which the app showed an anomaly.
    var anomalySteps = 0
    /// Whether the launch state showed an anomaly.
    var launchAnomaly = false
    /// States with an anomaly (the launch state, or the state after a step) whose every anomaly an `expect` line
    /// before the next step acknowledged (``AnomalyAcknowledgement``). They do not fail `--strict`.
    var acknowledgedAnomalies = 0
    /// Under `--strict`: states with an anomaly that no `expect` line acknowledged, each a failure.
    var anomalyFailures = 0
    /// Checks at which an invariant was found broken.
    var invariantBreaks = 0
    /// Faults of the custom bar's layout (`--layout`), the same for the whole session.
    var layoutFaults = 0
    var strict = false

    /// Failures that decide the exit status: failed expectations, broken invariants, and, under `--strict`, the
    /// anomalies no `expect` line acknowledged and the layout's faults.
    var failed: Int { failedExpectations + invariantBreaks + (strict ? anomalyFailures + layoutFaults : 0) }
    /// 0 when nothing failed, else 1.
    var exitCode: Int32 { failed == 0 ? 0 : 1 }

    /// `9 passed, 2 failed (1 expectation, 1 anomaly)`: the first words are what CI log readers parse.
    var resultLine: String {
        var line = "\(passed) passed, \(failed) failed"
        guard failed > 0 else { return line }
        var parts: [String] = []
        if failedExpectations > 0 { parts.append(Self.count(failedExpectations, "expectation")) }
        if strict && anomalyFailures > 0 { parts.append(Self.count(anomalyFailures, "anomaly", "anomalies")) }
        if strict && layoutFaults > 0 { parts.append(Self.count(layoutFaults, "layout anomaly", "layout anomalies")) }
        if invariantBreaks > 0 { parts.append(Self.count(invariantBreaks, "broken invariant")) }
        line += " (" + parts.joined(separator: ", ") + ")"
        return line
    }

    /// `1 step`, `2 steps`.
    static func count(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) " + (n == 1 ? one : many ?? one + "s")
    }
}

/// Where a state with an anomaly came from: the launch state, or a step.
enum AnomalySite {
    case launch
    case step(TraceStep)
}

/// Prints a replay: the human report or JSON Lines.
protocol Reporter {
    /// Whether ``step(_:)`` prints anything; when not, the replay does not build its record.
    var reportsSteps: Bool { get }
    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>)
    mutating func step(_ record: StepRecord)
    mutating func expectation(_ expectation: Expectation, text: String, failures: [ExpectFailure])
    /// Under `--strict`: the launch state or a step left anomalies that no `expect` line acknowledged, a failure.
    mutating func anomalies(_ anomalies: [Anomaly], at site: AnomalySite)
    mutating func invariants(line: Int, _ violations: [InvariantViolation])
    /// The faults of the custom bar's layout (`--layout`), once, before the summary; failures under `--strict`.
    mutating func layoutAnomalies(_ findings: [String], layout: TabBarLayout.Style, strict: Bool)
    mutating func finish(_ summary: Summary)
}

extension TabNavState where Screen == String {
    /// The most entries a report line shows of one stack; a longer stack shows its root, how many entries are left
    /// out, and its top entries, so that a line stays short however deep the stack grows.
    static var shownEntries: Int { 12 }

    /// The selected stack with bar-hiding entries marked `*`, shortened past ``shownEntries`` entries; `more` while
    /// More shows its list.
    var markedStack: String { isShowingMoreList ? "more" : Self.marked(selectedTab.stack) }

    /// The TAB column: the selected tab's name; `more` while More shows its list, `more/NAME` while it shows an
    /// overflow tab.
    var shownTab: String {
        if isShowingMoreList { return "more" }
        return isMoreSelected ? "more/" + selectedTab.name : selectedTab.name
    }

    /// The badges that are set, `name=value`, comma-separated; `-` when none.
    var badgeList: String {
        let set = tabs.filter { $0.badge != .none }.map { "\($0.name)=\($0.badge)" }
        return set.isEmpty ? "-" : set.joined(separator: ",")
    }

    /// The modal's stack with hiding entries marked, or `none`, shortened as ``markedStack`` is.
    var markedModal: String {
        modal.map { Self.marked($0.stack) } ?? "none"
    }

    /// `home>a*>b`, or `home>…996 more…>x>y>z` for a stack deeper than ``shownEntries``.
    static func marked(_ stack: NavigationStack<String>) -> String {
        let entries = stack.entries
        guard entries.count > shownEntries else { return entries.map(\.description).joined(separator: ">") }
        let top = entries.suffix(3).map(\.description)
        return ([entries[0].description, "…\(entries.count - 4) more…"] + top).joined(separator: ">")
    }
}
