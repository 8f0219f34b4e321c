import TabNav

extension Statechart {
    /// The modal, drawn from the probed steps of the reducer: every kind of event that presents, replaces or dismisses
    /// one in some step; a presentation is guarded by the style it asks for, the centre button by the tap it needs.
    static func modalRegion<Screen>(_ c: Configuration<Screen>, _ probe: Probe) -> Region {
        let none = Region.none
        var region = Region(
            id: "modal", title: "Modal",
            summary: "The modal over the tab bar controller, with its own navigation stack (data: `presented`); "
                + "while one is presented it is the focused stack and the bar takes no taps.",
            kind: .modal,
            states: [
                Region.State(none, meaning: "no modal"),
                Region.State(Region.fullScreen, meaning: "a full-screen (or over-full-screen) modal covers the bar"),
                Region.State(Region.sheet, meaning: "a sheet (locked or not) covers the bar"),
            ],
            initial: none, transitions: [])
        let notes: [TabNavEventKind: String] = [
            .tapCenter: "the centre button presents", .open: "a deep link dismisses first",
            .sheetSwipe: "dragged down by the user", .sheetSwipeEnded: "the user's drag completes",
            .replaceModal: "replaces the modal",
        ]
        let moves = probe.moves(region)
        // A presentation from no modal, then a replacement of one modal by another of the other kind.
        for replacing in [false, true] {
            for style in ModalStyle.allCases {
                // Format 2: a locked sheet is a sheet, an over-full-screen modal covers the bar as a full-screen one does.
                let state = style.isSheet ? Region.sheet : Region.fullScreen
                let source = !replacing ? none : style.isSheet ? Region.fullScreen : Region.sheet
                region.transitions += moves.kinds(from: source, to: state).map { kind in
                    let condition: Guard =
                        kind == .present || kind == .replaceModal
                        ? .presentsStyle(style) : kind == .tapCenter ? .tappable : .always
                    return Transition(source, Event(kind), condition, state, note: notes[kind] ?? "")
                }
            }
        }
        for state in [Region.fullScreen, Region.sheet] {
            region.transitions += moves.kinds(from: state, to: none).map { kind in
                // A locked sheet refuses the user's swipe (V7 of format 2); its end in parts needs one begun.
                // On an iPad in regular width a tap outside a form sheet dismisses it (V18 of format 3).
                let condition: Guard =
                    switch kind {
                    case .sheetSwipe: .modalStyle(.sheet)
                    case .sheetSwipeEnded: .sheetSwiping
                    case .tap, .tapMore, .tapCenter, .pick: .tapDismissesFormSheet
                    default: .always
                    }
                let note = condition == .tapDismissesFormSheet ? "a tap outside the form sheet" : notes[kind] ?? ""
                return Transition(state, Event(kind), condition, none, note: note)
            }
        }
        return region
    }

    static func backSwipeRegion() -> Region {
        let idle = Region.idle
        let active = Region.active
        return Region(
            id: "swipe", title: "Back-swipe",
            summary: "The interactive pop gesture over the focused stack. While it is active, every navigation "
                + "event is rejected (the gate); badge, enable, disable and rotate still apply.",
            kind: .backSwipe,
            states: [
                Region.State(idle, meaning: "no gesture"),
                Region.State(active, meaning: "a gesture in progress; the stack unchanged until it ends"),
            ],
            initial: idle,
            transitions: [
                Transition(idle, Event(.backSwipeBegan), .focusedCanPop, active),
                Transition(active, Event(.backSwipeEnded), idle),
                Transition(active, Event(.backSwipeCancelled), idle),
                Transition(idle, Event(.backSwipe), .focusedCanPop, idle, note: "the whole gesture pops at once"),
            ])
    }
}
