import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Deep links (open, §3)")
struct DeepLinkTests {
    @Test("open selects the tab and sets its stack to its root followed by the screens, without animation")
    func openSelectsAndSetsStack() throws {
        var state = try makeState()
        var expected = state
        expected.selectedIndex = 1
        expected.appendNewEntry("topic", to: .tab(1))
        expected.appendNewEntry("post", to: .tab(1))
        expectStep(
            &state, .open(1, ["topic", "post"]), outcome: .ok,
            effects: [.select(tab: 1), .setViewControllers(["discover", "topic", "post"], stack: .tab(1), animated: false)],
            state: expected)
        #expect(state.value(of: .stack) == "discover>topic>post")
    }

    @Test("open dismisses a modal first, as dismiss does, then selects and sets the stack")
    func openDismissesModal() throws {
        var state = try makeState()
        arrange(&state, [.present("compose"), .push("draft")])
        var expected = state
        expected.modal = nil
        expected.selectedIndex = 2
        expected.appendNewEntry("settings", to: .tab(2))
        expectStep(
            &state, .open(2, ["settings"]), outcome: .ok,
            effects: [
                .dismiss(animated: false), .select(tab: 2),
                .setViewControllers(["me", "settings"], stack: .tab(2), animated: false),
            ],
            state: expected)
    }

    @Test("open's dismissal has dismiss's consequences: a full-screen one removes re-added buttons")
    func openDismissalRemovesButtons() throws {
        var state = try makeState(customBar: .onSystemBar)
        arrange(&state, [.rotate, .present("compose")])
        var expected = state
        expected.modal = nil
        expected.systemButtonsPresent = false
        expectStep(
            &state, .open(0), outcome: .ok, effects: [.dismiss(animated: false), .removeSystemTabBarButtons], state: expected)
    }

    @Test("open keeps the tab's current root, even one that set-stack replaced, and the entries that already match")
    func openKeepsCurrentRoot() throws {
        var state = try makeState()
        arrange(&state, [.setStack(["feed", "topic", "old"], in: 1)])
        var expected = state
        expected.selectedIndex = 1
        expected.keepEntries(2, of: .tab(1))
        expected.appendNewEntry("post", to: .tab(1))
        expectStep(
            &state, .open(1, ["topic", "post"]), outcome: .ok,
            effects: [.select(tab: 1), .setViewControllers(["feed", "topic", "post"], stack: .tab(1), animated: false)],
            state: expected)
    }

    @Test("open with no screens pops the tab to its root, without animation")
    func openWithoutPathPopsToRoot() throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b", hidesBar: true)])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(
            &state, .open(0), outcome: .ok,
            effects: [.setViewControllers(["home"], stack: .tab(0), animated: false), .setTabBarHidden(false, animated: false)],
            state: expected)
    }

    @Test("open that changes nothing is a noop without effects")
    func openThatChangesNothing() throws {
        var state = try makeState()
        expectUnchanged(&state, .open(0), .noop)
        arrange(&state, [.push("a"), .push("b")])
        expectUnchanged(&state, .open(0, ["a", "b"]), .noop)
    }

    @Test("open selects programmatically: a disabled tab is opened and its badge is kept")
    func openIgnoresDisableAndKeepsBadge() throws {
        var state = try makeState(badgePolicy: .clearOnTap)
        arrange(&state, [.disable(1), .badge(1, .dot)])
        var expected = state
        expected.selectedIndex = 1
        expectStep(&state, .open(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
    }

    @Test("open of an index that names no tab is rejected, and its modal stays")
    func openMissingTab() throws {
        var state = try makeState()
        arrange(&state, [.present("compose")])
        expectUnchanged(&state, .open(5, ["x"]), .rejected(.noSuchTab(5)))
    }
}
