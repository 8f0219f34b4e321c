import TabNav

extension Statechart {
    /// The machine's statechart for a configuration: the regions the reducer runs in parallel, with the states,
    /// events, guards and targets that hold under that configuration's profile, custom bar, fix and policies.
    ///
    /// Per configuration: with more than five tabs, the More region and a selection region with the overflow tabs and
    /// More's list (`Statechart+More.swift`); one stack region per tab, named after it; the sheet-swipe region unless no modal can be
    /// swiped (`legacy`); the `stuck-hidden` state only under `ios14.0`; the minimize region only where a scroll
    /// minimizes the bar (`ios26` with a minimize behaviour); the app-hidden region always; the system-buttons region
    /// only for an `on-system-bar` custom bar, drawn for its profile and fix; the width region only on a large iPhone
    /// or an iPad (trace format 3), where the selection, More and stack regions also follow tabs moving between the
    /// bar and More. The modal, sheet-swipe, bar, minimize, app-hidden, system-buttons and width regions are drawn
    /// from the reducer itself: its steps on representative states of the configuration, in each width, read through
    /// UIKit's rule functions (`Statechart.Probe`).
    /// - Parameters:
    ///   - configuration: The app's configuration.
    ///   - name: The chart's name, used as the title of every rendering.
    /// - Complexity: O(*n*²) in the number of tabs (the selection region joins every pair), plus a few thousand
    ///   reducer steps on two-tab states for the probe.
    public init<Screen>(configuration: Configuration<Screen>, name: String = "tabnav") {
        let c = configuration
        let tabs = c.tabs.map(\.name)
        var regions = [c.hasMoreTab ? Self.moreSelectionRegion(c) : Self.selectionRegion(tabs)]
        if c.hasMoreTab { regions.append(Self.moreRegion(c)) }
        regions += tabs.indices.map { Self.stackRegion(tab: $0, c) }
        let probe = Probe(c)
        regions.append(Self.modalRegion(c, probe))
        regions.append(Self.backSwipeRegion())
        if let sheetSwipe = Self.sheetSwipeRegion(c, probe) { regions.append(sheetSwipe) }
        regions.append(Self.tabBarRegion(c, probe))
        if let minimize = Self.minimizeRegion(c, probe) { regions.append(minimize) }
        regions.append(Self.appHiddenRegion(c, probe))
        if c.showsSystemButtons { regions.append(Self.systemButtonsRegion(c, probe)) }
        if let width = Self.widthRegion(c, probe) { regions.append(width) }
        if !c.hasBackMenu {
            // Before iOS 14 the back button has no menu: every back-menu step is rejected (V8.3 of format 2).
            for r in regions.indices { regions[r].transitions.removeAll { $0.event.kind == .backMenuPicked } }
        }
        self.init(name: name, configuration: Self.renamed(c) { "\($0)" }, regions: regions)
    }

    /// The configuration with its screens renamed by `rename` and its first `tabCount` tabs (all by default).
    /// Renaming keeps a configuration valid: its rules read only the tabs' and the centre button's names.
    static func renamed<Screen>(
        _ c: Configuration<Screen>, tabCount: Int = Configuration<Screen>.maximumTabCount, _ rename: (Screen) -> String
    ) -> Configuration<String> {
        let tabs = c.tabs.prefix(tabCount).map { TabSpec(name: $0.name, root: rename($0.root)) }
        let hiding = c.hidingScreens.map(rename)
        let center = c.centerButton.map { button -> CenterButton<String> in
            switch button.action {
            case .present(let screen, let style):
                CenterButton(name: button.name, action: .present(rename(screen), style: style))
            case .push(let screen, let hidesBar):
                CenterButton(name: button.name, action: .push(rename(screen), hidesBar: hidesBar))
            }
        }
        do {
            return try Configuration(
                tabs: tabs, hidingScreens: Set(hiding), centerButton: center, barPolicy: c.barPolicy,
                badgePolicy: c.badgePolicy, profile: c.profile, customBar: c.customBar, overlapFix: c.overlapFix,
                badgeTarget: c.badgeTarget, minimize: c.minimize, device: c.device)
        } catch {
            preconditionFailure("renaming the screens of a valid configuration keeps it valid: \(error)")
        }
    }

