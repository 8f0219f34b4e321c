/// A modal presented over the tab bar controller, with its own navigation stack.
public struct Modal<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The modal's navigation stack.
    public internal(set) var stack: NavigationStack<Screen>
    /// How it was presented.
    public internal(set) var style: ModalStyle

    /// Creates a modal.
    /// - Parameters:
    ///   - stack: Its navigation stack.
    ///   - style: Its presentation style.
    package init(stack: NavigationStack<Screen>, style: ModalStyle) {
        self.stack = stack
        self.style = style
    }
}

extension Modal: Codable where Screen: Codable {}
