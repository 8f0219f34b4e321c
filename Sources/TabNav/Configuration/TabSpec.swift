/// A tab as configured: its name and the screen at the root of its navigation stack.
public struct TabSpec<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The tab's name, unique among the tabs.
    public var name: String
    /// The screen at the root of the tab's navigation stack.
    public var root: Screen

    /// Creates a tab specification.
    /// - Parameters:
    ///   - name: The tab's name.
    ///   - root: The root screen of the tab's stack.
    public init(name: String, root: Screen) {
        self.name = name
        self.root = root
    }
}

extension TabSpec: Codable where Screen: Codable {}
