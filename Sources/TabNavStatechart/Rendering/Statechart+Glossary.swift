import TabNav

extension Statechart {
    /// The conditions the chart's guards are made of, each once, with its label and meaning, in first-use order.
    ///
    /// Conditions on a tab are listed once, with `TAB` for the tab (`on TAB`).
    /// - Returns: Pairs of label and meaning.
    /// - Complexity: O(*t*) in the number of transitions.
    public func guardGlossary() -> [(label: String, meaning: String)] {
        let generic: (Int) -> String = { _ in "TAB" }
        var seen = Set<String>()
        var out: [(label: String, meaning: String)] = []
        func visit(_ g: Guard) {
            switch g {
            case .always: return
            case .all(let parts): parts.forEach(visit)
            default:
                let text = label(g, tabName: generic)
                if seen.insert(text).inserted { out.append((text, meaning(g, tabName: generic))) }
            }
        }
        for region in regions {
            for transition in region.transitions { visit(transition.guard) }
        }
        return out
    }

    /// What a condition means, in a sentence.
    /// - Parameter guard: A condition other than ``Guard/all(_:)``.
    /// - Returns: The sentence.
    public func meaning(_ guard: Guard) -> String {
        meaning(`guard`, tabName: tabName)
    }

    func meaning(_ guard: Guard, tabName: (Int) -> String) -> String {
        switch `guard` {
        case .always: "no condition"
        case .all: "every condition holds"
        case .not(.policyHidesAfter):
            "once the event has acted, the selected tab's stack does not hide the bar (policyHidden is false)"
        case .not(.sticksBar): "the event does not leave the bar stuck hidden"
        case .not(.changesAStack): "the event changes no navigation stack (the completion fix does not run)"
        case .not(.hidesBottomBarAfter):
            "once the event has acted, the bar is the iPad's floating bar, or the selected tab's stack does not hide it"
        case .not(let inner): "not: \(meaning(inner, tabName: tabName))"
        case .tappable:
            "the tab bar takes the tap: no modal, the bar visible and not minimized, and a tapped tab enabled and on the bar"
        case .tapReachesBar:
            "the tap reaches the bar, as the reducer decides: no modal, the bar not hidden, and a tapped tab enabled and on "
                + "the bar (on a minimized bar it only expands it)"
        case .selected(let t): "\(tabName(t)) is the selected tab"
        case .targets(let t):
            "the event acts on \(tabName(t))'s stack: in=\(tabName(t)), or no in= while \(tabName(t)) is focused"
        case .focused(let t): "\(tabName(t))'s stack is the focused one: no modal, \(tabName(t)) selected"
        case .depthIs(let t, let n): "\(tabName(t))'s stack holds \(n) entries"
        case .depthAbove(let t, let n): "\(tabName(t))'s stack holds more than \(n) entries"
        case .popToReachesRoot:
            "the event pops the stack down to its root: the entry it names (by screen, the nearest below the top; by "
                + "identity; by depth), found as the reducer finds it, is the root"
        case .popToStopsAboveRoot:
            "the event pops the stack to an entry above the root: the entry it names (by screen, the nearest below the "
                + "top; by identity; by depth), found as the reducer finds it"
        case .oneScreen: "set-stack gives one screen"
        case .severalScreens: "set-stack gives two screens or more"
        case .emptyPath: "open gives no screen after the root"
        case .nonEmptyPath: "open gives screens after the root"
        case .popsToRootDepth: "system-pop names depth 1, the root"
        case .popsToDepthAboveRoot(let t): "system-pop names a depth from 2 to one below \(tabName(t))'s depth"
        case .focusedCanPop:
            "the focused stack can pop, as the reducer's step says: two entries or more, or More at an overflow tab's root "
                + "(the gesture is disabled at the root and over the More list)"
        case .swiping: "a back-swipe is active"
        case .sheetSwiping: "the user's swipe of the sheet is active (sheet-swipe start, not yet finished or cancelled)"
        case .scrollMinimizes:
            "\(configuration.profile) with minimize \(configuration.minimize): scroll \(scrolls(minimizing: true)) minimizes the bar, with no modal "
                + "and the bar not hidden (V6)"
        case .scrollExpands:
            "\(configuration.profile) with minimize \(configuration.minimize): scroll \(scrolls(minimizing: false)) expands the bar, "
                + "with no modal (V6)"
        case .moreShows(let t):
            "More shows \(t.map(tabName) ?? "its list"), or last showed it while a bar tab is selected (the more region's state)"
        case .atMoreRoot(let t):
            "More shows \(tabName(t)) at its root with no modal: a pop, a back-swipe or the back button goes back to the list (V4)"
        case .focusedTarget: "the event names no stack (no in=): it acts on the focused one"
        case .listTakesPick:
            "the reducer takes the pick: More shows its list, no modal is presented, and the picked overflow tab is enabled (V4)"
        case .modalPresented: "a modal is presented, of either style"
        case .modalStyle(let style): "the presented modal is a \(style) one"
        case .presentsStyle(let style): "present (or replaceModal) asks for a \(style) modal"
        case .policyHidesAfter: "once the event has acted, the selected tab's stack hides the bar (policyHidden, §4.1)"
        case .changesTabOrStack: "the event changes the selected tab or the selected tab's stack"
        case .expandsMinimized:
            "the event changes the selected tab's stack, or the app hides the bar (a new selection alone does not)"
        case .sticksBar:
            "ios14.0: an animated pop-to-root, pop-to or set-stack shrinks the selected stack by two or more, "
                + "with no modal, and the top entry before it hid the bar by its own flag (§4.3)"
        case .reAddsButtons(let causes):
            Self.buttonsMeaning(causes, profile: configuration.profile, resizes: configuration.canResize)
        case .changesAStack: "the event changes a navigation stack, a tab's or the modal's (the completion fix runs, §4.2)"
        case .overflow(let t): "\(tabName(t)) is an overflow tab in the present width: listed in More, not on the bar (V15)"
        case .moreExists: "More exists in the present width: more tabs than the bar's capacity (V15)"
        case .returnTab(let t): "the return tab, the last tab selected as a bar tab, is \(tabName(t)) (V15)"
        case .changesWidth: "the step changes the width, as the reducer's step says (rejected during a gesture; V14)"
        case .dropsMore: "the step's width change leaves no More where there was one: the return tab is selected (V16)"
        case .movesOntoBar(let t):
            "the step's width change takes \(tabName(t)) out of More, onto the bar or with More gone (V16)"
        case .movesIntoMore(let t): "the step's width change shrinks the bar under \(tabName(t)): it goes into More (V16)"
        case .hidesBottomBarAfter:
            "once the event has acted, the bar is a bottom bar, not the iPad's floating bar, and the selected tab's stack "
                + "hides it (policyHidden, §4.1, V17.1)"
        case .becomesFloating: "the step makes the bar the iPad's floating bar, which never minimizes (V16, V17.1)"
        case .tapDismissesFormSheet:
            "an iPad form sheet is presented and the reducer takes the tap: it only dismisses the sheet (V18, V19)"
        case .controllerAppears:
            "the step dismisses a modal whose dismissal shows the tab bar controller: its style and the width decide (V18)"
        }
    }

