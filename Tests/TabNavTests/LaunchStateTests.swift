import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("The state at launch")
struct LaunchStateTests {
    @Test("A new state selects the first tab with every stack at its root and breaks no invariant")
    func launchState() throws {
        let config = try Configuration(tabs: [TabSpec(name: "home", root: "home"), TabSpec(name: "me", root: "profile")])
        let state = TabNavState(configuration: config)
        #expect(state.selectedIndex == 0)
        #expect(state.tabs.map(\.stack.description) == ["home", "profile"])
        #expect(state.modal == nil && state.swipe == .idle && !state.systemButtonsPresent && !state.barStuckHidden)
        #expect(state.invariantViolations().isEmpty)
    }
}

@Suite("The whole launch state")
struct WholeLaunchStateTests {
    @Test("The launch state is exactly: first tab, each stack its root (declared flags kept), ids in tab order, nothing else")
    func wholeLaunchState() throws {
        let config = try makeConfig(
            roots: ["me": "profile"], hiding: ["profile"], center: presentingCenter(), profile: .ios14_0, customBar: .onSystemBar)
        let state = TabNavState(configuration: config)
        // Every stored property written by hand, so nothing of the initialiser's own is compared with itself.
        var expected = state
        expected.tabs = [
            Tab(
                name: "home", stack: NavigationStack(entries: [Entry(screen: "home", hidesBar: false, id: EntryID(rawValue: 0))])),
            Tab(
                name: "discover",
                stack: NavigationStack(entries: [Entry(screen: "discover", hidesBar: false, id: EntryID(rawValue: 1))])),
            Tab(
                name: "me", stack: NavigationStack(entries: [Entry(screen: "profile", hidesBar: true, id: EntryID(rawValue: 2))])),
        ]
        expected.configuration = config
        expected.selectedIndex = 0
        expected.modal = nil
        expected.swipe = .idle
        // V8.1: under ios14.0 the tab bar controller's viewWillAppear runs before UIKit makes its buttons.
        expected.systemButtonsPresent = true
        expected.barStuckHidden = false
        expected.appHidBar = false
        expected.barMinimized = false
        expected.sheetSwipe = .idle
        expected.nextEntryID = 3
        #expect(state == expected)
        #expect(state.value(of: .stackOfTab(2)) == "profile")
    }
}
