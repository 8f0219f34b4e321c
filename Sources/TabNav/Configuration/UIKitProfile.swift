/// Which UIKit behaviour, bugs included, the machine simulates.
public enum UIKitProfile: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Current UIKit: the bar follows the policy; a rotation re-adds the system buttons of an on-system-bar app.
    case modern
    /// The iOS 9–10 era: an animated multi-level pop re-adds the system buttons (the overlap bug).
    case legacy
    /// iOS 14.0–14.1: an animated multi-level pop from a bar-hiding screen leaves the bar stuck hidden.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case ios14_0 = "ios14.0"
    /// iOS 26: as `modern`, plus the minimizing bar, and UIKit's buttons out of reach of an `on-system-bar` app's removal.
    case ios26

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
