extension TabNavState {
    /// The whole gesture: like an animated pop of the focused stack, a noop at the root; at the root of an overflow
    /// tab that More shows it goes back to the More list, and over the More list it is a noop (V4).
    /// UIKit performs the pop itself, so no navigation effect is emitted.
    mutating func backSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        if focusIsMoreList {
            t.desync = .nothingToPop
            return nil
        }
        if goesBackToMoreList {
            backToMoreList(animated: true, emit: false, &t)
            return nil
        }
        let ref = focusedStackRef
        guard depth(of: ref) > 1 else {
            t.desync = .nothingToPop
            return nil
        }
        changeStack(ref, .pop, animated: true, &t) { $0.truncate(to: $0.depth - 1) }
        return nil
    }

    /// The gesture begins over the focused stack; a noop at the root, where it is disabled, and over the More list,
    /// but not at the root of an overflow tab that More shows (More's own stack is deeper).
    mutating func startBackSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard !focusIsMoreList, depth(of: focusedStackRef) > 1 || goesBackToMoreList else {
            t.desync = .nothingToPop
            return nil
        }
        swipe = .active
        t.changed = true
        return nil
    }

    /// The gesture completes: the top entry of the focused stack is popped, or at an overflow tab's root More goes
    /// back to its list; a noop when none is active.
    mutating func finishBackSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard swipe == .active else {
            t.desync = .backSwipeNotBegun
            return nil
        }
        swipe = .idle
        t.changed = true
        let ref = focusedStackRef
        if depth(of: ref) > 1 {
            changeStack(ref, .pop, animated: true, &t) { $0.truncate(to: $0.depth - 1) }
        } else if goesBackToMoreList {
            backToMoreList(animated: true, emit: false, &t)
        }
        return nil
    }

    /// The gesture is cancelled: the stack stays as it was; a noop when none is active.
    mutating func cancelBackSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard swipe == .active else {
            t.desync = .backSwipeNotBegun
            return nil
        }
        swipe = .idle
        t.changed = true
        return nil
    }
}
