import Foundation
import TabNav
import TabNavTesting
import Testing

@testable import TabNavTestSupport

@Suite("The simulated UIKit")
struct SimulatedUIKitTests {
    /// The walks' seed; `SIMULATED_UIKIT_SEED` overrides it.
    static let seed: UInt64 = {
        ProcessInfo.processInfo.environment["SIMULATED_UIKIT_SEED"].flatMap { UInt64($0) } ?? 0x5EED
    }()

    /// Every app of ``WalkApps`` under both mixes of the event generator.
    static let walks: [(app: Int, mix: EventGenerator.Mix)] = WalkApps.all.indices.flatMap { index in
        [(index, EventGenerator.Mix.coverage), (index, .uniform)]
    }

    @Test(
        "Along a random walk driven by a coordinator that performs every effect, UIKit shows the state after every step",
        arguments: walks.indices)
    func randomWalkKeepsUIKitAndStateTogether(walk index: Int) {
        let (app, mix) = Self.walks[index]
        let seed = SplitMix64.caseSeed(run: Self.seed, case: index)
        var walk = SimulatedUIKitWalk(WalkApps.all[app].configuration, seed: seed, mix: mix)
        let problem = walk.run(steps: TestSize.pick(500, large: 3_000))
        #expect(problem == nil, "\(WalkApps.all[app].name), \(mix), seed \(seed): \(problem ?? "")")
    }

    @Test(
        "A coordinator that moves its state wholesale to another walk's state (move(to:)) takes UIKit exactly there",
        arguments: WalkApps.all.indices)
    func wholesaleMovesTakeUIKitThere(app index: Int) {
        let configuration = WalkApps.all[index].configuration
        let seeds = (
            SplitMix64.caseSeed(run: Self.seed, case: 1_000 + index), SplitMix64.caseSeed(run: Self.seed, case: 2_000 + index)
        )
        var walk = SimulatedUIKitWalk(configuration, seed: seeds.0, mix: .coverage)
        var other = SimulatedUIKitWalk(configuration, seed: seeds.1, mix: .uniform)
        for step in 1...TestSize.pick(250, large: 1_500) {
            if let problem = walk.run(steps: 1) ?? other.run(steps: 1) {
                Issue.record("\(WalkApps.all[index].name), seeds \(seeds): \(problem)")
                return
            }
            guard step % 25 == 0 else { continue }
            var coordinator = walk.coordinator
            let (here, there) = (coordinator.state, other.coordinator.state)
            if here.width != there.width || here.orientation != there.orientation {
                // Only UIKit changes the width (a plan refuses to, and changes nothing); the walk moves on.
                var copy = here
                #expect(throws: PlanError.differentWidth) { try copy.move(to: there) }
                #expect(copy == here)
                continue
            }
            do {
                for effect in try coordinator.state.move(to: other.coordinator.state) { try coordinator.uikit.perform(effect) }
            } catch {
                Issue.record("\(WalkApps.all[index].name), seeds \(seeds), step \(step): \(error)")
                return
            }
            let differences = coordinator.uikit.differences(from: coordinator.state)
            guard differences.isEmpty else {
                Issue.record("\(WalkApps.all[index].name), seeds \(seeds), step \(step): \(differences)")
                return
            }
            walk.coordinator = coordinator
        }
    }

