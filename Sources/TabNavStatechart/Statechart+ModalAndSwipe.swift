import TabNav

extension Statechart {
    static func modalRegion<Screen>(_ c: Configuration<Screen>) -> Region {
        let none = Region.none
        var transitions: [Transition] = []
        for style in ModalStyle.allCases {
            let state = style.isSheet ? Region.sheet : Region.fullScreen
            transitions.append(Transition(none, Event(.modalPresented), .presentsStyle(style), state))
            if case .present(_, let centerStyle)? = c.centerButton?.action, centerStyle == style {
                transitions.append(Transition(none, Event(.centerButtonTapped), .tappable, state, note: "the centre button presents"))
            }
        }
        for state in [Region.fullScreen, Region.sheet] {
            transitions.append(Transition(state, Event(.modalDismissed), none))
            transitions.append(Transition(state, Event(.deepLinkOpened), none, note: "a deep link dismisses first"))
        }
        if c.profile != .legacy {
            transitions.append(Transition(Region.sheet, Event(.sheetSwipedDown), .modalStyle(.sheet), none, note: "dragged down by the user"))
        }
        return Region(
            id: "modal", title: "Modal",
            summary: "The modal over the tab bar controller, with its own navigation stack (data: `modal`); "
                + "while one is presented it is the focused stack and the bar takes no taps.",
            kind: .modal,
            states: [Region.State(none, meaning: "no modal"),
                     Region.State(Region.fullScreen, meaning: "a full-screen (or over-full-screen) modal covers the bar"),
                     Region.State(Region.sheet, meaning: "a sheet (locked or not) covers the bar")],
            initial: none, transitions: transitions)
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
