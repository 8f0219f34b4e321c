import TabNav

/// A stand-in for UIKit's tab bar controller, to test a coordinator on any platform: what UIKit shows, the
/// commands it performs (``perform(_:)``, bugs included), the user's touches as UIKit delivers them
/// (``userTaps(tab:)``, ``userSwipesBack()``, …) and how it differs from a state (``differences(from:)``).
///
/// It holds one navigation stack a tab, the selection (the More tab included), at most one presented modal, the
/// items' badges and enabled flags, the bar, UIKit's own tab bar buttons over an `on-system-bar` custom bar, the
/// iOS 14.0 bar stuck hidden, iOS 26's minimized bar and the user's gestures. UIKit's bugs under the configuration's
/// ``UIKitProfile`` (Docs/UIKitBehaviour.md) are asked of the library's one rules file; what it models on its own
/// is UIKit's side of each command and touch, so that a test that drives both finds where a coordinator's commands
/// leave UIKit somewhere other than the state says.
///
/// ```swift
/// var state = TabNavState(configuration: configuration)
/// var uikit = SimulatedUIKit(showing: state)
/// for effect in state.reduce(.push("article")).effects { try uikit.perform(effect) }
/// if let report = uikit.userSwipesBack() {
///     for effect in state.reduce(report).effects { try uikit.perform(effect) }
/// }
/// #expect(uikit.differences(from: state).isEmpty)
/// ```
public struct SimulatedUIKit<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The app's configuration, whose profile decides how UIKit behaves.
    public let configuration: Configuration<Screen>
    /// Each tab's navigation stack, root first, in tab bar order.
    public internal(set) var tabStacks: [[Entry<Screen>]]
    /// The presented modal, if any.
    public internal(set) var presented: Presented?
    /// Whether `selectedViewController` is `moreNavigationController`.
    public internal(set) var isMoreSelected: Bool
    /// The overflow tab whose stack More's navigation controller holds over its list, or `nil` for the list alone;
    /// kept while More is not selected.
    public internal(set) var moreShowsTab: Int?
    /// The bar tab selected while More is not.
    var selectedBarTab: Int
    /// Each tab bar item's badge.
    public internal(set) var badges: [Badge]
    /// Each tab bar item's `isEnabled`.
    public internal(set) var enabledItems: [Bool]
    /// The value of the last `setTabBarHidden(_:animated:)`: the app's own hiding, which screens that hide the bar
    /// and a stuck bar add to (``isBarHidden``).
    public internal(set) var tabBarHiddenFlag: Bool
    /// Whether the tab bar is stuck hidden by the iOS 14.0 bug.
    public internal(set) var barStuckHidden: Bool
    /// Whether UIKit's own tab bar buttons are on the bar, over an `on-system-bar` custom bar.
    public internal(set) var systemButtonsPresent: Bool
    /// Whether iOS 26 has minimized the tab bar.
    public internal(set) var barMinimized: Bool
    /// The user's interactive back-swipe.
    public internal(set) var backSwipe: Gesture
    /// The user's drag of a sheet down.
    public internal(set) var sheetSwipe: Gesture
    /// The window's horizontal size class, which decides the bar's capacity and so what More holds.
    public internal(set) var width: Width
    /// How a large iPhone is held (kept, but meaningful only on an `iphone-max`, whose width follows it).
    package internal(set) var orientation: Orientation

    /// A modal presented over the tab bar controller: a navigation controller and its presentation style.
    public struct Presented: Hashable, Sendable {
        /// The modal navigation controller's stack, root first.
        public internal(set) var entries: [Entry<Screen>]
        /// How it was presented.
        public let style: ModalStyle
    }

    /// UIKit showing what `state` says: a coordinator's launch UI, or the UI it rebuilt for a restored state.
    /// - Parameter state: The state to show.
    /// - Complexity: O(*n*) in the entries of the state.
    public init(showing state: TabNavState<Screen>) {
        configuration = state.configuration
        tabStacks = state.tabs.map(\.stack.entries)
        presented = state.modal.map { Presented(entries: $0.stack.entries, style: $0.style) }
        isMoreSelected = state.isMoreSelected
        moreShowsTab = state.moreShows.tabIndex
        selectedBarTab = state.returnTab
        badges = state.tabs.map(\.badge)
        enabledItems = state.tabs.map(\.isEnabled)
        tabBarHiddenFlag = state.isBarHidden
        barStuckHidden = state.barStuckHidden
        systemButtonsPresent = state.systemButtonsPresent
        barMinimized = state.barMinimized
        backSwipe = state.swipe
        sheetSwipe = state.sheetSwipe
        width = state.width
        orientation = state.orientation
    }

    /// What the tab bar controller shows selected: a bar tab, the overflow tab More shows, or More's list.
    public var selection: Selection {
        guard isMoreSelected else { return .tab(selectedBarTab) }
        return moreShowsTab.map(Selection.tab) ?? .moreList
    }

    /// The stack that the user's back gestures and the navigation bar act on: the modal's, else the selected tab's;
    /// `nil` over the More list, which has no stack.
    public var focusedStack: StackRef? {
        presented != nil ? .modal : selection.tabIndex.map(StackRef.tab)
    }

    /// The entries of a stack, root first, or `nil` when it does not exist.
    /// - Parameter ref: A tab's stack or the modal's.
    /// - Returns: The entries, or `nil` for a tab index out of range or the modal's stack with no modal.
    public func stack(_ ref: StackRef) -> [Entry<Screen>]? {
        switch ref {
        case .tab(let index): tabStacks.indices.contains(index) ? tabStacks[index] : nil
        case .modal: presented?.entries
        }
    }

    /// Whether the tab bar is drawn hidden: never over the content of an `over-content` custom bar; else when the
    /// app hid it, the bar is stuck, or the selected tab's screens hide it under the bar policy. An iPad's floating
    /// bar ignores the screens' flags: only the app hides it.
    public var isBarHidden: Bool {
        guard configuration.customBar != .overContent else { return false }
        if configuration.isFloatingBar(in: width) { return tabBarHiddenFlag }
        return tabBarHiddenFlag || barStuckHidden || screensHideBar
    }

    /// Whether the `hidesBottomBarWhenPushed` flags of the stack on screen hide the bar: any entry's under `sticky`
    /// (UIKit's own rule), the top entry's under `top-only` (the getter override); never over the More list.
    var screensHideBar: Bool {
        guard let index = selection.tabIndex else { return false }
        switch configuration.barPolicy {
        case .sticky: return tabStacks[index].contains { $0.hidesBar }
        case .topOnly: return tabStacks[index].last?.hidesBar ?? false
        }
    }

    /// Whether one of the user's gestures is under way.
    var gestureUnderWay: Bool { backSwipe == .active || sheetSwipe == .active }

    mutating func setStack(_ ref: StackRef, _ entries: [Entry<Screen>]) {
        switch ref {
        case .tab(let index): tabStacks[index] = entries
        case .modal: presented?.entries = entries
        }
    }
}
