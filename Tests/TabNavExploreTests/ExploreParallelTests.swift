import Foundation
import TabNav
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

/// The explorer's whole result (states in order, each one's parent and letter, findings with their paths, counts)
/// is the breadth-first search's, whatever the threads, the merge's way and the cut.
@Suite("Exploration: threads, chunks and the merge in batches")
struct ExploreParallelTests {
    /// Goals of both kinds: on the state, and on the step's outcome.
    static let goalTexts = ["depth=2", "depth=3", "outcome=noop", "outcome=rejected", "outcome=ok depth=3"]

    /// How a search is run: its threads, and whether every level is merged in batches over regions of a table of
    /// 1,024 slots or more (16-slot regions, so that look-ups run past a region's end) rather than one by one.
    struct Way: CustomStringConvertible, Sendable {
        var threads: Int
        var batches: Bool
        var description: String { "\(threads) thread(s)\(batches ? ", merged in batches" : "")" }
    }

    /// The ways of the smaller models: each thread count with each merge under `TABNAV_TEST_SIZE=large`; at the default
    /// size one thread, and two and seven threads merging in batches.
    static let ways =
        TestSize.isLarge
        ? [1, 2, 3, 7].flatMap { [Way(threads: $0, batches: false), Way(threads: $0, batches: true)] }
        : [Way(threads: 1, batches: false), Way(threads: 2, batches: true), Way(threads: 7, batches: true)]

    /// A model, its depth, and what its layout must be (1, 2 or 3 words a key). The default More model, a second
    /// layout of 2 words after jianshu's, and the busy model (levels of thousands of states) are searched only under
    /// `TABNAV_TEST_SIZE=large`.
    static let models: [(name: String, text: String, depth: Int, words: Int)] = [
        ("one tab", "tabs a\npush s1\npush s2\npop\ntap a\n", 3, 1),
        ("anchor", ExploreModels.anchor, 2, 1),
        ("busy", ExploreModels.busy, 3, 1),
        ("jianshu", ExploreModels.jianshu, 3, 2),
        ("default More", ExploreModels.defaultMore, 2, 2),
        ("seven tabs", ExploreModels.sevenTabs, 3, 3),
        ("iphone-max", ExploreModels.iphoneMaxMore, 2, 2),
        ("ipad floating", ExploreModels.ipadFloating, 2, 2),
    ]

    /// One search, its time, threads and store bytes zeroed, with its store's parents and letters.
    static func search(_ model: ExploreModel, goals: [ExploreGoal], maxStates: Int? = nil, way: Way) throws -> (
        result: Exploration, parents: [Int], letters: [Int]
    ) {
        // The plain search: its states are the reference's, one for one (the reduced one: ExploreSymmetryTests).
        var explorer = Explorer(model: model, goals: goals, maxStates: maxStates, threads: way.threads, symmetry: .off)
        if way.batches {
            explorer.parallelMergeMinimum = 1
            explorer.parallelMergeCapacity = 1024
        }
        var search = try Explorer.Search(explorer: explorer)
        var result = try search.run()
        result.seconds = 0
        result.threads = 0
        result.storeBytes = 0
        let store = search.store
        let parents = (0..<store.count).map { store.parents[$0] == StateStore.noParent ? -1 : Int(store.parents[$0]) }
        return (result, parents, (0..<store.count).map { Int(store.letters[$0]) })
    }

