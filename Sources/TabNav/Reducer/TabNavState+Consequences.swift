/// The few facts about the state before a step that its end needs: O(1) to take.
struct Before {
    var barHidden: Bool
    var systemButtonsPresent: Bool
    var barStuckHidden: Bool

    init<Screen>(_ state: TabNavState<Screen>) {
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
    mutating func finish(_ t: inout Transition<Screen>, before: Before) -> Outcome {
        // 1. UIKit at the end of its transition.
        if configuration.customBar == .onSystemBar {
            // ios14.0 is "as modern" apart from the stuck bar, so a rotation re-adds under both.
            let rotationReAdds = configuration.profile != .legacy && t.rotated
            let popReAdds = configuration.profile == .legacy
                && (t.multiLevelPop?.operation == .popToRoot || t.multiLevelPop?.operation == .popTo)
            let badgeReAdds = configuration.badgeChangeReAddsSystemButtons && t.badgeChanged
            if rotationReAdds || popReAdds || badgeReAdds { systemButtonsPresent = true }
        }
        let setsStuck = configuration.profile == .ios14_0 && t.multiLevelPop?.topHidBar == true
        if setsStuck {
            barStuckHidden = true
        } else if t.selectionChanged || t.selectedStackChanged {
            barStuckHidden = false
        }
        // 2. The app's fixes.
        if systemButtonsPresent && configuration.appRemovesSystemButtons {
            let completionRuns = configuration.overlapFix == .completion && t.stackChanged
            if completionRuns || configuration.overlapFix == .layout {
                systemButtonsPresent = false
                t.emit(.removeSystemTabBarButtons)
            }
        }
        // 3. iOS 26 expands a minimized bar for new content, and when the app hides the bar.
        if barMinimized && (t.selectionChanged || t.selectedStackChanged || appHidBar) {
            barMinimized = false
            t.changed = true
        }
        // 4. The outcome and the bar.
        let changed = t.changed
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

    mutating func rotate(_ t: inout Transition<Screen>) -> Rejection? {
        t.rotated = true
        return nil
    }
}
