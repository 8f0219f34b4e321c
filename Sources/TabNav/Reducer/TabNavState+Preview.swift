/// One step of the reducer run on a copy of a state: its outcome, its facts and the state it leaves.
///
/// The statechart's look-ahead guards read it, so that they ask UIKit's rule functions about the step the
/// reducer really takes, rejections included.
package struct StepPreview<Screen: Hashable & Sendable> {
    /// The step's outcome.
    package var outcome: Outcome
    /// What the step did; no fact when it was rejected.
    package var facts: StepFacts
    /// The state after the step; the state before when it was rejected.
    package var after: TabNavState<Screen>
}

extension TabNavState {
    /// Runs the real reducer on a copy of the state and reports what the step did, without changing `self`.
    /// - Parameter event: The event.
    /// - Returns: The outcome, the step's facts and the state after it.
    /// - Complexity: As ``reduce(_:)``, plus a copy of the state on write.
    package func preview(_ event: TabNavEvent<Screen>) -> StepPreview<Screen> {
        var after = self
        var effects: StepEffects<Screen> = []
        var facts = StepFacts()
        let outcome = after.step(event, effects: &effects, facts: &facts)
        return StepPreview(outcome: outcome, facts: facts, after: after)
    }
}
