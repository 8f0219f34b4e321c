import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// Property 5: every sequence of up to four steps over a small alphabet, on two-tab apps with a centre button.
@Suite("Property: exhaustive small scope")
struct PropertyExhaustiveTests {
    /// Two tabs and a centre button, under three UIKit setups that reach every consequence of §4.3.
    static let configurations: [ScenarioConfig] = {
        var modern = ScenarioConfig(tabs: ["home", "me"])
        modern.center = .init(name: "write", pushes: false, screen: "compose", style: .fullScreen)
        modern.hiding = ["article"]
        modern.customBar = .onSystemBar
        var legacy = modern
        legacy.profile = .legacy
        legacy.center?.style = .sheet
        legacy.barPolicy = .topOnly
        var ios14 = modern
        ios14.profile = .ios14_0
        ios14.center = .init(name: "plus", pushes: true, screen: "newpost", style: .fullScreen)
        ios14.overlapFix = .completion
        ios14.badgePolicy = .keep
        return [modern, legacy, ios14]
    }()

    /// The alphabet: every kind of step that matters on two tabs.
    static let alphabet: [TabNavEvent<String>] = [
        .request(.tap(tab: 0)), .request(.tap(tab: 1)), .request(.tapCenter), .request(.select(tab: 1)),
        .request(.push("detail")),
        .request(.push("article")),
        .request(.pop()), .request(.popToRoot()),
        .report(.backSwipe(.began)), .report(.backSwipe(.ended)), .request(.present("login", style: .sheet)),
        .request(.dismiss()),
        .request(.open(tab: 1, path: ["detail"])), .request(.setBadge(.count(1), tab: 0)), .request(.disable(tab: 1)),
        .report(.rotated),
    ]

    /// Checks every sequence of up to `depth` steps from `machine`; returns the first failing one.
    static func explore(
        _ config: ScenarioConfig, _ m: LibraryMachine, _ r: ReferenceModel, path: [TabNavEvent<String>], depth: Int,
        count: inout Int
    ) -> (Scenario, PropertyFailure)? {
        guard path.count < depth else { return nil }
        for event in alphabet {
            var m = m
            var r = r
            let outcome = m.step(event)
            r.step(event)
            count += 1
            let steps = path + [event]
            let failure =
                Properties.invariantFailure(m, step: steps.count - 1)
                ?? Properties.disagreement(m.observables(outcome: outcome), r.observables, step: steps.count - 1)
            if let failure { return (Scenario(config: config, events: steps), failure) }
            if let found = explore(config, m, r, path: steps, depth: depth, count: &count) { return found }
        }
        return nil
    }

    /// How deep each configuration is explored: 4 steps under `TABNAV_TEST_SIZE=large`, 3 steps (4,368 sequences on
    /// the second and third) at the default size.
    static func depth(_ index: Int) -> Int { TestSize.isLarge ? 4 : 3 }

    @Test(
        "Every sequence of up to 4 steps (3 at the default size) agrees with the reference and keeps every invariant",
        arguments: configurations.indices)
    func everyShortSequence(configuration index: Int) {
        let config = Self.configurations[index]
        var count = 0
        let depth = Self.depth(index)
        let found = Self.explore(config, LibraryMachine(config), ReferenceModel(config), path: [], depth: depth, count: &count)
        if let (scenario, failure) = found {
            let trace = TracePrinting.trace(scenario, comments: ["exhaustive search fails \(failure)"], expect: failure.expect)
            Issue.record(Comment(rawValue: "\(failure)\nMinimal trace (replay with `tabnav-sim FILE`):\n\(trace)"))
        } else {
            let n = Self.alphabet.count
            #expect(count == (1...depth).reduce(0) { sum, d in sum + (0..<d).reduce(1) { p, _ in p * n } })
        }
    }
}
