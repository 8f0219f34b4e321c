import Foundation
import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// V4 of trace format 2, the More tab, in the library: one test a rule, each on the whole state and the effects.
@Suite("Format 2: the More tab (V4)")
struct MoreTabTests {
    /// Seven tabs: `a`–`d` on the bar, `e`, `f` and `g` in the More list.
    static let sevenTabs = ["a", "b", "c", "d", "e", "f", "g"]

    static func state(
        tabs: [String] = sevenTabs, hiding: Set<String> = [], center: CenterButton<String>? = nil,
        badgePolicy: BadgePolicy = .clearOnTap, profile: UIKitProfile = .modern, customBar: CustomBar = .none
    ) throws -> State {
        try makeState(
            tabs: tabs, hiding: hiding, center: center, badgePolicy: badgePolicy, profile: profile, customBar: customBar)
    }

    static let tapMore: Event = .request(.tapMore)
    static let selectMore: Event = .request(.selectMore)
    static func pick(_ tab: Int) -> Event { .request(.pick(tab: tab)) }

    /// `tab`, `stack`, `depth` and `more` as `expect` reads them.
    static func seen(_ state: State) -> [String?] {
        [state.value(of: .tab), state.value(of: .stack), state.value(of: .depth), state.value(of: .more)]
    }

    @Test("With more than five tabs the bar shows tabs 0-3 and More; tabs 4 on are overflow tabs; five tabs have no More")
    func overflowTabs() throws {
        let seven = try Self.state().configuration
        #expect(seven.hasMoreTab && seven.barTabCount == 4)
        #expect((0..<7).filter(seven.isOverflowTab) == [4, 5, 6])
        let five = try Self.state(tabs: ["a", "b", "c", "d", "e"]).configuration
        #expect(!five.hasMoreTab && five.barTabCount == 5 && !(0..<5).contains(where: five.isOverflowTab))
        var state = try Self.state(tabs: ["a", "b", "c", "d", "e"])
        #expect(step(&state, Self.tapMore).outcome == .rejected(.noMoreTab))
        #expect(step(&state, Self.selectMore).outcome == .rejected(.noMoreTab))
        #expect(step(&state, Self.pick(4)).outcome == .rejected(.noMoreTab))
        #expect(state.value(of: .more) == "none")
    }

    @Test("At launch More is not selected and what it last showed is its list (V11)")
    func launch() throws {
        let state = try Self.state()
        #expect(!state.isMoreSelected && state.moreShows == .list && state.moreSelection == nil)
        #expect(Self.seen(state) == ["a", "a", "1", "none"])
    }

    @Test("tap of an overflow tab is rejected: it is not on the bar")
    func tapOverflowRejected() throws {
        var state = try Self.state()
        #expect(step(&state, .tap(5)).outcome == .rejected(.notOnTabBar("f")))
    }

    @Test("tap more selects More showing its list; the list is tab=more stack=more depth=1 more=list")
    func tapMoreShowsList() throws {
        var state = try Self.state()
        let result = step(&state, Self.tapMore)
        #expect(result.outcome == .ok && result.effects == [.selectMore])
        #expect(Self.seen(state) == ["more", "more", "1", "list"])
        #expect(state.isShowingMoreList && state.selectedTabIndex == nil && state.selectedIndex == 4)
        #expect(step(&state, Self.tapMore).outcome == .noop)
    }

    @Test("pick shows the overflow tab inside More, pushed onto More's navigation controller")
    func pickShowsTab() throws {
        var state = try Self.state()
        arrange(&state, [Self.tapMore])
        let result = step(&state, Self.pick(5))
        #expect(result.outcome == .ok && result.effects == [.showInMore(tab: 5, animated: true)])
        #expect(Self.seen(state) == ["f", "f", "1", "f"])
        #expect(state.selectedTabIndex == 5 && state.focusedStackRef == .tab(5))
    }

    @Test("pick is rejected off the list, for a bar tab, for a disabled tab and under a modal; it clears the badge")
    func pickRules() throws {
        var state = try Self.state()
        #expect(step(&state, Self.pick(5)).outcome == .rejected(.moreListNotShown))
        arrange(&state, [Self.tapMore, .disable(6), .badge(5, .count(3))])
        #expect(step(&state, Self.pick(1)).outcome == .rejected(.notAnOverflowTab("b")))
        #expect(step(&state, Self.pick(6)).outcome == .rejected(.tabDisabled("g")))
        arrange(&state, [.present("m")])
        #expect(step(&state, Self.pick(5)).outcome == .rejected(.modalCoversMoreList))
        arrange(&state, [.dismiss])
        let result = step(&state, Self.pick(5))
        #expect(result.effects == [.showInMore(tab: 5, animated: true), .setBadge(.none, tab: 5)])
        #expect(state.tabs[5].badge == .none)
        var keep = try Self.state(badgePolicy: .keep)
        arrange(&keep, [Self.tapMore, .badge(5, .dot), Self.pick(5)])
        #expect(keep.tabs[5].badge == .dot)
    }

