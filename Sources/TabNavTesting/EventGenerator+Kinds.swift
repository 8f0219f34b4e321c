import TabNav

extension EventGenerator {
    /// The weight of a draw in `state` under the generator's mix; 0 when the mix never draws it. A kind of event that no
    /// mix lists has a default weight: 0 in realistic sessions (so that their seeds keep their traces), 2 for
    /// coverage, 1 uniform.
    /// - Parameters:
    ///   - kind: The kind of step, or the start of a dive.
    ///   - state: The state the step will be applied to.
    /// - Returns: A weight, relative to the other kinds'.
    package func weight(_ kind: Draw, _ state: TabNavState<String>) -> Int {
        if case .event(let k) = kind, Self.coordinatorKinds.contains(k) { return 0 }
        return switch mix {
        case .realistic: realisticWeight(kind, state)
        case .coverage: coverageWeight(kind, state)
        case .uniform:
            Self.isMoreKind(kind)
                ? (state.configuration.hasMoreTab ? 1 : 0)
                : kind == .dive ? 0 : kind == .event(.push) ? 3 : kind == .event(.tap) || kind == .event(.systemPopped) ? 2 : 1
        }
    }

    /// The coordinator's own requests, which no mix draws: a pop to an entry's identity or to a depth, and the
    /// replacement of a modal.
    static let coordinatorKinds: Set<TabNavEvent<String>.Kind> = [.popToEntry, .popToDepth, .replaceModal]

    /// Whether the kind is one of the More tab's steps, which only an app of more than five tabs has (V4).
    static func isMoreKind(_ kind: Draw) -> Bool {
        kind == .event(.tapMore) || kind == .event(.pick) || kind == .event(.selectMore)
    }

    /// `tabnav-sim generate`'s weights, in tenths of a percent or so.
    private func realisticWeight(_ kind: Draw, _ state: TabNavState<String>) -> Int {
        let depth = state.stack(state.focusedStackRef)?.depth ?? 1
        // An iPad form sheet leaves the bar within reach: a tap there dismisses it (never true on an iPhone).
        let tabBarUsable = (state.modal == nil || state.isIPadFormSheet) && !state.isBarHidden
        let disabled = state.tabs.contains { !$0.isEnabled }
        switch kind {
        case .event(.push): return 1_600 / (depth + 4)
        case .event(.pop): return 100
        case .event(.backSwipe): return 70
        case .event(.backSwipeBegan): return 30
        case .event(.popTo): return depth > 2 ? 20 : 2
        case .event(.popToRoot): return depth > 1 ? 25 : 2
        case .event(.setStack): return 5
        case .event(.tap): return tabBarUsable ? 140 : 5
        case .event(.tapCenter): return tabBarUsable ? 30 : 2
        case .event(.select): return 15
        case .event(.present): return state.modal == nil ? 10 : 1
        case .event(.dismiss): return state.modal == nil ? 2 : 120
        case .event(.open): return 15
        case .event(.setBadge): return 50
        case .event(.enable): return disabled ? 20 : 1
        case .event(.disable): return disabled ? 1 : 4
        case .event(.rotated): return 10
        // Only an iPad resizes, so no iPhone session's seed changes; its sessions mostly toggle the width.
        case .event(.resized): return state.configuration.canResize ? 10 : 0
        case .dive: return 1
        case .event(.popToEntry), .event(.popToDepth), .event(.replaceModal): return 0
        case .event(.backButtonTapped): return depth > 1 ? 40 : 1
        case .event(.backMenuPicked): return depth > 2 ? 8 : 1
        case .event(.sheetSwipe): return state.modal?.style == .sheet ? 40 : 1
        case .event(.systemPopped): return depth > 1 ? 3 : 1
        case .event(.backSwipeEnded), .event(.backSwipeCancelled): return 0 // a realistic swipe is ended by `swipeEnd`
        // Format 2's steps only when asked for (includesFormat2), so that a seed gives the same trace as before.
        case .event(.hideBar), .event(.showBar), .event(.scrolled), .event(.sheetSwipeBegan), .event(.sheetSwipeEnded),
            .event(.sheetSwipeCancelled), .event(.tapMore), .event(.pick), .event(.selectMore):
            return includesFormat2 ? realisticFormat2Weight(kind, state) : 0
        // A kind not listed here is not drawn in generate's sessions, so that every earlier seed's trace stays: give it
        // a weight here when it should be.
        case .event: return 0
        }
    }

