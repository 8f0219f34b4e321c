import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("The interactive back-swipe (§3.3)")
struct BackSwipeTests {
    @Test("A whole back-swipe pops the top entry like pop, and emits no navigation effect (UIKit pops by itself)")
    func wholeBackSwipePops() throws {
        var state = try makeState()
        arrange(&state, [.push("article"), .push("comments")])
        var expected = state
        expected.keepEntries(2, of: .tab(0))
        expectStep(&state, .backSwipe, outcome: .ok, effects: [], state: expected)
    }

    @Test("A whole back-swipe off a hiding entry shows the bar, animated")
    func wholeBackSwipeShowsBar() throws {
        var state = try makeState()
        arrange(&state, [.push("article", hidesBar: true)])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(&state, .backSwipe, outcome: .ok, effects: [.setTabBarHidden(false, animated: true)], state: expected)
    }

    @Test("A whole back-swipe acts on the focused stack: the modal's while one is presented")
    func wholeBackSwipeOnModal() throws {
        var state = try makeState()
        arrange(&state, [.push("article"), .present("compose"), .push("draft")])
        var expected = state
        expected.keepEntries(1, of: .modal)
        expectStep(&state, .backSwipe, outcome: .ok, effects: [], state: expected)
    }

    @Test(
        "A back-swipe, whole or started, on a focused stack of one entry changes nothing and says UIKit is out of step",
        arguments: [Event.backSwipe, .swipeStart])
    func backSwipeAtRootIsDesync(event: Event) throws {
        var state = try makeState()
        expectUnchanged(&state, event, .desync(.nothingToPop))
        // Under a modal the focused stack is the modal's, even when the selected tab's is deep.
        arrange(&state, [.push("article"), .present("compose")])
        expectUnchanged(&state, event, .desync(.nothingToPop))
    }

    @Test("back-swipe start makes the swipe active and leaves the stack as it is")
    func startActivates() throws {
        var state = try makeState()
        arrange(&state, [.push("article")])
        var expected = state
        expected.swipe = .active
        expectStep(&state, .swipeStart, outcome: .ok, effects: [], state: expected)
        #expect(state.value(of: .swipe) == "active")
        #expect(state.value(of: .depth) == "2")
    }

    @Test("back-swipe finish pops the top entry and ends the swipe")
    func finishPops() throws {
        var state = try makeState()
        arrange(&state, [.push("article", hidesBar: true), .push("comments"), .swipeStart])
        var expected = state
        expected.swipe = .idle
        expected.keepEntries(2, of: .tab(0))
        expectStep(&state, .swipeFinish, outcome: .ok, effects: [], state: expected)
    }

    @Test("back-swipe finish over the modal pops the modal's stack")
    func finishPopsModal() throws {
        var state = try makeState()
        arrange(&state, [.present("compose"), .push("draft"), .swipeStart])
        var expected = state
        expected.swipe = .idle
        expected.keepEntries(1, of: .modal)
        expectStep(&state, .swipeFinish, outcome: .ok, effects: [], state: expected)
    }

    @Test("back-swipe cancel ends the swipe with the stack unchanged")
    func cancelKeepsStack() throws {
        var state = try makeState()
        arrange(&state, [.push("article", hidesBar: true), .swipeStart])
        var expected = state
        expected.swipe = .idle
        expectStep(&state, .swipeCancel, outcome: .ok, effects: [], state: expected)
        #expect(state.value(of: .stack) == "home>article")
    }

    @Test(
        "back-swipe finish and cancel change nothing when no swipe began, and say UIKit is out of step",
        arguments: [Event.swipeFinish, .swipeCancel])
    func finishOrCancelWhenIdle(event: Event) throws {
        var state = try makeState()
        expectUnchanged(&state, event, .desync(.backSwipeNotBegun))
        arrange(&state, [.push("article")])
        expectUnchanged(&state, event, .desync(.backSwipeNotBegun))
        #expect(step(&state, event).outcome.name == "noop", "the trace format counts it a noop")
    }

    static let navigationSteps: [Event] = [
        .tap(0), .tap(1), .tapCenter, .select(1), .select(0), .push("x"), .push("x", in: 1), .pop(), .pop(in: 1),
        .popTo("home"), .popToRoot(), .popToRoot(in: 1), .setStack(["home"]), .present("login"), .dismiss,
        .open(1, ["x"]), .open(0), .backSwipe, .swipeStart,
    ]

    @Test("Every navigation step is rejected while a swipe is active", arguments: navigationSteps)
    func navigationRejectedDuringSwipe(event: Event) throws {
        var state = try makeState(center: presentingCenter())
        arrange(&state, [.push("article"), .push("comments"), .swipeStart])
        expectUnchanged(&state, event, .rejected(.backSwipeActive))
    }

    /// A step that still applies during a swipe, with what it does.
    struct Applies: Sendable, CustomTestStringConvertible {
        var name: String
        var event: Event
        var effects: [Fx]
        var change: @Sendable (inout State) -> Void
        var testDescription: String { name }
    }

    static let stillApply: [Applies] = [
        Applies(name: "badge", event: .badge(1, .count(3)), effects: [.setBadge(.count(3), tab: 1)]) {
            $0.tabs[1].badge = .count(3)
        },
        Applies(name: "disable", event: .disable(2), effects: [.setEnabled(false, tab: 2)]) { $0.tabs[2].isEnabled = false },
        Applies(name: "enable", event: .enable(0), effects: [.setEnabled(true, tab: 0)]) { $0.tabs[0].isEnabled = true },
        // Under modern with on-system-bar, a rotation puts the system buttons back.
        Applies(name: "rotate", event: .rotate, effects: []) { $0.systemButtonsPresent = true },
    ]

    @Test("badge, enable, disable and rotate still apply while a swipe is active", arguments: stillApply)
    func nonNavigationApplies(row: Applies) throws {
        var state = try makeState(customBar: .onSystemBar)
        arrange(&state, [.disable(0), .push("article"), .swipeStart])
        var expected = state
        row.change(&expected)
        expectStep(&state, row.event, outcome: .ok, effects: row.effects, state: expected)
        #expect(state.swipe == .active)
    }
}
