import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("UIKit profiles: re-added buttons and the stuck bar (§4.3)")
struct ProfileTests {
    /// A step in a scene, the effects it emits, and its own change of the state (before the profile's consequences).
    struct Scene: Sendable, CustomTestStringConvertible {
        var name: String
        var setup: [Event]
        var event: Event
        var effects: [Fx]
        var change: @Sendable (inout State) -> Void
        var testDescription: String { name }
    }

    static func keep(_ count: Int, of ref: StackRef = .tab(0)) -> @Sendable (inout State) -> Void {
        { $0.keepEntries(count, of: ref) }
    }

    // MARK: legacy

    static let reAddingPops: [Scene] = [
        Scene(
            name: "animated pop-to-root from depth 3", setup: [.push("a"), .push("b")],
            event: .popToRoot(), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "animated pop-to-root from depth 5", setup: [.push("a"), .push("b"), .push("c"), .push("d")],
            event: .popToRoot(), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "animated pop-to shrinking by 2", setup: [.push("a"), .push("b"), .push("c")],
            event: .popTo("a"), effects: [.popTo(EntryID(rawValue: 3), stack: .tab(0), animated: true)], change: keep(2)),
        Scene(
            name: "re-tap's pop from depth 3", setup: [.push("a"), .push("b")],
            event: .tap(0), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "animated pop-to-root with in= the selected tab", setup: [.push("a"), .push("b")],
            event: .popToRoot(in: 0), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
    ]

    @Test(
        "Under legacy, an animated pop-to-root or pop-to shrinking the selected stack by two or more, with no modal, re-adds the buttons",
        arguments: reAddingPops)
    func legacyReAdds(scene: Scene) throws {
        var state = try makeState(profile: .legacy, customBar: .onSystemBar)
        arrange(&state, scene.setup)
        var expected = state
        scene.change(&expected)
        expected.systemButtonsPresent = true
        expectStep(&state, scene.event, outcome: .ok, effects: scene.effects, state: expected)
        #expect(state.value(of: .overlap) == "yes")
        #expect(state.anomalies == [.overlap])
    }

    static let legacyKeeps: [Scene] = [
        Scene(
            name: "single-level pop", setup: [.push("a"), .push("b")], event: .pop(),
            effects: [.pop(stack: .tab(0), animated: true)], change: keep(2)),
        Scene(
            name: "animated pop-to-root from depth 2", setup: [.push("a")],
            event: .popToRoot(), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "re-tap's pop from depth 2", setup: [.push("a")],
            event: .tap(0), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "animated pop-to shrinking by 1", setup: [.push("a"), .push("b")],
            event: .popTo("a"), effects: [.popTo(EntryID(rawValue: 3), stack: .tab(0), animated: true)], change: keep(2)),
        Scene(
            name: "instant pop-to-root", setup: [.push("a"), .push("b")],
            event: .popToRoot(instant: true), effects: [.popToRoot(stack: .tab(0), animated: false)], change: keep(1)),
        Scene(
            name: "instant pop-to", setup: [.push("a"), .push("b"), .push("c")],
            event: .popTo("a", instant: true), effects: [.popTo(EntryID(rawValue: 3), stack: .tab(0), animated: false)],
            change: keep(2)),
        Scene(
            name: "animated set-stack shrinking by 2", setup: [.push("a"), .push("b")],
            event: .setStack(["home"]), effects: [.setViewControllers(["home"], stack: .tab(0), animated: true)], change: keep(1)),
        Scene(name: "back-swipe", setup: [.push("a"), .push("b")], event: .backSwipe, effects: [], change: keep(2)),
        Scene(
            name: "pop-to-root of a background tab", setup: [.push("a", in: 1), .push("b", in: 1)],
            event: .popToRoot(in: 1), effects: [.popToRoot(stack: .tab(1), animated: true)], change: keep(1, of: .tab(1))),
        Scene(
            name: "pop-to-root of the selected tab under a modal", setup: [.push("a"), .push("b"), .present("m")],
            event: .popToRoot(in: 0), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "pop-to-root of the modal's stack", setup: [.present("m"), .push("a"), .push("b")],
            event: .popToRoot(), effects: [.popToRoot(stack: .modal, animated: true)], change: keep(1, of: .modal)),
        Scene(name: "rotation", setup: [.push("a")], event: .rotate, effects: [], change: { _ in }),
    ]

    @Test(
        "Under legacy, single-level, shallow, instant, set-stack, background, modal pops and rotations do not re-add the buttons",
        arguments: legacyKeeps)
    func legacyDoesNotReAdd(scene: Scene) throws {
        var state = try makeState(profile: .legacy, customBar: .onSystemBar)
        arrange(&state, scene.setup)
        var expected = state
        scene.change(&expected)
        expectStep(&state, scene.event, outcome: scene.event == .rotate ? .noop : .ok, effects: scene.effects, state: expected)
        #expect(!state.systemButtonsPresent)
    }

    @Test(
        "With a modal presented no pop is a multi-level pop: legacy's re-adding and ios14.0's stuck bar are exempt",
        arguments: [StackOperation.popTo, .popToRoot, .setStack, .pop, .push])
    func modalExemptsMultiLevelPops(operation: StackOperation) {
        for shrink in 2...4 {
            #expect(!Configuration<String>.isMultiLevelPop(operation, animated: true, shrink: shrink, modalPresented: true))
            let counts = operation != .push && operation != .pop
            #expect(
                Configuration<String>.isMultiLevelPop(operation, animated: true, shrink: shrink, modalPresented: false) == counts)
        }
    }

