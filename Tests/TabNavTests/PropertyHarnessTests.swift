import TabNavTesting
import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

/// The harness must be shown to work: it catches planted bugs, shrinks them, and generates useful sessions.
@Suite("Property harness")
struct PropertyHarnessTests {
    /// A deliberately broken machine, and the property that must catch it.
    enum BrokenVariant: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case stickyIgnoresRoot, popEmptiesStack, tapUnderModal, legacyReAddOnSinglePop, reTapKeepsStack,
            sheetDismissalRemovesButtons

        var testDescription: String { rawValue }

        /// The differential property's report on this variant at 2,000 cases, whatever `TABNAV_PBT_CASES` says: run
        /// once, for both tests that read it.
        var report: PropertyReport { Self.reports[self]! }

        private static let reports = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.check(cases: 2000)) })

        func check(cases: Int) -> PropertyReport {
            let name = "differential vs \(rawValue)"
            return switch self {
            case .stickyIgnoresRoot:
                checkProperty(
                    name, cases: cases, exactly: true, property: Properties.differential(BrokenMachines.StickyIgnoresRoot.self))
            case .popEmptiesStack:
                checkProperty(
                    name, cases: cases, exactly: true, property: Properties.differential(BrokenMachines.PopEmptiesStack.self))
            case .tapUnderModal:
                checkProperty(
                    name, cases: cases, exactly: true,
                    property: Properties.differential(BrokenMachines.TapUnderModal<LibraryMachine>.self))
            case .legacyReAddOnSinglePop:
                checkProperty(
                    name, cases: cases, exactly: true,
                    property: Properties.differential(BrokenMachines.LegacyReAddOnSinglePop.self))
            case .reTapKeepsStack:
                checkProperty(
                    name, cases: cases, exactly: true, property: Properties.differential(BrokenMachines.ReTapKeepsStack.self))
            case .sheetDismissalRemovesButtons:
                checkProperty(
                    name, cases: cases, exactly: true,
                    property: Properties.differential(BrokenMachines.SheetDismissalRemovesButtons.self))
            }
        }
    }

    @Test("Each broken variant of the machine is caught and shrunk to at most 5 steps", arguments: BrokenVariant.allCases)
    func brokenMachinesAreCaught(_ variant: BrokenVariant) throws {
        let example = try #require(variant.report.counterexample, "the harness missed \(variant.rawValue)")
        #expect(example.size <= 5, "\(variant.rawValue) shrank only to \(example.size) steps:\n\(example.trace)")
    }

    @Test(
        "Shrinking keeps the failure's kind: on a machine with two bugs it never slips to the other, as a shrinker that took any failure does"
    )
    func shrinkingNeverSlipsToAnotherBug() {
        let property = Properties.differential(BrokenMachines.TwoBugs.self)
        var failing = 0
        var slipped = 0
        for index in 0..<4000 where failing < 60 {
            var rng = SplitMix64(seed: SplitMix64.caseSeed(run: PropertySettings.defaultSeed, case: index))
            let scenario = ScenarioGenerators.scenario.generate(&rng, size: PropertySettings.defaultSize)
            guard let failure = property(scenario) else { continue }
            failing += 1
            let bug = Self.bug(scenario, failure)
            let kept = Shrinker.shrink(scenario, failure: failure, property: property)
            #expect(kept.failure.kind == failure.kind, "case \(index) slipped from '\(failure.kind)' to '\(kept.failure.kind)'")
            #expect(Self.bug(kept.scenario, kept.failure) == bug, "case \(index) slipped from the \(bug) bug")
            let naive = Shrinker.shrink(scenario, failure: failure, sameKind: false, property: property)
            if Self.bug(naive.scenario, naive.failure) != bug { slipped += 1 }
        }
        #expect(failing == 60, "the two bugs were caught on only \(failing) cases")
        // Without the rule the shrinker does slip on some of these cases: the rule is what keeps the bug.
        #expect(slipped > 0, "a shrinker that takes any failure never slipped here, so these cases show nothing")
    }

    /// Which of the two planted bugs a failure shows: the step where the machine and the reference part.
    static func bug(_ scenario: Scenario, _ failure: PropertyFailure) -> String {
        guard let step = failure.step else { return "launch" }
        switch scenario.events[step] {
        case .request(.pop): return "pop at the root"
        case .request(.tap): return "tap under a modal"
        default: return "other"
        }
    }

    @Test("A pop that empties a stack also breaks the invariants property")
    func emptiedStackBreaksInvariants() throws {
        let report = checkProperty(
            "invariants vs popEmptiesStack", cases: 500, exactly: true,
            property: Properties.invariants(BrokenMachines.PopEmptiesStack.self))
        let example = try #require(report.counterexample)
        #expect(example.failure.message.contains("empty-stack"))
        #expect(example.size == 1)
    }

    @Test("Shrinking reaches a locally minimal case: the failing steps alone on the simplest configuration")
    func shrinkingIsLocallyMinimal() throws {
        // Fails whenever a hiding push is later popped; everything else is noise to remove.
        let property: (Scenario) -> PropertyFailure? = { s in
            var pushed = false
            for (i, e) in s.events.enumerated() {
                if case .request(.push(_, true, _, _)) = e { pushed = true }
                if case .request(.pop) = e, pushed { return PropertyFailure(step: i, message: "popped after a hiding push") }
            }
            return nil
        }
        let report = checkProperty("synthetic", cases: 500, exactly: true, property: property)
        let example = try #require(report.counterexample)
        #expect(
            example.scenario.events == [
                .request(.push("detail", hidesBar: true)),
                .request(.pop()),
            ]
                || example.scenario.events.count == 2)
        #expect(example.scenario.config.tabs.count == 1)
        #expect(example.scenario.config.center == nil && example.scenario.config.profile == .modern)
        #expect(Shrinker.candidates(example.scenario, failure: example.failure).allSatisfy { property($0) == nil })
    }

    @Test("The same seed generates the same cases, and seeds parse in decimal and hex")
    func seedsReproduce() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        let gen = ScenarioGenerators.scenario
        #expect(gen.generate(&a, size: 40) == gen.generate(&b, size: 40))
        #expect(PropertySettings.parseSeed("0x2A") == 42 && PropertySettings.parseSeed("42") == 42)
        #expect(PropertySettings.parseSeed("forty-two") == nil)
    }

    @Test("Generated sessions apply most steps, reject or noop a real share, and reach every anomaly")
    func generatorIsUseful() {
        var outcomes: [String: Int] = [:]
        var anomalies: Set<String> = []
        var kinds: Set<String> = []
        var rng = SplitMix64(seed: PropertySettings.defaultSeed)
        // 500 sessions: half run on a large iPhone or an iPad, so the rarer iPhone anomalies (the stuck bar) need more.
        for _ in 0..<500 {
            let s = ScenarioGenerators.scenario.generate(&rng, size: PropertySettings.defaultSize)
            var model = ReferenceModel(s.config)
            for event in s.events {
                outcomes[model.step(event), default: 0] += 1
                // A gesture's phases are kinds of their own: `backSwipe(.began)` is not `backSwipe(.whole)`.
                let text = String(describing: event)
                let gesture = text.hasPrefix("backSwipe(") || text.hasPrefix("sheetSwipe(")
                kinds.insert(gesture ? text : String(text.prefix { $0 != "(" }))
                anomalies.formUnion(model.observables["anomalies"]!.split(separator: ",").map(String.init))
            }
        }
        let total = outcomes.values.reduce(0, +)
        let ok = Double(outcomes["ok"] ?? 0) / Double(total)
        #expect(ok > 0.58 && ok < 0.85, "share of ok steps: \(ok), \(outcomes)")
        #expect((outcomes["rejected"] ?? 0) * 20 > total && (outcomes["noop"] ?? 0) * 20 > total, "\(outcomes)")
        #expect(
            anomalies == ["none", "overlap", "bar-missing", "bar-over-hiding-screen", "center-misplaced", "custom-bar-lost"],
            "anomalies seen: \(anomalies.sorted())")
        // Every kind the generator draws, `resized` (an iPad's) included.
        #expect(kinds.count == 33, "step kinds seen: \(kinds.sorted())")
    }
}

