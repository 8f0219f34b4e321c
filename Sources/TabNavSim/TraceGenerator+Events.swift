import TabNav
import TabNavTrace

extension TraceGenerator {
    /// The kinds of step the generator chooses between, each with a weight that depends on the state.
    enum Kind: CaseIterable {
        case push, pop, backSwipe, swipeStart, popTo, popToRoot, setStack, tap, tapCenter, select
        case present, dismiss, open, badge, enable, disable, rotate, dive
        case backButton, backMenu, sheetSwipe, systemPop
    }

    /// The next step, chosen from the state as a user (or the app's code) would.
    mutating func nextEvent() -> TabNavEvent<String> {
        if state.swipe == .active { return swipeEnd() }
        if dive > 0 {
            dive -= 1
            return .request(.push(random.pick(["related", "article", "comments", "topic"])))
        }
        var total = 0
        let weights = Kind.allCases.map { kind in
            let w = weight(kind)
            total += w
            return w
        }
        var r = random.below(total)
        for (kind, w) in zip(Kind.allCases, weights) {
            if r < w { return event(kind) }
            r -= w
        }
        return .report(.rotated)
    }

    /// The weight of a kind of step in the current state, in tenths of a percent or so.
    func weight(_ kind: Kind) -> Int {
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
        }
    }

    /// One step of a kind, with its arguments drawn at random.
    mutating func event(_ kind: Kind) -> TabNavEvent<String> {
        let tabCount = state.tabs.count
        let animated = !random.chance(10)
        let target: Int? = random.chance(3) ? random.below(tabCount) : nil
        switch kind {
        case .push:
            return .request(.push(random.pick(Self.screens), hidesBar: random.chance(3), animated: animated, in: StackTarget(tabOrFocused: target)))
        case .pop: return .request(.pop(animated: animated, in: StackTarget(tabOrFocused: target)))
        case .backSwipe: return .report(.backSwiped)
        case .swipeStart: return .report(.backSwipeStarted)
        case .popTo:
            let screens = state.stack(state.focusedStackRef)?.screens ?? []
            let screen = screens.count > 2 && random.chance(90) ? screens[random.below(screens.count - 1)] : random.pick(Self.screens)
            return .request(.popTo(screen, animated: animated))
        case .popToRoot: return .request(.popToRoot(animated: animated, in: StackTarget(tabOrFocused: target)))
        case .setStack:
            let path = (0..<random.below(4)).map { _ in random.pick(Self.screens) }
            return .request(.setStack([state.selectedTab.stack.root?.screen ?? "home"] + path, animated: animated))
        case .tap:
            // A re-tap of the selected tab now and then; otherwise another tab.
            return .request(.tap(tab: random.chance(20) ? state.selectedIndex : random.below(tabCount)))
        case .tapCenter: return .request(.tapCenter)
        case .select: return .request(.select(tab: random.below(tabCount)))
        case .present: return .request(.present(random.pick(Self.screens), style: random.chance(40) ? .sheet : .fullScreen))
        case .dismiss: return .request(.dismiss)
        case .open: return .request(.open(tab: random.below(tabCount), path: (0..<random.below(3)).map { _ in random.pick(Self.screens) }))
        case .badge:
            let badges: [Badge] = [.count(1 + random.below(150)), .dot, .none, .text("new")]
            return .request(.setBadge(random.pick(badges), tab: random.below(tabCount)))
        case .enable: return .request(.enable(tab: state.tabs.firstIndex { !$0.isEnabled } ?? random.below(tabCount)))
        case .disable: return .request(.disable(tab: random.below(tabCount)))
        case .rotate: return .report(.rotated)
        case .dive:
            dive = 10 + random.below(40)
            return .request(.push("related"))
        case .backButton: return .report(.backButtonPopped)
        case .backMenu:
            let screens = state.stack(state.focusedStackRef)?.screens ?? []
            return .report(.backMenuPopped(to: screens.count > 2 ? screens[random.below(screens.count - 1)] : random.pick(Self.screens)))
        case .sheetSwipe: return .report(.sheetSwipedDown)
        case .systemPop:
            let ref = target.map(StackRef.tab) ?? state.focusedStackRef
            return .report(.systemPopped(toDepth: 1 + random.below(state.stack(ref)?.depth ?? 1), in: StackTarget(tabOrFocused: target)))
        }
    }

    /// During a back-swipe: finish or cancel it, or (rarely) a step that the swipe rejects or lets through.
    mutating func swipeEnd() -> TabNavEvent<String> {
        let r = random.below(100)
        if r < 70 { return .report(.backSwipeFinished) }
        if r < 92 { return .report(.backSwipeCancelled) }
        if r < 96 { return .request(.setBadge(.dot, tab: random.below(state.tabs.count))) }
        return .request(.tap(tab: random.below(state.tabs.count)))
    }
}
