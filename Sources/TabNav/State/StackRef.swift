/// Names one navigation stack of the state: a tab's, or the modal's.
public enum StackRef: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stack of the tab at this index.
    case tab(Int)
    /// The presented modal's stack.
    case modal

    /// `tab N` or `modal`.
    public var description: String {
        switch self {
        case .tab(let index): "tab \(index)"
        case .modal: "modal"
        }
    }
}

/// The interactive back-swipe gesture.
public enum BackSwipe: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// No gesture in progress.
    case idle
    /// The gesture has started over the focused stack and not yet finished or been cancelled.
    case active

    /// `idle` or `active`.
    public var description: String { rawValue }
}
