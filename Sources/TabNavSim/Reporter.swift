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
    var passed = 0
    var failed = 0
    var steps = 0
    var ok = 0
    var noop = 0
    var rejected = 0
    var anomalySteps = 0
    var invariantBreaks = 0
    var strict = false

    /// Failures that decide the exit status: failed expectations, broken invariants, and anomalies under `--strict`.
    var failures: Int { failed + invariantBreaks + (strict ? anomalySteps : 0) }
    /// 0 when nothing failed, else 1.
    var exitCode: Int32 { failures == 0 ? 0 : 1 }
}

/// Prints a replay: the human report or JSON Lines.
protocol Reporter {
    /// Whether ``step(_:)`` prints anything; when not, the replay does not build its record.
    var reportsSteps: Bool { get }
    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>)
    mutating func step(_ record: StepRecord)
    mutating func expectation(_ expectation: Expectation, text: String, failures: [ExpectFailure])
    mutating func invariants(line: Int, _ violations: [InvariantViolation])
    mutating func finish(_ summary: Summary)
}

extension TabNavState where Screen == String {
    /// The most entries a report line shows of one stack; a longer stack shows its root, how many entries are left
    /// out, and its top entries, so that a line stays short however deep the stack grows.
    static var shownEntries: Int { 12 }

    /// The selected stack with bar-hiding entries marked `*`, shortened past ``shownEntries`` entries.
    var markedStack: String { Self.marked(selectedTab.stack) }

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
