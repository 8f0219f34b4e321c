import Testing

@testable import TabNav

/// The state's size: within 128 bytes the compiler copies a `TabNavState<String>` inline; past it, through value
/// witnesses, and a replay's instruction count rose by a fifth when format 3's fields first pushed it to 136 bytes
/// (Docs/Performance.md). A field added to the state fails this test until it finds room (a spare bit or byte).
@Suite("The state's memory layout")
struct StateLayoutSizeTests {
    @Test("TabNavState<String> fits in 128 bytes")
    func fits() {
        #expect(MemoryLayout<TabNavState<String>>.size <= 128)
    }

    @Test("The width, the orientation and the return tab share one byte without disturbing each other")
    func layoutBits() throws {
        let configuration = try Configuration(
            tabs: (0..<16).map { TabSpec(name: "t\($0)", root: "t\($0)") }, device: .iphoneMax)
        var state = TabNavState(configuration: configuration)
        for back in [0, 7, 15] as [UInt8] {
            for width in Width.allCases {
                for orientation in Orientation.allCases {
                    state.width = width
                    state.orientation = orientation
                    state.moreReturnTab = back
                    #expect(state.width == width && state.orientation == orientation && state.moreReturnTab == back)
                }
            }
        }
    }
}
