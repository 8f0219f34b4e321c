import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Tapping a tab (§3.1)")
struct TapTests {
    @Test("Tapping another tab selects it and emits selectTab")
    func tapAnotherTabSelectsIt() throws {
        var state = try makeState()
        arrange(&state, [.push("article")])
        var expected = state
        expected.selectedIndex = 2
        expectStep(&state, .tap(2), outcome: .ok, effects: [.select(tab: 2)], state: expected)
        #expect(state.value(of: .tab) == "me")
    }

    @Test("Every tab keeps its own stack, entry identities included, across switches")
    func everyTabKeepsItsStack() throws {
        var state = try makeState()
        arrange(&state, [.push("article"), .push("comments"), .tap(1), .push("topic")])
        let homeEntries = state.entries(of: .tab(0))
        let discoverEntries = state.entries(of: .tab(1))
        var expected = state
        expected.selectedIndex = 0
        expectStep(&state, .tap(0), outcome: .ok, effects: [.select(tab: 0)], state: expected)
        #expect(state.entries(of: .tab(0)) == homeEntries)
        #expect(state.entries(of: .tab(1)) == discoverEntries)
        #expect(state.value(of: .stack) == "home>article>comments")
        #expect(state.value(of: .stackOfTab(1)) == "discover>topic")
    }

    @Test("Tapping the selected tab pops its stack to the root, animated", arguments: [1, 2, 4])
    func retapPopsToRoot(pushed: Int) throws {
        var state = try makeState()
        arrange(&state, (0..<pushed).map { .push("screen\($0)") })
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(&state, .tap(0), outcome: .ok, effects: [.popToRoot(stack: .tab(0), animated: true)], state: expected)
    }

    @Test("Tapping the selected tab at its root changes nothing and asks the app to scroll to top")
    func retapAtRootScrollsToTop() throws {
        var state = try makeState()
        expectUnchanged(&state, .tap(0), .noop, effects: [.scrollToTop(tab: 0)])
        arrange(&state, [.tap(1)])
        expectUnchanged(&state, .tap(1), .noop, effects: [.scrollToTop(tab: 1)])
    }

    @Test("A re-tap at the root that clears a badge is ok: it scrolls to top and clears the badge")
    func retapAtRootClearingBadge() throws {
        var state = try makeState()
        arrange(&state, [.badge(0, .count(3))])
        var expected = state
        expected.tabs[0].badge = .none
        expectStep(&state, .tap(0), outcome: .ok, effects: [.scrollToTop(tab: 0), .setBadge(.none, tab: 0)], state: expected)
    }

    @Test("With clear-on-tap, tapping another tab clears that tab's badge")
    func clearOnTapClearsTheTappedTabBadge() throws {
        var state = try makeState()
        arrange(&state, [.badge(1, .dot), .badge(2, .count(7))])
        var expected = state
        expected.selectedIndex = 1
        expected.tabs[1].badge = .none
        expectStep(&state, .tap(1), outcome: .ok, effects: [.select(tab: 1), .setBadge(.none, tab: 1)], state: expected)
        #expect(state.tabs[2].badge == .count(7))
    }

    @Test("With clear-on-tap, a re-tap that pops to the root also clears the badge")
    func clearOnTapRetapWithPop() throws {
        var state = try makeState()
        arrange(&state, [.push("article"), .badge(0, .text("new"))])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expected.tabs[0].badge = .none
        expectStep(
            &state, .tap(0), outcome: .ok,
            effects: [.popToRoot(stack: .tab(0), animated: true), .setBadge(.none, tab: 0)], state: expected
        )
    }

