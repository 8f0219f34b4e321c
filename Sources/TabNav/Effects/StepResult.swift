/// What one step did: its outcome and the commands a coordinator performs.
public struct StepResult<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// How the step ended.
    public var outcome: Outcome
    /// The commands, in order, that make UIKit match the new state.
    public var effects: StepEffects<Screen>

    /// Creates a result.
    /// - Parameters:
    ///   - outcome: How the step ended.
    ///   - effects: The coordinator commands.
    package init(outcome: Outcome, effects: StepEffects<Screen> = []) {
        self.outcome = outcome
        self.effects = effects
    }

    /// A refused step with its reason and no effects.
    static func refused(_ reason: Rejection) -> Self { Self(outcome: .rejected(reason)) }
}

extension StepResult: Codable where Screen: Codable {}
