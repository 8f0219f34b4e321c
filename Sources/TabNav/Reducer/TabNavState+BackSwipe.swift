extension TabNavState {
    /// The whole gesture: like an animated pop of the focused stack, a noop at the root.
    /// UIKit performs the pop itself, so no navigation effect is emitted.
    mutating func backSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        let ref = focusedStackRef
        guard depth(of: ref) > 1 else { return nil }
        changeStack(ref, .pop, animated: true, &t) { $0.truncate(to: $0.depth - 1) }
        return nil
    }

    /// The gesture begins over the focused stack; a noop at the root, where it is disabled.
    mutating func startBackSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard depth(of: focusedStackRef) > 1 else { return nil }
        swipe = .active
        t.changed = true
        return nil
    }

    /// The gesture completes: the top entry of the focused stack is popped; a noop when none is active.
    mutating func finishBackSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard swipe == .active else { return nil }
        swipe = .idle
        t.changed = true
        let ref = focusedStackRef
        if depth(of: ref) > 1 {
            changeStack(ref, .pop, animated: true, &t) { $0.truncate(to: $0.depth - 1) }
        }
        return nil
    }

    /// The gesture is cancelled: the stack stays as it was; a noop when none is active.
    mutating func cancelBackSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard swipe == .active else { return nil }
        swipe = .idle
        t.changed = true
        return nil
    }
}