// Needs the trace parser (`Trace.parse`, `Expectation.failures(in:outcome:)`); see PropertyLawTests.
extension PropertyHarnessTests {
    @Test(
        "A shrunk trace replays as tabnav-sim replays it: its expect line holds on the library", arguments: BrokenVariant.allCases
    )
    func shrunkTracesReplay(_ variant: BrokenVariant) throws {
        let example = try #require(variant.report.counterexample)
        let trace = try Trace.parse(example.trace).get()
        var state = TabNavState(configuration: trace.header.configuration)
        var outcome = Outcome.ok
        var checked = 0
        for statement in trace.statements {
            switch statement {
            case .step(let step): outcome = state.reduce(step.event).outcome
            case .expect(let expectation):
                #expect(expectation.failures(in: state, outcome: outcome).isEmpty, "\(example.trace)")
                checked += 1
            }
        }
        #expect(checked == 1)
    }
}

extension PropertyHarnessTests {
    /// Configurations the library refuses, one for each of its errors, as a generator or a shrinker could make them.
    static let refused: [(ScenarioConfig, String)] = {
        var center = ScenarioConfig(tabs: ["home", "me"])
        center.center = .init(name: "me", pushes: false, screen: "compose", style: .fullScreen)
        var minimize = ScenarioConfig(tabs: ["home"])
        minimize.minimize = .onScrollDown
        let many = ScenarioGenerators.tabNames + ScenarioGenerators.moreTabNames + ["extra"]
        return [
            (ScenarioConfig(tabs: ["home", "home"]), "tabs home home"), (ScenarioConfig(tabs: []), "tabs "),
            (ScenarioConfig(tabs: many), "tabs home"), (ScenarioConfig(tabs: ["home", ""]), "tabs home "),
            (center, "center me present=compose"), (minimize, "minimize on-scroll-down"),
        ]
    }()

    @Test("A generated configuration the library refuses is reported as a failure naming it, and the run goes on")
    func refusedConfigurationIsReported() {
        for (config, named) in Self.refused {
            var messages: [String] = []
            let standIn = config.libraryConfiguration { messages.append($0) }
            #expect(messages.count == 1, "\(config)")
            #expect(messages.first?.contains(named) == true, "\(messages)")
            guard case .failure(let error) = config.validated() else {
                Issue.record("the library accepts \(config)")
                continue
            }
            #expect(messages.first?.hasSuffix(error.description) == true, "\(messages)")
            // The stand-in is a valid configuration the models can run on.
            #expect(standIn.tabs.count == 1)
            var model = ReferenceModel(config)
            var state = TabNavState(configuration: standIn)
            for event: Event in [.tap(1), .request(.pick(tab: 1)), .open(1)] {
                model.step(event)
                state.reduce(event)
            }
        }
    }
}
