import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Property: the library agrees with the reference model")
struct PropertyDifferentialTests {
    @Test("The library and the naive reference model agree on every observable after every step, for all configurations")
    func libraryAgreesWithReference() {
        forAll("differential", cases: 2000, property: Properties.differential(LibraryMachine.self))
    }
}
