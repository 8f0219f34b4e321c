import Foundation
import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// Format 3's rules in the library (V14–V18 of the trace format, version 3), each checked on the whole state; the
/// conformance traces `format3-*.trace` check the same rules through the binary.
@Suite("Format 3: devices, widths, the floating bar, iPad sheets")
struct Format3BehaviourTests {
    static func state(
        tabs count: Int = 7, device: Device, profile: UIKitProfile = .modern, customBar: CustomBar = .none,
        center: CenterButton<String>? = nil
    ) throws -> State {
        TabNavState(
            configuration: try Configuration(
                tabs: (0..<count).map { TabSpec(name: "t\($0)", root: "t\($0)") }, centerButton: center, profile: profile,
                customBar: customBar, device: device))
    }

    @Test("The capacity is 5 in compact width, 8 in regular, unlimited on the floating bar; More exists beyond it")
    func capacity() throws {
        let phone = try Self.state(device: .iphone).configuration
        #expect(phone.capacity(in: .compact) == 5 && phone.capacity(in: .regular) == 8)
        #expect(try Self.state(device: .ipad, profile: .ios26).configuration.capacity(in: .regular) == Int.max)
        let max = try Self.state(device: .iphoneMax)
        #expect(max.width == .compact && max.hasMore && max.isOverflowTab(4) && !max.isOverflowTab(3))
        let pad = try Self.state(tabs: 9, device: .ipad)
        #expect(pad.width == .regular && pad.hasMore && pad.isOverflowTab(7) && !pad.isOverflowTab(6))
        #expect(try !Self.state(tabs: 8, device: .ipad).hasMore)
        #expect(try !Self.state(tabs: 16, device: .ipad, profile: .ios26).hasMore)
    }

    @Test("A rotation of a large iPhone moves the selected tab and its whole stack into More and back, with no command")
    func rotationMovesTabs() throws {
        var state = try Self.state(device: .iphoneMax)
        arrange(&state, [.report(.rotated), .tap(5), .push("a"), .push("b")])
        #expect(state.orientation == .landscape && state.width == .regular && !state.isMoreSelected)
        let stack = state.tabs[5].stack
        let result = step(&state, .report(.rotated))
        #expect(result.outcome == .ok && result.effects.isEmpty)
        #expect(state.isMoreSelected && state.moreShows == .tab(5) && state.selectedIndex == 5)
        #expect(state.tabs[5].stack == stack && state.returnTab == 5)
        arrange(&state, [.report(.rotated)])
        #expect(!state.isMoreSelected && state.selectedIndex == 5 && state.moreShows == .list)
    }

    @Test("More's list going away selects the return tab; a rotation waits for a gesture to end on a large iPhone")
    func listGoesAway() throws {
        var state = try Self.state(device: .iphoneMax)
        arrange(&state, [.tap(1), .request(.tapMore)])
        #expect(state.isShowingMoreList && state.returnTab == 1)
        arrange(&state, [.report(.rotated)])
        #expect(state.selection == .tab(1) && !state.isMoreSelected)
        arrange(&state, [.push("a"), .report(.backSwipe(.began))])
        #expect(step(&state, .report(.rotated)).outcome == .rejected(.backSwipeActive))
        var phone = try Self.state(device: .iphone)
        arrange(&phone, [.push("a"), .report(.backSwipe(.began))])
        #expect(step(&phone, .report(.rotated)).outcome != .rejected(.backSwipeActive))
    }

    @Test("Only an iPad resizes; the same width is a noop; tap more and select more are refused where More does not exist")
    func resize() throws {
        var phone = try Self.state(device: .iphone)
        #expect(step(&phone, .report(.resized(.regular))).outcome == .rejected(.notResizable))
        var pad = try Self.state(device: .ipad)
        #expect(step(&pad, .report(.resized(.regular))).outcome == .noop)
        #expect(step(&pad, .request(.tapMore)).outcome == .rejected(.noMoreInThisWidth))
        #expect(step(&pad, .request(.selectMore)).outcome == .rejected(.noMoreInThisWidth))
        #expect(step(&pad, .report(.resized(.compact))).outcome == .ok)
        #expect(step(&pad, .request(.tapMore)).outcome == .ok)
    }

