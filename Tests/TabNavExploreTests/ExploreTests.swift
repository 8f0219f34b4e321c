import Foundation
import TabNav
import TabNavTrace
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

extension ExploreModels {
    /// The model of `text` explored to `depth`.
    static func model(_ text: String, depth: Int) throws -> ExploreModel {
        try ExploreModel.parse(text, depth: depth).get()
    }
}

@Suite("Exploration")
struct ExploreTests {
    static let cases: [(String, Int)] = [
        (ExploreModels.anchor, 2), (ExploreModels.jianshu, 3), (ExploreModels.busy, 3), (ExploreModels.defaultAlphabet, 2),
        (ExploreModels.minimizing, 3), (ExploreModels.minimizingUp, 2), (ExploreModels.modalStyles, 3),
        (ExploreModels.badgeItem, 2), (ExploreModels.defaultFormat2, 2), (ExploreModels.namedSteps, 3),
        (ExploreModels.sevenTabs, 2), (ExploreModels.defaultMore, 2), (ExploreModels.iphoneMaxMore, 2),
        (ExploreModels.ipadMore, 2), (ExploreModels.ipadFloating, 2), (ExploreModels.defaultIPad, 1),
    ]

    /// ``cases`` at the size asked for: at the default size without the busy model, whose whole search
    /// ``ExploreParallelTests`` checks against the breadth-first search at both sizes.
    static let casesAtSize = TestSize.isLarge ? cases : cases.filter { $0.0 != ExploreModels.busy }

    @Test(
        "The explorer finds the states, transitions, shortest findings and idle letters of a naive search",
        arguments: casesAtSize)
    func agreesWithReference(_ text: String, _ depth: Int) throws {
        let (model, reference) = try SharedSearches.reference(text, depth: depth)
        let result = try Explorer(model: model, symmetry: .off).run()
        #expect(result.isComplete)
        #expect(result.depthCompleted == result.longestShortestPath)
        #expect(result.states == reference.states.count)
        #expect(result.transitions == reference.transitions)
        #expect(result.longestShortestPath == reference.distance.max())
        for property in result.properties {
            #expect(result.findings[property]?.count == reference.shortest[property], "\(property)")
        }
        let idle = Set(model.letters.indices).subtracting(reference.changing)
        #expect(Set(result.idleLetters) == idle)
    }

    @Test(
        "The anchor model has 4 x 40^4 states at depth 4 (TABNAV_TEST_SIZE=large; a minute or more in debug)",
        .enabled(if: TestSize.isLarge))
    func anchorCount() throws {
        let result = try Explorer(model: ExploreModels.model(ExploreModels.anchor, depth: 4), symmetry: .off).run()
        #expect(result.states == 10_240_000)
        #expect(result.isComplete)
    }

    @Test("The anchor's smaller bounds have 4 x (1 + 3 + ... + 3^(D-1))^4 states", arguments: [1, 2])
    func anchorSmallBounds(_ depth: Int) throws {
        let perTab = (0..<depth).reduce(0) { sum, d in sum + Int(pow(3.0, Double(d))) }
        let result = try Explorer(model: ExploreModels.model(ExploreModels.anchor, depth: depth), symmetry: .off).run()
        #expect(result.states == 4 * perTab * perTab * perTab * perTab)
    }

    @Test("The result does not depend on the number of threads")
    func threadsAgree() throws {
        let model = try ExploreModels.model(ExploreModels.busy, depth: 3)
        var two = try Explorer(model: model, threads: 2).run()
        // Time, threads and the store's capacity are the only differences allowed.
        two.seconds = 0
        two.threads = 0
        two.storeBytes = 0
        for threads in TestSize.pick([3], large: [1, 3]) {
            var other = try Explorer(model: model, threads: threads).run()
            other.seconds = 0
            other.threads = 0
            other.storeBytes = 0
            #expect(two == other, "\(threads) thread(s)")
        }
    }

    @Test("The threads' merge into one table gives the one thread's states, numbers and paths")
    func parallelMergeAgrees() throws {
        // Regions of 16 to 64 slots: many look-ups run past their region's end and are left to the one thread.
        let busy = try ExploreModels.model(ExploreModels.busy, depth: 3)
        // Three tabs of the anchor: 6,591 states, levels of up to about 1,500, which the threads share in chunks.
        let threeTabs = try ExploreModels.model("tabs a b c\npush s1\npush s2\npush s3\npop\ntap a\ntap b\ntap c", depth: 3)
        for (model, configurations) in [
            (busy, TestSize.pick([(5, 2048)], large: [(1, 1024), (2, 1024), (3, 1024), (2, 4096), (5, 2048)])),
            (threeTabs, [(3, 1024), (2, 2048)]),
        ] {
            // The reference: one thread, every level merged by the plain loop.
            var reference = Explorer(model: model, threads: 1)
            reference.parallelMergeMinimum = Int.max
            var one = try reference.run()
            // The store's byte count is left out: it counts the arrays' capacities, which the allocator rounds.
            one.storeBytes = 0
            one.seconds = 0
            one.threads = 0
            for (threads, capacity) in configurations {
                var explorer = Explorer(model: model, threads: threads)
                explorer.parallelMergeMinimum = 1
                explorer.parallelMergeCapacity = capacity
                var other = try explorer.run()
                other.storeBytes = 0
                other.seconds = 0
                other.threads = 0
                #expect(one == other, "\(threads) threads, merged in parallel from \(capacity) slots")
            }
        }
    }

