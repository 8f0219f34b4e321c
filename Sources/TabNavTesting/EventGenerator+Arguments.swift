import TabNav

extension EventGenerator {
    /// One step of a kind, with its arguments drawn at random for `state`.
    /// - Parameters:
    ///   - kind: The kind of step.
    ///   - state: The state the step will be applied to.
    ///   - random: The source of randomness.
    /// - Returns: The step.
    /// - Complexity: O(*n*) in the depth of the stack it reads.
    public mutating func event(_ kind: Kind, _ state: TabNavState<String>, _ random: inout some RandomNumberGenerator) -> TabNavEvent<String> {
        let tabCount = state.tabs.count
        // Uniform steps name one tab past the end now and then: the reducer must refuse it.
        let tabs = mix == .uniform ? tabCount + 1 : tabCount
        let animated = mix == .coverage ? random.chance(70) : !random.chance(mix == .uniform ? 25 : 10)
        let index: Int? = random.chance(targetPercent) ? random.below(tabs) : nil
        let target = StackTarget(tabOrFocused: index)
        switch kind {
        case .push:
            return .request(.push(random.pick(screens), hidesBar: random.chance(hidesPercent), animated: animated, in: target))
        case .pop: return .request(.pop(animated: animated, in: target))
        case .backSwipe: return .report(.backSwiped)
        case .swipeStart: return .report(.backSwipeStarted)
        case .swipeFinish: return .report(.backSwipeFinished)
        case .swipeCancel: return .report(.backSwipeCancelled)
        case .popTo:
            let names = state.stack(state.focusedStackRef)?.screens ?? []
            let screen = names.count > 2 && random.chance(90) ? names[random.below(names.count - 1)] : random.pick(screens)
            return .request(.popTo(screen, animated: animated))
        case .popToRoot: return .request(.popToRoot(animated: animated, in: target))
        case .setStack:
            let path = (0..<random.below(4)).map { _ in random.pick(screens) }
            // A uniform step may ask for an empty stack, which the reducer refuses.
            let root = mix == .uniform && random.chance(20) ? [] : [state.selectedTab.stack.root?.screen ?? "home"]
            return .request(.setStack(root + path, animated: animated))
        case .tap:
            // A re-tap of the selected tab now and then; otherwise another tab.
            return .request(.tap(tab: random.chance(20) ? state.selectedIndex : random.below(tabs)))
        case .tapCenter: return .request(.tapCenter)
        case .select: return .request(.select(tab: random.below(tabs)))
        case .present: return .request(.present(random.pick(screens), style: random.chance(40) ? .sheet : .fullScreen))
        case .dismiss: return .request(.dismiss)
        case .open: return .request(.open(tab: random.below(tabs), path: (0..<random.below(3)).map { _ in random.pick(screens) }))
        case .badge:
            let badges: [Badge] = [.count(1 + random.below(150)), .dot, .none, .text("new")]
            return .request(.setBadge(random.pick(badges), tab: random.below(tabs)))
        case .enable: return .request(.enable(tab: state.tabs.firstIndex { !$0.isEnabled } ?? random.below(tabs)))
        case .disable: return .request(.disable(tab: random.below(tabs)))
        case .rotate: return .report(.rotated)
        case .dive:
            dive = 10 + random.below(40)
            return .request(.push("related"))
        case .backButton: return .report(.backButtonPopped)
        case .backMenu:
            let names = state.stack(state.focusedStackRef)?.screens ?? []
            return .report(.backMenuPopped(to: names.count > 2 ? names[random.below(names.count - 1)] : random.pick(screens)))
        case .sheetSwipe: return .report(.sheetSwipedDown)
        case .systemPop:
            let ref = index.map(StackRef.tab) ?? state.focusedStackRef
            // A uniform step may name a depth of 0 or one past the stack's: the reducer refuses it.
            let depth = (state.stack(ref)?.depth ?? 1) + (mix == .uniform ? 2 : 0)
            let lowest = mix == .uniform ? 0 : 1
            return .report(.systemPopped(toDepth: lowest + random.below(depth), in: target))
        }
    }

    /// How often a step names a tab's stack rather than the focused one, in percent.
    private var targetPercent: Int {
        switch mix {
        case .realistic: 3
        case .coverage: 12
        case .uniform: 25
        }
    }

    /// How often a push asks to hide the bar, in percent.
    private var hidesPercent: Int {
        switch mix {
        case .realistic: 3
        case .coverage: 15
        case .uniform: 33
        }
    }
}
