import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

/// What a search cut short says would finish it (``Exploration/Projection``).
@Suite("Exploration: the projection of a search cut short")
struct ExploreProjectionTests {
    @Test("A growth that slows is carried on, falling as it fell, until a level would be empty")
    func slowing() {
        // Ratios 2, 2, 1.5, 1: a fall of 1/3 a level, so two more levels of 6 x 2/3 = 4 and 4 x 1/3 = 1.3 states.
        let projection = Exploration.Projection(levelSizes: [1, 2, 4, 6, 6], heldBytes: 1000, bytesPerState: 10)
        #expect(projection.nextLevelStates == 6)
        #expect(projection.nextLevelBytes == 1060)
        #expect(projection.finishLevels == 2)
        #expect(projection.finishStates == 19 + 5)
        #expect(projection.finishBytes == 1050)
    }

    @Test("A growth that does not slow projects the next level only", arguments: [[1, 3, 9, 27], [1, 2], [1]])
    func notSlowing(_ sizes: [Int]) {
        let projection = Exploration.Projection(levelSizes: sizes, heldBytes: 0, bytesPerState: 1)
        #expect(projection.finishStates == nil)
        #expect(projection.finishLevels == nil)
        #expect(projection.nextLevelStates == (sizes.count >= 2 ? sizes.last! * sizes.last! / sizes[sizes.count - 2] : 1))
    }

    @Test("A complete search has none; one cut by --max-states or --memory projects from the levels it completed")
    func cutSearches() throws {
        let model = try ExploreModels.model(ExploreModels.anchor, depth: 3)
        // Renamed alike, the anchor at depth 3 has enough orbits (19,204) to cut (stack by stack it has 1,024).
        let whole = try Explorer(model: model, symmetry: .screens).run()
        #expect(whole.projection == nil)
        let cut = try Explorer(model: model, maxStates: 10_000, symmetry: .screens).run()
        let projection = try #require(cut.projection)
        // Levels 0 to 9 were found whole; the tenth was being found.
        #expect(projection.levelSizes.count == cut.depthCompleted + 1)
        #expect(projection.levelSizes.reduce(0, +) < cut.states)
        // On the anchor the estimate is within 20 % of the 19,204 orbits the whole search finds.
        let finish = try #require(projection.finishStates)
        #expect(abs(Double(finish) / Double(whole.states) - 1) < 0.2, "\(finish) against \(whole.states)")
        var bounded = Explorer(model: model, symmetry: .screens)
        bounded.memory = 1 << 20
        let stopped = try bounded.run()
        #expect(stopped.memory.stopped)
        #expect(stopped.projection?.levelSizes.reduce(0, +) == stopped.states)
    }
}
