import TabNav

extension EventGenerator {
    /// The weight of a kind of step in `state` under the generator's mix; 0 when the mix never draws it.
    /// - Parameters:
    ///   - kind: The kind of step.
    ///   - state: The state the step will be applied to.
    /// - Returns: A weight, relative to the other kinds'.
    public func weight(_ kind: Kind, _ state: TabNavState<String>) -> Int {
        switch mix {
        case .realistic: realisticWeight(kind, state)
        case .coverage: coverageWeight(kind, state)
        case .uniform:
            Self.isMoreKind(kind)
                ? (state.configuration.hasMoreTab ? 1 : 0)
                : kind == .dive ? 0 : kind == .push ? 3 : kind == .tap || kind == .systemPop ? 2 : 1
        }
    }

    /// Whether the kind is one of the More tab's steps, which only an app of more than five tabs has (V4).
    static func isMoreKind(_ kind: Kind) -> Bool {
        kind == .tapMore || kind == .pick || kind == .selectMore
    }

    /// `tabnav-sim generate`'s weights, in tenths of a percent or so.
    private func realisticWeight(_ kind: Kind, _ state: TabNavState<String>) -> Int {
        let depth = state.stack(state.focusedStackRef)?.depth ?? 1
        let tabBarUsable = state.modal == nil && !state.isBarHidden
        let disabled = state.tabs.contains { !$0.isEnabled }
        switch kind {
        case .push: return 1_600 / (depth + 4)
        case .pop: return 100
        case .backSwipe: return 70
        case .swipeStart: return 30
        case .popTo: return depth > 2 ? 20 : 2
        case .popToRoot: return depth > 1 ? 25 : 2
        case .setStack: return 5
        case .tap: return tabBarUsable ? 140 : 5
        case .tapCenter: return tabBarUsable ? 30 : 2
        case .select: return 15
        case .present: return state.modal == nil ? 10 : 1
        case .dismiss: return state.modal == nil ? 2 : 120
        case .open: return 15
        case .badge: return 50
        case .enable: return disabled ? 20 : 1
        case .disable: return disabled ? 1 : 4
        case .rotate: return 10
        case .dive: return 1
        case .backButton: return depth > 1 ? 40 : 1
        case .backMenu: return depth > 2 ? 8 : 1
        case .sheetSwipe: return state.modal?.style == .sheet ? 40 : 1
        case .systemPop: return depth > 1 ? 3 : 1
        case .swipeFinish, .swipeCancel: return 0 // a realistic swipe is ended by `swipeEnd`
        // Format 2's steps only when asked for (includesFormat2), so that a seed gives the same trace as before.
        case .hideBar, .showBar, .scroll, .sheetSwipeStart, .sheetSwipeFinish, .sheetSwipeCancel, .tapMore, .pick,
            .selectMore:
            return includesFormat2 ? realisticFormat2Weight(kind, state) : 0
        }
    }

    /// `tabnav-sim generate --format 2`'s weights of format 2's steps: the app hides the bar now and then and soon
    /// shows it again (a hidden bar refuses taps); the user scrolls often under `ios26`, and begins to swipe a sheet
    /// that the session then finishes or cancels (``Mix/realistic`` ends it apart, as a back-swipe); with more than five
    /// tabs the user opens More and picks a row of its list.
    private func realisticFormat2Weight(_ kind: Kind, _ state: TabNavState<String>) -> Int {
        let swipeable = state.modal.map { $0.style == .sheet || $0.style == .lockedSheet } ?? false
        switch kind {
        case .hideBar: return state.appHidBar ? 1 : 8
        case .showBar: return state.appHidBar ? 60 : 1
        case .scroll: return state.configuration.hasMinimizingBar ? 80 : 0
        case .sheetSwipeStart: return swipeable ? 30 : 1
        case .tapMore: return state.configuration.hasMoreTab ? (state.isShowingMoreList ? 3 : 25) : 0
        case .pick: return state.configuration.hasMoreTab ? (state.isShowingMoreList ? 150 : 1) : 0
        case .selectMore: return state.configuration.hasMoreTab ? 5 : 0
        default: return 0
        }
    }

    /// The property tests' weights: every kind often enough, the gesture's end mostly while it is active.
    private func coverageWeight(_ kind: Kind, _ state: TabNavState<String>) -> Int {
        let deep = (state.stack(state.focusedStackRef)?.depth ?? 1) > 1
        let swiping = state.swipe == .active
        let modal = state.modal != nil
        switch kind {
        case .tap: return 16
        case .tapCenter: return state.configuration.centerButton == nil ? 0 : 7
        case .select: return 5
        case .push: return 20
        case .pop: return deep ? 8 : 2
        case .popTo: return 5
        case .popToRoot: return deep ? 5 : 1
        case .setStack, .open, .rotate: return 3
        case .backSwipe, .backButton, .backMenu: return deep ? 3 : 1
        case .swipeStart: return deep ? 4 : 1
        case .swipeFinish: return swiping ? 61 : 1
        case .swipeCancel: return swiping ? 16 : 1
        case .present: return modal ? 1 : 3
        case .dismiss: return modal ? 5 : 1
        case .badge: return 4
        case .enable, .disable, .systemPop: return 2
        case .sheetSwipe: return modal ? 4 : 1
        case .dive: return 0
        case .hideBar: return 2
        case .showBar: return state.appHidBar ? 4 : 1
        // Scrolling is a noop but under ios26, and a sheet swipe's end but during one: rarely drawn then.
        case .scroll: return state.configuration.hasMinimizingBar ? 8 : 0
        case .sheetSwipeStart: return modal ? 4 : 1
        case .sheetSwipeFinish: return state.sheetSwipe == .active ? 30 : 0
        case .sheetSwipeCancel: return state.sheetSwipe == .active ? 15 : 0
        // The More tab's steps, with more than five tabs only: a pick mostly while the list is on screen.
        case .tapMore: return state.configuration.hasMoreTab ? (state.isShowingMoreList ? 2 : 8) : 0
        case .pick: return state.configuration.hasMoreTab ? (state.isShowingMoreList ? 40 : 1) : 0
        case .selectMore: return state.configuration.hasMoreTab ? 3 : 0
        }
    }
}
