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
    /// Push a screen (`push`); it hides the bar if `hidesBar` or if its screen is declared to.
    case push(Screen, hidesBar: Bool = false, animated: Bool = true, in: StackTarget = .focused)
    /// Pop the top entry (`pop`).
    case pop(animated: Bool = true, in: StackTarget = .focused)
    /// Pop to the nearest entry showing this screen below the top (`pop-to`).
    case popTo(Screen, animated: Bool = true, in: StackTarget = .focused)
    /// Pop to the root (`pop-to-root`).
    case popToRoot(animated: Bool = true, in: StackTarget = .focused)
    /// Replace the whole stack, root included (`set-stack`, `setViewControllers`).
    case setStack([Screen], animated: Bool = true, in: StackTarget = .focused)
    /// Present a modal with its own stack `[screen]` (`present`).
    case present(Screen, style: ModalStyle = .fullScreen)
    /// Dismiss the modal (`dismiss`).
    case dismiss
    /// A deep link: dismiss, select the tab, set its stack to its root followed by `path` (`open`).
    case open(tab: Int, path: [Screen] = [])
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
    public var isNavigation: Bool {
        switch self {
        case .setBadge, .enable, .disable, .hideBar, .showBar: false
        default: true
        }
    }
}

extension TabNavRequest: Codable where Screen: Codable {}
