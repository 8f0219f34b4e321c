import TabNav

extension Statechart {
    /// The predicates SCXML conditions call, with their meaning; the document's script defines them.
    static let predicates: [(String, String)] = [
        ("tappable(e)", "no modal, the bar visible and not minimized, and a tapped tab enabled and on the bar"),
        (
            "reachesBar(e)",
            "no modal, the bar not hidden, and a tapped tab enabled and on the bar (a minimized bar then only expands)"
        ),
        ("minimizingScroll(e)", "scrollMinimizes(e.data.scroll) is true, with no modal and the bar not hidden"),
        ("expandingScroll(e)", "scrollMinimizes(e.data.scroll) is false, with no modal"),
        (
            "targets(e, tab)",
            "the event's stack is the tab's: e.data.in is its index, or it is null (the focused stack) and the tab is focused"
        ),
        (
            "popToIndex(e, tab)",
            "the index of the nearest entry below the top of the tab's stack named e.data.screen, or -1"
        ),
        (
            "focusedCanPop()",
            "the focused stack holds 2 entries or more, or More shows an overflow tab at its root (More's stack is "
                + "deeper); never over the More list"
        ),
        ("policyHidesAfter(e)", "look-ahead: policyHidden of the selected tab's stack once the event has acted"),
        ("changesTabOrStack(e)", "look-ahead: the event changes the selected tab or the selected tab's stack"),
        (
            "expandsMinimized(e)",
            "look-ahead: the event changes the stack of the tab selected when it changes, or the app hides the bar"
        ),
        (
            "sticksBar(e)",
            "look-ahead: under ios14.0, an animated pop-to-root, pop-to or set-stack shrinks the selected stack "
                + "by 2 or more, no modal, from a top entry that hid the bar"
        ),
        (
            "reAddsButtons(e)",
            "look-ahead: under legacy, an animated pop-to-root or pop-to (a re-tap's included) shrinks the "
                + "selected stack by 2 or more, no modal; under the other profiles, a rotation; with badge-target item, "
                + "a badge change"
        ),
        ("changesAStack(e)", "look-ahead: the event changes a navigation stack, a tab's or the modal's"),
        ("isOverflow(s, i)", "tab i is an overflow tab in the width of state s: listed in More, not on the bar"),
        ("hasMore(s)", "More exists in the width of state s: more tabs than the bar's capacity"),
        ("changesWidth(e)", "look-ahead: the event changes the width"),
        ("dropsMore(e)", "look-ahead: the event's width change leaves no More where there was one"),
        ("movesOntoBar(e, i)", "look-ahead: the event's width change takes tab i out of More"),
        ("movesIntoMore(e, i)", "look-ahead: the event's width change takes tab i from the bar into More"),
        (
            "hidesBottomBarAfter(e)",
            "look-ahead: once the event has acted, the bar is a bottom bar (not the iPad's floating bar) and the selected "
                + "tab's stack hides it"
        ),
        ("becomesFloating(e)", "look-ahead: the event makes the bar the iPad's floating bar"),
        ("dismissesFormSheet(e)", "an iPad form sheet is presented and the tap is taken: it only dismisses the sheet"),
        ("controllerAppears(e)", "look-ahead: the event's dismissal makes the tab bar controller's view appear"),
    ]
}