    @Test("With keep, tapping another tab leaves its badge")
    func keepLeavesBadgeOnAnotherTab() throws {
        var state = try makeState(badgePolicy: .keep)
        arrange(&state, [.badge(1, .count(2))])
        var expected = state
        expected.selectedIndex = 1
        expectStep(&state, .tap(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
    }

    @Test("With keep, a re-tap that pops leaves the badge")
    func keepLeavesBadgeOnRetapWithPop() throws {
        var state = try makeState(badgePolicy: .keep)
        arrange(&state, [.push("article"), .badge(0, .count(2))])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(&state, .tap(0), outcome: .ok, effects: [.popToRoot(stack: .tab(0), animated: true)], state: expected)
    }

    @Test("With keep, a re-tap at the root is a noop even with a badge")
    func keepRetapAtRootIsNoop() throws {
        var state = try makeState(badgePolicy: .keep)
        arrange(&state, [.badge(0, .dot)])
        expectUnchanged(&state, .tap(0), .noop, effects: [.scrollToTop(tab: 0)])
    }

    @Test("A tap is rejected while a modal covers the tab bar")
    func tapUnderModalIsRejected() throws {
        var state = try makeState()
        arrange(&state, [.present("login")])
        expectUnchanged(&state, .tap(1), .rejected(.modalCoversTabBar))
        expectUnchanged(&state, .tap(0), .rejected(.modalCoversTabBar))
    }

    @Test("A tap is rejected while the bar is hidden")
    func tapWithHiddenBarIsRejected() throws {
        var state = try makeState()
        arrange(&state, [.push("article", hidesBar: true)])
        expectUnchanged(&state, .tap(1), .rejected(.tabBarHidden))
        expectUnchanged(&state, .tap(0), .rejected(.tabBarHidden))
    }

    @Test("A tap on a disabled tab is rejected, selected or not")
    func tapOnDisabledTabIsRejected() throws {
        var state = try makeState()
        arrange(&state, [.disable(1), .disable(0)])
        expectUnchanged(&state, .tap(1), .rejected(.tabDisabled("discover")))
        expectUnchanged(&state, .tap(0), .rejected(.tabDisabled("home")))
    }

    @Test("A tap on an index that names no tab is rejected")
    func tapOnMissingTabIsRejected() throws {
        var state = try makeState()
        expectUnchanged(&state, .tap(3), .rejected(.noSuchTab(3)))
    }
    /// The ways the bar is hidden under a modal: a hiding entry on top of the selected tab, and the app hiding it (V5).
    static let hidingSetups: [[Event]] = [[.push("article", hidesBar: true)], [.request(.hideBar())]]

    @Test(
        "A modal is checked before a hidden bar: a tap under a modal over a hidden bar is rejected for the modal",
        arguments: hidingSetups)
    func modalBeforeHiddenBar(hiding: [Event]) throws {
        var state = try makeState()
        arrange(&state, hiding)
        #expect(state.isBarHidden)
        arrange(&state, [.present("compose")])
        expectUnchanged(&state, .tap(1), .rejected(.modalCoversTabBar))
        expectUnchanged(&state, .tap(0), .rejected(.modalCoversTabBar))
    }

    @Test(
        "A re-tap at the root asks to scroll that tab, and no other, to the top, in every profile and custom bar",
        arguments: UIKitProfile.allCases, CustomBar.allCases)
    func retapScrollsThatTabToTop(profile: UIKitProfile, customBar: CustomBar) throws {
        let tabs = ["a", "b", "c", "d", "e"]
        for index in tabs.indices {
            var state = try makeState(tabs: tabs, profile: profile, customBar: customBar)
            if index != 0 { arrange(&state, [.tap(index)]) }
            expectUnchanged(&state, .tap(index), .noop, effects: [.scrollToTop(tab: index)])
        }
    }

    @Test("Only a re-tap at the root scrolls to top: a re-tap above it pops, a tap on another tab selects")
    func scrollToTopOnlyAtTheRoot() throws {
        var state = try makeState()
        arrange(&state, [.push("article"), .push("comments", in: 1)])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(&state, .tap(0), outcome: .ok, effects: [.popToRoot(stack: .tab(0), animated: true)], state: expected)
        expected.selectedIndex = 1
        expectStep(&state, .tap(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
    }
}
