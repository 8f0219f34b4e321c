import TabNav
import TabNavTrace
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

/// Models with twins beside the anchor's s1, s2, s3: a More app whose plain screens are pushed alike, one screen named
/// by a deep link too (not a twin), one presented (with its own twin), and a bar that a hiding screen can hide.
enum SymmetryModels {
    static let more = """
        tabs home discover follow inbox me shop video
        screen player hides-bar
        tap more
        pick shop
        select video
        tap discover
        push cart
        push clip
        push detail
        push player
        open shop promo
        pop
        back-swipe
        """

    /// Two tabs, a tap before each push: a state whose new twin appears before an older one (on the first tab) is
    /// found from a parent that does not hold it first, so the stored paths go through renamings.
    static let twoTabs = """
        tabs a b
        tap b
        push q
        tap a
        push p
        pop
        """

    /// `q` is numbered before `p` (it is named first) but pushed after it: pushing `p` on a stack without twins gives
    /// a state whose stack the renaming changes, stack by stack too.
    static let reordered = """
        tabs a b
        pop-to q
        pop-to p
        push p
        push q
        tap b
        pop
        """

    static let presented = """
        tabs a b
        screen x hides-bar
        push p
        push q
        push x
        present m
        present n
        push p instant
        push q instant
        dismiss
        pop
        tap b
        """
}

@Suite("Exploration: symmetry reduction")
struct ExploreSymmetryTests {
    /// The models with twins, and under `TABNAV_TEST_SIZE=large` every test model: at the default size (``TestSize``)
    /// a model without twins is left out, since its reduced search renames nothing (the twins' own tests hold that).
    static let cases: [(String, Int)] =
        ExploreTests.casesAtSize.filter { TestSize.isLarge || hasTwins($0.0, depth: $0.1) }
        + [(SymmetryModels.more, 2), (SymmetryModels.presented, 3), (SymmetryModels.twoTabs, 3)]
        + (TestSize.isLarge ? [(ExploreModels.anchor, 3)] : [])

    /// Whether the model of `text` at `depth` has twins under the goals of ``agreesWithPlain(_:_:)``.
    static func hasTwins(_ text: String, depth: Int) -> Bool {
        guard let model = try? ExploreModels.model(text, depth: depth),
            let goals = try? ["depth=2", "outcome=noop"].map({ try ExploreGoal.parse($0, header: model.header).get() })
        else { return true }
        return !ScreenSymmetry(model: model, layout: StateLayout(model: model), goals: goals).classes.isEmpty
    }

    @Test(
        "Both reductions give the plain search's verdicts, shortest lengths, levels, idle letters and states",
        arguments: cases)
    func agreesWithPlain(_ text: String, _ depth: Int) throws {
        let model = try ExploreModels.model(text, depth: depth)
        let goals = try ["depth=2", "outcome=noop"].map { try ExploreGoal.parse($0, header: model.header).get() }
        let plain = try Explorer(model: model, goals: goals, symmetry: .off).run()
        #expect(plain.twins.isEmpty && plain.symmetry == .off)
        #expect(plain.statesWithoutSymmetry == plain.states)
        var orbits: [Explorer.Symmetry: Int] = [:]
        for way in [Explorer.Symmetry.screens, .stacks] {
            let reduced = try Explorer(model: model, goals: goals, symmetry: way).run()
            // The orbits' sizes add up to the plain search's states: the reachable states are closed under the
            // renamings, and each orbit is counted whole.
            #expect(reduced.statesWithoutSymmetry == plain.states, "\(way)")
            #expect(reduced.isComplete && plain.isComplete)
            #expect(reduced.longestShortestPath == plain.longestShortestPath, "\(way)")
            #expect(reduced.idleLetters == plain.idleLetters, "\(way)")
            #expect(Set(reduced.findings.keys) == Set(plain.findings.keys), "\(way)")
            for (property, path) in plain.findings {
                #expect(reduced.findings[property]?.count == path.count, "\(way): \(property)")
            }
            if reduced.twins.isEmpty {
                #expect(reduced.symmetry == .off)
                #expect(reduced.states == plain.states && reduced.transitions == plain.transitions)
            } else {
                #expect(reduced.symmetry == way)
                #expect(reduced.states < plain.states)
            }
            orbits[way] = reduced.states
        }
        // An orbit of one renaming of the whole state lies within one of the stacks' own renamings.
        #expect(orbits[.stacks]! <= orbits[.screens]!)
    }

