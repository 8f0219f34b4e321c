/// Everything about an app that does not change while it runs: its tabs, centre button and UIKit behaviour.
///
/// A configuration is validated when it is made: 1 to 16 tabs with distinct, non-empty names (more than five make a
/// More tab, ``hasMoreTab``), and a centre button named unlike every tab. Decoding validates it the same way. It
/// cannot be changed afterwards: make a new one.
///
/// Which screens hide the tab bar (`hidesBottomBarWhenPushed`) is decided by a rule over screens, applied to every
/// entry a push, a deep link, a stack replacement or the centre button makes: a screen hides the bar when it is in
/// ``hidingScreens``, or when the `Screen` type conforms to ``TabBarHidingScreen`` and the screen says so
/// (`case .article(id:)` for every article). A request can add the flag to one entry of its own
/// (``TabNavRequest/push(_:hidesBar:animated:in:)``, ``NewEntry``).
public struct Configuration<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The most tabs an app may have: the first four go on the bar and the others in the More tab when there are
    /// more than five.
    public static var maximumTabCount: Int { 16 }

    /// The tabs, in tab bar order.
    public package(set) var tabs: [TabSpec<Screen>]
    /// Screens whose every entry has `hidesBottomBarWhenPushed = true`, roots included, besides those that say so
    /// themselves (``TabBarHidingScreen``).
    public package(set) var hidingScreens: Set<Screen> {
        didSet { hidingKeys = Self.keys(of: hidingScreens) }
    }
    /// The centre button, if the app has one.
    public package(set) var centerButton: CenterButton<Screen>?
    /// How hiding flags decide the tab bar.
    public package(set) var barPolicy: BarPolicy
    /// Whether tapping a tab clears its badge.
    public package(set) var badgePolicy: BadgePolicy
    /// Which UIKit behaviour is simulated.
    public package(set) var profile: UIKitProfile
    /// Where the custom tab bar lives.
    public package(set) var customBar: CustomBar
    /// When an `on-system-bar` app removes the system buttons again.
    public package(set) var overlapFix: OverlapFix
    /// Where the app puts its badges.
    public package(set) var badgeTarget: BadgeTarget
    /// When scrolling minimizes the tab bar; anything but ``MinimizeBehavior/never`` needs ``UIKitProfile/ios26``.
    public package(set) var minimize: MinimizeBehavior
    /// The device the app runs on: its widths, and how a rotation or a resize changes them (V14 of trace format 3).
    public package(set) var device: Device

    /// Whether `Screen` conforms to ``TabBarHidingScreen``, found once rather than on every push.
    let screensDecide: Bool
    /// The union of ``hidingKey(_:)`` over ``hidingScreens``: a screen whose key is not in it is not declared, with no
    /// comparison. Four bytes that fit in the padding after `screensDecide`, so `TabNavState` stays within 128 bytes.
    var hidingKeys: UInt32

    /// Creates a validated configuration.
    /// - Parameters:
    ///   - tabs: 1 to 16 tabs with distinct, non-empty names.
    ///   - hidingScreens: Screens declared to hide the bar.
    ///   - centerButton: The centre button, named unlike every tab.
    ///   - barPolicy: How hiding flags decide the bar.
    ///   - badgePolicy: Whether a tap clears the tab's badge.
    ///   - profile: Which UIKit behaviour is simulated.
    ///   - customBar: Where the custom bar lives.
    ///   - overlapFix: When the app removes re-added system buttons.
    ///   - badgeTarget: Where the app puts its badges.
    ///   - minimize: When scrolling minimizes the bar; other than `never` only under `ios26`.
    ///   - device: The device the app runs on; an iPhone by default.
    /// - Throws: ``ConfigurationError`` when a rule is broken.
    public init(
        tabs: [TabSpec<Screen>],
        hidingScreens: Set<Screen> = [],
        centerButton: CenterButton<Screen>? = nil,
        barPolicy: BarPolicy = .sticky,
        badgePolicy: BadgePolicy = .clearOnTap,
        profile: UIKitProfile = .modern,
        customBar: CustomBar = .none,
        overlapFix: OverlapFix = .none,
        badgeTarget: BadgeTarget = .custom,
        minimize: MinimizeBehavior = .never,
        device: Device = .iphone
    ) throws(ConfigurationError) {
        if let error = Self.validate(tabs: tabs, centerButton: centerButton) { throw error }
        if let error = Self.validate(minimize: minimize, profile: profile) { throw error }
        self.tabs = tabs
        self.hidingScreens = hidingScreens
        self.centerButton = centerButton
        self.barPolicy = barPolicy
        self.badgePolicy = badgePolicy
        self.profile = profile
        self.customBar = customBar
        self.overlapFix = overlapFix
        self.badgeTarget = badgeTarget
        self.minimize = minimize
        self.device = device
        self.screensDecide = Screen.self is any TabBarHidingScreen.Type
        self.hidingKeys = Self.keys(of: hidingScreens)
    }

    /// The index of the tab named `name`, if there is one.
    ///
    /// Names compare code point by code point, with no normalisation, as traces do: `가` (one
    /// precomposed syllable) and its two conjoining letters are two different names, though Swift's `==` finds them equal.
    /// - Parameter name: A tab name.
    /// - Returns: The tab's 0-based index, or `nil` when no tab has that name.
    /// - Complexity: O(*n*) in the number of tabs (at most 16).
    public func tabIndex(named name: String) -> Int? {
        tabs.firstIndex { $0.name.unicodeScalars.elementsEqual(name.unicodeScalars) }
    }

    /// Whether entries of `screen` hide the bar by the configuration's rule.
    /// - Parameter screen: A screen.
    /// - Returns: `true` when `screen` is in ``hidingScreens`` or, for a `Screen` type that conforms to
    ///   ``TabBarHidingScreen``, when its ``TabBarHidingScreen/hidesTabBar`` is `true`.
    /// - Complexity: O(1): up to four comparisons, or one look-up in the set. `String` screens compare code point by
    ///   code point, as traces do: the declared screen found is confirmed byte by byte.
    @inline(__always) // Into the reducer's `makeEntry`: a push of an undeclared screen then makes no call.
    public func hidesBar(_ screen: Screen) -> Bool {
        if screensDecide && Self.saysItHides(screen) { return true }
        if hidingScreens.isEmpty || hidingKeys & Self.hidingKey(screen) == 0 { return false }
        return Self.isDeclared(screen, in: hidingScreens)
    }

    /// Whether a screen of a ``TabBarHidingScreen`` type hides the bar by its own rule.
    @inline(never)
    static func saysItHides(_ screen: Screen) -> Bool {
        if let own = screen as? any TabBarHidingScreen { own.hidesTabBar } else { false }
    }

    /// Whether `screen` is one of `hidingScreens`, the configuration's ``hidingScreens``, code point by code point for a
    /// `String`.
    ///
    /// Static, given the one set it reads: as a method, the caller copied the configuration to its stack to lend it.
    @inline(never)
    static func isDeclared(_ screen: Screen, in hidingScreens: Set<Screen>) -> Bool {
        // A set holds at most one screen that `==` finds equal to `screen` (canonically equivalent `String`s are
        // equal), so the one found decides: a `String` must then match it code point by code point. Up to four
        // declared screens are compared in turn: hashing a `String` costs more than four comparisons of short names
        // (W2: 460 against 260 instructions a push, three declared screens); more are looked up. The comparison is
        // `ScreenName.same` itself, which turns a `String` of another length away before calling `==`.
        if hidingScreens.count <= 4 {
            for hiding in hidingScreens where ScreenName.same(hiding, screen) { return true }
            return false
        }
        guard let index = hidingScreens.firstIndex(of: screen) else { return false }
        return ScreenName.same(hidingScreens[index], screen)
    }

    /// A one-bit digest of a screen that equal screens share: for a `String`, from its length and first byte in UTF-8
    /// (which screens of the same code points share); for any other type the same bit for every screen.
    /// - Parameter screen: A screen.
    /// - Returns: One bit of 32.
    @inline(__always)
    static func hidingKey(_ screen: Screen) -> UInt32 {
        guard Screen.self == String.self, let name = screen as? String else { return 1 }
        let utf8 = name.utf8
        let count = utf8.count
        // The first byte through the subscript, which is inlined; `first` was a call.
        let first = count > 0 ? utf8[utf8.startIndex] : 0
        return 1 << ((UInt32(truncatingIfNeeded: count) &* 7 &+ UInt32(first)) & 31)
    }

    /// The union of the screens' keys (``hidingKey(_:)``).
    static func keys(of screens: Set<Screen>) -> UInt32 {
        screens.reduce(0) { $0 | hidingKey($1) }
    }

    static func validate(tabs: [TabSpec<Screen>], centerButton: CenterButton<Screen>?) -> ConfigurationError? {
        if tabs.isEmpty { return .noTabs }
        if tabs.count > maximumTabCount { return .tooManyTabs(tabs.count) }
        // Names compare code point by code point (see `tabIndex(named:)`), so the set holds scalars, not `String`s.
        var seen = Set<[Unicode.Scalar]>()
        for tab in tabs {
            if tab.name.isEmpty { return .emptyName }
            if !seen.insert(Array(tab.name.unicodeScalars)).inserted { return .duplicateTab(tab.name) }
        }
        if let center = centerButton {
            if center.name.isEmpty { return .emptyName }
            if seen.contains(Array(center.name.unicodeScalars)) { return .centerNamedLikeTab(center.name) }
        }
        return nil
    }

    static func validate(minimize: MinimizeBehavior, profile: UIKitProfile) -> ConfigurationError? {
        allowsMinimize(minimize, under: profile) ? nil : .minimizeNeedsIOS26(minimize)
    }
}