    static func selectionRegion(_ tabs: [String]) -> Region {
        var transitions: [Transition] = []
        for target in tabs.indices {
            for source in tabs.indices where source != target {
                transitions += [
                    Transition(tabs[source], Event(.tap, tab: target), .tappable, tabs[target]),
                    Transition(tabs[source], Event(.select, tab: target), tabs[target]),
                    Transition(tabs[source], Event(.open, tab: target), tabs[target]),
                ]
            }
        }
        return Region(
            id: "selection", title: "Tab selection",
            summary: "Which tab is selected. The centre button is never one of them.",
            kind: .selection,
            states: tabs.map { Region.State($0, meaning: "\($0) selected") },
            initial: tabs[0], transitions: transitions)
    }

    static func stackRegion<Screen>(tab t: Int, _ c: Configuration<Screen>) -> Region {
        let name = c.tabs[t].name
        let root = Region.root
        let pushed = Region.pushed
        let on = Guard.targets(t)
        var transitions: [Transition] = []
        for source in [root, pushed] {
            transitions += [
                Transition(source, Event(.push), on, pushed),
                Transition(source, Event(.setStack), .all([on, .severalScreens]), pushed),
                Transition(source, Event(.open, tab: t), .nonEmptyPath, pushed),
            ]
            if case .push? = c.centerButton?.action {
                transitions.append(Transition(source, Event(.tapCenter), .all([.selected(t), .tappable]), pushed))
            }
        }
        let deeper = Guard.depthAbove(t, 2)
        let two = Guard.depthIs(t, 2)
        transitions += [
            Transition(pushed, Event(.pop), .all([on, deeper]), pushed),
            Transition(pushed, Event(.popTo), .all([on, .popToStopsAboveRoot(t)]), pushed),
            Transition(pushed, Event(.popToEntry), .all([on, .popToStopsAboveRoot(t)]), pushed),
            Transition(pushed, Event(.popToDepth), .all([on, .popToStopsAboveRoot(t)]), pushed),
            Transition(pushed, Event(.backSwipe), .all([.focused(t), deeper]), pushed),
            Transition(pushed, Event(.backSwipeEnded), .all([.swiping, .focused(t), deeper]), pushed),
            Transition(pushed, Event(.pop), .all([on, two]), root),
            Transition(pushed, Event(.popTo), .all([on, .popToReachesRoot(t)]), root),
            Transition(pushed, Event(.popToEntry), .all([on, .popToReachesRoot(t)]), root),
            Transition(pushed, Event(.popToDepth), .all([on, .popToReachesRoot(t)]), root),
            Transition(pushed, Event(.popToRoot), on, root),
        ]
        // An overflow tab is not on the bar: a tap on More while More shows it pops it to its root (V4). A tab that
        // moves between the bar and More with the width has both re-taps, More's while it is in More (V15 of format 3).
        if c.isOverflowTab(t) {
            let inMore: [Guard] = c.movesBetweenBarAndMore(t) ? [.overflow(t)] : []
            transitions.append(
                Transition(pushed, Event(.tapMore), .all([.selected(t), .tappable] + inMore), root, note: "a re-tap of More"))
        }
        if c.isBarTabInSomeWidth(t) {
            transitions.append(
                Transition(
                    pushed, Event(.tap, tab: t), .all([.selected(t), .tappable]), root, note: "a re-tap pops to the root"))
        }
        transitions += [
            Transition(pushed, Event(.setStack), .all([on, .oneScreen]), root),
            Transition(pushed, Event(.open, tab: t), .emptyPath, root),
            Transition(pushed, Event(.backSwipe), .all([.focused(t), two]), root),
            Transition(pushed, Event(.backSwipeEnded), .all([.swiping, .focused(t), two]), root),
            Transition(pushed, Event(.backButtonTapped), .all([.focused(t), deeper]), pushed),
            Transition(pushed, Event(.backButtonTapped), .all([.focused(t), two]), root),
            Transition(pushed, Event(.backMenuPicked), .all([.focused(t), .popToStopsAboveRoot(t)]), pushed),
            Transition(pushed, Event(.backMenuPicked), .all([.focused(t), .popToReachesRoot(t)]), root),
            Transition(pushed, Event(.systemPopped), .all([on, .popsToDepthAboveRoot(t)]), pushed),
            Transition(pushed, Event(.systemPopped), .all([on, .popsToRootDepth]), root),
        ]
        return Region(
            id: "\(name)-stack", title: "\(name)'s stack",
            summary: "The navigation stack of \(name), root first; the entries themselves are data (`stacks['\(name)']`).",
            kind: .stack(tab: t),
            states: [Region.State(root, meaning: "depth 1, only the root"), Region.State(pushed, meaning: "depth 2 or more")],
            initial: root, transitions: transitions)
    }
}
