import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("The centre button (§3.2)")
struct CenterButtonTests {
    @Test(
        "A present= centre button presents a modal whose stack is its screen, in the declared style",
        arguments: ModalStyle.allCases)
    func centerPresents(style: ModalStyle) throws {
        var state = try makeState(center: presentingCenter("write", "compose", style: style))
        arrange(&state, [.tap(1), .push("topic")])
        var expected = state
        expected.modal = Modal(
            stack: NavigationStack(entries: [Entry(screen: "compose", hidesBar: false, id: EntryID(rawValue: state.nextEntryID))]
            ), style: style)
        expected.nextEntryID += 1
        expectStep(
            &state, .tapCenter, outcome: .ok, effects: [.present("compose", style: style, animated: true)], state: expected)
        #expect(state.value(of: .modal) == "compose")
        #expect(state.value(of: .tab) == "discover")
    }

    @Test("A push= centre button pushes its screen onto the selected tab's stack, animated, and is never selected")
    func centerPushes() throws {
        var state = try makeState(center: pushingCenter("write", "compose"))
        arrange(&state, [.tap(2), .push("settings")])
        var expected = state
        expected.appendNewEntry("compose", to: .tab(2))
        expectStep(
            &state, .tapCenter, outcome: .ok,
            effects: [.push("compose", hidesBar: false, stack: .tab(2), animated: true)], state: expected)
        #expect(state.selectedIndex == 2)
    }

    @Test("A push= centre button's screen hides the bar when it is declared to")
    func centerPushesHidingScreen() throws {
        var state = try makeState(hiding: ["compose"], center: pushingCenter("write", "compose"))
        var expected = state
        expected.appendNewEntry("compose", hidesBar: true, to: .tab(0))
        expectStep(
            &state, .tapCenter, outcome: .ok,
            effects: [.push("compose", hidesBar: true, stack: .tab(0), animated: true), .setTabBarHidden(true, animated: true)],
            state: expected)
    }

    /// A scene in which the centre button cannot be tapped.
    struct Blocked: Sendable, CustomTestStringConvertible {
        var name: String
        var setup: [Event]
        var reason: Rejection
        var testDescription: String { name }
    }

    static let blocked: [Blocked] = [
        Blocked(name: "under a modal", setup: [.present("login")], reason: .modalCoversTabBar),
        Blocked(name: "during a back-swipe", setup: [.push("article"), .swipeStart], reason: .backSwipeActive),
        Blocked(name: "while the bar is hidden", setup: [.push("article", hidesBar: true)], reason: .tabBarHidden),
    ]

    @Test(
        "The centre button is rejected under a modal, during a back-swipe and while the bar is hidden",
        arguments: blocked, [presentingCenter(), pushingCenter()])
    func centerRejected(scene: Blocked, center: CenterButton<String>) throws {
        var state = try makeState(center: center)
        arrange(&state, scene.setup)
        expectUnchanged(&state, .tapCenter, .rejected(scene.reason))
    }

    @Test("Tapping the centre button of an app without one is rejected")
    func noCenterButton() throws {
        var state = try makeState()
        expectUnchanged(&state, .tapCenter, .rejected(.noCenterButton))
    }
    @Test(
        "A modal is checked before a hidden bar: the centre button under a modal over a hidden bar is rejected for the modal",
        arguments: TapTests.hidingSetups, [presentingCenter(), pushingCenter()])
    func modalBeforeHiddenBar(hiding: [Event], center: CenterButton<String>) throws {
        var state = try makeState(center: center)
        arrange(&state, hiding + [.present("login")])
        #expect(state.isBarHidden)
        expectUnchanged(&state, .tapCenter, .rejected(.modalCoversTabBar))
    }
}