    /// `tabnav-sim generate --format 2`'s weights of format 2's steps: the app hides the bar now and then and soon
    /// shows it again (a hidden bar refuses taps); the user scrolls often under `ios26`, and begins to swipe a sheet
    /// that the session then finishes or cancels (``Mix/realistic`` ends it apart, as a back-swipe); with more than five
    /// tabs the user opens More and picks a row of its list.
    private func realisticFormat2Weight(_ kind: Draw, _ state: TabNavState<String>) -> Int {
        let swipeable = state.modal.map { $0.style == .sheet || $0.style == .lockedSheet } ?? false
        switch kind {
        case .event(.hideBar): return state.appHidBar ? 1 : 8
        case .event(.showBar): return state.appHidBar ? 60 : 1
        case .event(.scrolled): return state.configuration.hasMinimizingBar ? 80 : 0
        case .event(.sheetSwipeBegan): return swipeable ? 30 : 1
        // With More in the current width; now and then without it (an iPad or a large iPhone in regular width), which
        // the reducer rejects.
        case .event(.tapMore): return state.hasMore ? (state.isShowingMoreList ? 3 : 25) : state.configuration.hasMoreTab ? 1 : 0
        case .event(.pick): return state.hasMore ? (state.isShowingMoreList ? 150 : 1) : 0
        case .event(.selectMore): return state.hasMore ? 5 : state.configuration.hasMoreTab ? 1 : 0
        default: return 0
        }
    }

    /// The property tests' weights: every kind often enough, the gesture's end mostly while it is active.
    private func coverageWeight(_ kind: Draw, _ state: TabNavState<String>) -> Int {
        let deep = (state.stack(state.focusedStackRef)?.depth ?? 1) > 1
        let swiping = state.swipe == .active
        let modal = state.modal != nil
        switch kind {
        case .event(.tap): return 16
        case .event(.tapCenter): return state.configuration.centerButton == nil ? 0 : 7
        case .event(.select): return 5
        case .event(.push): return 20
        case .event(.pop): return deep ? 8 : 2
        case .event(.popTo): return 5
        case .event(.popToRoot): return deep ? 5 : 1
        case .event(.setStack), .event(.open): return 3
        // A rotation that changes the width (a large iPhone) and a resize move tabs between the bar and More: drawn
        // more often where they do that.
        case .event(.rotated): return state.configuration.rotationChangesWidth ? 6 : 3
        case .event(.resized): return state.configuration.canResize ? 6 : 0
        case .event(.backSwipe), .event(.backButtonTapped), .event(.backMenuPicked): return deep ? 3 : 1
        case .event(.backSwipeBegan): return deep ? 4 : 1
        case .event(.backSwipeEnded): return swiping ? 61 : 1
        case .event(.backSwipeCancelled): return swiping ? 16 : 1
        case .event(.present): return modal ? 1 : 3
        case .event(.dismiss): return modal ? 5 : 1
        case .event(.setBadge): return 4
        case .event(.enable), .event(.disable), .event(.systemPopped): return 2
        case .event(.sheetSwipe): return modal ? 4 : 1
        case .dive, .event(.popToEntry), .event(.popToDepth), .event(.replaceModal): return 0
        case .event(.hideBar): return 2
        case .event(.showBar): return state.appHidBar ? 4 : 1
        // Scrolling is a noop but under ios26, and a sheet swipe's end but during one: rarely drawn then.
        case .event(.scrolled): return state.configuration.hasMinimizingBar ? 8 : 0
        case .event(.sheetSwipeBegan): return modal ? 4 : 1
        case .event(.sheetSwipeEnded): return state.sheetSwipe == .active ? 30 : 0
        case .event(.sheetSwipeCancelled): return state.sheetSwipe == .active ? 15 : 0
        // The More tab's steps, with more than five tabs only: a pick mostly while the list is on screen.
        case .event(.tapMore): return state.hasMore ? (state.isShowingMoreList ? 2 : 8) : state.configuration.hasMoreTab ? 1 : 0
        case .event(.pick): return state.hasMore ? (state.isShowingMoreList ? 40 : 1) : state.configuration.hasMoreTab ? 1 : 0
        case .event(.selectMore): return state.hasMore ? 3 : state.configuration.hasMoreTab ? 1 : 0
        // A kind not listed here is drawn as often as the plainer steps.
        case .event: return 2
        }
    }
}
