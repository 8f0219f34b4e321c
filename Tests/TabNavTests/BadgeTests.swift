import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Badges (§3, §5)")
struct BadgeTests {
    /// A badge value as set, as stored and as shown.
    struct Row: Sendable, CustomTestStringConvertible {
        var set: Badge
        var stored: Badge
        var shown: String
        var testDescription: String { "\(set) shown as \(shown)" }
    }

    static let shownBadges: [Row] = [
        Row(set: .count(1), stored: .count(1), shown: "1"),
        Row(set: .count(42), stored: .count(42), shown: "42"),
        Row(set: .count(99), stored: .count(99), shown: "99"),
        Row(set: .count(100), stored: .count(100), shown: "99+"),
        Row(set: .count(12_345), stored: .count(12_345), shown: "99+"),
        Row(set: .dot, stored: .dot, shown: "dot"),
        Row(set: .text("new"), stored: .text("new"), shown: "new"),
        Row(set: .text("HOT"), stored: .text("HOT"), shown: "HOT"),
    ]

    @Test("A badge is set on its tab and shown as a count (99+ above 99), a dot or its text", arguments: shownBadges)
    func setBadge(row: Row) throws {
        var state = try makeState()
        var expected = state
        expected.tabs[2].badge = row.stored
        expectStep(&state, .badge(2, row.set), outcome: .ok, effects: [.setBadge(row.stored, tab: 2)], state: expected)
        #expect(state.value(of: .badge(2)) == row.shown)
        #expect(state.value(of: .badge(0)) == "none")
    }

    static let clearing: [Badge] = [.none, .count(0), .count(-4), .text("")]

    @Test("0, clear (and a negative count or an empty text) remove the badge", arguments: clearing)
    func clearBadge(value: Badge) throws {
        var state = try makeState()
        arrange(&state, [.badge(1, .count(8))])
        var expected = state
        expected.tabs[1].badge = .none
        expectStep(&state, .badge(1, value), outcome: .ok, effects: [.setBadge(.none, tab: 1)], state: expected)
        #expect(state.value(of: .badge(1)) == "none")
    }

    @Test("Clearing a tab without a badge is a noop", arguments: clearing)
    func clearingNothingIsNoop(value: Badge) throws {
        var state = try makeState()
        expectUnchanged(&state, .badge(1, value), .noop)
    }

    @Test("Setting the badge a tab already has is a noop", arguments: shownBadges)
    func sameBadgeIsNoop(row: Row) throws {
        var state = try makeState()
        arrange(&state, [.badge(0, row.set)])
        expectUnchanged(&state, .badge(0, row.set), .noop)
    }

    @Test("A new badge replaces the previous one")
    func badgeReplaces() throws {
        var state = try makeState()
        arrange(&state, [.badge(0, .dot)])
        var expected = state
        expected.tabs[0].badge = .count(5)
        expectStep(&state, .badge(0, .count(5)), outcome: .ok, effects: [.setBadge(.count(5), tab: 0)], state: expected)
    }

    @Test("Badge(count:) makes a count, and no badge for 0 or less", arguments: [(3, Badge.count(3)), (0, .none), (-1, .none)])
    func badgeFromCount(count: Int, badge: Badge) {
        #expect(Badge(count: count) == badge)
    }

    @Test("Badges apply under a modal and while the bar is hidden")
    func badgeUnderModalAndHiddenBar() throws {
        var state = try makeState()
        arrange(&state, [.push("article", hidesBar: true), .present("compose")])
        var expected = state
        expected.tabs[1].badge = .dot
        expectStep(&state, .badge(1, .dot), outcome: .ok, effects: [.setBadge(.dot, tab: 1)], state: expected)
    }

    @Test("A badge on an index that names no tab is rejected")
    func badgeOnMissingTab() throws {
        var state = try makeState()
        expectUnchanged(&state, .badge(3, .dot), .rejected(.noSuchTab(3)))
    }
}