    /// Checks a search's result against what the breadth-first search must report.
    static func check(
        _ run: (result: Exploration, parents: [Int], letters: [Int]), _ expectation: ExploreExpectation, maxStates: Int?,
        _ comment: String
    ) {
        let expected = expectation.result(maxStates: maxStates)
        let r = run.result
        let found = ExploreExpectation.Result(
            states: r.states, isComplete: r.isComplete, depthCompleted: r.depthCompleted, transitions: r.transitions,
            longestShortestPath: r.longestShortestPath, idleLetters: r.idleLetters, findings: r.findings)
        #expect(found == expected, Comment(rawValue: comment))
        var keys: [ReferenceSearch.Key] = []
        r.forEachState(model: expectation.model) { keys.append(ReferenceSearch.Key($0)) }
        #expect(keys == Array(expectation.keys.prefix(expected.states)), Comment(rawValue: comment))
        #expect(run.parents == Array(expectation.parents.prefix(expected.states)), Comment(rawValue: comment))
        // The launch state's letter is not one; the others are the letters that found each state.
        #expect(
            Array(run.letters.dropFirst()) == Array(expectation.letters.prefix(expected.states).dropFirst()),
            Comment(rawValue: comment))
    }

    @Test(
        "Every thread count and both merges number the states, keep their parents and letters and find the paths of a plain breadth-first search",
        arguments: models.indices.filter { TestSize.isLarge || !["default More", "busy"].contains(models[$0].name) })
    func agreeWithBreadthFirst(_ index: Int) throws {
        let entry = Self.models[index]
        let model = try ExploreModels.model(entry.text, depth: entry.depth)
        #expect(StateLayout(model: model).words == entry.words, "\(entry.name)")
        let expectation = try SharedSearches.expectation(entry.text, depth: entry.depth, goalTexts: Self.goalTexts)
        let goals = expectation.goals
        // The larger models (levels of hundreds of states, tables doubled on several threads): fewer ways; at the
        // default size only the threads merging in batches, checked against the breadth-first search as the first way is.
        let one = Way(threads: 1, batches: false)
        let ways: [Way] =
            switch entry.name {
            case "busy":
                TestSize.pick(
                    [Way(threads: 7, batches: true)],
                    large: [one, Way(threads: 3, batches: false), Way(threads: 7, batches: true)])
            case "default More": [one, Way(threads: 2, batches: true)]
            case "seven tabs": TestSize.pick([Way(threads: 3, batches: true)], large: [one, Way(threads: 3, batches: true)])
            // The format-3 devices: at the default size one way (ExploreFormat3Tests checks their counts too).
            case "iphone-max", "ipad floating": TestSize.pick([Way(threads: 2, batches: true)], large: Self.ways)
            default: Self.ways
            }
        let first = try Self.search(model, goals: goals, way: ways[0])
        Self.check(first, expectation, maxStates: nil, "\(entry.name), \(ways[0])")
        for way in ways.dropFirst() {
            let run = try Self.search(model, goals: goals, way: way)
            #expect(run.result == first.result, "\(entry.name), \(way)")
            #expect(run.parents == first.parents && run.letters == first.letters, "\(entry.name), \(way)")
        }
    }

    /// The limits worth cutting a search at: 1, around the end of each level and inside it (`all`), or only the
    /// ends of the levels; and the whole count, and one more.
    static func limits(_ expectation: ExploreExpectation, all: Bool) -> [Int] {
        let distance = expectation.reference.distance
        var limits: Set<Int> = [1, distance.count + 1]
        var before = 0
        for d in 0...distance.max()! {
            let end = distance.filter { $0 <= d }.count
            // At the default size each level's end, and one of the other cuts in turn.
            let others = [end - 1, end + 1, (before + end) / 2]
            limits.formUnion(all ? [end] + (TestSize.isLarge ? others : [others[d % others.count]]) : [end])
            before = end
        }
        return limits.filter { $0 >= 1 }.sorted()
    }

    /// The busy model (2) is cut only under `TABNAV_TEST_SIZE=large`, where ``agreeWithBreadthFirst(_:)`` also checks
    /// its whole search.
    @Test(
        "Cut by --max-states inside a level, at a level's end or at the whole count, the search reports the breadth-first search's prefix, depth and findings",
        arguments: TestSize.pick([0, 1], large: [0, 1, 2]))
    func cutAgreesWithBreadthFirst(_ which: Int) throws {
        let (text, depth) = [(ExploreModels.jianshu, 3), (ExploreModels.sevenTabs, 2), (ExploreModels.busy, 3)][which]
        let model = try ExploreModels.model(text, depth: depth)
        let expectation = try SharedSearches.expectation(text, depth: depth, goalTexts: Self.goalTexts)
        let goals = expectation.goals
        var limits = Self.limits(expectation, all: which == 0)
        // At the default size, only the threads merging in batches cut a model; the large size cuts the first model in
        // three ways and the others in two.
        var ways = [Way(threads: 1, batches: false), Way(threads: 2, batches: true)]
        if which == 0 { ways.append(Way(threads: 7, batches: true)) }
        if !TestSize.isLarge { ways = [Way(threads: 2, batches: true)] }
        // The larger model: the end of the level before the last (the batches merge the levels before it).
        if which == 2 {
            limits = [limits[limits.count - 3]]
            ways = [Way(threads: 2, batches: true)]
        }
        for limit in limits {
            for way in ways {
                let run = try Self.search(model, goals: goals, maxStates: limit, way: way)
                Self.check(run, expectation, maxStates: limit, "limit \(limit), \(way)")
            }
        }
    }
}
