/// When an `on-system-bar` app removes the system tab bar buttons that UIKit put back.
public enum OverlapFix: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Only when the tab bar controller's view will appear: at launch and after a full-screen dismissal.
    case none
    /// Also at the end of every step that changes a navigation stack.
    case completion
    /// Also at every layout pass of the tab bar, which follows every re-adding.
    case layout

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
