/// Where the app puts its badges, which decides whether setting one makes UIKit put its buttons back.
public enum BadgeTarget: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// On the app's own views (the custom bar's badge labels): UIKit's buttons are untouched.
    case custom
    /// On `UITabBarItem.badgeValue`: a change of the item makes UIKit put its buttons back on an `on-system-bar` app.
    case item

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
