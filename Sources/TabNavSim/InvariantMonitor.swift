import TabNav

/// Checks the machine's invariants after every step of a replay at a cost linear in the trace.
///
/// The rules that do not read each entry are checked after every step, in O(tabs). The two that do
/// (`hiding-count-matches`, `entry-identity`) cost O(entries), which would make a trace that grows one stack
/// to a million entries quadratic; they are checked after a step when the check's cost, the number of
/// entries, fits the credit: ``entriesPerStep`` a step, saved up across the steps that did not use it. A state
/// of at most ``entriesPerStep`` entries is therefore checked in full after every step, and a state of *n*
/// entries at least every ⌈*n* / ``entriesPerStep``⌉ steps; ``finish(_:)`` checks the last state in full.
struct InvariantMonitor {
    /// The average number of entries the full check may read a step.
    static let entriesPerStep = 64

    private var credit = 0
    /// Whether the last state was checked in full.
    private(set) var lastCheckedInFull = true

    /// Checks the state after a step.
    /// - Returns: The violations found: of every rule, or of the rules that do not read entries.
    mutating func check(_ state: TabNavState<String>) -> [InvariantViolation] {
        credit += Self.entriesPerStep
        let entries = state.tabs.reduce(state.modal?.stack.depth ?? 0) { $0 + $1.stack.depth }
        lastCheckedInFull = entries <= credit
        guard lastCheckedInFull else { return state.invariantViolations(.withoutEntries) }
        credit -= entries
        return state.invariantViolations()
    }

    /// Checks the state after the last step in full, unless ``check(_:)`` did.
    /// - Returns: The violations of the rules that read entries; empty when the last check was full.
    mutating func finish(_ state: TabNavState<String>) -> [InvariantViolation] {
        guard !lastCheckedInFull else { return [] }
        lastCheckedInFull = true
        let all = state.invariantViolations()
        let cheap = Set(state.invariantViolations(.withoutEntries))
        return all.filter { !cheap.contains($0) }
    }
}