    @Test("Above --max-states the search stops, says it is incomplete and how deep it is complete")
    func maxStates() throws {
        let (model, reference) = try SharedSearches.reference(ExploreModels.jianshu, depth: 3)
        let full = try Explorer(model: model).run()
        let cut = try Explorer(model: model, maxStates: 40).run()
        #expect(!cut.isComplete)
        #expect(cut.states == 40)
        #expect(cut.depthCompleted < full.longestShortestPath)
        // Every state within the completed depth is there: as many as the reference has that close.
        let within = reference.distance.filter { $0 <= cut.depthCompleted }.count
        #expect(within <= 40)
        #expect(reference.distance.filter { $0 <= cut.depthCompleted + 1 }.count > 40)
    }

    @Test("A goal in the expect syntax is decided, with a shortest path")
    func goals() throws {
        let model = try ExploreModels.model(ExploreModels.anchor, depth: 2)
        let goals = try ["tab=c depth=2", "stack.b=b>s2", "depth=3"].map { try ExploreGoal.parse($0, header: model.header).get() }
        let result = try Explorer(model: model, goals: goals).run()
        let reference = ReferenceSearch(model: model, goals: goals)
        #expect(result.findings[.goal(0)]?.count == 2)
        #expect(result.findings[.goal(0)]?.count == reference.shortest[.goal(0)])
        #expect(result.findings[.goal(1)]?.count == reference.shortest[.goal(1)])
        #expect(result.findings[.goal(2)] == nil)
    }

    @Test("Goals on the More tab are decided with the reference search's shortest lengths")
    func moreGoals() throws {
        let model = try ExploreModels.model(ExploreModels.sevenTabs, depth: 2)
        let goals = try ["more=list", "more=g depth=2", "tab=f stack=f>p", "more=none tab=b"].map {
            try ExploreGoal.parse($0, header: model.header).get()
        }
        let result = try Explorer(model: model, goals: goals).run()
        let reference = ReferenceSearch(model: model, goals: goals)
        for i in goals.indices {
            #expect(result.findings[.goal(i)]?.count == reference.shortest[.goal(i)], "goal \(i)")
        }
        #expect(result.findings[.goal(0)]?.count == 1) // tap more
        #expect(result.findings[.goal(1)]?.count == 3) // tap more, pick g, push p
    }

    @Test("A goal on the outcome is a property of a step, rejected steps included")
    func outcomeGoal() throws {
        let model = try ExploreModels.model(ExploreModels.jianshu, depth: 3)
        let goals = try ["outcome=rejected", "outcome=noop modal=compose"].map {
            try ExploreGoal.parse($0, header: model.header).get()
        }
        let result = try Explorer(model: model, goals: goals).run()
        // `push article` hides the bar, then `tap discover` is rejected: two steps, and no single step is rejected.
        #expect(result.findings[.goal(0)]?.count == 2)
        // `tap write`, then `rotate` (a noop: the legacy profile never re-adds on rotation).
        #expect(result.findings[.goal(1)]?.count == 2)
    }

    @Test("A goal with an unknown key is an error with its column")
    func badGoal() throws {
        let model = try ExploreModels.model(ExploreModels.anchor, depth: 2)
        guard case .failure(let error) = ExploreGoal.parse("tab=a colour=red", header: model.header) else {
            Issue.record("parsed")
            return
        }
        #expect(error.position.column == 7)
    }
}

@Suite("Exploration: shortest traces")
struct ExploreTraceTests {
    @Test(
        "Every shortest trace parses, replays through the reducer, and its last expect holds",
        // Every other model at the default size.
        arguments: ExploreTests.casesAtSize.enumerated().filter { TestSize.isLarge || $0.offset % 2 == 0 }.map(\.element)
    )
    func tracesReplay(_ text: String, _ depth: Int) throws {
        let model = try ExploreModels.model(text, depth: depth)
        let goals = try ["depth=2", "outcome=noop"].map { try ExploreGoal.parse($0, header: model.header).get() }
        let result = try Explorer(model: model, goals: goals).run()
        #expect(!result.findings.isEmpty)
        for property in result.properties {
            guard let path = result.findings[property] else { continue }
            let traceText = try #require(result.trace(for: property, model: model, goals: goals))
            let trace = try Trace.parse(traceText).get()
            #expect(trace.header == model.header)
            var state = TabNavState(configuration: trace.header.configuration)
            var outcome = Outcome.ok
            var steps = 0
            var last: TabNavTrace.Expectation?
            for statement in trace.statements {
                switch statement {
                case .step(let step):
                    outcome = state.reduce(step.event).outcome
                    steps += 1
                case .expect(let expectation):
                    last = expectation
                }
            }
            #expect(steps == path.count)
            if case .invariant = property { continue }
            let expectation = try #require(last, "\(property)")
            #expect(expectation.failures(in: state, outcome: outcome).isEmpty, "\(property)")
        }
    }
}
