import TabNav

extension Statechart {
    /// The modal, drawn from the probed steps of the reducer: every kind of event that presents or dismisses one
    /// in some step; a presentation is guarded by the style it asks for, the centre button by the tap it needs.
    static func modalRegion<Screen>(_ c: Configuration<Screen>, _ probe: Probe) -> Region {
        let none = Region.none
        var region = Region(
            id: "modal", title: "Modal",
            summary: "The modal over the tab bar controller, with its own navigation stack (data: `presented`); "
                + "while one is presented it is the focused stack and the bar takes no taps.",
            kind: .modal,
            states: [Region.State(none, meaning: "no modal"),
                     Region.State(Region.fullScreen, meaning: "a full-screen modal covers the bar"),
                     Region.State(Region.sheet, meaning: "a sheet covers the bar")],
            initial: none, transitions: [])
        let notes: [EventKind: String] = [
            .centerButtonTapped: "the centre button presents", .deepLinkOpened: "a deep link dismisses first",
            .sheetSwipedDown: "dragged down by the user",
        ]
        let moves = probe.moves(region)
        for style in ModalStyle.allCases {
            let state = style == .fullScreen ? Region.fullScreen : Region.sheet
            region.transitions += moves.kinds(from: none, to: state).map { kind in
                let condition: Guard = kind == .modalPresented ? .presentsStyle(style) : kind == .centerButtonTapped ? .tappable : .always
                return Transition(none, Event(kind), condition, state, note: notes[kind] ?? "")
            }
        }
        for style in ModalStyle.allCases {
            let state = style == .fullScreen ? Region.fullScreen : Region.sheet
            region.transitions += moves.kinds(from: state, to: none).map { Transition(state, Event($0), none, note: notes[$0] ?? "") }
        }
        return region
    }

    static func backSwipeRegion() -> Region {
        let idle = Region.idle, active = Region.active
        return Region(
            id: "swipe", title: "Back-swipe",
            summary: "The interactive pop gesture over the focused stack. While it is active, every navigation "
                + "event is rejected (the gate); badge, enable, disable and rotate still apply.",
            kind: .backSwipe,
            states: [Region.State(idle, meaning: "no gesture"),
                     Region.State(active, meaning: "a gesture in progress; the stack unchanged until it ends")],
            initial: idle,
            transitions: [
                Transition(idle, Event(.backSwipeStarted), .focusedCanPop, active),
                Transition(active, Event(.backSwipeFinished), idle),
                Transition(active, Event(.backSwipeCancelled), idle),
                Transition(idle, Event(.backSwiped), .focusedCanPop, idle, note: "the whole gesture pops at once"),
            ])
    }
}
