import TabNavTesting
import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// `plan(from:to:)`: the UIKit commands between two states, played on a model of UIKit.
@Suite("Planning UIKit commands from state to state")
struct CoordinatorPlanTests {
    static let configurations: [Config] = {
        var list: [Config] = []
        let seven = ["home", "discover", "inbox", "me", "shop", "video", "news"]
        for tabs in [["home"], ["home", "discover"], ["home", "discover", "inbox", "me", "more"], seven] {
            for center in [nil, presentingCenter(), pushingCenter()] {
                for profile in UIKitProfile.allCases {
                    let bar: CustomBar = profile == .legacy ? .onSystemBar : .none
                    list.append(
                        try! makeConfig(tabs: tabs, hiding: ["article"], center: center, profile: profile, customBar: bar))
                }
            }
        }
        return list
    }()

    /// States reached by a random walk from launch, every `stride` steps.
    static func walk(_ config: Config, steps: Int, seed: UInt64) -> [State] {
        var rng = SeededGenerator(seed: seed)
        var state = State(configuration: config)
        var states = [state]
        for _ in 0..<steps {
            state.reduce(EventGenerator.uniformStep(for: state, using: &rng))
            states.append(state)
        }
        return states
    }

    /// Plays `plan(from: a, to: b)` on UIKit showing `a` and checks it shows `b`, within the stated bound.
    static func check(_ a: State, _ b: State, sourceLocation: SourceLocation = #_sourceLocation) {
        let plan: [Fx]
        do { plan = try State.plan(from: a, to: b) } catch {
            Issue.record("plan threw \(error)", sourceLocation: sourceLocation)
            return
        }
        if let failure = PlanCheck.failure(a, b) {
            Issue.record(
                "\(failure), from \(a.tabs.map(\.stack.description)) to \(b.tabs.map(\.stack.description))",
                sourceLocation: sourceLocation)
        }
        var perStack: [StackRef: Int] = [:]
        for command in plan {
            switch command {
            case .push(_, let ref, true), .pop(let ref, true), .popTo(_, let ref, true), .popToRoot(let ref, true),
                .setViewControllers(_, let ref, true):
                perStack[ref, default: 0] += 1
            default: break
            }
        }
        #expect(
            perStack.values.allSatisfy { $0 <= 1 }, "more than one animated command on a stack: \(plan)",
            sourceLocation: sourceLocation)
    }

    @Test("With a More tab, a state showing an overflow tab in More is reached by selecting it; the list by select more")
    func planReachesMore() throws {
        let config = try makeConfig(tabs: ["home", "discover", "inbox", "me", "shop", "video", "news"])
        let launch = State(configuration: config)
        var inMore = launch
        inMore.reduce(.select(tab: 5))
        inMore.reduce(TabNavRequest<String>.push("detail"))
        let toTab = try State.plan(from: launch, to: inMore)
        #expect(toTab.first == .select(tab: 5) && toTab.count == 2)
        Self.check(launch, inMore)
        var list = inMore
        list.reduce(.tapMore)
        #expect(list.isShowingMoreList)
        Self.check(launch, list)
        Self.check(inMore, list)
        Self.check(list, inMore)
        var back = list
        back.reduce(.select(tab: 0))
        #expect(
            try State.plan(from: inMore, to: back) == [
                .popToMoreList(animated: false), .select(tab: 0), .popToRoot(stack: .tab(5), animated: false),
            ])
        var showedTab = inMore
        showedTab.reduce(.select(tab: 0))
        // The entry `back` popped comes back as a new entry: its identity is never handed out again.
        let pushed = try State.stateAfterPlan(from: back, to: showedTab).tabs[5].stack.top
        #expect(pushed.screen == showedTab.tabs[5].stack.top.screen && pushed.id.rawValue >= back.nextEntryID)
        #expect(
            try State.plan(from: back, to: showedTab) == [
                .select(tab: 5), .select(tab: 0), .push(pushed, stack: .tab(5), animated: false),
            ])
        #expect(
            try State.plan(from: showedTab, to: back).prefix(3) == [
                .selectMore, .popToMoreList(animated: false), .select(tab: 0),
            ])
        Self.check(back, showedTab)
        Self.check(showedTab, back)
        Self.check(back, inMore)
        Self.check(inMore, back)
    }

    @Test("A plan from a state to itself is empty", arguments: configurations.indices)
    func planToItselfIsEmpty(_ index: Int) throws {
        for state in Self.walk(Self.configurations[index], steps: 60, seed: UInt64(index) &+ SeededGenerator.defaultSeed) {
            #expect(try State.plan(from: state, to: state).isEmpty)
        }
    }

    @Test(
        "Playing the plan between two states of a run makes UIKit show the later one, never refused",
        arguments: configurations.indices)
    func planReachesTarget(_ index: Int) {
        let states = Self.walk(Self.configurations[index], steps: 120, seed: UInt64(index) &* 31 &+ SeededGenerator.defaultSeed)
        var rng = SeededGenerator(seed: UInt64(index))
        // 75 pairs at the default size, 150 under TABNAV_TEST_SIZE=large.
        for _ in 0..<TestSize.pick(75, large: 150) {
            let i = Int.random(in: 0..<states.count, using: &rng)
            let j = Int.random(in: i..<states.count, using: &rng)
            Self.check(states[i], states[j])
            Self.check(states[j], states[i])
        }
    }

    @Test(
        "A deep link from any reachable state lands in the same state whether UIKit plays its effects or the plan",
        arguments: configurations.indices)
    func deepLinkFromAnyState(_ index: Int) {
        let config = Self.configurations[index]
        var rng = SeededGenerator(seed: UInt64(index) &+ 7)
        for state in Self.walk(config, steps: 80, seed: UInt64(index) &+ 99)
        where state.swipe == .idle && state.sheetSwipe == .idle {
            let tab = Int.random(in: 0..<config.tabs.count, using: &rng)
            let path = (0..<Int.random(in: 0...3, using: &rng)).map { _ in ["article", "a", "b"].randomElement(using: &rng)! }
            var after = state
            let result = after.reduce(.open(tab: tab, path: path))
            #expect(result.outcome != .rejected(.backSwipeActive))
            #expect(after.selectedIndex == tab && after.modal == nil)
            #expect(after.tabs[tab].stack.screens == [state.tabs[tab].stack.root.screen] + path)
            var uikit = UIKitModel(state)
            do {
                for effect in result.effects { try uikit.perform(effect) }
            } catch {
                Issue.record("UIKit refuses the deep link's effects: \(error)")
            }
            var expected = UIKitModel(after)
            if !state.systemButtonsPresent { expected.systemButtons = false }
            #expect(uikit == expected)
            Self.check(state, after)
        }
    }

    @Test("Planning between states with different tabs throws instead of trapping")
    func differentTabs() throws {
        let a = State(configuration: try makeConfig(tabs: ["home", "me"]))
        let b = State(configuration: try makeConfig(tabs: ["home", "discover"]))
        #expect(throws: PlanError.differentTabs) { try State.plan(from: a, to: b) }
    }

    @Test("A stack that loses one entry gets a pop; two, a pop-to; all but the root, a pop-to-root; one more, a push")
    func oneCommandAStack() throws {
        var a = try makeState(tabs: ["home", "me"])
        arrange(&a, [.push("a"), .push("b"), .push("c")])
        let e = a.tabs[0].stack.entries
        var b = a
        b.keepEntries(3, of: .tab(0))
        #expect(try State.plan(from: a, to: b) == [.pop(stack: .tab(0), animated: true)])
        b.keepEntries(2, of: .tab(0))
        #expect(try State.plan(from: a, to: b) == [.popTo(e[1].id, stack: .tab(0), animated: true)])
        b.keepEntries(1, of: .tab(0))
        #expect(try State.plan(from: a, to: b) == [.popToRoot(stack: .tab(0), animated: true)])
        // Back to the deeper state: its entries above the root were popped on the way to `b`, so their identities
        // are never handed out again; they come back as new entries.
        let back = try State.plan(from: b, to: a)
        guard case .setViewControllers(let entries, .tab(0), true)? = back.first, back.count == 1 else {
            Issue.record("plan back to the deeper stack: \(back)")
            return
        }
        #expect(entries.map(\.screen) == e.map(\.screen) && entries[0] == e[0])
        #expect(entries.dropFirst().allSatisfy { $0.id.rawValue >= a.nextEntryID })
        var c = a
        c.appendNewEntry("d", to: .tab(0))
        #expect(try State.plan(from: a, to: c) == [.push(c.tabs[0].stack.top, stack: .tab(0), animated: true)])
    }

    @Test("A modal that goes is dismissed before anything under it changes, and the new tab is selected next")
    func dismissFirst() throws {
        var a = try makeState(tabs: ["home", "me"])
        arrange(&a, [.present("login")])
        var b = a
        arrange(&b, [.open(1, ["settings"])])
        let plan = try State.plan(from: a, to: b)
        #expect(plan.first == .dismiss(animated: true))
        #expect(plan.dropFirst().first == .select(tab: 1))
        #expect(plan.count == 3)
    }
}

