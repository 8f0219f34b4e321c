/// A tab bar item and the navigation stack it owns.
public struct Tab<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The tab's name.
    public internal(set) var name: String
    /// The tab's navigation stack.
    public internal(set) var stack: NavigationStack<Screen>
    /// The tab bar item's badge.
    public internal(set) var badge: Badge
    /// `UITabBarItem.isEnabled`: taps on a disabled tab are rejected.
    public internal(set) var isEnabled: Bool

    /// Creates a tab.
    /// - Parameters:
    ///   - name: The tab's name.
    ///   - stack: Its navigation stack.
    ///   - badge: Its badge.
    ///   - isEnabled: Whether taps are accepted.
    package init(name: String, stack: NavigationStack<Screen>, badge: Badge = .none, isEnabled: Bool = true) {
        self.name = name
        self.stack = stack
        self.badge = badge
        self.isEnabled = isEnabled
    }
}

extension Tab: Codable where Screen: Codable {}
