#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes values as JSON Lines: one compact object a line, encoded by `JSONEncoder` from the models of
/// ``JSONOutput``, its keys sorted so that the same value always prints the same bytes.
struct JSONLines {
    private let encoder: JSONEncoder

    /// A writer with sorted keys and unescaped slashes (a path prints as written).
    init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Writes `value` as one line of `out`.
    /// - Parameters:
    ///   - value: A model of ``JSONOutput``; none holds a floating-point number that JSON cannot spell.
    ///   - out: Where the line goes.
    /// - Complexity: O(*n*) in the size of the value.
    func write(_ value: some Encodable, to out: inout Output) {
        do {
            out.line(utf8: try encoder.encode(value))
        } catch {
            preconditionFailure("a JSON line cannot be encoded: \(error)")
        }
    }
}
