/// `tabBarMinimizeBehavior` of iOS 26: when scrolling minimizes the tab bar.
public enum MinimizeBehavior: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The bar never minimizes (the only value before iOS 26).
    case never
    /// Scrolling down minimizes the bar; scrolling back to the top expands it.
    case onScrollDown = "on-scroll-down"
    /// Scrolling up minimizes the bar; scrolling down or to the top expands it.
    case onScrollUp = "on-scroll-up"

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
