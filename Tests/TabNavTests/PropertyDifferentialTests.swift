import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Property: the library agrees with the reference model")
struct PropertyDifferentialTests {
    @Test("The library and the naive reference model agree on every observable after every step, for all configurations")
    func libraryAgreesWithReference() {
        forAll("differential", cases: TestSize.pick(1000, large: 2000), property: Properties.differential(LibraryMachine.self))
    }

    @Test("The reference model refuses what the library refuses on uniform sessions, tabs out of range included, and never traps")
    func uniformSessionsWithIndicesOutOfRange() {
        forAll(
            "differential-uniform", cases: TestSize.pick(300, large: 3000), generator: ScenarioGenerators.uniformScenario,
            property: Properties.differential(LibraryMachine.self))
    }
}
