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
    static let cases: [(String, Int)] =
        ExploreTests.casesAtSize + [(SymmetryModels.more, 2), (SymmetryModels.presented, 3), (ExploreModels.anchor, 3)]

    @Test(
        "The reduced search gives the plain search's verdicts, shortest lengths, levels, idle letters and states",
        arguments: cases)
    func agreesWithPlain(_ text: String, _ depth: Int) throws {
        let model = try ExploreModels.model(text, depth: depth)
        let goals = try ["depth=2", "outcome=noop"].map { try ExploreGoal.parse($0, header: model.header).get() }
        let plain = try Explorer(model: model, goals: goals, symmetry: false).run()
        let reduced = try Explorer(model: model, goals: goals).run()
        #expect(plain.twins.isEmpty)
        #expect(plain.statesWithoutSymmetry == plain.states)
        #expect(reduced.statesWithoutSymmetry == plain.states)
        #expect(reduced.isComplete && plain.isComplete)
        #expect(reduced.longestShortestPath == plain.longestShortestPath)
        #expect(reduced.idleLetters == plain.idleLetters)
        #expect(Set(reduced.findings.keys) == Set(plain.findings.keys))
        for (property, path) in plain.findings { #expect(reduced.findings[property]?.count == path.count, "\(property)") }
        if reduced.twins.isEmpty {
            #expect(reduced.states == plain.states && reduced.transitions == plain.transitions)
        } else {
            #expect(reduced.states < plain.states)
        }
    }

    @Test("The anchor at depth 2: 204 orbits (4 selections x 51 ways to put three alike screens on four stacks) of 1,024")
    func anchorOrbits() throws {
        let result = try Explorer(model: ExploreModels.model(ExploreModels.anchor, depth: 2)).run()
        #expect(result.twins == [["s1", "s2", "s3"]])
        #expect(result.states == 204)
        #expect(result.statesWithoutSymmetry == 1_024)
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
    }

    @Test("The renaming to the representative numbers each class's twins in the order they first appear")
    func canonicalForm() throws {
        let model = try ExploreModels.model(ExploreModels.anchor, depth: 3)
        let layout = StateLayout(model: model)
        let symmetry = ScreenSymmetry(model: model, layout: layout, goals: [])
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
        #expect(oneOrbit == 6 && otherOrbit == 6)
        let (apart, _) = key(["push s1", "push s2", "tap b", "push s2"])
        #expect(apart != one)
        #expect(key(["push s2"]).1 == 3)
        #expect(key([]).1 == 1)
    }
}
