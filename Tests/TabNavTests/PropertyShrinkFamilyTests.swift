import TabNavTesting
import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// The shrinker on a planted bug in each family of events: it must return a failing case no larger than the one it
/// was given, failing the same way, and never bring the test process down (it runs in-process: a trap in the
/// shrinker, the reference model or the machine would end the whole run unreported).
@Suite("Property harness: a planted bug in each event family is caught and shrunk")
struct PropertyShrinkFamilyTests {
    /// How many failing cases of each family are shrunk, and among how many generated cases they are looked for.
    static let failingCases = TestSize.pick(10, large: 100)
    static let searchedCases = TestSize.pick(3000, large: 20000)

    /// The size of a case as the shrinker reduces it: steps, then tabs.
    static func size(_ s: Scenario) -> (steps: Int, tabs: Int) { (s.events.count, s.config.tabs.count) }

    @Test(
        "forAll catches a reducer that forgets one family's steps, and its shrunk case still fails",
        arguments: EventFamily.allCases)
    func forAllCatchesTheFamily(_ family: EventFamily) throws {
        let property = Properties.differential { BrokenMachines.ForgetsFamily($0, forgetting: family) }
        // forAll's own run (`forAll` records its counterexample as an issue; this test expects one).
        let report = checkProperty(
            "differential vs forgotten \(family)", cases: Self.searchedCases, exactly: true, property: property)
        let example = try #require(report.counterexample, "the harness missed the forgotten \(family) steps")
        #expect(example.scenario.events.count <= example.original.events.count)
        #expect(example.scenario.config.tabs.count <= example.original.config.tabs.count)
        let again = try #require(property(example.scenario), "the shrunk case of \(family) no longer fails")
        #expect(again.kind == example.failure.kind)
        // The failing step is one of the family: the bug shrinks onto the steps it is about.
        let step = try #require(example.failure.step, "\(family) failed at launch")
        let event = try #require(example.scenario.events.indices.contains(step) ? example.scenario.events[step] : nil)
        #expect(EventFamily(event.kind) == family, "\(example.trace)")
    }

    @Test(
        "Shrinking several failing cases of each family's planted bug gives smaller cases that fail the same way",
        arguments: EventFamily.allCases)
    func shrinkingEachFamily(_ family: EventFamily) {
        let property = Properties.differential { BrokenMachines.ForgetsFamily($0, forgetting: family) }
        var failing = 0
        var shrunkSteps = 0
        var originalSteps = 0
        var tabsRemoved = 0
        for index in 0..<Self.searchedCases where failing < Self.failingCases {
            var rng = SplitMix64(seed: SplitMix64.caseSeed(run: PropertySettings.defaultSeed, case: index))
            let scenario = ScenarioGenerators.scenario.generate(&rng, size: PropertySettings.defaultSize)
            guard let failure = property(scenario) else { continue }
            failing += 1
            let shrunk = Shrinker.shrink(scenario, failure: failure, property: property)
            let (before, after) = (Self.size(scenario), Self.size(shrunk.scenario))
            #expect(after.steps <= before.steps && after.tabs <= before.tabs, "case \(index) of \(family) grew")
            let again = property(shrunk.scenario)
            #expect(
                again?.kind == failure.kind, "case \(index) of \(family): the shrunk case fails as \(String(describing: again))")
            shrunkSteps += after.steps
            originalSteps += before.steps
            tabsRemoved += before.tabs - after.tabs
        }
        #expect(failing == Self.failingCases, "the forgotten \(family) steps failed only \(failing) cases")
        #expect(shrunkSteps < originalSteps, "shrinking \(family) removed no step")
        // The More family's cases have six tabs or more: shrinking them removes tabs, renumbering `pick` (issue 28).
        if family == .more { #expect(tabsRemoved > 0, "no tab was removed from a More case") }
    }
}
