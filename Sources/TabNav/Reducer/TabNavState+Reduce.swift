extension TabNavState {
    /// Applies one event to the state in place and returns its outcome and the coordinator's effects.
    ///
    /// Never traps: an event that does not apply (an unknown tab index, a tap under a modal, …) is
    /// `rejected` with a reason and changes nothing; one that changes nothing is a `noop`.
    /// - Parameter event: What happened.
    /// - Returns: The outcome and the effects, in order.
    /// - Complexity: O(1) amortised for taps, selection, push, pop and badges; O(*k*) for a pop or
    ///   replacement that removes or adds *k* entries; O(*n*) in the stack for `poppedTo`,
    ///   `stackReplaced` and `deepLinkOpened`.
    @discardableResult
    @_specialize(exported: true, where Screen == String)
    public mutating func reduce(_ event: TabNavEvent<Screen>) -> StepResult<Screen> {
        var effects: [Effect<Screen>] = []
        let outcome = reduce(event, effects: &effects)
        return StepResult(outcome: outcome, effects: effects)
    }

    /// Applies one event to the state in place and writes its effects into a buffer that the caller keeps.
    ///
    /// The same step as ``reduce(_:)``, for long replays: the buffer's capacity is reused from step to step,
    /// so a step allocates no array of effects.
    /// - Parameters:
    ///   - event: What happened.
    ///   - effects: Emptied, then filled with the step's effects, in order; its capacity is kept.
    /// - Returns: The outcome.
    /// - Complexity: As ``reduce(_:)``.
    @discardableResult
    @_specialize(exported: true, where Screen == String)
    public mutating func reduce(_ event: TabNavEvent<Screen>, effects: inout [Effect<Screen>]) -> Outcome {
        var facts = StepFacts()
        return step(event, effects: &effects, facts: &facts)
    }

    /// The step itself: ``reduce(_:effects:)``, which also hands back the step's facts (none when rejected).
    mutating func step(_ event: TabNavEvent<Screen>, effects: inout [Effect<Screen>], facts: inout StepFacts) -> Outcome {
        effects.clear()
        if swipe == .active && event.isNavigation { return .rejected(.backSwipeActive) }
        let before = Before(self)
        // The transition writes the effects straight into the caller's buffer, which stays in place for the step.
        return withUnsafeMutablePointer(to: &effects) { buffer in
            var t = Transition<Screen>(effects: buffer)
            let rejection: Rejection?
            switch event {
            case .tabTapped(let index): rejection = tapTab(index, &t)
            case .centerButtonTapped: rejection = tapCenter(&t)
            case .tabSelected(let index): rejection = selectTab(index, &t)
            case .pushed(let s, let h, let a, let target): rejection = push(s, hidesBar: h, animated: a, target: target, &t)
            case .popped(let a, let target): rejection = pop(animated: a, target: target, &t)
            case .poppedTo(let s, let a, let target): rejection = pop(to: s, animated: a, target: target, &t)
            case .poppedToRoot(let a, let target): rejection = popToRoot(animated: a, target: target, &t)
            case .stackReplaced(let s, let a, let target): rejection = replaceStack(s, animated: a, target: target, &t)
            case .backSwiped, .backButtonTapped: rejection = backSwipe(&t)
            case .backSwipeStarted: rejection = startBackSwipe(&t)
            case .backSwipeFinished: rejection = finishBackSwipe(&t)
            case .backSwipeCancelled: rejection = cancelBackSwipe(&t)
            case .modalPresented(let s, let style): rejection = present(s, style: style, &t)
            case .modalDismissed: rejection = dismiss(&t)
            case .deepLinkOpened(let tab, let path): rejection = openDeepLink(tab: tab, path: path, &t)
            case .badgeSet(let tab, let badge): rejection = setBadge(badge, tab: tab, &t)
            case .tabEnabled(let index): rejection = setEnabled(true, tab: index, &t)
            case .tabDisabled(let index): rejection = setEnabled(false, tab: index, &t)
            case .deviceRotated: rejection = rotate(&t)
            case .backMenuJumped(let s): rejection = pop(to: s, animated: true, target: nil, byUIKit: true, &t)
            case .sheetSwipedDown: rejection = swipeSheetDown(&t)
            case .systemPopped(let depth, let target): rejection = systemPop(toDepth: depth, target: target, &t)
            }
            if let rejection {
                buffer.pointee.clear()
                return .rejected(rejection)
            }
            let outcome = finish(&t, before: before)
            facts = t.facts
            return outcome
        }
    }
}

extension Array {
    /// Removes every element and keeps the capacity; for the one or two effects of a step, cheaper than
    /// `removeAll(keepingCapacity: true)`, which goes through `replaceSubrange`.
    mutating func clear() {
        while !isEmpty { removeLast() }
    }
}
