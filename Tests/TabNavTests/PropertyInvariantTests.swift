import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Property: invariants")
struct PropertyInvariantTests {
    @Test("Every invariant holds at launch and after every step of any generated session")
    func invariantsHoldAfterEveryStep() {
        forAll("invariants", cases: TestSize.pick(500, large: 1000), property: Properties.invariants(LibraryMachine.self))
    }
}