/// The effects of every step, played on a model of UIKit, keep UIKit showing the machine's state.
@Suite("A recording coordinator stays in sync with the machine")
struct RecordingCoordinatorTests {
    @Test(
        "After every step of random runs, UIKit shows what the state says", arguments: CoordinatorPlanTests.configurations.indices
    )
    func effectsKeepUIKitInSync(_ index: Int) throws {
        var rng = SeededGenerator(seed: SeededGenerator.defaultSeed &+ UInt64(index) &* 1_000_003)
        var coordinator = RecordingCoordinator(State(configuration: CoordinatorPlanTests.configurations[index]))
        for step in 0..<300 {
            let event = EventGenerator.uniformStep(for: coordinator.state, using: &rng)
            do {
                _ = try coordinator.send(event)
            } catch {
                Issue.record("step \(step) \(event): UIKit refuses \(error)")
                return
            }
            #expect(coordinator.uikit == UIKitModel(coordinator.state), "step \(step): \(event) left UIKit out of sync")
            if coordinator.uikit != UIKitModel(coordinator.state) { return }
        }
        #expect(!coordinator.log.isEmpty)
    }

    @Test(
        "UIKit's model refuses every command that names a tab or a stack out of range, never indexing past an end",
        arguments: [-1, 7, 8, Int.max, Int.min])
    func modelRefusesTabsOutOfRange(_ index: Int) throws {
        let tabs = ["a", "b", "c", "d", "e", "f", "g"]
        var state = State(configuration: try makeConfig(tabs: tabs))
        arrange(&state, [.request(.tapMore)])
        let entry = Entry(screen: "x", hidesBar: false, id: EntryID(rawValue: 99))
        let stack = StackRef.tab(index)
        let commands: [Fx] = [
            .select(tab: index), .showInMore(tab: index, animated: true), .push(entry, stack: stack, animated: true),
            .pop(stack: stack, animated: true), .popTo(entry.id, stack: stack, animated: true),
            .popToRoot(stack: stack, animated: true), .setViewControllers([entry], stack: stack, animated: true),
            .setBadge(.dot, tab: index), .setEnabled(false, tab: index), .scrollToTop(tab: index),
        ]
        for command in commands {
            var uikit = UIKitModel(state)
            #expect(throws: ModelRefusal.self, "\(command)") { try uikit.perform(command) }
            #expect(uikit == UIKitModel(state), "\(command) changed UIKit's model before refusing")
        }
    }
}
