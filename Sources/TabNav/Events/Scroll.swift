/// Where the user scrolled the selected tab's content (`scroll down|up|top` in traces).
public enum Scroll: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Down the content.
    case down
    /// Back up, part of the way.
    case up
    /// Back to the very top.
    case top

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
