import TabNavTesting
import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// `plan(from:to:)` and `stateAfterPlan(from:to:)` over format 2's state: the bar the app hides, iOS 26's minimized
/// bar, locked and over-full-screen modals, the sheet swipe, badges on the item.
@Suite("Planning UIKit commands between format-2 states")
struct CoordinatorPlanFormat2Tests {
    /// Format 2's configurations: `ios26` with each minimize behaviour, a centre button of each modal style, badges on
    /// the item over an `on-system-bar` bar under each profile and fix.
    static let configurations: [Config] = {
        var list: [Config] = []
        let tabs = ["home", "discover", "inbox", "me"].map { TabSpec(name: $0, root: $0) }
        for minimize in MinimizeBehavior.allCases {
            for style in ModalStyle.allCases {
                let center = CenterButton(name: "write", action: .present("compose", style: style))
                list.append(
                    try! Configuration(
                        tabs: tabs, hidingScreens: ["article"], centerButton: center, profile: .ios26,
                        customBar: style == .sheet ? .onSystemBar : .replaced, badgeTarget: .item, minimize: minimize))
            }
        }
        // Seven tabs: a More tab, with its list and three overflow tabs, under each minimize behaviour.
        let seven = ["home", "discover", "inbox", "me", "news", "shop", "settings"].map { TabSpec(name: $0, root: $0) }
        for minimize in MinimizeBehavior.allCases {
            let center = CenterButton(name: "write", action: .present("compose", style: .sheet))
            list.append(
                try! Configuration(
                    tabs: seven, hidingScreens: ["article"], centerButton: center, profile: .ios26, customBar: .onSystemBar,
                    badgeTarget: .item, minimize: minimize))
        }
        for profile in UIKitProfile.allCases {
            for fix in OverlapFix.allCases {
                let style = ModalStyle.allCases[list.count % ModalStyle.allCases.count]
                let center = CenterButton(name: "write", action: .present("compose", style: style))
                list.append(
                    try! Configuration(
                        tabs: tabs, hidingScreens: ["article"], centerButton: center, profile: profile,
                        customBar: .onSystemBar, overlapFix: fix, badgeTarget: .item,
                        minimize: profile == .ios26 ? .onScrollDown : .never))
            }
        }
        return list
    }()

    /// States of a random walk from launch; the walk hands out entry identities from `firstIdentity` on, so that two
    /// walks of one app share only their launch entries, as a restored state shares them with a fresh one.
    static func walk(_ config: Config, steps: Int, seed: UInt64, firstIdentity: UInt64 = 0) -> [State] {
        var rng = SeededGenerator(seed: seed)
        var state = State(configuration: config)
        state.nextEntryID = max(state.nextEntryID, firstIdentity)
        var generator = EventGenerator(mix: .coverage, screens: ["article", "a", "b", "compose"])
        var states = [state]
        let overflow = config.tabs.count > 5 ? Array(4..<config.tabs.count) : []
        for _ in 0..<steps {
            // With a More tab, its own steps now and then: tap more, select more, pick a row of the list.
            if !overflow.isEmpty && rng.chance(12) {
                let more: [Event] = [.request(.tapMore), .request(.selectMore), .request(.pick(tab: rng.pick(overflow)))]
                state.reduce(rng.pick(more))
            } else {
                state.reduce(generator.next(for: state, using: &rng))
            }
            states.append(state)
        }
        return states
    }

    @Test(
        "From random reachable states to random reachable states of two walks, the plan replays to the target",
        arguments: configurations.indices)
    func planBetweenWalks(_ index: Int) {
        let config = Self.configurations[index]
        let seed = SeededGenerator.defaultSeed &+ UInt64(index) &* 7919
        let first = Self.walk(config, steps: 150, seed: seed)
        let second = Self.walk(config, steps: 150, seed: seed &+ 1, firstIdentity: 1 << 32)
        var rng = SeededGenerator(seed: seed &+ 2)
        var failures = 0
        // 100 pairs at the default size, 200 under TABNAV_TEST_SIZE=large.
        for _ in 0..<TestSize.pick(100, large: 200) where failures < 3 {
            let a = rng.pick(first)
            let b = rng.pick(second)
            for (source, target) in [(a, b), (b, a), (a, rng.pick(first))] {
                if let failure = PlanCheck.failure(source, target) {
                    Issue.record("\(failure)")
                    failures += 1
                }
            }
        }
    }