    @Test("Leaving More keeps what it showed; tap more shows it again, stack kept")
    func leaveAndReturn() throws {
        var state = try Self.state()
        arrange(&state, [Self.tapMore, Self.pick(4), .push("x"), .tap(2)])
        #expect(Self.seen(state) == ["c", "c", "1", "none"] && state.moreShows == .tab(4))
        let result = step(&state, Self.tapMore)
        #expect(result.effects == [.selectMore])
        #expect(Self.seen(state) == ["e", "e>x", "2", "e"])
    }

    @Test("A re-tap of More while it shows a tab goes back to the list and pops the tab to its root, animated")
    func reTapMorePopsToList() throws {
        var state = try Self.state()
        arrange(&state, [Self.tapMore, Self.pick(4), .push("x"), .push("y")])
        let result = step(&state, Self.tapMore)
        #expect(result.outcome == .ok)
        #expect(result.effects == [.popToRoot(stack: .tab(4), animated: true), .popToMoreList(animated: true)])
        #expect(Self.seen(state) == ["more", "more", "1", "list"] && state.screens(of: .tab(4)) == ["e"])
    }

    @Test("Under legacy, the re-tap of More is a multi-level pop-to-root: UIKit re-adds its buttons")
    func reTapMoreIsAPopToRootForTheProfiles() throws {
        var state = try Self.state(profile: .legacy, customBar: .onSystemBar)
        arrange(&state, [Self.tapMore, Self.pick(4), .push("x"), .push("y"), Self.tapMore])
        #expect(state.systemButtonsPresent && state.hasOverlap)
    }

    @Test("select of an overflow tab selects More showing it, popping nothing; select more shows what More last showed")
    func selectOverflowAndSelectMore() throws {
        var state = try Self.state()
        arrange(&state, [.select(5), .push("x")])
        #expect(Self.seen(state) == ["f", "f>x", "2", "f"])
        #expect(step(&state, .select(5)).outcome == .noop)
        arrange(&state, [.select(0)])
        #expect(state.value(of: .more) == "none")
        let result = step(&state, Self.selectMore)
        #expect(result.outcome == .ok && result.effects == [.selectMore])
        #expect(Self.seen(state) == ["f", "f>x", "2", "f"])
        #expect(step(&state, Self.selectMore).outcome == .noop)
        let first = step(&state, .select(6))
        #expect(first.effects == [.select(tab: 6)] && Self.seen(state) == ["g", "g", "1", "g"])
        #expect(state.screens(of: .tab(5)) == ["f", "x"])
    }

    @Test("select more and select are allowed under a modal; tap more is not")
    func selectionUnderModal() throws {
        var state = try Self.state()
        arrange(&state, [.present("m")])
        #expect(step(&state, Self.tapMore).outcome == .rejected(.modalCoversTabBar))
        arrange(&state, [Self.selectMore, .select(6)])
        #expect(state.value(of: .more) == "g")
    }

    @Test(
        "A modal is checked before a hidden bar: tap more under a modal over a hidden bar is rejected for the modal",
        arguments: TapTests.hidingSetups)
    func tapMoreModalBeforeHiddenBar(hiding: [Event]) throws {
        var state = try Self.state()
        arrange(&state, hiding + [.present("m")])
        #expect(state.isBarHidden)
        expectUnchanged(&state, Self.tapMore, .rejected(.modalCoversTabBar))
    }

    @Test("open of an overflow tab dismisses, selects More showing it and sets its stack")
    func openOverflowTab() throws {
        var state = try Self.state()
        arrange(&state, [.present("m")])
        let result = step(&state, .open(5, ["x", "y"]))
        let expected: [Fx] = [
            .dismiss(animated: false), .select(tab: 5), .setViewControllers(["f", "x", "y"], stack: .tab(5), animated: false),
        ]
        #expect(Array(result.effects) == expected.map { $0.resolvingPlaceholders(in: state) })
        #expect(Self.seen(state) == ["f", "f>x>y", "3", "f"] && state.modal == nil)
    }

    @Test("pop, back-swipe, back-swipe finish and back-button at an overflow tab's root go back to the list, stack kept")
    func popAtOverflowRootGoesToList() throws {
        for event: Event in [.pop(), .backSwipe, .report(.backButtonTapped)] {
            var state = try Self.state()
            arrange(&state, [.select(4)])
            let result = step(&state, event)
            #expect(result.outcome == .ok)
            #expect(result.effects == (event == .pop() ? [.popToMoreList(animated: true)] : []))
            #expect(Self.seen(state) == ["more", "more", "1", "list"] && state.screens(of: .tab(4)) == ["e"])
        }
        var state = try Self.state()
        arrange(&state, [.select(4), .swipeStart])
        #expect(state.swipe == .active && step(&state, .tap(0)).outcome == .rejected(.backSwipeActive))
        arrange(&state, [.swipeFinish])
        #expect(Self.seen(state) == ["more", "more", "1", "list"] && state.swipe == .idle)
        arrange(&state, [Self.pick(4), .swipeStart, .swipeCancel])
        #expect(Self.seen(state) == ["e", "e", "1", "e"])
        #expect(step(&state, .pop(in: 4)).outcome == .noop)
    }

