/// What the app or the user asks for; the reducer answers with the commands (effects) that make UIKit do it.
///
/// Tabs are named by index, 0-based, never counting the centre button, always with the label `tab:`.
/// Navigation requests animate and act on the focused stack unless told otherwise:
/// `state.reduce(.push(.article))`, `state.reduce(.pop(in: .tab(2)))`.
public enum TabNavRequest<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The user taps the tab bar item at this index (`tap`).
    case tap(tab: Int)
    /// The user taps the centre button (`tap CENTER`).
    case tapCenter
    /// The app sets `selectedIndex` (`select`); an overflow tab is shown inside the More tab.
    case select(tab: Int)
    /// The user taps the More item (`tap more`): selects More, or goes back to its list when it shows a tab.
    case tapMore
    /// The user taps an overflow tab's row in the More list (`pick`).
    case pick(tab: Int)
    /// The app selects the More tab (`select more`, `selectedViewController = moreNavigationController`).
    case selectMore
    /// Push a screen (`push`); it hides the bar if `hidesBar` or if the configuration's rule says its screen does
    /// (``Configuration/hidesBar(_:)``).
    case push(Screen, hidesBar: Bool = false, animated: Bool = true, in: StackRef? = nil)
    /// Pop the top entry (`pop`); `in` names the stack, `nil` for the focused one.
    case pop(animated: Bool = true, in: StackRef? = nil)
    /// Pop to the nearest entry showing this screen below the top (`pop-to`).
    case popTo(Screen, animated: Bool = true, in: StackRef? = nil)
    /// Pop to the entry with this identity; rejected with ``Rejection/entryNotInStack(_:)`` when the stack has none.
    case popToEntry(EntryID, animated: Bool = true, in: StackRef? = nil)
    /// Pop until the stack holds `depth` entries (1 is the root); rejected when the stack is not deeper.
    case popToDepth(Int, animated: Bool = true, in: StackRef? = nil)
    /// Pop to the root (`pop-to-root`).
    case popToRoot(animated: Bool = true, in: StackRef? = nil)
    /// Replace the whole stack, root included (`set-stack`, `setViewControllers`); each entry hides the bar if its
    /// own flag or the configuration's rule says so. ``setStack(_:animated:in:)-type.method`` takes plain screens.
    case setStack([NewEntry<Screen>], animated: Bool = true, in: StackRef? = nil)
    /// Present a modal with its own stack `[screen]` (`present`), in a style the app chooses (UIKit's own default
    /// since iOS 13 is a sheet); rejected while a modal is presented.
    case present(Screen, style: ModalStyle, animated: Bool = true)
    /// Dismiss the presented modal, if any, and present this one in its place.
    case replaceModal(Screen, style: ModalStyle, animated: Bool = true)
    /// Dismiss the modal (`dismiss`).
    case dismiss(animated: Bool = true)
    /// A deep link: dismiss, select the tab, set its stack to its root followed by `path` (`open`), without
    /// animation; each entry hides the bar if its own flag or the configuration's rule says so.
    /// ``open(tab:path:)-type.method`` takes plain screens.
    case open(tab: Int, path: [NewEntry<Screen>] = [])
    /// Set the badge of the tab at this index (`badge`).
    case setBadge(Badge, tab: Int)
    /// Enable the tab bar item at this index (`enable`).
    case enable(tab: Int)
    /// Disable the tab bar item at this index (`disable`).
    case disable(tab: Int)
    /// The app hides the tab bar itself (`hide-bar`, `setTabBarHidden(true, animated:)`).
    case hideBar(animated: Bool = true)
    /// The app shows the tab bar it hid (`show-bar`, `setTabBarHidden(false, animated:)`).
    case showBar(animated: Bool = true)

    /// Whether an active back-swipe or sheet swipe rejects this request: every request but badges, enabling and
    /// the app's hiding of the bar.
    package var isNavigation: Bool { TabNavEvent.request(self).kind.isNavigation }
}

extension TabNavRequest {
    /// Replace the whole stack with these screens, each hiding the bar if the configuration's rule says so.
    /// - Parameters:
    ///   - screens: The screens, root first.
    ///   - animated: Whether UIKit animates the change.
    ///   - target: The stack, `nil` for the focused one.
    /// - Returns: ``setStack(_:animated:in:)-enum.case``.
    public static func setStack(_ screens: [Screen], animated: Bool = true, in target: StackRef? = nil) -> Self {
        .setStack(screens.map { NewEntry($0) }, animated: animated, in: target)
    }

    /// A deep link to the tab's root followed by these screens, each hiding the bar if the configuration's rule
    /// says so.
    /// - Parameters:
    ///   - tab: The tab's index.
    ///   - path: The screens above the tab's root.
    /// - Returns: ``open(tab:path:)-enum.case``.
    public static func open(tab: Int, path: [Screen]) -> Self {
        .open(tab: tab, path: path.map { NewEntry($0) })
    }
}

/// A screen a request puts on a stack, with its own `hidesBottomBarWhenPushed` flag.
///
/// The entry hides the bar when `hidesBar` is `true` or when the configuration's rule says its screen does
/// (``Configuration/hidesBar(_:)``): the flag can add hiding to one entry, never take it away from a screen the
/// rule hides.
public struct NewEntry<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The screen.
    public var screen: Screen
    /// Whether this entry hides the bar whatever the configuration says of its screen.
    public var hidesBar: Bool

    /// A screen to put on a stack.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - hidesBar: Whether this entry hides the bar whatever the configuration says of its screen.
    public init(_ screen: Screen, hidesBar: Bool = false) {
        self.screen = screen
        self.hidesBar = hidesBar
    }
}

extension NewEntry: Codable where Screen: Codable {}
extension TabNavRequest: Codable where Screen: Codable {}