/// Why a configuration is not valid.
public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There are no tabs.
    case noTabs
    /// There are more than ``Configuration/maximumTabCount`` tabs.
    case tooManyTabs(Int)
    /// Two tabs share a name.
    case duplicateTab(String)
    /// The centre button has a tab's name.
    case centerNamedLikeTab(String)
    /// A tab or the centre button has an empty name.
    case emptyName
    /// A minimize behaviour other than `never` without the `ios26` profile.
    case minimizeNeedsIOS26(MinimizeBehavior)

    /// A message that names the problem.
    public var description: String {
        switch self {
        case .noTabs: "a tab bar needs at least one tab"
        case .tooManyTabs(let n): "a tab bar has at most \(Configuration<String>.maximumTabCount) tabs, not \(n)"
        case .duplicateTab(let name): "tab '\(name)' is declared twice"
        case .centerNamedLikeTab(let name): "the centre button '\(name)' has the name of a tab"
        case .emptyName: "a tab or centre button name is empty"
        case .minimizeNeedsIOS26(let m): "'minimize \(m)' needs 'profile ios26'"
        }
    }
}

/// A screen type whose values say themselves whether their entries hide the tab bar: the rule "every `.article`
/// hides the bar", which a set of screen values (``Configuration/hidingScreens``) cannot state for screens with
/// associated values.
///
/// ```swift
/// enum Route: Hashable, Sendable, TabBarHidingScreen {
///     case feed, article(id: Int), profile
///     var hidesTabBar: Bool { if case .article = self { true } else { false } }
/// }
/// ```
/// Every entry of such a screen — pushed, deep-linked, set in a stack, pushed by the centre button, a tab's root —
/// hides the bar.
public protocol TabBarHidingScreen {
    /// Whether an entry showing this screen has `hidesBottomBarWhenPushed = true`.
    var hidesTabBar: Bool { get }
}
