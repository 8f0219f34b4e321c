import TabNav
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

/// The law that lets the search rename each stack on its own (``Explorer/Symmetry/stacks``), checked directly on every
/// state of a plain search: swapping two twins in one stack only gives a reachable state with the same properties,
/// the same number of transitions, and the same successors up to the renaming.
@Suite("Exploration: renaming one stack commutes with every step")
struct ExploreStackSymmetryTests {
    /// A six-tab app whose last two tabs are in More, with two twins and a deep link into More.
    static let smallMore = """
        tabs home inbox me feed shop video
        tap more
        pick shop
        tap home
        push cart
        push clip
        open shop promo
        pop
        """

    /// Models with twins; the seven-tab one (642,480 states) only at the large size.
    static let cases: [(String, Int)] =
        [
            (smallMore, 2), (SymmetryModels.presented, 3), (SymmetryModels.reordered, 3), (SymmetryModels.twoTabs, 3),
            (ExploreModels.anchor, 2),
        ] + (TestSize.isLarge ? [(SymmetryModels.more, 2)] : [])

    @Test("Swapping two twins in one stack keeps a state reachable, its properties and its successors' orbits", arguments: cases)
    func swapInOneStack(_ text: String, _ depth: Int) throws {
        let model = try ExploreModels.model(text, depth: depth)
        let goals = try ["depth=2", "outcome=noop"].map { try ExploreGoal.parse($0, header: model.header).get() }
        let symmetry = ScreenSymmetry(model: model, layout: StateLayout(model: model), goals: goals, perStack: true)
        try #require(!symmetry.classes.isEmpty)
        let pairs = symmetry.classes.flatMap { members in members.flatMap { a in members.filter { $0 > a }.map { (a, $0) } } }
        let (swaps, broken) = try Self.check(model, goals: goals, swapping: pairs, symmetry: symmetry)
        #expect(swaps > 0)
        #expect(broken == 0, "\(broken) of \(swaps) swaps")
    }

    @Test("The check fails for screens that are not twins: a plain screen and a hiding one")
    func notTwins() throws {
        let model = try ExploreModels.model("tabs a b\nscreen x hides-bar\npush p\npush x\ntap b\npop\n", depth: 3)
        let layout = StateLayout(model: model)
        let p = try #require(layout.screenIndex["p"])
        let x = try #require(layout.screenIndex["x"])
        let symmetry = ScreenSymmetry(model: model, layout: layout, goals: [], perStack: true)
        #expect(symmetry.classes.isEmpty)
        let (swaps, broken) = try Self.check(model, goals: [], swapping: [(Int(p), Int(x))], symmetry: symmetry)
        #expect(swaps > 0 && broken > 0)
    }

    /// Swaps each pair in each stack of the states of a plain search (about 2,000 spread over the search, 20,000 at
    /// the large size; all of a smaller search) and counts the swaps whose state is unreachable or differs from the
    /// original in its properties, its transitions, its steps' properties or its successors' orbits.
    static func check(
        _ model: ExploreModel, goals: [ExploreGoal], swapping pairs: [(Int, Int)], symmetry: ScreenSymmetry
    ) throws -> (swaps: Int, broken: Int) {
        let space = try PackedSpace(model: model, goals: goals)
        let layout = space.layout
        let words = layout.words
        var stepper = space.makeStepper()
        var steps = PackedSpaceSteps()

        // Every reachable state, breadth first, without reduction.
        var seen: Set<[UInt64]> = [space.launchKey]
        var order = [space.launchKey]
        var next = 0
        while next < order.count {
            try stepper.step(order[next], at: 0, into: &steps)
            next += 1
            for i in 0..<steps.count {
                let successor = Array(steps.successors[i * words..<(i + 1) * words])
                if seen.insert(successor).inserted { order.append(successor) }
            }
        }

        var scratch = Array(repeating: -1, count: symmetry.scratchCount)
        for k in symmetry.classOf.count..<scratch.count { scratch[k] = 0 }
        func canonical(_ key: [UInt64]) -> [UInt64] {
            var key = key
            key.withUnsafeMutableBufferPointer { k in
                _ = scratch.withUnsafeMutableBufferPointer { symmetry.canonicalize(k.baseAddress!, scratch: $0.baseAddress!) }
            }
            return key
        }
        /// The state's properties, transitions, successors' orbits (sorted) and steps' properties (sorted).
        func signature(_ key: [UInt64]) throws -> (UInt64, Int, [[UInt64]], [UInt64]) {
            try stepper.step(key, at: 0, into: &steps)
            let orbits = (0..<steps.count).map { canonical(Array(steps.successors[$0 * words..<($0 + 1) * words])) }
            return (
                steps.stateFlags, steps.transitions, orbits.sorted { $0.lexicographicallyPrecedes($1) }, steps.stepFlags.sorted()
            )
        }

        var swaps = 0
        var broken = 0
        let stride = Swift.max(1, order.count / (TestSize.isLarge ? 20_000 : 2_000))
        for key in Swift.stride(from: 0, to: order.count, by: stride).map({ order[$0] }) {
            let presented =
                layout.hasModal && key.withUnsafeBufferPointer { $0.baseAddress!.get(at: layout.modalAt, width: 1) } == 1
            let own = try signature(key)
            for slot in 0..<layout.tabCount + (presented ? 1 : 0) {
                for (a, b) in pairs {
                    let renamed = swapping(a, b, inStack: slot, of: key, layout: layout)
                    guard renamed != key else { continue }
                    swaps += 1
                    guard seen.contains(renamed) else {
                        broken += 1
                        continue
                    }
                    let other = try signature(renamed)
                    if other.0 != own.0 || other.1 != own.1 || other.2 != own.2 || other.3 != own.3 { broken += 1 }
                }
            }
        }
        return (swaps, broken)
    }

    /// `key` with screens `a` and `b` swapped in stack `slot` only.
    static func swapping(_ a: Int, _ b: Int, inStack slot: Int, of key: [UInt64], layout: StateLayout) -> [UInt64] {
        var key = key
        key.withUnsafeMutableBufferPointer { buffer in
            let k = buffer.baseAddress!
            let at = layout.stackAt[slot]
            let count = Int(UnsafePointer(k).get(at: at, width: StateLayout.depthBits)) + 1
            for i in 0..<count {
                let entryAt = at + StateLayout.depthBits + i * layout.entryBits
                let code = UnsafePointer(k).get(at: entryAt, width: layout.entryBits)
                let screen = Int(code >> 1)
                guard screen == a || screen == b else { continue }
                k.clear(at: entryAt, width: layout.entryBits)
                k.put(UInt64(screen == a ? b : a) << 1 | (code & 1), at: entryAt, width: layout.entryBits)
            }
        }
        return key
    }
}
