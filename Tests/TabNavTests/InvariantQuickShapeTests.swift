import TabNavTesting
import Testing

@_spi(Replay) @testable import TabNav
@testable import TabNavTestSupport

/// The quick test of the shape (`keepsShape`), which `invariantViolations(.shape)` runs first and trusts when it
/// passes, says a state is valid exactly when the path that builds the messages finds no rule of the shape broken.
@Suite("The shape's quick test")
struct InvariantQuickShapeTests {
    static let readsEntries: Set<InvariantViolation.Kind> = [.hidingCountMatches, .entryIdentity]

    /// Whether the messages' path (scope `all`, which never takes the quick test) finds a rule of the shape broken.
    static func shapeBroken(_ state: State) -> Bool {
        state.invariantViolations(.all).contains { !readsEntries.contains($0.kind) }
    }

    @Test("Every hand-broken state fails it unless only an entry rule is broken", arguments: InvariantTests.breakages)
    func breakages(breakage: InvariantTests.Breakage) throws {
        var state = try makeState(customBar: breakage.customBar, overlapFix: breakage.overlapFix)
        arrange(&state, breakage.setup)
        #expect(state.keepsShape)
        breakage.breakIt(&state)
        #expect(state.keepsShape == Self.readsEntries.contains(breakage.kind))
        #expect(state.keepsShape == !Self.shapeBroken(state))
    }

    @Test(
        "It agrees with the messages on random walks, with and without More, and on states planted with a break",
        arguments: [defaultTabs, ["a", "b", "c", "d", "e", "f", "g"]])
    func walks(tabs: [String]) throws {
        var rng = SplitMix64(seed: SplitMix64.defaultSeed)
        var state = try makeState(tabs: tabs, profile: .ios14_0, customBar: .onSystemBar)
        let plants: [(inout State) -> Void] = [
            { $0.isMoreSelected.toggle() },
            { $0.moreShows = .tab(tabs.count - 1) },
            { $0.moreShows = .list },
            { $0.selectedIndex += 1 },
            { $0.selectedIndex = tabs.count },
            { $0.layoutBits ^= 1 },
            { $0.layoutBits ^= 2 },
            { $0.layoutBits ^= 4 },
            { $0.swipe = .active },
            { $0.sheetSwipe = .active },
            { $0.barMinimized = true },
            { $0.systemButtonsPresent.toggle() },
            { $0.barStuckHidden.toggle() },
        ]
        for _ in 0..<1500 {
            _ = state.reduce(EventGenerator.uniformStep(for: state, using: &rng))
            #expect(state.keepsShape == !Self.shapeBroken(state))
            for plant in plants {
                var broken = state
                plant(&broken)
                #expect(broken.keepsShape == !Self.shapeBroken(broken))
                #expect(broken.keepsShape == broken.invariantViolations(.shape).isEmpty)
            }
        }
    }
}