    @Test("The anchor at depth 2: 1,024 states; 204 orbits renamed alike, 64 stack by stack")
    func anchorOrbits() throws {
        let model = try ExploreModels.model(ExploreModels.anchor, depth: 2)
        // Each of the four stacks is its root or holds one of s1, s2, s3 above it.
        // Alike: 4 selections x 51 ways to put three alike screens on four stacks (1 + 4 + 6 x 2 + 4 x 5 + 14 set
        // partitions of the stacks that hold one).
        let alike = try Explorer(model: model, symmetry: .screens).run()
        #expect(alike.twins == [["s1", "s2", "s3"]])
        #expect(alike.states == 204)
        #expect(alike.statesWithoutSymmetry == 1_024)
        // Stack by stack: 4 selections x 2^4 (each stack its root, or its root and a twin).
        let apart = try Explorer(model: model).run()
        #expect(apart.twins == [["s1", "s2", "s3"]] && apart.symmetry == .stacks)
        #expect(apart.states == 64)
        #expect(apart.statesWithoutSymmetry == 1_024)
    }

    @Test("Twins: a root, a hiding screen, a screen a deep link or a goal names, or one pushed another way has none")
    func twins() throws {
        func twins(_ text: String, goals: [String] = []) throws -> [[String]] {
            let model = try ExploreModels.model(text, depth: 2)
            let parsed = try goals.map { try ExploreGoal.parse($0, header: model.header).get() }
            let symmetry = ScreenSymmetry(model: model, layout: StateLayout(model: model), goals: parsed)
            let layout = StateLayout(model: model)
            return symmetry.classes.map { $0.map { layout.screens[$0] } }
        }
        #expect(try twins(SymmetryModels.more) == [["cart", "clip", "detail"]])
        #expect(try twins(SymmetryModels.more, goals: ["stack=shop>clip"]) == [["cart", "detail"]])
        #expect(try twins(SymmetryModels.presented) == [["p", "q"], ["m", "n"]])
        #expect(try twins("tabs a b\npush p\npush q instant\n").isEmpty)
        #expect(try twins("tabs a b\npush a\npush b\n").isEmpty)
        // A name with a dot is one name: the goal names `v.2`, which then has no twin (it had one when the goal's text
        // was cut at the dot).
        #expect(try twins("tabs a b\npush v.2\npush w\npush x\n", goals: ["stack=a>v.2"]) == [["w", "x"]])
    }

    @Test(
        "The representative numbers each class's twins in the order they first appear, in the state or each stack",
        arguments: [false, true])
    func canonicalForm(_ perStack: Bool) throws {
        let model = try ExploreModels.model(ExploreModels.anchor, depth: 3)
        let layout = StateLayout(model: model)
        let symmetry = ScreenSymmetry(model: model, layout: layout, goals: [], perStack: perStack)
        var codec = StateCodec<String>(layout: layout)
        func key(_ steps: [String]) -> ([UInt64], Double) {
            var state = TabNavState(configuration: model.configuration)
            for step in steps { state.reduce(model.letters.first { $0.text == step }!.event) }
            var key = [UInt64](repeating: 0, count: layout.words)
            var scratch = Array(repeating: -1, count: symmetry.classOf.count) + Array(repeating: 0, count: symmetry.classes.count)
            let orbit = key.withUnsafeMutableBufferPointer { k in
                _ = codec.encode(state, into: k.baseAddress!)
                return scratch.withUnsafeMutableBufferPointer { symmetry.canonicalize(k.baseAddress!, scratch: $0.baseAddress!) }
            }
            #expect(scratch.prefix(symmetry.classOf.count).allSatisfy { $0 == -1 })
            return (key, orbit)
        }
        let (one, oneOrbit) = key(["push s3", "push s1", "tap b", "push s3"])
        let (other, otherOrbit) = key(["push s2", "push s3", "tap b", "push s2"])
        let (first, _) = key(["push s1", "push s2", "tap b", "push s1"])
        #expect(one == other && one == first)
        let (apart, _) = key(["push s1", "push s2", "tap b", "push s2"])
        if perStack {
            // a holds two twins (3 x 2 namings), b one (3) of its own.
            #expect(oneOrbit == 18 && otherOrbit == 18)
            #expect(apart == one)
            #expect(key(["push s2", "tap b", "push s3"]) == key(["push s1", "tap b", "push s1"]))
            #expect(key(["push s2", "tap b", "push s3"]).1 == 9)
        } else {
            #expect(oneOrbit == 6 && otherOrbit == 6)
            #expect(apart != one)
            #expect(key(["push s2", "tap b", "push s3"]) != key(["push s1", "tap b", "push s1"]))
        }
        #expect(key(["push s2"]).1 == 3)
        #expect(key([]).1 == 1)
    }
}

