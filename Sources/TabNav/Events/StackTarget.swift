/// The navigation stack a request or a report acts on.
///
/// The common case is ``focused``: the presented modal's stack while one is presented, else the selected tab's.
public enum StackTarget: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The focused stack: the modal's while one is presented, else the selected tab's.
    case focused
    /// The stack of the tab at this index, whether or not it is selected or covered by a modal.
    case tab(Int)
    /// The presented modal's stack; an event aimed at it is rejected when no modal is presented.
    case modal

    /// `focused`, `tab N` or `modal`.
    public var description: String {
        switch self {
        case .focused: "focused"
        case .tab(let index): "tab \(index)"
        case .modal: "modal"
        }
    }
}

extension StackTarget {
    /// The trace format's reading of an optional `in=TAB`: the tab's stack when given, else the focused stack.
    /// - Parameter tab: The tab index of an `in=` option, or `nil` when there is none.
    package init(tabOrFocused tab: Int?) {
        self = tab.map { .tab($0) } ?? .focused
    }

    /// The tab index of a ``tab(_:)`` target, `nil` for the focused stack and the modal's.
    package var tabIndex: Int? {
        if case .tab(let index) = self { return index }
        return nil
    }
}
