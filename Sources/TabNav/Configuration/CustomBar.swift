/// Where an app's custom tab bar lives, which decides whether the system's buttons can overlap it.
public enum CustomBar: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// No custom bar: the system tab bar and its own buttons.
    case none
    /// A custom view added onto the system tab bar; the system buttons are removed and can come back.
    case onSystemBar = "on-system-bar"
    /// The tab bar is replaced by a subclass that keeps and lays out the system buttons; it never overlaps.
    case replaced
    /// A custom bar on the tab bar controller's view; the system bar is hidden for good, so the bar is always visible.
    case overContent = "over-content"

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
