/// A navigation stack, root first, that keeps the count of its bar-hiding entries so the bar is known in O(1).
public struct NavigationStack<Screen: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The entries, root first; never empty.
    public private(set) var entries: [Entry<Screen>]
    /// How many entries hide the bar.
    @usableFromInline package private(set) var hidingCount: Int

    /// Creates a stack from its entries, root first; `entries` must not be empty.
    /// - Complexity: O(*n*) in the number of entries.
    package init(entries: [Entry<Screen>]) {
        self.entries = entries
        self.hidingCount = entries.reduce(0) { $0 + ($1.hidesBar ? 1 : 0) }
    }

    /// The number of entries.
    public var depth: Int { entries.count }
    /// The root entry.
    public var root: Entry<Screen> { entries[0] }
    /// The top entry.
    public var top: Entry<Screen> { entries[entries.count - 1] }
    /// Whether the stack holds only its root.
    public var isAtRoot: Bool { entries.count <= 1 }
    /// The screens, root first.
    /// - Complexity: O(*n*).
    public var screens: [Screen] { entries.map(\.screen) }

    /// Whether the bar is hidden for this stack under `policy` (`policyHidden` of the spec).
    /// - Parameter policy: How the entries' flags decide the bar.
    /// - Returns: Under `sticky`, whether any entry hides the bar; under `topOnly`, whether the top entry does.
    @inlinable
    package func hidesBar(under policy: BarPolicy) -> Bool {
        switch policy {
        case .sticky: hidingCount > 0
        case .topOnly: topHidesBar
        }
    }

    /// Whether the top entry hides the bar by its own flag.
    @inlinable
    package var topHidesBar: Bool { entries.last?.hidesBar ?? false }

    /// The screens joined by `>`, root first, as `expect` shows them.
    /// - Complexity: O(*n*).
    public var description: String {
        entries.map { "\($0.screen)" }.joined(separator: ">")
    }

    mutating func push(_ entry: Entry<Screen>) {
        entries.append(entry)
        if entry.hidesBar { hidingCount += 1 }
    }

    /// Removes the entries above index `keep - 1`, keeping `keep` entries.
    mutating func truncate(to keep: Int) {
        while entries.count > keep {
            if entries.removeLast().hidesBar { hidingCount -= 1 }
        }
    }

    /// Replaces the entries from index `start` on with `tail`.
    mutating func replace(from start: Int, with tail: some Sequence<Entry<Screen>>) {
        truncate(to: start)
        for entry in tail { push(entry) }
    }
}

extension NavigationStack: Codable where Screen: Codable {
    /// Decodes a stack from its entries; the hiding count is recomputed.
    /// - Throws: `DecodingError.dataCorrupted` when there is no entry.
    public init(from decoder: any Decoder) throws {
        let entries = try [Entry<Screen>](from: decoder)
        guard !entries.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a stack has no entry"))
        }
        self.init(entries: entries)
    }

    /// Encodes the entries alone.
    public func encode(to encoder: any Encoder) throws {
        try entries.encode(to: encoder)
    }
}
