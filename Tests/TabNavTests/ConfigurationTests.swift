import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Configuration validation")
struct ConfigurationTests {
    /// Tabs and a centre button that break a rule, and the error.
    struct Invalid: Sendable, CustomTestStringConvertible {
        var name: String
        var tabs: [String]
        var center: String? = nil
        var error: ConfigurationError
        var testDescription: String { name }
    }

    static let invalid: [Invalid] = [
        Invalid(name: "no tabs", tabs: [], error: .noTabs),
        Invalid(name: "seventeen tabs", tabs: (0..<17).map { "t\($0)" }, error: .tooManyTabs(17)),
        Invalid(name: "a duplicate tab", tabs: ["home", "me", "home"], error: .duplicateTab("home")),
        Invalid(
            name: "a centre button named like a tab", tabs: ["home", "write"], center: "write",
            error: .centerNamedLikeTab("write")),
        Invalid(name: "an empty tab name", tabs: ["home", ""], error: .emptyName),
        Invalid(name: "an empty centre name", tabs: ["home"], center: "", error: .emptyName),
    ]

    @Test("An invalid configuration throws the error that names the broken rule", arguments: invalid)
    func invalidThrows(row: Invalid) {
        let center = row.center.map { CenterButton<String>(name: $0, action: .push("compose")) }
        #expect(throws: row.error) {
            _ = try Configuration(tabs: row.tabs.map { TabSpec(name: $0, root: $0) }, centerButton: center)
        }
        #expect(!row.error.description.isEmpty)
    }

    @Test("One to five tabs with distinct names, and a centre button named unlike them, are valid", arguments: 1...5)
    func validCounts(count: Int) throws {
        let names = ["a", "b", "c", "d", "e"].prefix(count)
        let config = try Configuration(tabs: names.map { TabSpec(name: $0, root: $0) }, centerButton: pushingCenter("plus"))
        #expect(config.tabs.count == count)
        #expect(TabNavState(configuration: config).invariantViolations().isEmpty)
    }

    @Test("Tab names compare code point by code point: a precomposed syllable and its conjoining letters are two tabs")
    func namesCompareByCodePoint() throws {
        let syllable = "\u{AC00}" // 가, one code point
        let letters = "\u{1100}\u{1161}" // the same syllable as two conjoining letters, canonically equivalent
        #expect(syllable == letters, "Swift's == normalises; the configuration must not")
        let config = try Configuration(tabs: [TabSpec(name: syllable, root: "a"), TabSpec(name: letters, root: "b")])
        #expect(config.tabIndex(named: syllable) == 0)
        #expect(config.tabIndex(named: letters) == 1)
        #expect(throws: ConfigurationError.duplicateTab(letters)) {
            try Configuration(tabs: [TabSpec(name: letters, root: "a"), TabSpec(name: letters, root: "b")])
        }
    }

    @Test("The defaults are sticky, clear-on-tap, modern, no custom bar, no overlap fix, no hiding screen and no centre button")
    func defaults() throws {
        let config = try Configuration(tabs: [TabSpec(name: "home", root: "home")])
        #expect(config.barPolicy == .sticky)
        #expect(config.badgePolicy == .clearOnTap)
        #expect(config.profile == .modern)
        #expect(config.customBar == .none)
        #expect(config.overlapFix == .none)
        #expect(config.hidingScreens.isEmpty)
        #expect(config.centerButton == nil)
    }

    @Test("A tab is found by name, and a screen hides the bar only when declared")
    func lookups() throws {
        let config = try makeConfig(hiding: ["article"])
        #expect(config.tabIndex(named: "discover") == 1)
        #expect(config.tabIndex(named: "nowhere") == nil)
        #expect(config.hidesBar("article"))
        #expect(!config.hidesBar("home"))
    }

    @Test("Policies, profiles, bars and fixes are spelled as in trace files")
    func spellings() {
        #expect(BarPolicy.allCases.map(\.description) == ["sticky", "top-only"])
        #expect(BadgePolicy.allCases.map(\.description) == ["clear-on-tap", "keep"])
        #expect(UIKitProfile.allCases.map(\.description) == ["modern", "legacy", "ios14.0", "ios26"])
        #expect(CustomBar.allCases.map(\.description) == ["none", "on-system-bar", "replaced", "over-content"])
        #expect(OverlapFix.allCases.map(\.description) == ["none", "completion", "layout"])
        #expect(ModalStyle.allCases.map(\.description) == ["full-screen", "sheet", "locked-sheet", "over-full-screen"])
        #expect(BadgeTarget.allCases.map(\.description) == ["custom", "item"])
        #expect(MinimizeBehavior.allCases.map(\.description) == ["never", "on-scroll-down", "on-scroll-up"])
    }
}
