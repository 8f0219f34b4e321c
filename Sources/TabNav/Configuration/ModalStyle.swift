/// How a modal is presented.
public enum ModalStyle: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// `.fullScreen`: covers the tab bar; its dismissal makes the tab bar controller's view appear.
    case fullScreen = "full-screen"
    /// `.pageSheet`/`.formSheet`: its dismissal does not make the tab bar controller's view appear (except under `legacy`).
    case sheet
    /// A sheet with `isModalInPresentation = true`: a sheet in every rule, but the user cannot swipe it away.
    case lockedSheet = "locked-sheet"
    /// `.overFullScreen`: covers the tab bar, keeps the presenter's views, so its dismissal does not make the
    /// tab bar controller's view appear.
    case overFullScreen = "over-full-screen"

    /// Whether the style is a sheet (locked or not): the user may see the presenter behind it.
    package var isSheet: Bool { self == .sheet || self == .lockedSheet }

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
