import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Enabling and disabling tab bar items (§3)")
struct TabEnablingTests {
    @Test("disable turns a tab's item off and emits setEnabled(false)")
    func disableTurnsOff() throws {
        var state = try makeState()
        var expected = state
        expected.tabs[1].isEnabled = false
        expectStep(&state, .disable(1), outcome: .ok, effects: [.setEnabled(false, tab: 1)], state: expected)
    }

    @Test("enable turns a disabled item on again, and taps are accepted again")
    func enableTurnsOn() throws {
        var state = try makeState()
        arrange(&state, [.disable(1)])
        expectUnchanged(&state, .tap(1), .rejected(.tabDisabled("discover")))
        var expected = state
        expected.tabs[1].isEnabled = true
        expectStep(&state, .enable(1), outcome: .ok, effects: [.setEnabled(true, tab: 1)], state: expected)
        expected.selectedIndex = 1
        expectStep(&state, .tap(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
    }

    @Test("Disabling a disabled tab or enabling an enabled one is a noop")
    func repeatedIsNoop() throws {
        var state = try makeState()
        expectUnchanged(&state, .enable(0), .noop)
        arrange(&state, [.disable(0)])
        expectUnchanged(&state, .disable(0), .noop)
    }

    @Test("The selected tab can be disabled; it stays selected")
    func disableSelected() throws {
        var state = try makeState()
        var expected = state
        expected.tabs[0].isEnabled = false
        expectStep(&state, .disable(0), outcome: .ok, effects: [.setEnabled(false, tab: 0)], state: expected)
        #expect(state.value(of: .tab) == "home")
    }

    @Test("enable and disable of an index that names no tab are rejected", arguments: [Event.enable(4), .disable(4)])
    func missingTab(event: Event) throws {
        var state = try makeState()
        expectUnchanged(&state, event, .rejected(.noSuchTab(4)))
    }
}
