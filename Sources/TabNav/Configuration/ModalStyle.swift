/// How a modal is presented.
public enum ModalStyle: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// `.fullScreen`: covers the tab bar; its dismissal makes the tab bar controller's view appear.
    case fullScreen = "full-screen"
    /// `.pageSheet`/`.formSheet`: its dismissal does not make the tab bar controller's view appear (except under `legacy`).
    case sheet

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