    @Test("Over the More list navigation without in= is rejected, a push= centre too; back gestures are noops")
    func listHasNoStack() throws {
        var state = try Self.state(center: pushingCenter())
        arrange(&state, [Self.tapMore])
        let rejected: [Event] = [
            .push("x"), .pop(), .popTo("a"), .popToRoot(), .setStack(["x"]), .report(.systemPopped(toDepth: 1)),
            .report(.backMenuPicked("a")), .tapCenter,
        ]
        for event in rejected { #expect(step(&state, event).outcome == .rejected(.moreListHasNoStack)) }
        for event: Event in [.backSwipe, .swipeStart, .report(.backButtonTapped)] {
            #expect(step(&state, event).outcome == .desync(.nothingToPop))
        }
        let pushed = step(&state, .push("x", in: 5))
        #expect(pushed.outcome == .ok && state.screens(of: .tab(5)) == ["f", "x"] && state.value(of: .stack) == "more")
        arrange(&state, [.present("m"), .push("n")])
        #expect(state.screens(of: .modal) == ["m", "n"])
    }

    @Test("Over the More list the bar shows unless the app hid it, whatever the tab at selectedIndex hides")
    func listBarVisible() throws {
        var state = try Self.state(hiding: ["player"])
        arrange(&state, [.push("player", in: 4), Self.tapMore])
        #expect(state.value(of: .bar) == "visible" && state.anomalies.isEmpty)
        arrange(&state, [.request(.hideBar())])
        #expect(state.value(of: .bar) == "hidden" && state.anomalies.isEmpty)
        #expect(step(&state, Self.tapMore).outcome == .rejected(.tabBarHidden))
    }

    @Test("Badges on overflow tabs are kept in the state; the More item has none")
    func overflowBadges() throws {
        var state = try Self.state()
        arrange(&state, [.badge(6, .count(150))])
        #expect(state.value(of: .badge(6)) == "99+")
        arrange(&state, [.select(6)])
        #expect(state.value(of: .badge(6)) == "99+")
    }

    @Test("A change of the selection to, from or within More releases a bar stuck by ios14.0")
    func selectionChangeReleasesStuckBar() throws {
        let cases: [([Event], Event)] = [
            ([.select(4)], .select(0)), ([], Self.selectMore), ([.select(4)], .select(5)),
            ([Self.tapMore, Self.pick(4)], .pop()),
        ]
        for (setup, change) in cases {
            var state = try Self.state(hiding: ["p"], profile: .ios14_0)
            arrange(&state, setup + [.push("x"), .push("p"), .popToRoot()])
            #expect(state.barStuckHidden)
            arrange(&state, [change])
            #expect(!state.barStuckHidden && state.value(of: .bar) == "visible")
        }
    }

    @Test("A re-tap of More from a hiding screen (possible on an over-content bar) does not stick the bar over the list")
    func reTapMoreDoesNotStick() throws {
        var state = try Self.state(hiding: ["p"], profile: .ios14_0, customBar: .overContent)
        arrange(&state, [.select(4), .push("x"), .push("p"), Self.tapMore])
        #expect(!state.barStuckHidden && state.value(of: .bar) == "visible" && state.isShowingMoreList)
    }

    @Test("tap more, select more and pick are navigation: rejected during a back-swipe")
    func moreStepsWaitForTheSwipe() throws {
        var state = try Self.state()
        arrange(&state, [.push("x"), .swipeStart])
        for event in [Self.tapMore, Self.selectMore, Self.pick(4)] {
            #expect(step(&state, event).outcome == .rejected(.backSwipeActive))
        }
    }

    @Test("On a minimized iOS 26 bar, tap more only expands it")
    func tapMoreOnMinimizedBar() throws {
        var state = TabNavState(
            configuration: try Configuration(
                tabs: Self.sevenTabs.map { TabSpec(name: $0, root: $0) }, profile: .ios26, minimize: .onScrollDown))
        arrange(&state, [.report(.scrolled(.down))])
        let result = step(&state, Self.tapMore)
        #expect(result.outcome == .ok && result.effects.isEmpty && !state.isMoreSelected && !state.barMinimized)
    }

    @Test("A state encoded before the More tab decodes with More not selected; a More state round-trips")
    func codable() throws {
        var state = try Self.state()
        arrange(&state, [.select(5), .push("x"), .select(1)])
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["isMoreSelected"] = nil
        object["moreShows"] = nil
        let old = try JSONDecoder().decode(State.self, from: try JSONSerialization.data(withJSONObject: object))
        #expect(!old.isMoreSelected && old.moreShows == .list && old.tabs == state.tabs)
    }
}
