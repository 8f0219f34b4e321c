import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Programmatic selection (select, §3)")
struct SelectTests {
    @Test("Selecting another tab emits selectTab and keeps that tab's stack (no pop-to-root)")
    func selectKeepsStack() throws {
        var state = try makeState()
        arrange(&state, [.push("article", in: 1), .push("comments", in: 1)])
        var expected = state
        expected.selectedIndex = 1
        expectStep(&state, .select(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
        #expect(state.value(of: .stack) == "discover>article>comments")
    }

    @Test("Selecting the selected tab is a noop without effects, even on a deep stack")
    func selectSelectedIsNoop() throws {
        var state = try makeState()
        expectUnchanged(&state, .select(0), .noop)
        arrange(&state, [.push("article"), .push("comments")])
        expectUnchanged(&state, .select(0), .noop)
    }

    @Test("Selection ignores disable")
    func selectIgnoresDisable() throws {
        var state = try makeState()
        arrange(&state, [.disable(2)])
        var expected = state
        expected.selectedIndex = 2
        expectStep(&state, .select(2), outcome: .ok, effects: [.select(tab: 2)], state: expected)
    }

    @Test("Selection is allowed under a modal, which stays")
    func selectUnderModal() throws {
        var state = try makeState()
        arrange(&state, [.present("compose")])
        var expected = state
        expected.selectedIndex = 1
        expectStep(&state, .select(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
        #expect(state.value(of: .modal) == "compose")
    }

    @Test("Selection never clears a badge, even with clear-on-tap")
    func selectNeverClearsBadge() throws {
        var state = try makeState(badgePolicy: .clearOnTap)
        arrange(&state, [.badge(1, .count(4))])
        var expected = state
        expected.selectedIndex = 1
        expectStep(&state, .select(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
        #expect(state.value(of: .badge(1)) == "4")
    }

    @Test("Selection is allowed while the bar is hidden, and the bar then follows the new tab")
    func selectWithHiddenBar() throws {
        var state = try makeState()
        arrange(&state, [.push("article", hidesBar: true)])
        var expected = state
        expected.selectedIndex = 1
        expectStep(
            &state, .select(1), outcome: .ok, effects: [.select(tab: 1), .setTabBarHidden(false, animated: false)],
            state: expected)
    }

    @Test("Selecting an index that names no tab is rejected")
    func selectMissingTab() throws {
        var state = try makeState()
        expectUnchanged(&state, .select(7), .rejected(.noSuchTab(7)))
    }
}