    @Test("The walks reach every format-2 flag the plan deals with, so the property above is not vacuous")
    func walksReachTheFlags() {
        var seen: Set<String> = []
        for (index, config) in Self.configurations.enumerated() {
            for state in Self.walk(config, steps: 150, seed: SeededGenerator.defaultSeed &+ UInt64(index) &* 7919) {
                if state.appHidBar { seen.insert("app-hidden") }
                if state.barMinimized { seen.insert("minimized") }
                if state.sheetSwipe == .active { seen.insert("sheet-swipe") }
                if state.swipe == .active { seen.insert("back-swipe") }
                if state.isShowingMoreList { seen.insert("more-list") }
                if state.isMoreSelected && state.moreShows != .list { seen.insert("more-tab") }
                if !state.isMoreSelected && state.moreShows != .list { seen.insert("more-kept") }
                if let style = state.modal?.style { seen.insert(style.rawValue) }
                if state.tabs.contains(where: { $0.badge != .none }) && state.configuration.badgeTarget == .item {
                    seen.insert("item-badge")
                }
            }
        }
        let flags: Set<String> = [
            "app-hidden", "minimized", "sheet-swipe", "back-swipe", "item-badge", "more-list", "more-tab", "more-kept",
        ]
        let wanted = flags.union(ModalStyle.allCases.map(\.rawValue))
        #expect(wanted.subtracting(seen).isEmpty, "never reached: \(wanted.subtracting(seen).sorted())")
    }

    @Test("A state showing an overflow tab in More is reached by selecting it; the More list by selecting More")
    func overflowTabInMore() throws {
        let tabs = ["home", "discover", "inbox", "me", "news", "shop"].map { TabSpec(name: $0, root: $0) }
        let config = try Configuration(tabs: tabs, profile: .ios26, minimize: .onScrollDown)
        let launch = State(configuration: config)
        var a = launch
        arrange(&a, [.report(.scrolled(.down))])
        var b = launch
        arrange(&b, [.request(.tapMore), .request(.pick(tab: 5))])
        #expect(b.isMoreSelected && b.moreShows == .tab(5))
        #expect(try State.plan(from: a, to: b) == [.select(tab: 5)])
        // The selection leaves the bar minimized (V13 of format 3): the plan lands on b with the bar still minimized.
        var minimizedB = b
        minimizedB.barMinimized = true
        #expect(try State.stateAfterPlan(from: a, to: b) == minimizedB)
        var list = launch
        arrange(&list, [.request(.tapMore)])
        #expect(list.isShowingMoreList)
        #expect(try State.plan(from: a, to: list) == [.selectMore])
        #expect(try State.plan(from: b, to: list) == [.popToMoreList(animated: false)])
        for (source, target) in [(a, b), (b, a), (a, list), (list, b), (b, list)] {
            #expect(PlanCheck.failure(source, target) == nil)
        }
    }

    @Test("A bar the app hid is reached by setTabBarHidden(true), and shown again by setTabBarHidden(false)")
    func appHiddenBar() throws {
        let a = try makeState()
        var b = a
        arrange(&b, [.request(.hideBar())])
        #expect(try State.plan(from: a, to: b) == [.setTabBarHidden(true, animated: false)])
        #expect(try State.plan(from: b, to: a) == [.setTabBarHidden(false, animated: false)])
        #expect(try State.stateAfterPlan(from: a, to: b) == b)
        // When a bar-hiding screen already hides the bar, the drawn bar does not change: no command, as for the step.
        var c = try makeState(hiding: ["article"])
        arrange(&c, [.request(.push("article"))])
        var d = c
        let step = d.reduce(.hideBar())
        #expect(step.effects.isEmpty)
        #expect(try State.plan(from: c, to: d).isEmpty)
        #expect(try State.stateAfterPlan(from: c, to: d) == d)
    }

    static func ios26(_ minimize: MinimizeBehavior = .onScrollDown) throws -> State {
        State(
            configuration: try Configuration(
                tabs: ["home", "me"].map { TabSpec(name: $0, root: $0) }, profile: .ios26, minimize: minimize))
    }