@Suite("Exploration: symmetry reduction, concrete traces")
struct ExploreConcreteTraceTests {
    @Test(
        "Every stored state's path, made concrete, replays from launch to a state whose representative is that state",
        arguments: [
            (Explorer.Symmetry.stacks, SymmetryModels.reordered, 3, true), (.screens, SymmetryModels.reordered, 3, true),
            (.stacks, SymmetryModels.twoTabs, 3, false), (.screens, SymmetryModels.twoTabs, 3, true),
            (.stacks, SymmetryModels.presented, 3, false), (.screens, SymmetryModels.presented, 3, false),
        ] + (TestSize.isLarge ? [(.stacks, ExploreModels.anchor, 3, false), (.screens, ExploreModels.anchor, 3, true)] : []))
    func concretePathsReachTheirStates(_ way: Explorer.Symmetry, _ text: String, _ depth: Int, _ renames: Bool) throws {
        let model = try ExploreModels.model(text, depth: depth)
        var search = try Explorer.Search(explorer: Explorer(model: model, threads: 1, symmetry: way))
        _ = try search.run()
        let layout = search.layout
        let numbered = try #require(NumberedModel(model: model, layout: layout))
        var codec = StateCodec<Int>(layout: layout)
        var scratch =
            Array(repeating: -1, count: search.symmetry.classOf.count) + Array(repeating: 0, count: search.symmetry.classes.count)
        var renamed = 0
        var elsewhere = 0
        // About 400 states, spread over the whole search (each replay makes its own numbered model).
        for number in Swift.stride(from: 0, to: search.store.count, by: Swift.max(1, search.store.count / 400)) {
            let stored = search.path(to: number)
            let path = search.concrete(stored)
            #expect(path.count == stored.count)
            if path != stored { renamed += 1 }
            var state = TabNavState(configuration: numbered.configuration)
            for letter in path { state.reduce(numbered.events[letter]) }
            var key = [UInt64](repeating: 0, count: layout.words)
            key.withUnsafeMutableBufferPointer { k in
                _ = codec.encode(state, into: k.baseAddress!)
                if search.store.withKey(number, { stored in (0..<layout.words).contains { stored[$0] != k[$0] } }) {
                    elsewhere += 1
                }
                _ = scratch.withUnsafeMutableBufferPointer {
                    search.symmetry.canonicalize(k.baseAddress!, scratch: $0.baseAddress!)
                }
            }
            let expected = search.store.withKey(number) { Array(UnsafeBufferPointer(start: $0, count: layout.words)) }
            #expect(key == expected, "state \(number)")
        }
        // Where a stored state's letter pushes a twin out of order (the reordered model; the two tabs' model and the
        // anchor renamed alike, where a new twin can appear before an older one), some replays end on another state of
        // the orbit than the one stored, and some letters had to be renamed on the way: the test reaches both.
        if renames { #expect(elsewhere > 0 && renamed > 0) }
    }
}

@Suite("Exploration: fingerprints and a bound on memory")
struct ExploreCompactStoreTests {
    static let cases: [(String, Int)] = [(ExploreModels.anchor, 2), (ExploreModels.jianshu, 3), (SymmetryModels.presented, 3)]

    @Test("A store of fingerprints finds the exact store's states, transitions, findings and idle letters", arguments: cases)
    func fingerprintsAgree(_ text: String, _ depth: Int) throws {
        let model = try ExploreModels.model(text, depth: depth)
        let exact = try Explorer(model: model).run()
        var explorer = Explorer(model: model)
        explorer.fingerprints = true
        let compact = try explorer.run()
        #expect(compact.fingerprints && !exact.fingerprints)
        #expect(compact.states == exact.states && compact.transitions == exact.transitions)
        #expect(compact.statesWithoutSymmetry == exact.statesWithoutSymmetry)
        #expect(compact.findings == exact.findings)
        #expect(compact.idleLetters == exact.idleLetters)
        #expect(compact.missProbability > 0 && compact.missProbability < 1e-12)
        #expect(exact.missProbability == 0)
    }

    @Test("Under --memory the search switches to fingerprints and finishes alike, or stops with every level before it whole")
    func memoryBound() throws {
        let model = try ExploreModels.model(ExploreModels.anchor, depth: 2)
        let exact = try Explorer(model: model, symmetry: .off).run()
        var switched = false
        var stopped = false
        for limit in [300_000, 600_000, 800_000, 1_000_000, 1_200_000, 1 << 20] {
            var explorer = Explorer(model: model, symmetry: .off)
            explorer.memory = limit
            let bounded = try explorer.run()
            #expect(bounded.memory.limit == limit)
            if bounded.isComplete {
                #expect(!bounded.memory.stopped)
                #expect(bounded.states == exact.states && bounded.transitions == exact.transitions)
                #expect(bounded.findings.mapValues(\.count) == exact.findings.mapValues(\.count))
                if bounded.memory.fingerprintsFromLevel != nil { switched = true }
            } else {
                stopped = true
                #expect(bounded.memory.stopped && bounded.memory.projectedBytes > limit)
                #expect(bounded.states < exact.states && bounded.depthCompleted < exact.longestShortestPath)
                // Every property within the levels searched is found, at its shortest length, and no other.
                for (property, path) in exact.findings {
                    if path.count <= bounded.depthCompleted { #expect(bounded.findings[property]?.count == path.count) }
                }
                for (property, path) in bounded.findings { #expect(exact.findings[property]?.count == path.count) }
            }
        }
        #expect(switched && stopped)
    }
}
