/// One view controller in a navigation stack: its screen, its `hidesBottomBarWhenPushed` flag and a stable identity.
public struct Entry<Screen: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The screen this entry shows.
    public var screen: Screen
    /// Whether the entry has `hidesBottomBarWhenPushed = true`.
    public var hidesBar: Bool
    /// An identity unique within the state, stable while the entry stays in its stack.
    public var id: EntryID

    /// Creates an entry.
    /// - Parameters:
    ///   - screen: The screen.
    ///   - hidesBar: The entry's `hidesBottomBarWhenPushed` flag.
    ///   - id: Its identity.
    package init(screen: Screen, hidesBar: Bool, id: EntryID) {
        self.screen = screen
        self.hidesBar = hidesBar
        self.id = id
    }

    /// The screen, with `*` appended when the entry hides the bar.
    public var description: String {
        hidesBar ? "\(screen)*" : "\(screen)"
    }
}

/// The identity of a navigation stack entry, like the identity of a view controller instance.
public struct EntryID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The raw number; numbers are handed out in increasing order.
    public var rawValue: UInt64

    /// Creates an identity from its raw number.
    package init(rawValue: UInt64) { self.rawValue = rawValue }

    /// `#` followed by the number.
    public var description: String { "#\(rawValue)" }

    /// Orders identities by their number, which is the order they were made in.
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Entry: Codable where Screen: Codable {}
