import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Property: the overlap fixes and the modern profile")
struct PropertyFixTests {
    static func noOverlap(_ o: Observables) -> String? {
        o["overlap"] == "no" && !(o["anomalies"] ?? "").contains("overlap") ? nil : "overlap appears: \(o)"
    }

    @Test("Under the layout fix an on-system-bar app never shows an overlap, except under ios26, where removal finds no buttons")
    func layoutFixNeverOverlaps() {
        let gen = ScenarioGenerators.scenario {
            $0.customBar = .onSystemBar
            $0.overlapFix = .layout
            if $0.profile == .ios26 { $0.profile = .modern }
        }
        forAll(
            "layout-never-overlaps", cases: 400, generator: gen,
            property: Properties.everyStep(LibraryMachine.self, Self.noOverlap))
    }

    @Test("A replaced tab bar never shows an overlap, whatever the fix and profile")
    func replacedBarNeverOverlaps() {
        let gen = ScenarioGenerators.scenario { $0.customBar = .replaced }
        forAll(
            "replaced-never-overlaps", cases: 400, generator: gen,
            property: Properties.everyStep(LibraryMachine.self, Self.noOverlap))
    }

    @Test("Under the modern profile the bar is never missing")
    func modernNeverMissesTheBar() {
        let gen = ScenarioGenerators.scenario { $0.profile = .modern }
        forAll(
            "modern-never-bar-missing", cases: 400, generator: gen,
            property: Properties.everyStep(LibraryMachine.self) { o in
                (o["anomalies"] ?? "").contains("bar-missing") ? "bar-missing under modern: \(o)" : nil
            })
    }
}
