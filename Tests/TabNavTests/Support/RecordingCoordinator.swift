@testable import TabNav

/// A coordinator for tests: it sends events to the machine, plays the effects on a ``UIKitModel``
/// and records them, so that a test can check that UIKit ends up showing the machine's state.
struct RecordingCoordinator {
    private(set) var state: State
    private(set) var uikit: UIKitModel
    private(set) var log: [Fx] = []

    init(_ state: State) {
        self.state = state
        uikit = UIKitModel(state)
    }

    /// Sends one event: what UIKit does on its own happens first (a back-swipe pops, a rotation may
    /// put the system buttons back), then the machine's effects are played.
    /// - Throws: ``UIKitRefusal`` when an effect is one UIKit refuses.
    mutating func send(_ event: Event) throws(UIKitRefusal) -> StepResult<String> {
        let before = state
        let result = state.reduce(event)
        if case .rejected = result.outcome { return result }
        switch event {
        case .backSwiped, .backSwipeFinished:
            // The gesture is UIKit's: when it pops (outcome ok), UIKit has popped the focused stack already.
            if result.outcome == .ok, let focus = before.stack(before.focusedStackRef), focus.depth > 1 {
                try uikit.perform(.pop(stack: before.focusedStackRef, animated: true))
            }
        default: break
        }
        // UIKit's own re-adding of its buttons is no command; mirror it from the state.
        if state.systemButtonsPresent && !before.systemButtonsPresent || result.effects.contains(.removeSystemTabBarButtons) {
            uikit.systemButtons = true
        }
        for effect in result.effects {
            log.append(effect)
            try uikit.perform(effect)
        }
        return result
    }
}
