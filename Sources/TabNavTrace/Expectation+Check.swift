import TabNav

extension Expectation {
    /// The pairs of this `expect` line that do not hold in a state (§5 of the trace format).
    ///
    /// Values compare as text, code point by code point (no normalisation), except `anomalies`, which compares as a
    /// set: any order, `none` for no anomaly.
    /// - Parameters:
    ///   - state: The state after the previous step (the initial state before any step).
    ///   - outcome: The previous step's outcome (`ok` before any step).
    /// - Returns: The failed pairs, in line order; empty when the line holds.
    /// - Complexity: O(*n*) in the size of the observed values.
    public func failures(in state: TabNavState<String>, outcome: Outcome) -> [ExpectFailure] {
        pairs.compactMap { pair in
            let actual = state.value(of: pair.key, outcome: outcome) ?? "(no such tab)"
            let holds =
                pair.key == .anomalies
                ? Self.anomalySet(pair.value) == Self.anomalySet(actual)
                : pair.value.unicodeScalars.elementsEqual(actual.unicodeScalars)
            return holds ? nil : ExpectFailure(keyText: pair.keyText, expected: pair.value, actual: actual)
        }
    }

    static func anomalySet(_ value: String) -> Set<Substring> {
        value == "none" ? [] : Set(value.split(separator: ",", omittingEmptySubsequences: false))
    }
}
