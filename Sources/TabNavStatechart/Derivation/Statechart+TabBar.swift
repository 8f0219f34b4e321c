import TabNav

extension Statechart {
    /// The tab bar, drawn from the probed steps of the reducer: a transition for every kind of event that moves
    /// the bar between two of its states in some step, guarded by what the move means (the selected stack's
    /// policy after the step, the `ios14.0` rule that sticks the bar, the change that releases it).
    static func tabBarRegion<Screen>(_ c: Configuration<Screen>, _ probe: Probe) -> Region {
        let visible = Region.visible
        let hidden = Region.hidden
        let stuck = Region.stuckHidden
        var region = Region(
            id: "bar", title: "Tab bar", summary: "", kind: .tabBar, states: [], initial: visible, transitions: [])
        guard c.barFollowsPolicy else {
            region.summary = "With an over-content custom bar the system bar is hidden for good and the custom bar always drawn."
            region.states = [Region.State(visible, meaning: "always drawn")]
            return region
        }
        let moves = probe.moves(region)
        // From a state where a kind's step can stick the bar, its other moves hold only when the step does not.
        var sticking: [String: [TabNavEventKind]] = [:]
        for source in [visible, hidden, stuck] { sticking[source] = moves.kinds { $0.source == source && c.sticksBar($0.facts) } }
        func unlessStuck(_ g: Guard, _ kind: TabNavEventKind, from source: String) -> Guard {
            guard sticking[source]?.contains(kind) == true else { return g }
            if case .all(let parts) = g { return .all(parts + [.not(.sticksBar)]) }
            return .all([g, .not(.sticksBar)])
        }
        // The iPad's floating bar is not hidden by the stacks (V17.1 of format 3).
        let hides: Guard = c.canFloat ? .hidesBottomBarAfter : .policyHidesAfter
        let rows: [(String, String, Guard, String)] = [
            (visible, hidden, hides, ""),
            (hidden, visible, .not(hides), ""),
            (hidden, stuck, .sticksBar, ""),
            (stuck, stuck, .sticksBar, "sticks again"),
            (stuck, visible, .all([.changesTabOrStack, .not(hides)]), ""),
            (stuck, hidden, .all([.changesTabOrStack, hides]), ""),
        ]
        for (source, target, condition, note) in rows {
            let kinds = moves.kinds(from: source, to: target) { source != target || $0.facts.stuckBar }
            let guarded = target == stuck ? { _ in condition } : { unlessStuck(condition, $0, from: source) }
            region.transitions += kinds.map { Transition(source, Event($0), guarded($0), target, note: note) }
        }
        let canStick = sticking.values.contains { !$0.isEmpty }
        region.states = [
            Region.State(visible, meaning: "drawn"), Region.State(hidden, meaning: "policyHidden of the selected stack"),
        ]
        if canStick { region.states.append(Region.State(stuck, meaning: "stuck hidden by the iOS 14.0 bug")) }
        region.summary =
            "The tab bar as drawn; it follows the selected tab's stack under the bar policy (\(c.barPolicy))"
            + (canStick ? ", and the iOS 14.0 bug can leave it stuck hidden." : ".")
            + (c.canFloat ? " In regular width it is the iPad's floating bar, which the stacks do not hide." : "")
        return region
    }

