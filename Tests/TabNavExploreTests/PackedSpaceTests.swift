import TabNav
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

/// A breadth-first search written over ``PackedSpace`` alone, as a search spread over processes would run it, finds
/// what ``Explorer/run()`` finds: the same states, transitions and levels, and each property first at the same depth.
@Suite("The packed space: a search outside the explorer")
struct PackedSpaceTests {
    /// What a plain search over the packed space found.
    struct Plain {
        var states = 0
        var transitions = 0
        var levels = 0
        /// The length of a shortest path to each property reached, by flag.
        var first: [Int: Int] = [:]
        /// The states the ones found stand for (``PackedSpaceSteps/orbitSize``, summed).
        var orbitStates = 0
        /// Each state's first path from launch, by key.
        var paths: [[UInt64]: [Int]] = [:]

        mutating func note(_ flags: UInt64, at length: Int) {
            var rest = flags
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                rest &= rest - 1
                if first[bit] == nil { first[bit] = length }
            }
        }
    }

    /// Level by level, a set of keys as the store: a state's properties at its level, a step's one level further.
    static func search(_ space: PackedSpace) throws -> Plain {
        var plain = Plain()
        var seen: Set<[UInt64]> = [space.launchKey]
        plain.paths[space.launchKey] = []
        var frontier = space.launchKey
        var stepper = space.makeStepper()
        var steps = PackedSpaceSteps()
        plain.note(space.launchFlags, at: 0)
        var level = 0
        while !frontier.isEmpty {
            var next: [UInt64] = []
            for offset in stride(from: 0, to: frontier.count, by: space.words) {
                try stepper.step(frontier, at: offset, into: &steps)
                plain.orbitStates += steps.orbitSize
                let path = plain.paths[Array(frontier[offset..<offset + space.words])] ?? []
                plain.note(steps.stateFlags, at: level)
                for flags in steps.stepFlags { plain.note(flags, at: level + 1) }
                plain.transitions += steps.transitions
                for i in 0..<steps.count {
                    let key = Array(steps.successors[i * space.words..<(i + 1) * space.words])
                    #expect(key.count == space.words)
                    if seen.insert(key).inserted {
                        next += key
                        plain.paths[key] = path + [steps.letters[i]]
                    }
                }
            }
            if !next.isEmpty { level += 1 }
            frontier = next
        }
        plain.states = seen.count
        plain.levels = level
        return plain
    }

    static let models: [(name: String, text: String, depth: Int)] = [
        ("anchor", ExploreModels.anchor, 2),
        ("jianshu", ExploreModels.jianshu, 3),
        ("seven tabs", ExploreModels.sevenTabs, 2),
        ("iphone-max", ExploreModels.iphoneMaxMore, 2),
    ]

    @Test("Counts, levels and shortest lengths equal the explorer's", arguments: models.indices)
    func agreesWithExplorer(_ index: Int) throws {
        let (_, text, depth) = Self.models[index]
        let model = try ExploreModel.parse(text, depth: depth).get()
        let goals = try ["depth=2", "outcome=noop", "outcome=rejected", "outcome=ok depth=2"].map {
            try ExploreGoal.parse($0, header: model.header).get()
        }
        let space = try PackedSpace(model: model, goals: goals)
        let plain = try Self.search(space)
        let result = try Explorer(model: model, goals: goals, threads: 1, symmetry: .off).run()
        #expect(plain.states == result.states)
        #expect(plain.transitions == result.transitions)
        #expect(plain.levels == result.longestShortestPath)
        #expect(space.propertyNames == result.properties.map(\.description))
        #expect(space.outcomeMask.nonzeroBitCount == 3)
        for (bit, property) in result.properties.enumerated() {
            #expect(plain.first[bit] == result.findings[property]?.count, "\(property)")
        }
        #expect(!result.findings.isEmpty)
    }

    @Test(
        "With a symmetry, the space's successors are the explorer's orbits: the same counts, levels, shortest lengths and states stood for",
        arguments: [Explorer.Symmetry.stacks, .screens])
    func foldsAsTheExplorer(_ way: Explorer.Symmetry) throws {
        for (text, depth) in [(ExploreModels.anchor, 2), (SymmetryModels.reordered, 3), (SymmetryModels.presented, 3)] {
            let model = try ExploreModel.parse(text, depth: depth).get()
            let goals = try ["depth=2", "outcome=noop"].map { try ExploreGoal.parse($0, header: model.header).get() }
            let space = try PackedSpace(model: model, goals: goals, symmetry: way)
            #expect(space.symmetry == way && !space.twins.isEmpty)
            let folded = try Self.search(space)
            let result = try Explorer(model: model, goals: goals, threads: 1, symmetry: way).run()
            #expect(space.twins == result.twins)
            #expect(folded.states == result.states && folded.transitions == result.transitions)
            #expect(folded.orbitStates == result.statesWithoutSymmetry)
            #expect(folded.levels == result.longestShortestPath)
            for (bit, property) in result.properties.enumerated() {
                #expect(folded.first[bit] == result.findings[property]?.count, "\(property)")
            }
            // The stored paths (about 200, spread over the keys in order), made concrete, replay from launch into
            // their states' orbits.
            var codec = StateCodec<String>(layout: space.layout)
            var scratch = Array(repeating: -1, count: space.folding.scratchCount)
            for k in space.folding.classOf.count..<scratch.count { scratch[k] = 0 }
            var renamed = 0
            let keys = folded.paths.keys.sorted { $0.lexicographicallyPrecedes($1) }
            for key in Swift.stride(from: 0, to: keys.count, by: Swift.max(1, keys.count / 200)).map({ keys[$0] }) {
                let path = folded.paths[key]!
                let concrete = space.concrete(path)
                #expect(concrete.count == path.count)
                if concrete != path { renamed += 1 }
                var state = TabNavState(configuration: model.configuration)
                for letter in concrete { state.reduce(model.letters[letter].event) }
                var reached = [UInt64](repeating: 0, count: space.words)
                reached.withUnsafeMutableBufferPointer { k in
                    _ = codec.encode(state, into: k.baseAddress!)
                    _ = scratch.withUnsafeMutableBufferPointer {
                        space.folding.canonicalize(k.baseAddress!, scratch: $0.baseAddress!)
                    }
                }
                #expect(reached == key)
            }
            if text == SymmetryModels.reordered { #expect(renamed > 0) }
        }
        // Without twins the space folds nothing.
        let plain = try PackedSpace(model: ExploreModel.parse(ExploreModels.jianshu, depth: 2).get(), symmetry: way)
        #expect(plain.symmetry == .off && plain.twins.isEmpty && plain.concrete([0, 1]) == [0, 1])
    }

    @Test("A key out of the list, with its last bit set, or one the layout does not unpack is an error, not a trap")
    func badKeys() throws {
        let model = try ExploreModel.parse(ExploreModels.jianshu, depth: 3).get()
        let space = try PackedSpace(model: model)
        var stepper = space.makeStepper()
        var steps = PackedSpaceSteps()
        #expect(throws: ExploreError.self) { try stepper.step([], at: 0, into: &steps) }
        #expect(throws: ExploreError.self) { try stepper.step(space.launchKey, at: 1, into: &steps) }
        #expect(throws: ExploreError.self) { try stepper.step(space.launchKey, at: -1, into: &steps) }
        var high = space.launchKey
        high[high.count - 1] |= 1 << 63
        #expect(throws: ExploreError.self) { try stepper.step(high, at: 0, into: &steps) }
        // Every screen field at its largest code: more screens than the layout interned.
        let full = [UInt64](repeating: ~0 >> 1, count: space.words)
        #expect(throws: ExploreError.self) { try stepper.step(full, at: 0, into: &steps) }
        // The stepper still steps a good key after the errors, as a fresh one does.
        try stepper.step(space.launchKey, at: 0, into: &steps)
        var fresh = space.makeStepper()
        var again = PackedSpaceSteps()
        try fresh.step(space.launchKey, at: 0, into: &again)
        #expect(steps == again)
        #expect(steps.count > 0)
    }

    @Test("A bound out of range is refused as the explorer refuses it")
    func badBound() throws {
        let model = try ExploreModel.parse(ExploreModels.anchor, depth: 9).get()
        #expect(throws: ExploreError.depthOutOfRange(9)) { try PackedSpace(model: model) }
    }
}
