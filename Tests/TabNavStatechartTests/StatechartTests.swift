import TabNav
import TabNavStatechart
import Testing

@testable import TabNavTestSupport

/// The chart's shape follows the configuration, and every part of it is well-formed.
@Suite("Statechart")
struct StatechartTests {
    @Test("A kind the probe does not list is tried with arguments from their domains: the generic draw builds every kind")
    func probeDrawsEveryKind() {
        let state = TabNavState(configuration: .jianshu)
        for kind in TabNavEvent<String>.Kind.allCases {
            let events = Statechart.Probe.drawn(kind, in: state)
            #expect(!events.isEmpty && events.allSatisfy { $0.kind == kind }, "\(kind)")
        }
    }

    @Test("The Jianshu chart has a selection region, a stack per tab, the modal, the back-swipe, the bar and the buttons")
    func jianshuRegions() {
        let chart = Statechart(configuration: .jianshu, name: "jianshu")
        #expect(
            chart.regions.map(\.id) == [
                "selection", "home-stack", "discover-stack", "follow-stack", "me-stack",
                "modal", "swipe", "bar", "app-hidden", "buttons",
            ])
        #expect(chart.region("selection")?.states.map(\.id) == ["home", "discover", "follow", "me"])
        #expect(chart.region("bar")?.states.map(\.id) == ["visible", "hidden"])
        #expect(chart.region("buttons")?.states.map(\.id) == ["removed", "shown"])
        #expect(chart.region("app-hidden")?.states.map(\.id) == ["no", "yes"])
        #expect(chart.description == "jianshu: 10 regions, 23 states, \(chart.transitionCount) transitions")
    }

    @Test(
        "The bar has a stuck-hidden state exactly under ios14.0, and one state for an over-content bar",
        arguments: ChartConfigurations.matrix)
    func stuckHiddenOnlyUnderIOS14(configuration c: Configuration<String>) throws {
        let bar = try #require(DrawnCharts.chart(c).region("bar"))
        if c.customBar == .overContent {
            #expect(bar.states.map(\.id) == ["visible"] && bar.transitions.isEmpty)
        } else {
            #expect(bar.states.contains { $0.id == "stuck-hidden" } == (c.profile == .ios14_0))
        }
    }

    @Test(
        "The system-buttons region exists exactly for an on-system-bar custom bar, with a shown state unless the fix keeps them off",
        arguments: ChartConfigurations.matrix)
    func buttonsOnlyOnSystemBar(configuration c: Configuration<String>) {
        let buttons = DrawnCharts.chart(c).region("buttons")
        #expect((buttons != nil) == (c.customBar == .onSystemBar))
        guard let buttons else { return }
        let neverShown = c.profile != .ios26 && (c.overlapFix == .layout || (c.profile == .legacy && c.overlapFix == .completion))
        #expect(buttons.states.contains { $0.id == "shown" } == !neverShown)
        // V8.1 and V6: the region starts where UIKit's buttons are at launch.
        let atLaunch = c.profile == .ios26 || ((c.profile == .modern || c.profile == .ios14_0) && c.overlapFix != .layout)
        #expect(buttons.initial == (atLaunch ? "shown" : "removed"))
    }

    @Test(
        "Every region names a state as initial, has distinct states, and transitions between its own states",
        arguments: ChartConfigurations.matrix)
    func regionsAreWellFormed(configuration c: Configuration<String>) {
        let chart = DrawnCharts.chart(c)
        #expect(Set(chart.regions.map(\.id)).count == chart.regions.count)
        for region in chart.regions {
            let ids = region.states.map(\.id)
            #expect(Set(ids).count == ids.count, "\(region.id) repeats a state")
            #expect(ids.contains(region.initial), "\(region.id) starts in an unknown state")
            for t in region.transitions {
                #expect(ids.contains(t.source) && ids.contains(t.target), "\(region.id): \(t.source) -> \(t.target)")
                #expect(t.event.tab.map { chart.tabs.indices.contains($0) } ?? true)
            }
        }
    }

    @Test("At launch every region is in its initial state", arguments: ChartConfigurations.matrix)
    func launchIsInitial(configuration c: Configuration<String>) {
        let chart = DrawnCharts.chart(c)
        #expect(chart.activeStates(of: TabNavState(configuration: c)) == chart.regions.map(\.initial))
    }

    @Test("The abstraction reads the state: a push, a modal, a swipe and a hiding entry move their regions")
    func abstractionFollowsTheState() {
        let chart = Statechart(configuration: .jianshu)
        var state = TabNavState(configuration: .jianshu)
        state.reduce(TabNavRequest.push("article"))
        state.reduce(TabNavRequest.push("comments", in: .tab(2)))
        state.reduce(.backSwipe(.began))
        #expect(
            chart.activeStates(of: state) == [
                "home", "pushed", "root", "pushed", "root", "none", "active", "hidden", "no", "removed",
            ])
    }

    @Test("Format 2's regions read the state: the app's hiding, the minimized bar and the sheet swipe each move their own")
    func format2RegionsFollowTheState() throws {
        let j = Configuration<String>.jianshu
        let c = try Configuration(
            tabs: j.tabs, hidingScreens: j.hidingScreens, centerButton: j.centerButton, profile: .ios26,
            customBar: .onSystemBar, minimize: .onScrollDown)
        let chart = DrawnCharts.chart(c)
        #expect(
            chart.regions.map(\.id).suffix(6) == ["swipe", "sheet-swipe", "bar", "minimize", "app-hidden", "buttons"])
        var state = TabNavState(configuration: c)
        state.reduce(.scrolled(.down))
        #expect(chart.region("minimize")?.activeState(in: state) == "minimized")
        #expect(chart.region("bar")?.activeState(in: state) == "visible")
        state.reduce(.hideBar())
        // The app's hiding is its own region's: the bar region follows the stacks, and the bar expands (V6).
        #expect(chart.region("app-hidden")?.activeState(in: state) == "yes")
        #expect(chart.region("bar")?.activeState(in: state) == "visible")
        #expect(chart.region("minimize")?.activeState(in: state) == "expanded")
        state.reduce(TabNavRequest<String>.present("m", style: .sheet))
        state.reduce(.sheetSwipe(.began))
        #expect(chart.region("sheet-swipe")?.activeState(in: state) == "active")
        #expect(chart.region("modal")?.activeState(in: state) == "sheet")
    }

    @Test(
        "The sheet-swipe region exists unless no modal can be swiped (legacy); the minimize region exactly where a scroll minimizes",
        arguments: ChartConfigurations.format2)
    func format2RegionsFollowTheConfiguration(configuration c: Configuration<String>) throws {
        let chart = DrawnCharts.chart(c)
        #expect((chart.region("sheet-swipe") != nil) == (c.profile != .legacy))
        let minimizes = c.profile == .ios26 && c.minimize != .never && c.customBar != .overContent
        #expect((chart.region("minimize") != nil) == minimizes)
        let appHidden = try #require(chart.region("app-hidden"))
        #expect(
            appHidden.transitions.map { "\($0.source) \($0.event.kind) \($0.target)" } == [
                "no hideBar yes", "yes showBar no",
            ])
        if let minimize = chart.region("minimize") {
            let kinds = Set(minimize.transitions.map(\.event.kind))
            #expect(kinds.isSuperset(of: [.scrolled, .tap, .hideBar, .open, .push]))
            // V13 of format 3: a change of the selection alone leaves the bar minimized.
            #expect(!kinds.contains(.select) && !kinds.contains(.pick) && !kinds.contains(.selectMore))
        }
        if let sheetSwipe = chart.region("sheet-swipe") {
            #expect(
                sheetSwipe.transitions.map { "\($0.source) \($0.event.kind) \($0.target)" } == [
                    "idle sheetSwipeBegan active", "active sheetSwipeEnded idle", "active sheetSwipeCancelled idle",
                ])
        }
        if c.customBar == .onSystemBar && c.badgeTarget == .item && c.profile != .ios26 && c.overlapFix != .layout {
            // V8.2: a badge change puts UIKit's buttons back.
            let buttons = try #require(chart.region("buttons"))
            #expect(buttons.transitions.contains { $0.event.kind == .setBadge && $0.target == "shown" })
        }
    }

    @Test("A step the chart does not explain is reported with its region, states and event")
    func discrepancyIsDescribed() {
        let chart = Statechart(configuration: .jianshu)
        let before = TabNavState(configuration: .jianshu)
        var after = before
        after.reduce(.select(tab: 1))
        let found = chart.discrepancies(before: before, event: .request(.select(tab: 2)), after: after)
        #expect(found.map(\.description) == ["selection: home --select(tab: 2)--> discover, the chart says follow"])
    }

    @Test(
        "Guards are labelled in trace words",
        arguments: [
            (Statechart.Guard.all([.targets(0), .depthIs(0, 2)]), "on home, depth 2"),
            (.not(.policyHidesAfter), "stack shows bar"),
            (.all([.swiping, .focused(3), .depthAbove(3, 2)]), "swiping, me focused, depth 3+"),
            (.presentsStyle(.sheet), "style=sheet"),
            (.always, ""),
        ])
    func guardLabels(guard g: Statechart.Guard, label: String) {
        #expect(Statechart(configuration: .jianshu).label(g) == label)
    }

    @Test("Events are labelled as trace steps: the tab they name, the centre button by its name")
    func eventLabels() {
        let chart = Statechart(configuration: .jianshu)
        #expect(chart.label(Statechart.Event(.tap, tab: 1)) == "tap discover")
        #expect(chart.label(Statechart.Event(.tapCenter)) == "tap write")
        #expect(chart.label(Statechart.Event(.backSwipeEnded)) == "back-swipe finish")
    }

    @Test("Every event kind matches its TabNavEvent case, and the gate covers exactly the navigation events")
    func eventKinds() {
        let state = TabNavState(configuration: .jianshu)
        let events = EventAlphabet.all(in: state)
        for event in events {
            #expect(Statechart.Event(event.kind).matches(event))
        }
        #expect(Set(events.map(\.kind)) == Set(TabNavEventKind.allCases))
    }

    @Test("Rendering is deterministic", arguments: Statechart.Format.allCases)
    func deterministic(format: Statechart.Format) {
        #expect(Statechart(configuration: .jianshu).render(format) == Statechart(configuration: .jianshu).render(format))
    }
}