    @Test("No command minimizes the bar: a plan to a minimized bar leaves it as UIKit had it")
    func planNeverMinimizes() throws {
        let a = try Self.ios26()
        var b = a
        arrange(&b, [.report(.scrolled(.down))])
        #expect(b.barMinimized)
        #expect(try State.plan(from: a, to: b).isEmpty)
        #expect(try State.stateAfterPlan(from: a, to: b) == a)
        // From the minimized bar back: nothing expands it but what expands it in a step.
        #expect(try State.stateAfterPlan(from: b, to: a) == b)
    }

    @Test(
        "A plan that changes the selected stack or hides the bar expands a minimized bar, one that only selects keeps it, as UIKit does"
    )
    func planExpandsAsUIKitDoes() throws {
        var a = try Self.ios26(.onScrollUp)
        arrange(&a, [.report(.scrolled(.up))])
        #expect(a.barMinimized)
        for change: Event in [
            .request(.select(tab: 1)), .request(.push("article")), .request(.hideBar()),
            .open(1, ["article"]),
        ] {
            var b = a
            arrange(&b, [change])
            #expect(b.barMinimized == (change == .request(.select(tab: 1))), "after \(change)")
            let after = try State.stateAfterPlan(from: a, to: b)
            #expect(after == b, "after \(change)")
            #expect(PlanCheck.failure(a, b) == nil)
        }
    }

    @Test("A modal whose style changes to or from locked-sheet or over-full-screen is dismissed and presented again")
    func modalStyles() throws {
        for (from, to) in [(ModalStyle.sheet, ModalStyle.lockedSheet), (.fullScreen, .overFullScreen), (.overFullScreen, .sheet)]
        {
            var a = try makeState()
            arrange(&a, [.request(.present("login", style: from))])
            var b = a
            b.modal?.style = to
            let plan = try State.plan(from: a, to: b)
            #expect(plan.count == 2)
            #expect(plan.first == .dismiss(animated: false))
            if case .present(let root, let style, true) = plan.last {
                #expect(root == a.modal?.stack.root && style == to)
            } else {
                Issue.record("no presentation in \(plan)")
            }
            #expect(PlanCheck.failure(a, b) == nil)
        }
    }

    @Test("A sheet swipe goes on while the plan keeps its sheet, and ends when the plan dismisses it")
    func sheetSwipe() throws {
        var a = try makeState()
        arrange(&a, [.request(.present("login", style: .sheet)), .report(.sheetSwipe(.began))])
        var kept = a
        kept.tabs[1].badge = .count(3)
        #expect(try State.stateAfterPlan(from: a, to: kept).sheetSwipe == .active)
        var gone = a
        gone.modal = nil
        gone.sheetSwipe = .idle
        #expect(try State.plan(from: a, to: gone) == [.dismiss(animated: true)])
        #expect(try State.stateAfterPlan(from: a, to: gone) == gone)
        // A target in the middle of a swipe that the source is not: no command starts the user's gesture.
        var calm = a
        calm.sheetSwipe = .idle
        #expect(try State.stateAfterPlan(from: calm, to: a).sheetSwipe == .idle)
    }

    @Test("With badge-target item, a badge the plan sets puts UIKit's buttons back, and the plan removes them again")
    func badgesOnTheItem() throws {
        let config = try Configuration(
            tabs: ["home", "me"].map { TabSpec(name: $0, root: $0) }, customBar: .onSystemBar, overlapFix: .layout,
            badgeTarget: .item)
        let a = State(configuration: config)
        #expect(!a.systemButtonsPresent)
        var b = a
        arrange(&b, [.request(.setBadge(.count(3), tab: 1))])
        #expect(!b.systemButtonsPresent)
        #expect(try State.plan(from: a, to: b) == [.setBadge(.count(3), tab: 1), .removeSystemTabBarButtons])
        // Under `completion` the target keeps them, and so does UIKit after the plan.
        var completion = config
        completion.overlapFix = .completion
        var c = State(configuration: completion)
        arrange(&c, [.request(.push("a")), .request(.pop())])
        #expect(!c.systemButtonsPresent)
        var d = c
        arrange(&d, [.request(.setBadge(.dot, tab: 0))])
        #expect(d.systemButtonsPresent)
        #expect(try State.plan(from: c, to: d) == [.setBadge(.dot, tab: 0)])
        #expect(try State.stateAfterPlan(from: c, to: d) == d)
    }
}
