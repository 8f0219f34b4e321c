/// The centre ("write", "plus") button: never a tab, it presents a modal or pushes a screen.
public struct CenterButton<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// What tapping the centre button does.
    public enum Action: Hashable, Sendable {
        /// Present `screen` modally, wrapped in its own navigation stack, in `style`.
        case present(Screen, style: ModalStyle)
        /// Push `screen` onto the selected tab's stack, animated; the entry hides the bar if `hidesBar` or if the
        /// configuration's rule says its screen does.
        case push(Screen, hidesBar: Bool = false)
    }

    /// The button's name; it differs from every tab name.
    public var name: String
    /// What a tap does.
    public var action: Action

    /// Creates a centre button.
    /// - Parameters:
    ///   - name: The button's name, distinct from every tab name.
    ///   - action: What a tap does.
    public init(name: String, action: Action) {
        self.name = name
        self.action = action
    }
}

extension CenterButton: Codable where Screen: Codable {}

extension CenterButton.Action: Codable where Screen: Codable {}
