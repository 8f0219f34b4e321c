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

/// Whether one of the user's interactive gestures (the back-swipe, the sheet swipe) is under way.
public enum Gesture: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// No gesture in progress.
    case idle
    /// The gesture has begun and has not yet ended or been cancelled.
    case active

    /// `idle` or `active`.
    public var description: String { rawValue }
}

/// The phase of an interactive gesture that UIKit reports, as `UIGestureRecognizer.State` names them.
public enum GesturePhase: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The whole gesture at once: it began and ended, and UIKit did what it does at its end.
    case whole
    /// The gesture began; UIKit has done nothing yet.
    case began
    /// The gesture ended and UIKit did what it does at its end (popped, or dismissed the sheet).
    case ended
    /// The gesture was cancelled; nothing changed.
    case cancelled

    /// `whole`, `began`, `ended` or `cancelled`.
    public var description: String { rawValue }
}

extension Optional where Wrapped == StackRef {
    /// The trace format's reading of an optional `in=TAB`: the tab's stack when given, else `nil`, the focused stack.
    /// - Parameter tab: The tab index of an `in=` option, or `nil` when there is none.
    package init(tabOrFocused tab: Int?) {
        self = tab.map { .tab($0) }
    }

    /// The tab index of a ``StackRef/tab(_:)`` reference, `nil` for the focused stack and the modal's.
    package var tabIndex: Int? {
        if case .tab(let index)? = self { return index }
        return nil
    }
}
