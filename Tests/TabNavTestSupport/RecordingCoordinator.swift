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
    /// - Throws: ``ModelRefusal`` when an effect is one UIKit refuses.
    mutating func send(_ event: Event) throws(ModelRefusal) -> StepResult<String> {
        let before = state
        let result = state.reduce(event)
        if case .rejected = result.outcome { return result }
        // What UIKit did by itself before telling the coordinator (the events that report UIKit's own changes).
        if result.outcome == .ok {
            let focus = before.focusedStackRef
            let entries = before.stack(focus)?.entries ?? []
            switch event {
            case .report(.backSwipe(.whole)), .report(.backSwipe(.ended)), .report(.backButtonTapped):
                // At an overflow tab's root, More's back button pops More's navigation controller to its list (V4).
                try uikit.perform(before.goesBackToMoreList ? .popToMoreList(animated: true) : .pop(stack: focus, animated: true))
            case .report(.backMenuPicked(let screen)):
                if let i = entries.dropLast().lastIndex(where: { $0.screen == screen }) {
                    try uikit.perform(.popTo(entries[i].id, stack: focus, animated: true))
                }
            case .report(.sheetSwipe(.whole)):
                try uikit.perform(.dismiss(animated: true))
            case .report(.sheetSwipe(.ended)) where before.sheetSwipe == .active:
                try uikit.perform(.dismiss(animated: true))
            case .report(.rotated) where before.configuration.device == .iphoneMax:
                uikit.changeWidth(to: uikit.width == .compact ? .regular : .compact)
            case .report(.resized(let width)):
                uikit.changeWidth(to: width)
            case .request(let request) where uikit.showsFormSheet && Self.touchesBar(request):
                // A tap outside an iPad form sheet: UIKit dismisses it, and the tap does nothing else (V18).
                try uikit.perform(.dismiss(animated: true))
            case .report(.systemPopped(let depth, let target)):
                let ref = target.tabIndex.map(StackRef.tab) ?? focus
                // An accepted report names a depth of the stack; read it with a bound all the same.
                if let entries = before.stack(ref)?.entries, entries.indices.contains(depth - 1) {
                    let kept = entries[depth - 1]
                    try uikit.perform(
                        depth == 1 ? .popToRoot(stack: ref, animated: false) : .popTo(kept.id, stack: ref, animated: false))
                }
            default: break
            }
        }
        // The user's gestures and scrolls, and a tap on a minimized bar, are UIKit's own: mirror them from the state.
        // Every other request must bring UIKit's minimized bar and gestures in line through its effects.
        switch event {
        case .report, .request(.tap), .request(.tapCenter), .request(.tapMore):
            uikit.minimized = state.barMinimized
            uikit.backSwipe = state.swipe == .active
            uikit.sheetSwipe = state.sheetSwipe == .active
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

    /// Whether the request is a touch on the bar or the More list, which around an iPad form sheet dismisses the sheet.
    private static func touchesBar(_ request: TabNavRequest<String>) -> Bool {
        switch request {
        case .tap, .tapMore, .tapCenter, .pick: true
        default: false
        }
    }
}
