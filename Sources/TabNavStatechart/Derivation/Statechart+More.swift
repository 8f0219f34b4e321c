import TabNav

extension Statechart {
    /// The selection region of an app with a More tab (V4 of format 2): a state for each bar tab, one for each
    /// overflow tab (More shows it) and `more` (More shows its list, where no tab is selected).
    ///
    /// Written by hand from the format, as the selection region of a smaller app is, and checked against the reducer
    /// by the conformance tests. A tap reaches only the bar's tabs and the More item; `select` and `open` reach
    /// every tab; `tap more` and `select more` go to what More last showed (the more region's state), and a tap on
    /// More while it shows an overflow tab goes back to its list; `pick` leaves the list for an overflow tab; a pop,
    /// a back-swipe or the back button at an overflow tab's root goes back to the list.
    static func moreSelectionRegion<Screen>(_ c: Configuration<Screen>) -> Region {
        let tabs = c.tabs.map(\.name)
        let list = Region.moreList
        // On a device whose width changes (V16 of format 3), a tab can be on the bar in one width and in More in
        // another: `bar` is every tab on the bar in some width, `overflow` every tab in More in some width (compact's).
        let bar = tabs.indices.filter(c.isBarTabInSomeWidth)
        let overflow = Array(c.barTabCount..<tabs.count)
        let moving = Set(tabs.indices.filter(c.movesBetweenBarAndMore))
        let sources = tabs + [list]
        var transitions: [Transition] = []
        for target in tabs.indices {
            for source in sources where source != tabs[target] {
                // An overflow tab is not on the bar: its tap is rejected.
                if c.isBarTabInSomeWidth(target) {
                    transitions.append(Transition(source, Event(.tap, tab: target), .tappable, tabs[target]))
                }
                transitions += [
                    Transition(source, Event(.select, tab: target), tabs[target]),
                    Transition(source, Event(.open, tab: target), tabs[target]),
                ]
            }
        }
        for source in bar {
            // More shows what it last showed, whichever way it is selected.
            for shown in [nil] + overflow.map(Optional.some) where shown != source {
                let target = shown.map { tabs[$0] } ?? list
                let selectable: Guard = c.moreComesAndGoes ? .all([.moreExists, .moreShows(shown)]) : .moreShows(shown)
                transitions += [
                    Transition(tabs[source], Event(.tapMore), .all([.tappable, .moreShows(shown)]), target),
                    Transition(tabs[source], Event(.selectMore), selectable, target),
                ]
            }
        }
        for t in overflow {
            let back = Guard.atMoreRoot(t)
            let retap: Guard = moving.contains(t) ? .all([.tappable, .overflow(t)]) : .tappable
            transitions += [
                Transition(list, Event(.pick, tab: t), .listTakesPick, tabs[t]),
                Transition(tabs[t], Event(.tapMore), retap, list, note: "back to the list, the tab popped to its root"),
                Transition(tabs[t], Event(.pop), .all([.focusedTarget, back]), list),
                Transition(tabs[t], Event(.backSwipe), back, list),
                Transition(tabs[t], Event(.backSwipeEnded), .all([.swiping, back]), list),
                Transition(tabs[t], Event(.backButtonTapped), back, list, note: "More's back button"),
            ]
        }
        if c.moreComesAndGoes {
            // More goes away under its list: the return tab is selected (V16 of format 3).
            for kind in widthKinds(c) {
                transitions += tabs.indices.map {
                    Transition(list, Event(kind), .all([.dropsMore, .returnTab($0)]), tabs[$0])
                }
            }
        }
        var states = (0..<c.barTabCount).map { Region.State(tabs[$0], meaning: "\(tabs[$0]) selected") }
        states += overflow.map {
            Region.State(
                tabs[$0],
                meaning: moving.contains($0) ? "\(tabs[$0]) selected, on the bar or inside More" : "More shows \(tabs[$0])")
        }
        states.append(Region.State(list, meaning: "More shows its list; no tab selected, no stack focused"))
        let summary =
            c.widths.count > 1
            ? "Which tab is on screen: a tab on the bar, an overflow tab shown inside More, or More's list (`more`). The "
                + "bar holds \(c.barTabCount) tabs in compact width and \(bar.count) in regular width; a width change moves "
                + "tabs between the bar and More, the selected one with them. Overflow tabs are not on the bar: a tap on one "
                + "is rejected. The centre button is never selected."
            : "Which tab is on screen: one of the bar's \(bar.count) tabs, an overflow tab shown inside More, or "
                + "More's list (`more`). Overflow tabs are not on the bar: a tap on one is rejected. The centre button "
                + "is never selected."
        return Region(
            id: "selection", title: "Tab selection", summary: summary, kind: .selection, states: states, initial: tabs[0],
            transitions: transitions)
    }

    /// What More shows, or last showed while a bar tab is selected (V4 of format 2): its list at launch, or an
    /// overflow tab. Leaving More keeps it; `select`, `open` and `pick` of an overflow tab set it; going back to
    /// the list (a tap on More, a pop, a back-swipe or the back button at the tab's root) clears it.
    static func moreRegion<Screen>(_ c: Configuration<Screen>) -> Region {
        let tabs = c.tabs.map(\.name)
        let list = Region.list
        let overflow = Array(c.barTabCount..<tabs.count)
        let sources = [list] + overflow.map { tabs[$0] }
        var transitions: [Transition] = []
        for t in overflow {
            // A tab that is on the bar in the present width is selected there, not shown inside More (V15 of format 3).
            let inMore: Guard = c.movesBetweenBarAndMore(t) ? .overflow(t) : .always
            for source in sources where source != tabs[t] {
                transitions += [
                    Transition(source, Event(.select, tab: t), inMore, tabs[t]),
                    Transition(source, Event(.open, tab: t), inMore, tabs[t]),
                ]
            }
            let back = Guard.atMoreRoot(t)
            transitions += [
                Transition(list, Event(.pick, tab: t), .listTakesPick, tabs[t]),
                Transition(tabs[t], Event(.tapMore), .all([.selected(t), .tappable]), list),
                Transition(tabs[t], Event(.pop), .all([.focusedTarget, back]), list),
                Transition(tabs[t], Event(.backSwipe), back, list),
                Transition(tabs[t], Event(.backSwipeEnded), .all([.swiping, back]), list),
                Transition(tabs[t], Event(.backButtonTapped), back, list),
            ]
            if c.movesBetweenBarAndMore(t) {
                // A width change that takes the tab out of More leaves More's list as what it last showed; one that
                // shrinks the bar under the selected tab shows it inside More (V16 of format 3).
                for kind in widthKinds(c) {
                    transitions.append(Transition(tabs[t], Event(kind), .movesOntoBar(t), list))
                    transitions += sources.filter { $0 != tabs[t] }.map {
                        Transition($0, Event(kind), .all([.selected(t), .movesIntoMore(t)]), tabs[t])
                    }
                }
            }
        }
        var states = [Region.State(list, meaning: "its list")]
        states += overflow.map { Region.State(tabs[$0], meaning: "\(tabs[$0]) inside More") }
        return Region(
            id: "more", title: "More",
            summary: "What the More tab shows while it is selected, and last showed while a bar tab is: its list of the "
                + "overflow tabs (\(overflow.map { tabs[$0] }.joined(separator: ", "))), or one of them. `tap more` and "
                + "`select more` show it again.",
            kind: .more, states: states, initial: list, transitions: transitions)
    }
}
