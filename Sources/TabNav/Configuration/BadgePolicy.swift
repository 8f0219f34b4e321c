/// Whether tapping a tab clears its badge (an app convention; UIKit never clears badges).
public enum BadgePolicy: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Tapping a tab clears its badge.
    case clearOnTap = "clear-on-tap"
    /// Badges stay until the app changes them.
    case keep

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
