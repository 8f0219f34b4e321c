import Foundation
import TabNavTesting
import Testing

/// How many cases a property runs, from which seed, and how long its scenarios are.
///
/// The defaults keep `swift test` quick; `TABNAV_PBT_CASES` sets the number of cases of every
/// property, `TABNAV_PBT_SEED` (decimal or `0x` hex) reproduces a run, `TABNAV_PBT_SIZE` sets the
/// most steps a scenario has.
struct PropertySettings: Sendable {
    static let defaultSeed: UInt64 = 0x7AB_2A5E_ED00_0001
    static let defaultSize = 40

    var cases: Int
    var seed: UInt64
    var size: Int

    /// The settings for a property whose default is `cases`, overridden by the environment.
    static func current(defaultCases cases: Int) -> PropertySettings {
        let env = ProcessInfo.processInfo.environment
        return PropertySettings(
            cases: env["TABNAV_PBT_CASES"].flatMap { Int($0) } ?? cases,
            seed: env["TABNAV_PBT_SEED"].flatMap(parseSeed) ?? defaultSeed,
            size: env["TABNAV_PBT_SIZE"].flatMap { Int($0) } ?? defaultSize
        )
    }

    static func parseSeed(_ text: String) -> UInt64? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        return t.hasPrefix("0x") ? UInt64(t.dropFirst(2), radix: 16) : UInt64(t)
    }
}

/// A failing case: where it came from, and the shrunk scenario with its failure.
struct Counterexample: Sendable {
    var property: String
    var seed: UInt64
    var caseIndex: Int
    var original: Scenario
    var scenario: Scenario
    var failure: PropertyFailure
    var attempts: Int

    /// The number of steps of the shrunk case, up to the failure (and the law's own steps).
    var size: Int { (failure.step ?? -1) + 1 + failure.then.count }

    /// The minimal trace, with the failure in comments and an `expect` line where there is one.
    var trace: String {
        var shown = scenario
        shown.events = Array(scenario.events.prefix((failure.step ?? -1) + 1)) + failure.then
        return TracePrinting.trace(
            shown,
            comments: [
                "property '\(property)' fails \(failure)",
                "seed \(hex(seed)), case \(caseIndex); shrunk from \(original.events.count) steps to \(size)",
            ],
            expect: failure.expect
        )
    }

    /// The message a failing test prints: how to reproduce it, then the trace.
    var report: String {
        """
        Property '\(property)' failed on case \(caseIndex) of the run with seed \(hex(seed)) \
        (reproduce with TABNAV_PBT_SEED=\(hex(seed))); shrunk in \(attempts) tries.
        \(failure)
        Minimal trace (save it and replay with `tabnav-sim FILE`):
        \(trace)
        """
    }
}

/// What running a property found.
struct PropertyReport: Sendable {
    var cases: Int
    var steps: Int
    var counterexample: Counterexample?
}

func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

/// Runs `property` on `cases` generated scenarios (`TABNAV_PBT_CASES` overrides it unless `exactly`);
/// on the first failure, shrinks it and stops.
/// - Returns: The report; its counterexample is `nil` when every case held.
func checkProperty(
    _ name: String, cases: Int, exactly: Bool = false, seed: UInt64? = nil, size: Int? = nil,
    generator: Generator<Scenario> = ScenarioGenerators.scenario,
    property: (Scenario) -> PropertyFailure?
) -> PropertyReport {
    var settings = PropertySettings.current(defaultCases: cases)
    if exactly { settings.cases = cases }
    let seed = seed ?? settings.seed
    var steps = 0
    for index in 0..<settings.cases {
        var rng = SplitMix64(seed: SplitMix64.caseSeed(run: seed, case: index))
        let scenario = generator.generate(&rng, size: size ?? settings.size)
        steps += scenario.events.count
        guard let failure = property(scenario) else { continue }
        let shrunk = Shrinker.shrink(scenario, failure: failure, property: property)
        let example = Counterexample(
            property: name, seed: seed, caseIndex: index, original: scenario,
            scenario: shrunk.scenario, failure: shrunk.failure, attempts: shrunk.attempts)
        return PropertyReport(cases: index + 1, steps: steps, counterexample: example)
    }
    return PropertyReport(cases: settings.cases, steps: steps, counterexample: nil)
}

/// Runs `property` like ``checkProperty(_:cases:exactly:seed:size:generator:property:)`` and records a test issue with the
/// minimal trace when a case fails.
@discardableResult
func forAll(
    _ name: String, cases: Int, generator: Generator<Scenario> = ScenarioGenerators.scenario,
    sourceLocation: SourceLocation = #_sourceLocation,
    property: (Scenario) -> PropertyFailure?
) -> PropertyReport {
    let report = checkProperty(name, cases: cases, generator: generator, property: property)
    if let example = report.counterexample {
        Issue.record(Comment(rawValue: example.report), sourceLocation: sourceLocation)
    }
    return report
}