    /// What re-adds UIKit's buttons, in a sentence: the causes the configuration's rule has, under its profile.
    static func buttonsMeaning(_ causes: [Guard.ButtonsCause], profile: UIKitProfile, resizes: Bool = false) -> String {
        let steps = causes.filter { $0 != .badgeChange }.map {
            $0 == .multiLevelPop
                ? "an animated pop-to-root or pop-to, a re-tap's included, shrinks the selected stack by two or more with no modal"
                : resizes ? "the device rotates or the window is resized" : "the device rotates"
        }
        let badge =
            causes.contains(.badgeChange)
            ? "with badge-target item, any step that changes a badge (a tap's clearing too) puts them back (V8.2)" : nil
        let main = steps.isEmpty ? nil : "\(profile): \(steps.joined(separator: " or ")), and UIKit puts its buttons back (§4.3)"
        return [main, badge].compactMap { $0 }.joined(separator: "; ")
    }

    /// The chart's events, each once, as labelled, with their kind (``TabNavEventKind``, the library's case name).
    /// - Returns: Pairs of label and kind, in first-use order.
    /// - Complexity: O(*t*) in the number of transitions.
    public func eventGlossary() -> [(label: String, kind: TabNavEventKind)] {
        var seen = Set<TabNavEventKind>()
        var out: [(label: String, kind: TabNavEventKind)] = []
        for region in regions {
            for t in region.transitions where seen.insert(t.event.kind).inserted {
                out.append((label(t.event, tabName: { _ in "TAB" }), t.event.kind))
            }
        }
        return out
    }
}
