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
