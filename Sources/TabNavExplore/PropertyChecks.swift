@_spi(Replay) import TabNav

/// The properties of ``Explorer/properties`` as bits of a word: bit *i* is property *i*.
struct PropertyChecks: Sendable {
    let goals: [ExploreGoal]
    /// The bits of the goals that read the step's outcome, checked on every step rather than on new states.
    let outcomeMask: UInt64
    let anomalyCount = Anomaly.allCases.count
    let kindBit: [InvariantViolation.Kind: Int]

    init(goals: [ExploreGoal]) {
        self.goals = goals
        let firstGoal = Anomaly.allCases.count + InvariantViolation.Kind.allCases.count
        var mask: UInt64 = 0
        for (i, goal) in goals.enumerated() where goal.readsOutcome { mask |= 1 << UInt64(firstGoal + i) }
        outcomeMask = mask
        var bits: [InvariantViolation.Kind: Int] = [:]
        for (i, kind) in InvariantViolation.Kind.allCases.enumerated() { bits[kind] = Anomaly.allCases.count + i }
        kindBit = bits
    }

    var firstGoal: Int { anomalyCount + kindBit.count }

    /// Whether a goal that does not read the outcome is checked on new states.
    var hasStateGoals: Bool { goals.contains { !$0.readsOutcome } }

    /// The properties of a state: anomalies, broken invariants (every rule, entries included), goals that do not
    /// read the outcome.
    func stateFlags(_ state: TabNavState<String>) -> UInt64 {
        shapeFlags(state) | goalFlags(state)
    }

    /// The anomalies and broken invariants (every rule, entries included) of a state, with names or numbers.
    func shapeFlags<Screen>(_ state: TabNavState<Screen>) -> UInt64 {
        // The anomalies are the first properties, in `Anomaly.allCases` order: their bits are the state's flags.
        var flags = state.anomalyFlags
        for violation in state.invariantViolations(.all) {
            if let bit = kindBit[violation.kind] { flags |= 1 << UInt64(bit) }
        }
        return flags
    }

    /// The goals that do not read the outcome and hold in a state.
    func goalFlags(_ state: TabNavState<String>) -> UInt64 {
        var flags: UInt64 = 0
        for (i, goal) in goals.enumerated() where !goal.readsOutcome && goal.holds(in: state, outcome: .ok) {
            flags |= 1 << UInt64(firstGoal + i)
        }
        return flags
    }

    /// The goals that read the outcome and hold after a step with this outcome.
    func outcomeFlags(_ state: TabNavState<String>, _ outcome: Outcome) -> UInt64 {
        var flags: UInt64 = 0
        for (i, goal) in goals.enumerated() where goal.readsOutcome && goal.holds(in: state, outcome: outcome) {
            flags |= 1 << UInt64(firstGoal + i)
        }
        return flags
    }
}
