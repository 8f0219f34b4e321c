/// The few facts about the state before a step that its end needs: O(1) to take.
struct Before {
    var barHidden: Bool
    var systemButtonsPresent: Bool
    var barStuckHidden: Bool

    /// Borrows the state: an initializer takes its arguments owned, so a caller passing `self` from a mutating step
    /// would copy the whole state first (through its value witness, once the call is not inlined). Always inlined: a
    /// call still copies the 128 bytes of the state to the stack to lend them.
    @inline(__always)
    init<Screen>(_ state: borrowing TabNavState<Screen>) {
        barHidden = state.isBarHidden
        systemButtonsPresent = state.systemButtonsPresent
        barStuckHidden = state.barStuckHidden
    }
}

extension TabNavState {
    /// Ends a step that was not rejected: what UIKit does at the end of the transition (the profile),
    /// then the app's removal under `completion`, then under `layout`; then the bar effect. Returns the outcome.
    ///
    /// It reads the configuration in place: a copy of it costs retains and releases on every step.
    @inline(__always) // Once a step, in `step`: a call saves nothing.
    mutating func finish(_ t: inout Transition<Screen>, before: Before) -> Outcome {
        // 1. UIKit at the end of its transition.
        t.facts.endsInMoreList = isShowingMoreList
        t.facts.reAddedSystemButtons = configuration.reAddsSystemButtons(t.facts)
        if t.facts.reAddedSystemButtons { systemButtonsPresent = true }
        t.facts.stuckBar = configuration.sticksBar(t.facts)
        t.facts.releasedStuckBar = configuration.releasesStuckBar(t.facts)
        if t.facts.stuckBar {
            barStuckHidden = true
        } else if t.facts.releasedStuckBar {
            barStuckHidden = false
        }
        // 2. The app's fixes.
        if systemButtonsPresent && configuration.fixRemovesSystemButtons(t.facts) {
            t.facts.fixRemovedSystemButtons = true
            systemButtonsPresent = false
            t.emit(.removeSystemTabBarButtons)
        }
        // 3. iOS 26 expands a minimized bar for new content, and when the app hides the bar (V6, V13).
        if barMinimized && Configuration<Screen>.expandsMinimizedBar(t.facts, appHidBar: appHidBar) {
            barMinimized = false
            t.changed = true
        }
        // 4. The outcome and the bar.
        let changed =
            t.changed
            || systemButtonsPresent != before.systemButtonsPresent
            || barStuckHidden != before.barStuckHidden
        let barHidden = isBarHidden
        if barHidden != before.barHidden {
            t.emit(.setTabBarHidden(barHidden, animated: t.animated))
        }
        return changed ? .ok : .noop
    }

    /// The app's `viewWillAppear` on the tab bar controller removes the system buttons.
    mutating func tabBarControllerWillAppear(_ t: inout Transition<Screen>) {
        guard systemButtonsPresent && configuration.appRemovesSystemButtons else { return }
        systemButtonsPresent = false
        t.changed = true
        t.emit(.removeSystemTabBarButtons)
    }

}
