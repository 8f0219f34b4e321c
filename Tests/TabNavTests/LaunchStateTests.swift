import Testing
@testable import TabNav

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