    /// Multi-level pops of the selected tab's stack, animated, made while a modal is presented.
    static let popsUnderModal: [Scene] = [
        Scene(
            name: "pop-to-root from depth 3", setup: [.push("a"), .push("b"), .present("m")],
            event: .popToRoot(in: 0), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "pop-to-root from depth 5", setup: [.push("a"), .push("b"), .push("c"), .push("d"), .present("m")],
            event: .popToRoot(in: 0), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "pop-to shrinking by 2", setup: [.push("a"), .push("b"), .push("c"), .present("m")],
            event: .popTo("a", in: 0), effects: [.popTo(EntryID(rawValue: 3), stack: .tab(0), animated: true)],
            change: keep(2)),
        Scene(
            name: "pop-to-root under a sheet", setup: [.push("a"), .push("b"), .present("m", style: .sheet)],
            event: .popToRoot(in: 0), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
    ]

    @Test(
        "Under legacy, a multi-level pop of the selected tab made under a modal leaves the buttons off", arguments: popsUnderModal
    )
    func legacyModalExemption(scene: Scene) throws {
        var state = try makeState(profile: .legacy, customBar: .onSystemBar)
        arrange(&state, scene.setup)
        #expect(!state.systemButtonsPresent)
        var expected = state
        scene.change(&expected)
        expectStep(&state, scene.event, outcome: .ok, effects: scene.effects, state: expected)
        #expect(state.anomalies.isEmpty)
        // The same pop with no modal does re-add them: the modal is what exempts it.
        var bare = try makeState(profile: .legacy, customBar: .onSystemBar)
        arrange(&bare, scene.setup.filter { if case .request(.present) = $0 { false } else { true } })
        step(&bare, scene.event)
        #expect(bare.systemButtonsPresent)
    }

    @Test("Under ios14.0, a multi-level pop from a hiding top made under a modal does not stick the bar")
    func ios14ModalExemption() throws {
        var state = try makeState(profile: .ios14_0)
        arrange(&state, [.push("a"), .push("b", hidesBar: true), .present("m")])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(
            &state, .popToRoot(in: 0), outcome: .ok,
            effects: [.popToRoot(stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true)], state: expected)
        #expect(!state.barStuckHidden)
        // The same pop with no modal sticks it: the modal is what exempts it.
        var bare = try makeState(profile: .ios14_0)
        arrange(&bare, [.push("a"), .push("b", hidesBar: true), .popToRoot()])
        #expect(bare.barStuckHidden)
    }

    // MARK: modern

    @Test("Under modern, a rotation re-adds the buttons, and animated multi-level pops do not")
    func modernReAddsOnRotationOnly() throws {
        var state = try makeState(profile: .modern, customBar: .onSystemBar)
        arrange(&state, [.push("a"), .push("b"), .popToRoot(), .push("a"), .push("b"), .tap(0)])
        #expect(!state.systemButtonsPresent)
        var expected = state
        expected.systemButtonsPresent = true
        expectStep(&state, .rotate, outcome: .ok, effects: [], state: expected)
    }

    // MARK: ios14.0

    @Test("ios14.0 is as modern for rotations: a rotation re-adds the buttons of an on-system-bar app")
    func ios14ReAddsOnRotation() throws {
        var state = try makeState(profile: .ios14_0, customBar: .onSystemBar)
        var expected = state
        expected.systemButtonsPresent = true
        expectStep(&state, .rotate, outcome: .ok, effects: [], state: expected)
        #expect(state.value(of: .overlap) == "yes")
    }

    static let sticking: [Scene] = [
        Scene(
            name: "animated pop-to-root from a hiding top", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .popToRoot(), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "animated pop-to from a hiding top", setup: [.push("a"), .push("b"), .push("c", hidesBar: true)],
            event: .popTo("a"), effects: [.popTo(EntryID(rawValue: 3), stack: .tab(0), animated: true)], change: keep(2)),
        Scene(
            name: "animated set-stack shrinking by 2 from a hiding top", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .setStack(["home"]), effects: [.setViewControllers(["home"], stack: .tab(0), animated: true)], change: keep(1)),
        Scene(
            name: "animated set-stack to a new root from a hiding top", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .setStack(["feed"]), effects: [.setViewControllers(["feed"], stack: .tab(0), animated: true)],
            change: {
                $0.keepEntries(0, of: .tab(0))
                $0.appendNewEntry("feed", to: .tab(0))
            }),
        Scene(
            name: "animated pop-to-root with in= the selected tab", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .popToRoot(in: 0), effects: [.popToRoot(stack: .tab(0), animated: true)], change: keep(1)),
    ]

    @Test(
        "Under ios14.0, an animated multi-level pop-to-root, pop-to or set-stack from a hiding top, with no modal, leaves the bar stuck hidden",
        arguments: sticking, BarPolicy.allCases)
    func ios14Sticks(scene: Scene, policy: BarPolicy) throws {
        var state = try makeState(barPolicy: policy, profile: .ios14_0)
        arrange(&state, scene.setup)
        var expected = state
        scene.change(&expected)
        expected.barStuckHidden = true
        // The bar was hidden by the top entry and stays hidden: no bar effect.
        expectStep(&state, scene.event, outcome: .ok, effects: scene.effects, state: expected)
        #expect(!state.policyHidesBar)
        #expect(state.value(of: .bar) == "hidden")
        #expect(state.anomalies == [.barMissing])
        // The bar is not on screen, so taps are rejected.
        expectUnchanged(&state, .tap(1), .rejected(.tabBarHidden))
    }

    static let notSticking: [Scene] = [
        Scene(
            name: "instant pop-to-root", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .popToRoot(instant: true),
            effects: [.popToRoot(stack: .tab(0), animated: false), .setTabBarHidden(false, animated: false)], change: keep(1)),
        Scene(
            name: "instant set-stack", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .setStack(["home"], instant: true),
            effects: [.setViewControllers(["home"], stack: .tab(0), animated: false), .setTabBarHidden(false, animated: false)],
            change: keep(1)),
        Scene(
            name: "animated pop-to-root from depth 2", setup: [.push("b", hidesBar: true)],
            event: .popToRoot(), effects: [.popToRoot(stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true)],
            change: keep(1)),
        Scene(
            name: "single-level pop", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .pop(), effects: [.pop(stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true)],
            change: keep(2)),
        Scene(
            name: "back-swipe", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .backSwipe, effects: [.setTabBarHidden(false, animated: true)], change: keep(2)),
        Scene(
            name: "animated pop-to-root from a plain top over a hiding entry (sticky)",
            setup: [.push("a", hidesBar: true), .push("b")],
            event: .popToRoot(), effects: [.popToRoot(stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true)],
            change: keep(1)),
        Scene(
            name: "animated pop-to-root of the selected tab under a modal",
            setup: [.push("a"), .push("b", hidesBar: true), .present("m")],
            event: .popToRoot(in: 0),
            effects: [.popToRoot(stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true)], change: keep(1)),
        Scene(
            name: "animated pop-to-root of a background tab", setup: [.push("a", in: 1), .push("b", hidesBar: true, in: 1)],
            event: .popToRoot(in: 1), effects: [.popToRoot(stack: .tab(1), animated: true)], change: keep(1, of: .tab(1))),
        Scene(
            name: "animated set-stack that keeps the depth", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .setStack(["x", "y", "z"]),
            effects: [
                .setViewControllers(["x", "y", "z"], stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true),
            ],
            change: {
                $0.keepEntries(0, of: .tab(0))
                for screen in ["x", "y", "z"] { $0.appendNewEntry(screen, to: .tab(0)) }
            }),
        Scene(
            name: "open (instant)", setup: [.push("a"), .push("b", hidesBar: true)],
            event: .open(0),
            effects: [.setViewControllers(["home"], stack: .tab(0), animated: false), .setTabBarHidden(false, animated: false)],
            change: keep(1)),
    ]

    @Test(
        "Under ios14.0, instant, shallow, single-level, plain-top, modal-covered and background pops leave the bar free",
        arguments: notSticking)
    func ios14DoesNotStick(scene: Scene) throws {
        var state = try makeState(profile: .ios14_0)
        arrange(&state, scene.setup)
        var expected = state
        scene.change(&expected)
        expectStep(&state, scene.event, outcome: .ok, effects: scene.effects, state: expected)
        #expect(!state.barStuckHidden)
        #expect(!state.anomalies.contains(.barMissing))
    }

    @Test(
        "Under top-only, a multi-level pop from a hiding top sticks even though the entry below hides too; from a plain top it does not"
    )
    func ios14TopEntryFlagNotPolicy() throws {
        var state = try makeState(barPolicy: .topOnly, profile: .ios14_0)
        arrange(&state, [.push("a", hidesBar: true), .push("b"), .push("c")])
        #expect(state.value(of: .bar) == "visible")
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(&state, .popToRoot(), outcome: .ok, effects: [.popToRoot(stack: .tab(0), animated: true)], state: expected)
        #expect(!state.barStuckHidden)
    }

    /// A stuck ios14.0 state: home>a>b* popped to the root.
    private func stuckState(sourceLocation: SourceLocation = #_sourceLocation) throws -> State {
        var state = try makeState(profile: .ios14_0)
        arrange(&state, [.push("a"), .push("b", hidesBar: true), .popToRoot()], sourceLocation: sourceLocation)
        try #require(state.barStuckHidden, sourceLocation: sourceLocation)
        return state
    }

    @Test("The stuck bar clears when the selected tab changes")
    func stuckClearsOnSelection() throws {
        var state = try stuckState()
        var expected = state
        expected.selectedIndex = 1
        expected.barStuckHidden = false
        expectStep(
            &state, .select(1), outcome: .ok, effects: [.select(tab: 1), .setTabBarHidden(false, animated: false)],
            state: expected)
        // It belongs to the tab bar, not to a tab: going back does not bring it back.
        expected.selectedIndex = 0
        expectStep(&state, .tap(0), outcome: .ok, effects: [.select(tab: 0)], state: expected)
    }

    static let clearingSteps: [Scene] = [
        Scene(
            name: "animated push", setup: [], event: .push("c"),
            effects: [.push("c", hidesBar: false, stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true)],
            change: { $0.appendNewEntry("c", to: .tab(0)) }),
        Scene(
            name: "instant push with in= the selected tab", setup: [], event: .push("c", instant: true, in: 0),
            effects: [.push("c", hidesBar: false, stack: .tab(0), animated: false), .setTabBarHidden(false, animated: false)],
            change: { $0.appendNewEntry("c", to: .tab(0)) }),
        Scene(
            name: "instant set-stack", setup: [], event: .setStack(["feed"], instant: true),
            effects: [.setViewControllers(["feed"], stack: .tab(0), animated: false), .setTabBarHidden(false, animated: false)],
            change: {
                $0.keepEntries(0, of: .tab(0))
                $0.appendNewEntry("feed", to: .tab(0))
            }),
        Scene(
            name: "open of the selected tab", setup: [], event: .open(0, ["x"]),
            effects: [
                .setViewControllers(["home", "x"], stack: .tab(0), animated: false), .setTabBarHidden(false, animated: false),
            ],
            change: { $0.appendNewEntry("x", to: .tab(0)) }),
    ]

    @Test("The stuck bar clears at the next step that changes the selected stack", arguments: clearingSteps)
    func stuckClearsOnSelectedStackChange(scene: Scene) throws {
        var state = try stuckState()
        arrange(&state, scene.setup)
        var expected = state
        scene.change(&expected)
        expected.barStuckHidden = false
        expectStep(&state, scene.event, outcome: .ok, effects: scene.effects, state: expected)
        #expect(state.anomalies.isEmpty)
    }

    @Test("A push of a hiding entry clears the stuck flag, though the policy keeps the bar hidden")
    func stuckClearsUnderHidingPush() throws {
        var state = try stuckState()
        var expected = state
        expected.barStuckHidden = false
        expected.appendNewEntry("c", hidesBar: true, to: .tab(0))
        expectStep(
            &state, .push("c", hidesBar: true), outcome: .ok,
            effects: [.push("c", hidesBar: true, stack: .tab(0), animated: true)], state: expected)
        #expect(state.anomalies.isEmpty)
    }

    @Test("A step that changes the selected stack and sets the stuck flag again leaves it set")
    func stuckSetAgain() throws {
        var state = try makeState(profile: .ios14_0)
        arrange(&state, [.push("a"), .push("b", hidesBar: true)])
        state.barStuckHidden = true // stuck from an earlier pop, as a hand-made scene
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(&state, .popToRoot(), outcome: .ok, effects: [.popToRoot(stack: .tab(0), animated: true)], state: expected)
    }

    static let neutralSteps: [Scene] = [
        Scene(
            name: "push in a background tab", setup: [], event: .push("x", in: 1),
            effects: [.push("x", hidesBar: false, stack: .tab(1), animated: true)],
            change: { $0.appendNewEntry("x", to: .tab(1)) }),
        Scene(
            name: "present", setup: [], event: .present("m"), effects: [.present("m", style: .fullScreen, animated: true)],
            change: {
                $0.modal = Modal(
                    stack: NavigationStack(entries: [Entry(screen: "m", hidesBar: false, id: EntryID(rawValue: $0.nextEntryID))]),
                    style: .fullScreen)
                $0.nextEntryID += 1
            }),
        Scene(
            name: "push onto the modal", setup: [.present("m")], event: .push("x"),
            effects: [.push("x", hidesBar: false, stack: .modal, animated: true)], change: { $0.appendNewEntry("x", to: .modal) }),
        Scene(
            name: "dismiss", setup: [.present("m")], event: .dismiss, effects: [.dismiss(animated: true)],
            change: { $0.modal = nil }),
        Scene(
            name: "badge", setup: [], event: .badge(1, .dot), effects: [.setBadge(.dot, tab: 1)],
            change: { $0.tabs[1].badge = .dot }),
        Scene(
            name: "disable", setup: [], event: .disable(2), effects: [.setEnabled(false, tab: 2)],
            change: { $0.tabs[2].isEnabled = false }),
    ]

    @Test("Steps that change neither the selection nor the selected stack leave the bar stuck", arguments: neutralSteps)
    func stuckSurvivesOtherSteps(scene: Scene) throws {
        var state = try stuckState()
        arrange(&state, scene.setup)
        var expected = state
        scene.change(&expected)
        expectStep(&state, scene.event, outcome: .ok, effects: scene.effects, state: expected)
        #expect(state.barStuckHidden)
    }

    @Test("A rotation or a selection of the selected tab leaves the bar stuck: a noop", arguments: [Event.rotate, .select(0)])
    func stuckSurvivesNoops(event: Event) throws {
        var state = try stuckState()
        expectUnchanged(&state, event, .noop)
    }

    @Test("Only ios14.0 sticks the bar", arguments: [UIKitProfile.modern, .legacy])
    func otherProfilesDoNotStick(profile: UIKitProfile) throws {
        var state = try makeState(profile: profile)
        arrange(&state, [.push("a"), .push("b", hidesBar: true)])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(
            &state, .popToRoot(), outcome: .ok,
            effects: [.popToRoot(stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true)], state: expected)
    }
}
