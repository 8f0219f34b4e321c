extension StringProtocol {
    /// The text with every invisible or control character escaped, so a message never carries a raw one.
    ///
    /// `\t`, `\r`, `\n` and `\0` keep their short forms; other controls, format characters (zero-width space,
    /// byte-order mark, direction marks), spaces other than U+0020 (the no-break space) and line or paragraph
    /// separators print as `\u{HEX}`.
    /// - Complexity: O(*n*) in the length of the text.
    package var escapedForMessage: String {
        var out = ""
        for scalar in unicodeScalars { out += Self.escape(scalar) ?? String(scalar) }
        return out
    }

    /// The text in single quotes for a message: escaped as ``escapedForMessage``, cut to `limit` characters with
    /// `…`, and followed by the name of the first escaped character that is not an ASCII control, such as
    /// `'home\u{A0}' (U+00A0 is a no-break space)`.
    /// - Parameter limit: The most characters shown between the quotes, `…` included.
    /// - Returns: The quoted text.
    /// - Complexity: O(`limit`): a longer text is not read past its first `limit` characters.
    package func quotedForMessage(limit: Int = 40) -> String {
        var shown = ""
        var count = 0
        var named: Unicode.Scalar?
        var scalars = unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if count == limit - 1 {
                // One more scalar would fill the limit: show it only when it is the last one.
                if scalars.next() != nil {
                    shown += "…"
                    break
                }
            }
            if let escape = Self.escape(scalar) {
                shown += escape
                if named == nil && scalar.value >= 0x80 { named = scalar }
            } else {
                shown.unicodeScalars.append(scalar)
            }
            count += 1
        }
        guard let named else { return "'\(shown)'" }
        return "'\(shown)' (\(Self.codePoint(named)) is \(Self.article(named)))"
    }

    /// The escape for a scalar that must not appear raw in a message, or `nil` for one that may.
    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\n": return "\\n"
        case "\0": return "\\0"
        case " ": return nil
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            return nil
        }
    }

    /// `U+00A0`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }

    /// `a no-break space`, `a zero width space`: the character's Unicode name in lower case, with an article.
    static func article(_ scalar: Unicode.Scalar) -> String {
        guard let name = scalar.properties.name ?? scalar.properties.nameAlias else { return "an invisible character" }
        let lower = name.lowercased()
        return (lower.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + lower
    }
}
