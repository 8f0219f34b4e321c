/// The horizontal size class the app runs in (V14 of trace format 3): it decides how many items the tab bar shows
/// before More (``TabNavState/hasMore``) and, on an iPad under `ios26`, whether the bar floats at the top.
public enum Width: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Compact: every iPhone in portrait, every iPhone but the large ones in landscape, an iPad in Split View, Slide
    /// Over or a narrow Stage Manager window.
    case compact
    /// Regular: a large iPhone (Plus, Max) in landscape, an iPad full screen.
    case regular

    /// The spelling used in trace files (`resize compact`, `expect width=regular`).
    public var description: String { rawValue }
}
