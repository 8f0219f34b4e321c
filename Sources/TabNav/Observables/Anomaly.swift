/// A finding about the simulated app: a screen a user would call broken (§4.4 of the trace format).
public enum Anomaly: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// UIKit's buttons are back on an `on-system-bar` custom bar that is on screen.
    case overlap
    /// The bar is hidden although the selected stack's policy says it should show.
    case barMissing = "bar-missing"
    /// The bar is visible although the selected stack's policy says it should hide.
    case barOverHidingScreen = "bar-over-hiding-screen"
    /// iOS 26 draws the centre button of a `replaced` bar at the bar's leading edge.
    case centerMisplaced = "center-misplaced"
    /// The iPad's floating bar shows UIKit's own items, not the custom bar the app drew on the system bar (format 3).
    case customBarLost = "custom-bar-lost"

    /// This anomaly's bit in `anomalyFlags`: `1 << i` for `Anomaly.allCases[i]`.
    @inlinable
    package var flag: UInt64 {
        switch self {
        case .overlap: 1 << 0
        case .barMissing: 1 << 1
        case .barOverHidingScreen: 1 << 2
        case .centerMisplaced: 1 << 3
        case .customBarLost: 1 << 4
        }
    }

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
