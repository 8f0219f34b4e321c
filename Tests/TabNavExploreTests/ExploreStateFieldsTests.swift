import Testing

@testable import TabNav
@testable import TabNavExplore

/// The explorer's packed state covers the whole state: a part it drops would merge states that differ there.
@Suite("The explorer's packed state and the state's fields")
struct ExploreStateFieldsTests {
    @Test("Every stored property of TabNavState is listed with what the packed state keeps of it, and no other")
    func everyFieldIsAccountedFor() throws {
        let configuration = try Configuration<String>(tabs: [TabSpec(name: "home", root: "home")])
        let labels = Mirror(reflecting: TabNavState(configuration: configuration)).children.compactMap(\.label)
        #expect(labels == StateLayout.stateFields.map(\.name), "add the new field to StateLayout.stateFields and pack it")
    }
}
