import TabNav

extension Statechart {
    /// The user's swipe of a sheet in parts (V7 of format 2), drawn from the probed steps of the reducer: the kinds
    /// of event that start a swipe, guarded by the style the user can drag down (`Configuration.sheetSwipeDismisses`),
    /// and those that end one. `nil` when no modal can be swiped (`legacy`, whose iPhones show sheets full screen).
    static func sheetSwipeRegion<Screen>(_ c: Configuration<Screen>, _ probe: Probe) -> Region? {
        let swipeable = ModalStyle.allCases.filter(c.sheetSwipeDismisses)
        guard !swipeable.isEmpty else { return nil }
        let idle = Region.idle
        let active = Region.active
        var region = Region(
            id: "sheet-swipe", title: "Sheet swipe",
            summary: "The user's drag of a sheet down, in parts. While it is active, every navigation event is rejected "
                + "(the gate, as for the back-swipe); its finish dismisses the sheet, its cancel leaves it.",
            kind: .sheetSwipe,
            states: [
                Region.State(idle, meaning: "no drag"),
                Region.State(active, meaning: "the sheet being dragged; the modal unchanged until it ends"),
            ],
            initial: idle, transitions: [])
        let moves = probe.moves(region)
        let dragged: Guard =
            swipeable.count == 1 ? .modalStyle(swipeable[0]) : .not(.all(swipeable.map { .not(.modalStyle($0)) }))
        region.transitions += moves.kinds(from: idle, to: active).map { Transition(idle, Event($0), dragged, active) }
        region.transitions += moves.kinds(from: active, to: idle).map { Transition(active, Event($0), idle) }
        return region
    }

    /// iOS 26's minimized tab bar (V6 of format 2), drawn from the probed steps of the reducer: the scrolls that
    /// minimize it, and every kind of event that expands it, each guarded by what expands it (a scroll the
    /// behaviour expands on, a tap that reaches the bar, new content: a change of the selected tab's stack; a change
    /// of the selection alone leaves it minimized, V13 of format 3).
    /// `nil` when no scroll minimizes the bar (`minimize never`, a profile other than `ios26`, `over-content`).
    static func minimizeRegion<Screen>(_ c: Configuration<Screen>, _ probe: Probe) -> Region? {
        guard Scroll.allCases.contains(where: { c.scrollMinimizes($0) == true }) else { return nil }
        let expanded = Region.expanded
        let minimized = Region.minimized
        var region = Region(
            id: "minimize", title: "Minimized bar",
            summary: "iOS 26's tabBarMinimizeBehavior \(c.minimize): the bar shrinks on a scroll of the selected tab's "
                + "content and grows again on the way back, on a tap (which then does nothing else) and for new content in "
                + "the selected tab; a new selection keeps it minimized. A minimized bar takes no centre-button tap.",
            kind: .minimize,
            states: [
                Region.State(expanded, meaning: "full size (or hidden)"),
                Region.State(minimized, meaning: "minimized (behind a screen that hides the bar, hidden); a tap only expands it"),
            ],
            initial: expanded, transitions: [])
        let moves = probe.moves(region)
        region.transitions += moves.kinds(from: expanded, to: minimized).map { kind in
            Transition(expanded, Event(kind), kind == .scrolled ? .scrollMinimizes : .always, minimized)
        }
        region.transitions += moves.kinds(from: minimized, to: expanded).map { kind in
            let condition: Guard =
                switch kind {
                case .scrolled: .scrollExpands
                case .tap, .tapMore: .tapReachesBar
                case .hideBar: .always
                case .resized: .becomesFloating
                default: .expandsMinimized
                }
            let note =
                kind == .tap || kind == .tapMore
                ? "the tap only expands it"
                : kind == .hideBar ? "hidden by the app" : kind == .resized ? "the floating bar never minimizes" : ""
            return Transition(minimized, Event(kind), condition, expanded, note: note)
        }
        return region
    }

    /// Whether the app hid the bar itself (V5 of format 2), drawn from the probed steps of the reducer: the kinds of
    /// event that set and clear the flag. The bar is drawn hidden while the flag is set, whatever the bar region's
    /// state.
    static func appHiddenRegion<Screen>(_ c: Configuration<Screen>, _ probe: Probe) -> Region {
        let no = Region.no
        let yes = Region.yes
        let drawn =
            c.barFollowsPolicy
            ? "While it is set the bar is hidden, whatever the bar region says, and its absence is no anomaly."
            : "The over-content custom bar stays drawn: the flag hides nothing."
        var region = Region(
            id: "app-hidden", title: "App-hidden bar",
            summary: "Whether the app hid the tab bar itself (setTabBarHidden), apart from the stacks' hiding flags. " + drawn,
            kind: .appHidden,
            states: [
                Region.State(no, meaning: "the app has not hidden the bar"),
                Region.State(yes, meaning: "the app hid the bar"),
            ],
            initial: no, transitions: [])
        let moves = probe.moves(region)
        region.transitions += moves.kinds(from: no, to: yes).map { Transition(no, Event($0), yes) }
        region.transitions += moves.kinds(from: yes, to: no).map { Transition(yes, Event($0), no) }
        return region
    }
}
