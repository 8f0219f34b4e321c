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
            return .pushed(random.pick(["related", "article", "comments", "topic"]), hidesBar: false,
                           animated: true, target: nil)
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
        return .deviceRotated
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
            return .pushed(random.pick(Self.screens), hidesBar: random.chance(3), animated: animated, target: target)
        case .pop: return .popped(animated: animated, target: target)
        case .backSwipe: return .backSwiped
        case .swipeStart: return .backSwipeStarted
        case .popTo:
            let screens = state.stack(state.focusedStackRef)?.screens ?? []
            let screen = screens.count > 2 && random.chance(90) ? screens[random.below(screens.count - 1)] : random.pick(Self.screens)
            return .poppedTo(screen, animated: animated, target: nil)
        case .popToRoot: return .poppedToRoot(animated: animated, target: target)
        case .setStack:
            let path = (0..<random.below(4)).map { _ in random.pick(Self.screens) }
            return .stackReplaced([state.selectedTab.stack.root?.screen ?? "home"] + path, animated: animated, target: nil)
        case .tap:
            // A re-tap of the selected tab now and then; otherwise another tab.
            return .tabTapped(random.chance(20) ? state.selectedIndex : random.below(tabCount))
        case .tapCenter: return .centerButtonTapped
        case .select: return .tabSelected(random.below(tabCount))
        case .present: return .modalPresented(random.pick(Self.screens), style: random.chance(40) ? .sheet : .fullScreen)
        case .dismiss: return .modalDismissed
        case .open: return .deepLinkOpened(tab: random.below(tabCount), path: (0..<random.below(3)).map { _ in random.pick(Self.screens) })
        case .badge:
            let badges: [Badge] = [.count(1 + random.below(150)), .dot, .none, .text("new")]
            return .badgeSet(tab: random.below(tabCount), random.pick(badges))
        case .enable: return .tabEnabled(state.tabs.firstIndex { !$0.isEnabled } ?? random.below(tabCount))
        case .disable: return .tabDisabled(random.below(tabCount))
        case .rotate: return .deviceRotated
        case .dive:
            dive = 10 + random.below(40)
            return .pushed("related", hidesBar: false, animated: true, target: nil)
        case .backButton: return .backButtonTapped
        case .backMenu:
            let screens = state.stack(state.focusedStackRef)?.screens ?? []
            return .backMenuJumped(to: screens.count > 2 ? screens[random.below(screens.count - 1)] : random.pick(Self.screens))
        case .sheetSwipe: return .sheetSwipedDown
        case .systemPop:
            let ref = target.map(StackRef.tab) ?? state.focusedStackRef
            return .systemPopped(toDepth: 1 + random.below(state.stack(ref)?.depth ?? 1), target: target)
        }
    }

    /// During a back-swipe: finish or cancel it, or (rarely) a step that the swipe rejects or lets through.
    mutating func swipeEnd() -> TabNavEvent<String> {
        let r = random.below(100)
        if r < 70 { return .backSwipeFinished }
        if r < 92 { return .backSwipeCancelled }
        if r < 96 { return .badgeSet(tab: random.below(state.tabs.count), .dot) }
        return .tabTapped(random.below(state.tabs.count))
    }
}