    @Test(
        "The floating bar: hidden only by the app, never minimized, no overlap; an on-system-bar custom bar is lost, and its centre button"
    )
    func floatingBar() throws {
        var state = try Self.state(
            tabs: 3, device: .ipad, profile: .ios26, customBar: .onSystemBar, center: presentingCenter())
        #expect(state.isFloatingBar && state.anomalies == [.customBarLost] && !state.hasOverlap)
        #expect(step(&state, .tapCenter).outcome == .rejected(.centerButtonNotOnFloatingBar))
        arrange(&state, [.push("a", hidesBar: true)])
        #expect(!state.isBarHidden && state.anomalies == [.barOverHidingScreen, .customBarLost])
        arrange(&state, [.report(.resized(.compact))])
        #expect(state.isBarHidden && state.anomalies.isEmpty)
        arrange(&state, [.pop(), .request(.hideBar())])
        #expect(state.anomalies.isEmpty)
    }

    @Test("An iPad form sheet is dismissed by a tap on the bar, with no command; a locked sheet and compact width refuse the tap")
    func formSheet() throws {
        var state = try Self.state(tabs: 3, device: .ipad)
        arrange(&state, [.present("m", style: .sheet)])
        #expect(state.isIPadFormSheet)
        var result = step(&state, .tap(2))
        #expect(result.outcome == .ok && result.effects.isEmpty && state.modal == nil && state.selectedIndex == 0)
        arrange(&state, [.present("m", style: .lockedSheet)])
        #expect(step(&state, .tap(2)).outcome == .rejected(.modalCoversTabBar))
        arrange(&state, [.request(.dismiss()), .present("m", style: .sheet), .report(.resized(.compact))])
        #expect(!state.isIPadFormSheet && step(&state, .tap(2)).outcome == .rejected(.modalCoversTabBar))
        var legacy = try Self.state(tabs: 3, device: .ipad, profile: .legacy)
        arrange(&legacy, [.present("m", style: .sheet)])
        result = step(&legacy, .tap(2))
        #expect(result.outcome == .rejected(.modalCoversTabBar))
    }

    @Test("A plan between states of different widths throws; one in the same width keeps it")
    func planAcrossWidths() throws {
        let a = try Self.state(device: .iphoneMax)
        var b = a
        arrange(&b, [.report(.rotated)])
        #expect(throws: PlanError.differentWidth) { try State.plan(from: a, to: b) }
        var c = b
        arrange(&c, [.tap(6)])
        #expect(try State.plan(from: b, to: c) == [.select(tab: 6)])
        #expect(try State.stateAfterPlan(from: b, to: c).width == .regular)
    }

    @Test("Width, orientation and the return tab survive an archive; an archive without them decodes as at launch")
    func coding() throws {
        var state = try Self.state(device: .iphoneMax)
        arrange(&state, [.tap(2), .report(.rotated), .tap(6), .report(.rotated)])
        #expect(state.isMoreSelected && state.returnTab == 6 && state.orientation == .portrait)
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
        let pad = try Self.state(device: .ipad)
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(pad)) as? [String: Any])
        object["width"] = nil
        object["orientation"] = nil
        object["returnTab"] = nil
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(State.self, from: old) == pad)
    }

    @Test("The invariants hold the width to the device: an iphone is compact, a large iPhone's width follows its orientation")
    func invariants() throws {
        var phone = try Self.state(device: .iphone)
        phone.width = .regular
        #expect(phone.invariantViolations().contains { $0.rule == "more-selection" })
        var max = try Self.state(device: .iphoneMax)
        max.orientation = .landscape
        #expect(max.invariantViolations().contains { $0.rule == "more-selection" })
        max.width = .regular
        #expect(max.invariantViolations().isEmpty)
    }
}
