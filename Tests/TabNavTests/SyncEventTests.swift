import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// The events a coordinator reports when UIKit changed on its own: the machine follows, and asks
/// UIKit for nothing it has already done.
@Suite("Events that report UIKit's own changes")
struct SyncEventTests {
    @Test("back-button pops the focused stack with no navigation effect, and is a noop at the root")
    func backButton() throws {
        var state = try makeState(hiding: ["article"])
        arrange(&state, [.push("list"), .push("article")])
        var expected = state
        expected.keepEntries(2, of: .tab(0))
        expectStep(
            &state, .report(.backButtonTapped), outcome: .ok, effects: [.setTabBarHidden(false, animated: true)], state: expected)
        arrange(&state, [.report(.backButtonTapped)])
        expectUnchanged(&state, .report(.backButtonTapped), .desync(.nothingToPop))
    }

    @Test("back-menu jumps to the nearest entry of that screen below the top, like an animated pop-to, without an effect")
    func backMenu() throws {
        var state = try makeState()
        arrange(&state, [.push("list"), .push("detail"), .push("list"), .push("photo")])
        var expected = state
        expected.keepEntries(4, of: .tab(0))
        expectStep(&state, .report(.backMenuPicked("list")), outcome: .ok, effects: [], state: expected)
        expectUnchanged(&state, .report(.backMenuPicked("nowhere")), .rejected(.screenNotInStack("nowhere")))
        expected.keepEntries(2, of: .tab(0))
        expectStep(&state, .report(.backMenuPicked("list")), outcome: .ok, effects: [], state: expected)
        expectUnchanged(&state, .report(.backMenuPicked("list")), .noop)
    }

    @Test("back-menu is rejected under legacy: the back button's menu exists from iOS 14 (V8.3; format 1 popped and re-added)")
    func backMenuLegacy() throws {
        var state = try makeState(profile: .legacy, customBar: .onSystemBar)
        arrange(&state, [.push("a"), .push("b"), .push("c")])
        expectStep(&state, .report(.backMenuPicked("a")), outcome: .rejected(.noBackMenu), effects: [], state: state)
        #expect(!state.systemButtonsPresent && state.tabs[0].stack.depth == 4)
    }

    @Test("back-menu over several levels from a hiding screen leaves the bar stuck under ios14.0")
    func backMenuIOS14() throws {
        var state = try makeState(hiding: ["detail"], profile: .ios14_0)
        arrange(&state, [.push("list"), .push("more"), .push("detail"), .report(.backMenuPicked("list"))])
        #expect(state.barStuckHidden && state.anomalies == [.barMissing])
    }

    @Test("sheet-swipe dismisses a sheet without a dismiss effect; a sheet's dismissal leaves re-added buttons")
    func sheetSwipe() throws {
        var state = try makeState(customBar: .onSystemBar)
        arrange(&state, [.rotate, .present("login", style: .sheet)])
        var expected = state
        expected.modal = nil
        expectStep(&state, .report(.sheetSwipe(.whole)), outcome: .ok, effects: [], state: expected)
        #expect(state.hasOverlap)
        expectUnchanged(&state, .report(.sheetSwipe(.whole)), .desync(.noSheet))
    }

    @Test(
        "sheet-swipe is rejected for a full-screen modal, and for any modal under legacy",
        arguments: [
            (UIKitProfile.modern, ModalStyle.fullScreen), (.legacy, .sheet), (.legacy, .fullScreen), (.ios14_0, .fullScreen),
        ])
    func sheetSwipeRejected(_ profile: UIKitProfile, _ style: ModalStyle) throws {
        var state = try makeState(profile: profile)
        arrange(&state, [.present("login", style: style)])
        expectUnchanged(&state, .report(.sheetSwipe(.whole)), .rejected(.notASwipeableSheet))
    }

    @Test("system-pop shrinks a stack to a depth without animation or effect; its own depth is a noop; another is rejected")
    func systemPop() throws {
        var state = try makeState(hiding: ["detail"], profile: .ios14_0)
        arrange(&state, [.push("list"), .push("more"), .push("detail"), .push("x", in: 1)])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(
            &state, .report(.systemPopped(toDepth: 1)), outcome: .ok,
            effects: [.setTabBarHidden(false, animated: false)], state: expected)
        #expect(!state.barStuckHidden, "without animation the iOS 14.0 bug does not strike")
        expectUnchanged(&state, .report(.systemPopped(toDepth: 1)), .noop)
        expectUnchanged(&state, .report(.systemPopped(toDepth: 0)), .rejected(.depthOutOfRange(0, depth: 1)))
        expectUnchanged(&state, .report(.systemPopped(toDepth: 3, in: .tab(1))), .rejected(.depthOutOfRange(3, depth: 2)))
        expectUnchanged(&state, .report(.systemPopped(toDepth: 1, in: .tab(7))), .rejected(.noSuchTab(7)))
        expected.keepEntries(1, of: .tab(1))
        expectStep(&state, .report(.systemPopped(toDepth: 1, in: .tab(1))), outcome: .ok, effects: [], state: expected)
    }

    @Test(
        "Every report of UIKit's changes is rejected during an active back-swipe",
        arguments: [
            Event.report(.backButtonTapped), .report(.backMenuPicked("home")), .report(.sheetSwipe(.whole)),
            .report(.systemPopped(toDepth: 1)),
        ])
    func rejectedDuringSwipe(_ event: Event) throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b"), .swipeStart])
        expectUnchanged(&state, event, .rejected(.backSwipeActive))
    }
}
