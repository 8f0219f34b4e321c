import TabNav

extension Statechart {
    static func tabBarRegion<Screen>(_ c: Configuration<Screen>) -> Region {
        let visible = Region.visible, hidden = Region.hidden, stuck = Region.stuckHidden
        let id = "bar", title = "Tab bar", kind = Region.Kind.tabBar
        if c.customBar == .overContent {
            return Region(
                id: id, title: title,
                summary: "With an over-content custom bar the system bar is hidden for good and the custom bar always drawn.",
                kind: kind, states: [Region.State(visible, meaning: "always drawn")], initial: visible, transitions: [])
        }
        let declared = !c.hidingScreens.isEmpty
        let topOnly = c.barPolicy == .topOnly
        let ios14 = c.profile == .ios14_0
        let stickOps: [EventKind] = [.poppedToRoot, .poppedTo, .stackReplaced, .backMenuJumped]
        // Events that can make the selected stack hide the bar, under this policy and these declarations.
        var toHidden: [Event] = [Event(.tabTapped), Event(.tabSelected), Event(.deepLinkOpened), Event(.pushed)]
        if declared { toHidden.append(Event(.stackReplaced)) }
        if case .push(let screen)? = c.centerButton?.action, c.hidesBar(screen) { toHidden.append(Event(.centerButtonTapped)) }
        if topOnly {
            toHidden += [Event(.popped), Event(.poppedTo), Event(.backSwiped), Event(.backSwipeFinished),
                         Event(.backButtonTapped), Event(.backMenuJumped), Event(.systemPopped)]
            if declared { toHidden.append(Event(.poppedToRoot)) }
        }
        // Events that can make it show the bar again; taps are rejected while the bar is hidden.
        var toVisible: [Event] = [Event(.tabSelected), Event(.deepLinkOpened), Event(.popped), Event(.poppedTo),
                                  Event(.poppedToRoot), Event(.stackReplaced), Event(.backSwiped), Event(.backSwipeFinished),
                                  Event(.backButtonTapped), Event(.backMenuJumped), Event(.systemPopped)]
        if topOnly { toVisible.insert(Event(.pushed), at: 2) }

        func unlessStuck(_ g: Guard, _ e: Event) -> Guard {
            guard ios14 && stickOps.contains(e.kind) else { return g }
            if case .all(let parts) = g { return .all(parts + [.not(.sticksBar)]) }
            return .all([g, .not(.sticksBar)])
        }
        var transitions = toHidden.map { Transition(visible, $0, .policyHidesAfter, hidden) }
        transitions += toVisible.map { Transition(hidden, $0, unlessStuck(.not(.policyHidesAfter), $0), visible) }
        var states = [Region.State(visible, meaning: "drawn"), Region.State(hidden, meaning: "policyHidden of the selected stack")]
        if ios14 {
            states.append(Region.State(stuck, meaning: "stuck hidden by the iOS 14.0 bug"))
            transitions += stickOps.map { Transition(hidden, Event($0), .sticksBar, stuck) }
            transitions += stickOps.map { Transition(stuck, Event($0), .sticksBar, stuck, note: "sticks again") }
            let unstick: [EventKind] = [.tabSelected, .deepLinkOpened, .pushed, .popped, .poppedTo, .poppedToRoot,
                                        .stackReplaced, .backSwiped, .backSwipeFinished, .backButtonTapped,
                                        .backMenuJumped, .systemPopped]
            transitions += unstick.map { Transition(stuck, Event($0), unlessStuck(.all([.changesTabOrStack, .not(.policyHidesAfter)]), Event($0)), visible) }
            transitions += unstick.map { Transition(stuck, Event($0), unlessStuck(.all([.changesTabOrStack, .policyHidesAfter]), Event($0)), hidden) }
        }
        return Region(
            id: id, title: title,
            summary: "The tab bar as drawn; it follows the selected tab's stack under the bar policy (\(c.barPolicy))"
                + (ios14 ? ", and the iOS 14.0 bug can leave it stuck hidden." : "."),
            kind: kind, states: states, initial: visible, transitions: transitions)
    }

    static func systemButtonsRegion<Screen>(_ c: Configuration<Screen>) -> Region {
        let removed = Region.removed, shown = Region.shown
        let legacy = c.profile == .legacy
        let reAdds: [(Event, Guard)] = legacy
            ? [(Event(.poppedToRoot), .reAddsButtons), (Event(.poppedTo), .reAddsButtons), (Event(.tabTapped), .reAddsButtons)]
            : [(Event(.deviceRotated), .always)]
        let summary = "UIKit's own tab bar buttons on the on-system-bar custom bar, under profile \(c.profile) and overlap-fix "
            + "\(c.overlapFix). Shown while the bar is visible, they overlap the custom buttons (the overlap anomaly)."
        if !c.appRemovesSystemButtons {
            return Region(
                id: "buttons", title: "System buttons", summary: summary, kind: .systemButtons,
                states: [Region.State(shown, meaning: "on the bar from launch; the app's removal finds none")], initial: shown,
                transitions: [])
        }
        let initial = c.systemButtonsPresentAtLaunch ? shown : removed
        let neverShown = c.overlapFix == .layout || (legacy && c.overlapFix == .completion)
        if neverShown {
            let note = c.overlapFix == .layout ? "re-added, then removed by the layout pass" : "re-added, then removed at completion"
            return Region(
                id: "buttons", title: "System buttons", summary: summary, kind: .systemButtons,
                states: [Region.State(removed, meaning: "off the bar; the fix keeps them off")], initial: removed,
                transitions: reAdds.map { Transition(removed, $0.0, $0.1, removed, note: note) })
        }
        var transitions = reAdds.map { Transition(removed, $0.0, $0.1, shown) }
        let appears: Guard = legacy ? .all([.modalPresented, .not(.modalStyle(.overFullScreen))]) : .modalStyle(.fullScreen)
        transitions.append(Transition(shown, Event(.modalDismissed), appears, removed, note: "the controller's viewWillAppear removes them"))
        transitions.append(Transition(shown, Event(.deepLinkOpened), appears, removed, note: "the controller's viewWillAppear removes them"))
        if c.overlapFix == .completion {
            var changers: [Event] = [Event(.pushed), Event(.popped), Event(.poppedTo), Event(.poppedToRoot), Event(.stackReplaced),
                                     Event(.backSwiped), Event(.backSwipeFinished), Event(.tabTapped), Event(.deepLinkOpened),
                                     Event(.backButtonTapped), Event(.backMenuJumped), Event(.systemPopped)]
            if case .push? = c.centerButton?.action { changers.append(Event(.centerButtonTapped)) }
            transitions += changers.map { Transition(shown, $0, .changesAStack, removed, note: "the completion fix removes them") }
        }
        return Region(
            id: "buttons", title: "System buttons", summary: summary, kind: .systemButtons,
            states: [Region.State(removed, meaning: "off the bar"), Region.State(shown, meaning: "back on the bar")],
            initial: initial, transitions: transitions)
    }
}
