import Testing
@testable import TabNav

@Suite("Property: laws of the machine")
struct PropertyLawTests {
    @Test("A rejected or noop step changes no observable and no state")
    func rejectedAndNoopStepsChangeNothing() {
        forAll("rejected-and-noop-change-nothing", cases: 250, property: Laws.rejectedAndNoopChangeNothing)
    }

    @Test("Push then pop of the same stack restores every observable")
    func pushThenPopRestores() {
        forAll("push-then-pop", cases: 150, property: Laws.pushThenPopRestores)
    }

    @Test("Pop-to-root twice equals pop-to-root once")
    func popToRootTwiceEqualsOnce() {
        forAll("pop-to-root-twice", cases: 150, property: Laws.popToRootIsIdempotent)
    }

    @Test("Selecting A, B, then A again leaves every stack as it was")
    func selectingABALeavesStacks() {
        forAll("select-a-b-a", cases: 150, property: Laws.selectABALeavesStacks)
    }

    @Test("Open T s... equals dismiss, select T, then an instant set-stack of T's root and s...")
    func openEqualsDismissSelectSetStack() {
        forAll("open-is-dismiss-select-set-stack", cases: 150, property: Laws.openIsDismissSelectSetStack)
    }

    @Test("Configurations, events, states and step results survive a Codable round trip")
    func codableRoundTrip() {
        forAll("codable-round-trip", cases: 60, property: Laws.codableRoundTrip)
    }
}