    /// UIKit's own buttons on an `on-system-bar` custom bar, drawn from the probed steps of the reducer: the kinds
    /// of event whose steps the profile's rule makes re-add them, the dismissals whose `viewWillAppear` removes
    /// them, and the steps after which the app's fix removes them.
    static func systemButtonsRegion<Screen>(_ c: Configuration<Screen>, _ probe: Probe) -> Region {
        let removed = Region.removed
        let shown = Region.shown
        var region = Region(
            id: "buttons", title: "System buttons",
            summary: "UIKit's own tab bar buttons on the on-system-bar custom bar, under profile \(c.profile) and overlap-fix "
                + "\(c.overlapFix). Shown while the bar is visible, they overlap the custom buttons (the overlap anomaly).",
            kind: .systemButtons, states: [], initial: c.systemButtonsPresentAtLaunch ? shown : removed, transitions: [])
        if c.widths.contains(where: c.losesCustomBar(in:)) {
            region.summary +=
                " On the iPad's floating bar (regular width) the custom bar is lost (custom-bar-lost) and the buttons "
                + "overlap nothing."
        }
        if !c.appRemovesSystemButtons {
            // iOS 26: the buttons are there from launch and the app's removal finds none (V6 of format 2).
            region.states = [Region.State(shown, meaning: "on the bar from launch; the app's removal finds none")]
            return region
        }
        let moves = probe.moves(region)
        let causes = Self.buttonsCauses(c)
        // A kind the reducer refuses outside the gate (a large iPhone's rotation during a gesture, V14 of format 3)
        // asks the rule of the step itself.
        let refused = Set(moves.filter { !$0.accepted && !$0.kind.isNavigation }.map(\.kind))
        func reAdds(_ kind: TabNavEventKind) -> Guard {
            !refused.contains(kind) && moves.always(kind) { c.reAddsSystemButtons($0.facts) } ? .always : .reAddsButtons(causes)
        }
        let kept = moves.kinds(from: removed, to: shown)
        if kept.isEmpty {
            // The fix removes the buttons in the very step that re-adds them: they are never seen.
            region.summary =
                "UIKit's own tab bar buttons on the on-system-bar custom bar, under profile \(c.profile) and "
                + "overlap-fix \(c.overlapFix). UIKit re-adds them and the fix removes them again within the same step, "
                + "so they never stay on the bar: one state, no overlap."
            let note =
                c.overlapFix == .layout ? "re-added, then removed by the layout pass" : "re-added, then removed at completion"
            let reAdding = moves.kinds { c.reAddsSystemButtons($0.facts) }
            region.states = [Region.State(removed, meaning: "off the bar; the fix keeps them off")]
            region.transitions = reAdding.map { Transition(removed, Event($0), reAdds($0), removed, note: note) }
            return region
        }
        region.states = [Region.State(removed, meaning: "off the bar"), Region.State(shown, meaning: "back on the bar")]
        // A kind whose step can also make the completion fix remove them keeps them only when it changes no stack
        // (a re-tap that clears an item's badge pops, a tap on another tab does not).
        let fixable = moves.kinds { c.fixRemovesSystemButtons($0.facts) }
        region.transitions = kept.map { kind in
            guard fixable.contains(kind) else { return Transition(removed, Event(kind), reAdds(kind), shown) }
            let kept: Guard = reAdds(kind) == .always ? .not(.changesAStack) : .all([reAdds(kind), .not(.changesAStack)])
            return Transition(removed, Event(kind), kept, shown)
        }
        let appearing = ModalStyle.allCases.filter(c.dismissalShowsTabBarController)
        // On an iPad the width decides too: a sheet in regular width is a form sheet (V18 of format 3).
        let appears: Guard =
            c.canResize
            ? .controllerAppears
            : appearing.count == 1
                ? .modalStyle(appearing[0])
                : .all([.modalPresented, .not(.modalStyle(.overFullScreen))])
        // The removals are read off every probed step, wherever the buttons were: the rule acts on what the step did.
        let dismissals = moves.kinds { $0.facts.tabBarControllerAppeared }
        region.transitions += dismissals.map {
            Transition(shown, Event($0), appears, removed, note: "the controller's viewWillAppear removes them")
        }
        let fixed = fixable
        region.transitions += fixed.map {
            Transition(shown, Event($0), .changesAStack, removed, note: "the completion fix removes them")
        }
        return region
    }

    /// What makes UIKit put its buttons back under the configuration, asked of its rule
    /// (`Configuration.reAddsSystemButtons(_:)`) on the facts of a step that does only that.
    static func buttonsCauses<Screen>(_ c: Configuration<Screen>) -> [Guard.ButtonsCause] {
        Guard.ButtonsCause.allCases.filter { cause in
            var facts = StepFacts()
            switch cause {
            case .multiLevelPop: facts.multiLevelPop = .init(operation: .popToRoot, topHidBar: false)
            case .rotation: facts.rotated = true
            case .badgeChange: facts.badgeChanged = true
            }
            return c.reAddsSystemButtons(facts)
        }
    }
}
