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
        var frontier = space.launchKey
        var stepper = space.makeStepper()
        var steps = PackedSpaceSteps()
        plain.note(space.launchFlags, at: 0)
        var level = 0
        while !frontier.isEmpty {
            var next: [UInt64] = []
            for offset in stride(from: 0, to: frontier.count, by: space.words) {
                try stepper.step(frontier, at: offset, into: &steps)
                plain.note(steps.stateFlags, at: level)
                for flags in steps.stepFlags { plain.note(flags, at: level + 1) }
                plain.transitions += steps.transitions
                for i in 0..<steps.count {
                    let key = Array(steps.successors[i * space.words..<(i + 1) * space.words])
                    #expect(key.count == space.words)
                    if seen.insert(key).inserted { next += key }
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
