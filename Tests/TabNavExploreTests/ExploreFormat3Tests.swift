@_spi(Replay) import TabNav
import TabNavTrace
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

/// Trace format 3 in the explorer: the width, the orientation and the return tab packed only when a letter can change
/// the width, More wherever a width has it, and the counts of a plain breadth-first search on every device.
@Suite("Exploration: devices and widths (format 3)")
struct ExploreFormat3Tests {
    /// The format 3 models with their depths.
    static let models: [(String, Int)] = [
        (ExploreModels.iphoneMaxMore, 2), (ExploreModels.ipadMore, 2), (ExploreModels.ipadFloating, 2),
        (ExploreModels.defaultIPad, 1),
    ]

    static func layout(_ text: String, depth: Int = 2) throws -> StateLayout {
        StateLayout(model: try ExploreModels.model(text, depth: depth))
    }

    @Test(
        "On a large iPhone and an iPad, the explorer finds the states, transitions and shortest findings of a naive search",
        arguments: models)
    func agreesWithReference(_ text: String, _ depth: Int) throws {
        let (model, reference) = try SharedSearches.reference(text, depth: depth)
        let result = try Explorer(model: model).run()
        #expect(result.isComplete)
        #expect(result.states == reference.states.count)
        #expect(result.transitions == reference.transitions)
        #expect(result.longestShortestPath == reference.distance.max())
        for property in result.properties {
            #expect(result.findings[property]?.count == reference.shortest[property], "\(property)")
        }
        #expect(Set(result.idleLetters) == Set(model.letters.indices).subtracting(reference.changing))
        // Both widths are reached: the search did cross them.
        #expect(Set(reference.states.map(\.width)) == Set(Width.allCases))
    }

    @Test("Every two states the explorer keeps apart are told apart by some future, the width's included", arguments: models)
    func noTwoMergeable(_ text: String, _ depth: Int) throws {
        let (model, reference) = try SharedSearches.reference(text, depth: depth)
        #expect(try Explorer(model: model).run().states == reference.states.count)
        let classes = reference.distinguishableClasses(
            tabCount: model.configuration.tabs.count, extraKeys: [.width, .orientation])
        #expect(classes == reference.states.count)
    }

    // The packing round trip of these models is ExploreCanonicalTests.roundTrip's, which takes them too.

    @Test("The width, orientation and return tab are packed only when a letter can change the width")
    func widthOnlyWhenNeeded() throws {
        // An iphone, and a large iPhone or an iPad that no letter turns or resizes away from its launch width: no bit.
        let seven = "tabs a b c d e f g\ntap a\ntap more\npick f\n"
        for text in [
            seven, seven.replacingOccurrences(of: "\ntap a", with: "\ndevice iphone-max\ntap a"),
            "tabs a b\ndevice ipad\ntap a\nresize regular\n", "tabs a b\nrotate\n", "tabs a b\ndevice ipad\nrotate\n",
        ] {
            let layout = try Self.layout(text)
            #expect(!layout.keepsWidth && !layout.keepsOrientation && !layout.keepsReturnTab, "\(text)")
        }
        // A large iPhone without `rotate` packs as an iphone does.
        let max = try Self.layout(seven.replacingOccurrences(of: "\ntap a", with: "\ndevice iphone-max\ntap a"))
        #expect(max.bits == (try Self.layout(seven)).bits)
        // A large iPhone that rotates: the width and the orientation; More (compact only) with its return tab.
        let turning = try Self.layout(ExploreModels.iphoneMaxMore)
        #expect(turning.keepsWidth && turning.keepsOrientation && turning.keepsMore && turning.keepsReturnTab)
        #expect(turning.returnTabBits == 3)
        // An iPad under modern with seven tabs has More in compact width only: none unless a letter resizes it.
        let still = try Self.layout("tabs a b c d e f g\ndevice ipad\ntap a\n")
        #expect(!still.keepsMore && !still.keepsWidth)
        let resizing = try Self.layout(ExploreModels.ipadMore)
        #expect(resizing.keepsWidth && !resizing.keepsOrientation && resizing.keepsMore && resizing.keepsReturnTab)
        // Nine tabs under modern: More in both widths, numbered from the compact bar's first overflow tab (4).
        let nine = try Self.layout("tabs a b c d e f g h i\ndevice ipad\nresize compact\n")
        #expect(nine.firstOverflow == 4 && nine.moreShowsBits == 3)
        let nineStill = try Self.layout("tabs a b c d e f g h i\ndevice ipad\ntap a\n")
        #expect(nineStill.keepsMore && !nineStill.keepsReturnTab && nineStill.firstOverflow == 7)
        // Under ios26 the floating bar has no More in regular width: only a resize to compact brings it.
        let floating = try Self.layout("tabs a b c d e f g h i\ndevice ipad\nprofile ios26\ntap a\n")
        #expect(!floating.keepsMore)
    }

    @Test("The default alphabet resizes an iPad both ways, and no other device")
    func defaultAlphabetResizes() throws {
        let ipad = try Trace.parse(ExploreModels.defaultIPad).get().header
        let lines = ExploreModel.defaultAlphabet(ipad)
        #expect(lines.contains("resize compact") && lines.contains("resize regular") && lines.contains("rotate"))
        for device in ["iphone", "iphone-max"] {
            let header = try Trace.parse("tabs a b c d e f\ndevice \(device)\n").get().header
            #expect(!ExploreModel.defaultAlphabet(header).contains { $0.hasPrefix("resize") }, "\(device)")
        }
    }

    @Test("Restoring the width refuses a return tab that is no tab; More restores to none where the width has none")
    func restoreWidthIsTotal() throws {
        let seven = try Configuration(
            tabs: (1...7).map { TabSpec(name: "t\($0)", root: "t\($0)") }, device: .ipad)
        var state = TabNavState(configuration: seven)
        let before = state
        let badTab = state.restoreWidth(.compact, orientation: .portrait, moreReturnTab: 7)
        let noMore = state.restoreMore(isSelected: true, shows: .list) // no More in regular width with seven tabs
        #expect(!badTab && !noMore)
        #expect(state == before)
        let compact = state.restoreWidth(.compact, orientation: .portrait, moreReturnTab: 2)
        let overflow = state.restoreMore(isSelected: true, shows: .tab(5))
        #expect(compact && overflow)
        #expect(state.width == .compact && state.moreReturnTab == 2 && state.isMoreSelected)
        // Back to regular: More is gone, and only `false` and its list restore.
        let regular = state.restoreWidth(.regular, orientation: .portrait, moreReturnTab: 0)
        let gone = state.restoreMore(isSelected: true, shows: .tab(5))
        let none = state.restoreMore(isSelected: false, shows: .list)
        #expect(regular && !gone && none)
        #expect(!state.isMoreSelected && state.moreShows == .list)
    }
}
