/// A tab bar item's badge.
public enum Badge: Hashable, Sendable, Codable, CustomStringConvertible {
    /// No badge.
    case none
    /// A positive count, shown as the number, or `99+` above 99.
    case count(Int)
    /// A dot without text.
    case dot
    /// Any text.
    case text(String)

    /// Makes a badge from a count: 0 means no badge.
    /// - Parameter count: A non-negative count; a negative one also means no badge.
    public init(count: Int) {
        self = count > 0 ? .count(count) : .none
    }

    /// The badge as shown: `none`, `dot`, `1`…`99`, `99+`, or the text.
    public var description: String {
        switch self {
        case .none: "none"
        case .count(let n): n > 99 ? "99+" : String(n)
        case .dot: "dot"
        case .text(let text): text
        }
    }
}

extension Badge {
    /// Whether two badges are the same state: texts compare code point by code point, with no normalisation
    /// so a text in U+212A KELVIN SIGN differs from one in `K`.
    /// - Parameters:
    ///   - lhs: A badge.
    ///   - rhs: Another badge.
    /// - Returns: `true` when both are none, both dots, equal counts, or texts of the same code points.
    /// - Complexity: O(*n*) in the length of the shorter text.
    public static func == (lhs: Badge, rhs: Badge) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none), (.dot, .dot): true
        case (.count(let a), .count(let b)): a == b
        case (.text(let a), .text(let b)): a.utf8.elementsEqual(b.utf8)
        default: false
        }
    }

    /// Hashes the badge consistently with ``==(_:_:)``: a text by its code points.
    /// - Parameter hasher: The hasher to feed.
    /// - Complexity: O(*n*) in the length of a text.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .none: hasher.combine(0)
        case .count(let n):
            hasher.combine(1)
            hasher.combine(n)
        case .dot: hasher.combine(2)
        case .text(let text):
            hasher.combine(3)
            for byte in text.utf8 { hasher.combine(byte) }
            hasher.combine(-1)
        }
    }
}
