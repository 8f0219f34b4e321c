/// How `hidesBottomBarWhenPushed` flags in a navigation stack decide whether the tab bar hides.
public enum BarPolicy: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Any entry of the stack, the root included, that hides the bar hides it (UIKit's observed rule).
    case sticky
    /// Only the top entry's flag counts (the common getter-override workaround).
    case topOnly = "top-only"

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
