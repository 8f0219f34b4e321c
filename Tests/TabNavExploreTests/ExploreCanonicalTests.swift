@_spi(Replay) import TabNav
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

@Suite("Exploration: canonical states")
struct ExploreCanonicalTests {
    @Test(
        "Every two states the explorer keeps apart are told apart by some future",
        arguments: [
            (ExploreModels.anchor, 2), (ExploreModels.jianshu, 2), (ExploreModels.busy, 2),
            (ExploreModels.minimizing, 2), (ExploreModels.minimizingUp, 2), (ExploreModels.modalStyles, 2),
            (ExploreModels.badgeItem, 2), (ExploreModels.defaultFormat2, 2), (ExploreModels.sevenTabs, 2),
            (ExploreModels.defaultMore, 1),
        ])
    func noTwoMergeable(_ text: String, _ depth: Int) throws {
        let (model, reference) = try SharedSearches.reference(text, depth: depth)
        let result = try Explorer(model: model, symmetry: .off).run()
        #expect(result.states == reference.states.count)
        #expect(reference.distinguishableClasses(tabCount: model.configuration.tabs.count) == reference.states.count)
    }

    @Test(
        "A letter's event built afresh in the hot loop is the letter's event, and steps every state alike",
        arguments: [ExploreModels.anchor, ExploreModels.jianshu, ExploreModels.busy, ExploreModels.sevenTabs])
    func plainEventsAreTheLetters(_ text: String) throws {
        let model = try ExploreModels.model(text, depth: 3)
        let numbered = try #require(NumberedModel(model: model, layout: StateLayout(model: model)))
        let plain = numbered.events.map(PlainEvent.init)
        for (event, fresh) in zip(numbered.events, plain) {
            if let built = fresh.event { #expect(built == event) }
        }
        // Along a walk that takes every letter in turn, both ways of stepping agree on the state, outcome and effects.
        var state = TabNavState(configuration: numbered.configuration)
        var effects: StepEffects<Int> = []
        var again: StepEffects<Int> = []
        for step in 0..<400 {
            let index = (step * 7 + step / 5) % numbered.events.count
            var other = state
            let outcome = state.reduce(plain[index], or: numbered.events, at: index, effects: &effects)
            #expect(other.reduce(numbered.events[index], effects: &again) == outcome)
            #expect(other == state)
            #expect(again == effects)
        }
        #expect(plain.contains { if case .other = $0 { false } else { true } })
    }

    @Test("States that differ only in entry identities pack to one key and step alike")
    func identitiesAreMerged() throws {
        let model = try ExploreModels.model(ExploreModels.jianshu, depth: 4)
        var direct = TabNavState(configuration: model.configuration)
        var roundabout = direct
        let push = model.letters[0].event
        let pop = try ExploreModels.model("tabs home\npop", depth: 2).letters[0].event
        direct.reduce(push)
        roundabout.reduce(push)
        roundabout.reduce(pop)
        roundabout.reduce(push)
        #expect(direct != roundabout) // the identities differ
        #expect(ReferenceSearch.Key(direct) == ReferenceSearch.Key(roundabout))
        var codec = StateCodec<String>(layout: StateLayout(model: model))
        var a = [UInt64](repeating: 0, count: codec.layout.words)
        var b = a
        let packedA = a.withUnsafeMutableBufferPointer { codec.encode(direct, into: $0.baseAddress!) }
        let packedB = b.withUnsafeMutableBufferPointer { codec.encode(roundabout, into: $0.baseAddress!) }
        #expect(packedA && packedB)
        #expect(a == b)
        // And no sequence of the letters tells them apart: every letter, then every pair.
        for first in model.letters {
            for second in model.letters {
                var x = direct
                var y = roundabout
                let o1 = (x.reduce(first.event).outcome, x.reduce(second.event).outcome)
                let o2 = (y.reduce(first.event).outcome, y.reduce(second.event).outcome)
                #expect(o1 == o2)
                #expect(ReferenceSearch.Key(x) == ReferenceSearch.Key(y))
            }
        }
    }

    /// The busy model (the largest of one word a key) only under `TABNAV_TEST_SIZE=large`, which also takes the seven
    /// tabs and the format-3 models a level deeper; at the default size their searches are the ones the other explorer
    /// tests share.
    @Test(
        "Unpacking a key and packing it again gives the key back, for every state found, format 3's width and return tab included",
        arguments: ((TestSize.isLarge ? [ExploreModels.busy] : []) + [
            ExploreModels.minimizing, ExploreModels.modalStyles, ExploreModels.badgeItem,
        ]).map { ($0, 3) } + [(ExploreModels.sevenTabs, TestSize.pick(2, large: 3))]
            + ExploreFormat3Tests.models.map { ($0.0, $0.1 + TestSize.pick(0, large: 1)) })
    func roundTrip(_ text: String, _ depth: Int) throws {
        let (model, reference) = try SharedSearches.reference(text, depth: depth)
        var codec = StateCodec<String>(layout: StateLayout(model: model))
        var work = TabNavState(configuration: model.configuration)
        var key = [UInt64](repeating: 0, count: codec.layout.words)
        var again = key
        // At the default size every third state found.
        for (n, state) in reference.states.enumerated() where n % TestSize.pick(3, large: 1) == 0 {
            let packed = key.withUnsafeMutableBufferPointer { codec.encode(state, into: $0.baseAddress!) }
            let unpacked = key.withUnsafeBufferPointer { codec.decode($0.baseAddress!, into: &work) }
            #expect(packed && unpacked)
            #expect(ReferenceSearch.Key(work) == ReferenceSearch.Key(state))
            // The return tab is kept only where a width change can read it (StateLayout.keepsReturnTab).
            if codec.layout.keepsReturnTab { #expect(work.moreReturnTab == state.moreReturnTab) }
            #expect(work.invariantViolations().isEmpty)
            let repacked = again.withUnsafeMutableBufferPointer { codec.encode(work, into: $0.baseAddress!) }
            #expect(repacked)
            #expect(again == key)
        }
    }

    @Test("The packed state keeps a flag of trace format 2, and a modal style, only when a letter can set it")
    func flagsOnlyWhenNeeded() throws {
        let anchor = StateLayout(model: try ExploreModels.model(ExploreModels.anchor, depth: 4))
        #expect(!anchor.keepsAppHidden && !anchor.keepsMinimized && !anchor.keepsSheetSwipe && !anchor.hasModal)
        #expect(anchor.bits == 2 + 3 + 4 + 4 * (3 + 4 * 4)) // 7 screens: 3 bits and a flag an entry
        let minimizing = StateLayout(model: try ExploreModels.model(ExploreModels.minimizing, depth: 3))
        #expect(minimizing.keepsAppHidden && minimizing.keepsMinimized && !minimizing.keepsSheetSwipe)
        #expect(minimizing.modalStyles == [.overFullScreen])
        let styles = StateLayout(model: try ExploreModels.model(ExploreModels.modalStyles, depth: 3))
        #expect(styles.keepsAppHidden && !styles.keepsMinimized && styles.keepsSheetSwipe)
        #expect(Set(styles.modalStyles) == Set(ModalStyle.allCases))
        // Scrolling never minimizes without a minimize behaviour: no bit for it.
        let seven = StateLayout(model: try ExploreModels.model(ExploreModels.sevenTabs, depth: 2))
        #expect(seven.keepsMore && !anchor.keepsMore)
        #expect(seven.moreShowsBits == 2) // its list or one of three overflow tabs
        let never = StateLayout(model: try ExploreModels.model("tabs a b\nprofile ios26\nscroll down\nscroll top\n", depth: 2))
        #expect(!never.keepsMinimized)
    }

    @Test("Two states apart only in a format 2 flag pack to different keys, and a step tells them apart")
    func flagsKeptApart() throws {
        let model = try ExploreModels.model(ExploreModels.minimizing, depth: 3)
        let letter = { (text: String) in model.letters.first { $0.text == text }!.event }
        let launch = TabNavState(configuration: model.configuration)
        var minimized = launch
        #expect(minimized.reduce(letter("scroll down")).outcome == .ok)
        var hidden = launch
        #expect(hidden.reduce(letter("hide-bar")).outcome == .ok)
        var codec = StateCodec<String>(layout: StateLayout(model: model))
        let keys = [launch, minimized, hidden].map { state in
            var key = [UInt64](repeating: 0, count: codec.layout.words)
            let packed = key.withUnsafeMutableBufferPointer { codec.encode(state, into: $0.baseAddress!) }
            #expect(packed)
            return key
        }
        #expect(Set(keys).count == 3)
        // `tap a` only expands a minimized bar; on the launch state it asks for scroll-to-top.
        var a = launch
        var b = minimized
        #expect(a.reduce(letter("tap a")).outcome == .noop)
        #expect(b.reduce(letter("tap a")).outcome == .ok)
    }

    @Test("Restoring a part that does not exist changes nothing and says so")
    func restoreIsTotal() {
        let config = try! Configuration(tabs: [TabSpec(name: "a", root: "a")])
        var state = TabNavState(configuration: config)
        let before = state
        let refused = [
            state.restore(selectedIndex: 3, swipe: .idle, systemButtonsPresent: false, barStuckHidden: false),
            state.restoreTab(-1, badge: .dot, isEnabled: false),
            state.restoreStack(.tab(1), screens: ["a"], hidesBar: [false]),
            state.restoreStack(.tab(0), screens: [], hidesBar: []),
            state.restoreStack(.tab(0), screens: ["a", "b"], hidesBar: [false]),
            state.restoreStack(.modal, screens: ["a"], hidesBar: [false]),
            state.restoreMore(isSelected: true, shows: .list), // no More tab with one tab
        ]
        #expect(refused == [false, false, false, false, false, false, false])
        let seven = try! Configuration(tabs: (1...7).map { TabSpec(name: "t\($0)", root: "t\($0)") })
        var more = TabNavState(configuration: seven)
        let barTab = more.restoreMore(isSelected: true, shows: .tab(2))
        #expect(!barTab) // a bar tab is not shown in More
        let overflow = more.restoreMore(isSelected: true, shows: .tab(5))
        #expect(overflow)
        #expect(more.isMoreSelected && more.moreShows == .tab(5))
        #expect(state == before)
    }
}
