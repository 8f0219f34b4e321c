/// A command a coordinator performs so that UIKit matches the state after a step.
public enum Effect<Screen: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Set `selectedIndex` to the tab at this index; for an overflow tab UIKit shows it inside the More tab.
    case select(tab: Int)
    /// Select the More tab: `selectedViewController = moreNavigationController`, showing what More last showed.
    case selectMore
    /// Show the overflow tab inside the More tab: push its navigation stack onto `moreNavigationController`, as
    /// UIKit does when the user taps its row in the More list.
    case showInMore(tab: Int, animated: Bool)
    /// Go back to the More list: pop `moreNavigationController` to its root, the list.
    case popToMoreList(animated: Bool)
    /// Push a view controller for the entry (its screen, `hidesBottomBarWhenPushed` flag and identity) onto the stack.
    case push(Entry<Screen>, stack: StackRef, animated: Bool)
    /// Pop the top view controller of the stack.
    case pop(stack: StackRef, animated: Bool)
    /// Pop the stack to the entry with this identity.
    case popTo(EntryID, stack: StackRef, animated: Bool)
    /// Pop the stack to its root.
    case popToRoot(stack: StackRef, animated: Bool)
    /// Replace the stack's view controllers (`setViewControllers`) with these entries, root first;
    /// keep the controllers of entries whose identity is already in the stack.
    case setViewControllers([Entry<Screen>], stack: StackRef, animated: Bool)
    /// Present a navigation controller whose root is the entry.
    case present(Entry<Screen>, style: ModalStyle, animated: Bool)
    /// Dismiss the presented modal.
    case dismiss(animated: Bool)
    /// Hide or show the tab bar (useful to an app that draws its own bar).
    case setTabBarHidden(Bool, animated: Bool)
    /// Set the badge of the tab at this index.
    case setBadge(Badge, tab: Int)
    /// Enable (`true`) or disable the tab bar item at this index.
    case setEnabled(Bool, tab: Int)
    /// Scroll the tab's root screen to its top (a re-tap at the root; UIKit does not do it by itself).
    case scrollToTop(tab: Int)
    /// Remove UIKit's own buttons from the tab bar again (the app's overlap fix runs now).
    case removeSystemTabBarButtons

    /// A short, stable, one-line form.
    public var description: String {
        switch self {
        case .select(tab: let i): "select(tab \(i))"
        case .selectMore: "selectMore"
        case .showInMore(let t, let a): "showInMore(tab \(t)\(Self.anim(a)))"
        case .popToMoreList(let a): "popToMoreList(\(a ? "animated" : "instant"))"
        case .push(let e, let st, let a): "push(\(e), \(st)\(Self.anim(a)))"
        case .pop(let st, let a): "pop(\(st)\(Self.anim(a)))"
        case .popTo(let id, let st, let a): "popTo(\(id), \(st)\(Self.anim(a)))"
        case .popToRoot(let st, let a): "popToRoot(\(st)\(Self.anim(a)))"
        case .setViewControllers(let s, let st, let a):
            "setViewControllers(\(s.map(\.description).joined(separator: ">")), \(st)\(Self.anim(a)))"
        case .present(let e, let style, let a): "present(\(e), \(style)\(Self.anim(a)))"
        case .dismiss(let a): "dismiss(\(a ? "animated" : "instant"))"
        case .setTabBarHidden(let h, let a): "setTabBarHidden(\(h)\(Self.anim(a)))"
        case .setBadge(let b, let t): "setBadge(\(b), tab \(t))"
        case .setEnabled(let e, let t): "setEnabled(\(e), tab \(t))"
        case .scrollToTop(let t): "scrollToTop(tab \(t))"
        case .removeSystemTabBarButtons: "removeSystemTabBarButtons"
        }
    }

    private static func anim(_ animated: Bool) -> String { animated ? ", animated" : "" }
}

extension Effect: Codable where Screen: Codable {}
