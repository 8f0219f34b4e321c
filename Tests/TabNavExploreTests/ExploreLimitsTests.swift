import Foundation
@_spi(Replay) import TabNav
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

/// Models at and past the explorer's limits: the library refuses them with an ``ExploreError``, never a trap.
@Suite("Exploration limits")
struct ExploreLimitsTests {
    /// Two tabs and `count` distinct pushed screens.
    static func wide(_ count: Int) -> String {
        "tabs a b\n" + (1...count).map { "push s\($0)\n" }.joined()
    }

    @Test("Cut by --max-states, every state found is checked, the ones never stepped too", arguments: [20, 60, 150, 300])
    func cutStatesChecked(_ limit: Int) throws {
        let model = try ExploreModels.model(ExploreModels.jianshu, depth: 3)
        for threads in [1, 2] {
            let cut = try Explorer(model: model, maxStates: limit, threads: threads).run()
            #expect(cut.states == limit)
            var held: Set<ExploreProperty> = []
            cut.forEachState(model: model) { state in
                for anomaly in state.anomalies { held.insert(.anomaly(anomaly)) }
                for violation in state.invariantViolations(.all) { held.insert(.invariant(violation.kind)) }
            }
            let found = Set(cut.findings.keys.filter { if case .goal = $0 { false } else { true } })
            #expect(found == held, "\(threads) thread(s)")
        }
    }

    @Test("A stack wider than a packed field is refused with layoutTooWide, not an arithmetic trap")
    func tooWide() throws {
        let model = try ExploreModels.model(Self.wide(70), depth: 8)
        let layout = StateLayout(model: model)
        #expect(!layout.fits)
        #expect(layout.stackBits > StateLayout.maximumFieldBits)
        #expect(throws: ExploreError.layoutTooWide(stackBits: layout.stackBits, depth: 8, screens: layout.screens.count)) {
            try Explorer(model: model, maxStates: 100).run()
        }
    }

    @Test("The widest stack that fits is explored: 62 screens under depth 8 need 3 + 8 x 7 = 59 bits")
    func widestThatFits() throws {
        let model = try ExploreModels.model(Self.wide(60), depth: 8)
        let layout = StateLayout(model: model)
        #expect(layout.fits)
        #expect(layout.stackBits == 59)
        let result = try Explorer(model: model, maxStates: 2_000, symmetry: .off).run()
        #expect(result.states >= 2_000)
    }

    @Test("The threads are clamped to 1...64 when made and when run")
    func threadsClamped() throws {
        let model = try ExploreModels.model(ExploreModels.anchor, depth: 2)
        #expect(Explorer(model: model, threads: 1_000_000).threads == Explorer.maximumThreads)
        #expect(Explorer(model: model, threads: -3).threads == 1)
        var explorer = Explorer(model: model, symmetry: .off)
        explorer.threads = 1_000_000
        let result = try explorer.run()
        #expect(result.threads == Explorer.maximumThreads)
        #expect(result.states == 1024)
    }

    @Test("64 threads on levels of a few hundred states find what 1 thread finds (empty last chunks trapped)")
    func manyThreads() throws {
        let model = try ExploreModels.model(ExploreModels.jianshu, depth: 3)
        let one = try Explorer(model: model, threads: 1).run()
        let many = try Explorer(model: model, threads: 64).run()
        #expect(many.states == one.states)
        #expect(many.transitions == one.transitions)
        #expect(many.findings == one.findings)
    }
}

@Suite("Exploration: anomaly bits")
struct ExploreAnomalyBitsTests {
    @Test("Each anomaly's flag is bit i for Anomaly.allCases[i], the explorer's property order")
    func flagOrder() {
        for (i, anomaly) in Anomaly.allCases.enumerated() {
            #expect(anomaly.flag == 1 << UInt64(i), "\(anomaly)")
        }
    }

    @Test("anomalies lists exactly the anomalies whose bits anomalyFlags sets, on every state a random walk reaches")
    func flagsMatchList() throws {
        let model = try ExploreModels.model(ExploreModels.jianshu, depth: 3)
        var state = TabNavState(configuration: model.configuration)
        var seed: UInt64 = 7
        var seen = Set<Anomaly>()
        for _ in 0..<5_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            state.reduce(model.letters[Int(seed >> 33) % model.letters.count].event)
            let flags = state.anomalyFlags
            #expect(state.anomalies == Anomaly.allCases.filter { flags & $0.flag != 0 })
            seen.formUnion(state.anomalies)
        }
        #expect(!seen.isEmpty)
    }
}
