import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("The order in which rejections are checked (§3)")
struct RejectionOrderTests {
    /// A scene where two or more rules reject a step, and the reason that must win.
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var center: CenterButton<String>? = nil
        var setup: [Event]
        var event: Event
        var reason: Rejection
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        // An active back-swipe comes first.
        Row(
            name: "swipe before modal", setup: [.present("compose"), .push("draft"), .swipeStart],
            event: .tap(1), reason: .backSwipeActive),
        Row(
            name: "swipe before hidden bar", setup: [.push("article", hidesBar: true), .swipeStart],
            event: .tap(1), reason: .backSwipeActive),
        Row(
            name: "swipe before disabled tab", setup: [.disable(1), .push("article"), .swipeStart],
            event: .tap(1), reason: .backSwipeActive),
        Row(
            name: "swipe before the centre button's modal rule", center: presentingCenter(),
            setup: [.present("login"), .push("form"), .swipeStart], event: .tapCenter, reason: .backSwipeActive),
        Row(
            name: "swipe before pop-to's own rule", setup: [.push("article"), .swipeStart],
            event: .popTo("nowhere"), reason: .backSwipeActive),
        Row(
            name: "swipe before present's own rule", setup: [.present("compose"), .push("draft"), .swipeStart],
            event: .present("other"), reason: .backSwipeActive),
        Row(
            name: "swipe before set-stack's own rule", setup: [.push("article"), .swipeStart],
            event: .setStack([]), reason: .backSwipeActive),
        // Then, for taps, a modal and a hidden bar.
        Row(
            name: "modal before disabled tab", setup: [.disable(1), .present("compose")],
            event: .tap(1), reason: .modalCoversTabBar),
        Row(
            name: "hidden bar before disabled tab", setup: [.disable(1), .push("article", hidesBar: true)],
            event: .tap(1), reason: .tabBarHidden),
        Row(
            name: "modal and hidden bar: the modal is reported", setup: [.push("article", hidesBar: true), .present("compose")],
            event: .tap(1), reason: .modalCoversTabBar),
        Row(
            name: "hidden bar before the centre button's own rule", setup: [.push("article", hidesBar: true)],
            event: .tapCenter, reason: .tabBarHidden),
        // Then a disabled tab, before the tap's own rules (a re-tap at the root would be a noop).
        Row(name: "disabled before the re-tap rules", setup: [.disable(0)], event: .tap(0), reason: .tabDisabled("home")),
    ]

    @Test(
        "The first rule in the order back-swipe, modal or hidden bar, disabled tab, own rules gives the reason", arguments: rows)
    func firstRuleWins(row: Row) throws {
        var state = try makeState(center: row.center)
        arrange(&state, row.setup)
        expectUnchanged(&state, row.event, .rejected(row.reason))
    }
}