    @Test("UIKit refuses what it refuses: a pop at the root, a pop to a missing entry, a second presentation, …")
    func refusals() {
        var state = TabNavState(configuration: WalkApps.seven(.modern, .none, .none, .custom, .never))
        var uikit = SimulatedUIKit(showing: state)
        let root = uikit.tabStacks[0][0]
        #expect(Self.refusal(&uikit, .pop(stack: .tab(0), animated: true)) == .nothingToPop(.tab(0)))
        #expect(Self.refusal(&uikit, .popToRoot(stack: .tab(0), animated: true)) == .nothingToPop(.tab(0)))
        let stranger = EntryID(rawValue: 999)
        #expect(Self.refusal(&uikit, .popTo(stranger, stack: .tab(0), animated: true)) == .entryNotInStack(stranger, .tab(0)))
        #expect(Self.refusal(&uikit, .push(root, stack: .tab(1), animated: true)) == .entryAlreadyShown(root.id))
        #expect(Self.refusal(&uikit, .dismiss(animated: true)) == .noModal)
        #expect(Self.refusal(&uikit, .select(tab: 7)) == .noSuchTab(7))
        #expect(Self.refusal(&uikit, .setBadge(.dot, tab: -1)) == .noSuchTab(-1))
        #expect(Self.refusal(&uikit, .showInMore(tab: 5, animated: true)) == .moreListNotShown)
        #expect(Self.refusal(&uikit, .popToMoreList(animated: true)) == .moreShowsList)
        for effect in state.reduce(TabNavRequest.present("compose", style: .sheet)).effects { try? uikit.perform(effect) }
        #expect(
            Self.refusal(&uikit, .present(Entry(screen: "x", hidesBar: false, id: stranger), style: .sheet, animated: true))
                == .alreadyPresenting)
        _ = uikit.userBeginsSheetSwipe()
        #expect(uikit.differences(from: state) == [UIKitDifference(part: .sheetSwipe, uikit: "active", state: "idle")])
        // A dismissal under the user's drag takes the sheet away and ends the drag.
        #expect(Self.refusal(&uikit, .dismiss(animated: true)) == nil)
        #expect(uikit.sheetSwipe == .idle && uikit.presented == nil)
    }

    @Test("A refused command changes nothing")
    func refusedCommandChangesNothing() {
        let state = TabNavState(configuration: WalkApps.jianshu(.legacy, .onSystemBar, .none, .item, .sticky, .never))
        var uikit = SimulatedUIKit(showing: state)
        let before = uikit
        #expect(Self.refusal(&uikit, .pop(stack: .tab(2), animated: true)) != nil)
        #expect(uikit == before)
    }

    @Test("Under legacy, an animated pop to the root of two levels puts UIKit's buttons back over an on-system-bar bar")
    func overlapBugUnderLegacy() {
        var coordinator = WalkCoordinator(WalkApps.jianshu(.legacy, .onSystemBar, .none, .custom, .sticky, .never))
        _ = try? coordinator.send(.push("list"))
        _ = try? coordinator.send(.push("detail"))
        #expect(!coordinator.uikit.systemButtonsPresent)
        let before = coordinator.state
        guard let retap = coordinator.uikit.userTaps(tab: 0) else {
            Issue.record("the home item takes no tap")
            return
        }
        let step = try? coordinator.send(retap)
        #expect(step?.effects == [.popToRoot(stack: .tab(0), animated: true)])
        // UIKit put its buttons back by itself; the state follows the same rule, so the two still agree.
        #expect(coordinator.uikit.systemButtonsPresent)
        #expect(coordinator.state.systemButtonsPresent)
        #expect(coordinator.uikit.differences(from: coordinator.state).isEmpty)
        // A state that did not know the bug would differ from UIKit by exactly the buttons (and the stack it popped).
        #expect(coordinator.uikit.differences(from: before).map(\.part) == [.stack(.tab(0)), .systemButtons])
    }

    @Test("An instant pop to the root, or one level, leaves UIKit's buttons off under legacy")
    func noOverlapWithoutAnimationOrForOneLevel() throws {
        let state = TabNavState(configuration: WalkApps.jianshu(.legacy, .onSystemBar, .none, .custom, .sticky, .never))
        var uikit = SimulatedUIKit(showing: state)
        let entries = (1...3).map { Entry(screen: "s\($0)", hidesBar: false, id: EntryID(rawValue: UInt64(100 + $0))) }
        for entry in entries { try uikit.perform(.push(entry, stack: .tab(0), animated: true)) }
        try uikit.perform(.popTo(entries[1].id, stack: .tab(0), animated: true))
        try uikit.perform(.popToRoot(stack: .tab(0), animated: false))
        #expect(!uikit.systemButtonsPresent)
    }

    @Test("Under iOS 14.0 an animated pop of two levels from a bar-hiding top leaves the bar stuck hidden, and so does UIKit")
    func stuckBarUnderIOS14() {
        var coordinator = WalkCoordinator(WalkApps.jianshu(.ios14_0, .none, .none, .custom, .sticky, .never))
        _ = try? coordinator.send(.push("list"))
        _ = try? coordinator.send(.push("article"))
        _ = try? coordinator.send(.popToRoot())
        #expect(coordinator.uikit.barStuckHidden && coordinator.uikit.isBarHidden)
        #expect(coordinator.uikit.differences(from: coordinator.state).isEmpty)
        #expect(coordinator.uikit.userTaps(tab: 1) == nil)
    }

    @Test("A coordinator that skips an effect is caught by the differences")
    func skippedEffectIsCaught() {
        var coordinator = WalkCoordinator(WalkApps.jianshu(.modern, .none, .none, .custom, .sticky, .never))
        coordinator.skipsFirstOfSteps = 1
        _ = try? coordinator.send(.push("article"))
        let parts = coordinator.uikit.differences(from: coordinator.state).map(\.part)
        #expect(parts == [.stack(.tab(0))])
    }

    @Test("A tap changes nothing until the step's effects come; a back-swipe pops at once and is off at a root")
    func userActions() {
        var coordinator = WalkCoordinator(WalkApps.jianshu(.modern, .none, .none, .custom, .sticky, .never))
        let launch = coordinator.uikit
        #expect(coordinator.uikit.userTaps(tab: 2) == .tap(tab: 2))
        #expect(coordinator.uikit == launch)
        #expect(coordinator.uikit.userSwipesBack() == nil)
        _ = try? coordinator.send(.push("list"))
        #expect(coordinator.uikit.userSwipesBack() == .backSwipe(.whole))
        #expect(coordinator.uikit.tabStacks[0].count == 1)
        #expect(coordinator.uikit.differences(from: coordinator.state).map(\.part) == [.stack(.tab(0))])
        _ = try? coordinator.deliver(.backSwipe(.whole))
        #expect(coordinator.uikit.differences(from: coordinator.state).isEmpty)
    }

    @Test("Under iOS 26 a scroll minimizes the bar, a tap on it only expands it, and a selection keeps it minimized (V13)")
    func minimizedBar() {
        var coordinator = WalkCoordinator(WalkApps.seven(.ios26, .none, .none, .custom, .onScrollDown))
        _ = coordinator.uikit.userScrolls(.down).map { try? coordinator.deliver($0) }
        #expect(coordinator.uikit.barMinimized && coordinator.state.barMinimized)
        #expect(coordinator.uikit.userTapsCenter() == nil)
        _ = coordinator.uikit.userTaps(tab: 1).map { try? coordinator.send($0) }
        #expect(!coordinator.uikit.barMinimized && coordinator.uikit.selection == .tab(0))
        _ = coordinator.uikit.userScrolls(.down).map { try? coordinator.deliver($0) }
        _ = try? coordinator.send(.select(tab: 5))
        #expect(coordinator.uikit.barMinimized && coordinator.uikit.selection == .tab(5))
        _ = try? coordinator.send(.push("article"))
        #expect(!coordinator.uikit.barMinimized && !coordinator.state.barMinimized)
        #expect(coordinator.uikit.differences(from: coordinator.state).isEmpty)
        #expect(coordinator.uikit.differences(from: coordinator.state).isEmpty)
    }

    /// Why UIKit refused `effect`, or `nil` when it performed it.
    static func refusal(_ uikit: inout SimulatedUIKit<String>, _ effect: Effect<String>) -> UIKitRefusal.Reason? {
        do {
            try uikit.perform(effect)
            return nil
        } catch {
            return error.reason
        }
    }
}
