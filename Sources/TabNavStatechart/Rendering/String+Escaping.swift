import TabNav

extension String {
    /// The string with each character found in `table` replaced by its escape; the renderers' one escaping loop.
    /// - Parameter table: The characters to escape and what each becomes.
    /// - Returns: The escaped string.
    /// - Complexity: O(*n*) in the length of the string.
    func escaping(_ table: [Character: String]) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for c in self {
            if let escape = table[c] { out += escape } else { out.append(c) }
        }
        return out
    }

    /// The string as a JSON string literal, quotes included: `"` and `\` escaped, other control characters as
    /// `\uXXXX`, each character of `extra` as it says; the package's one JSON quoting loop.
    /// - Parameter extra: Characters escaped otherwise, and their escapes (`\n`, or `<` inside an HTML page).
    /// - Returns: The literal.
    /// - Complexity: O(*n*) in the length of the string.
    package func jsonLiteral(also extra: [Unicode.Scalar: String] = [:]) -> String {
        var out = "\""
        for scalar in unicodeScalars {
            if let escape = extra[scalar] {
                out += escape
                continue
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Escapes inside a Graphviz double-quoted string.
let dotEscapes: [Character: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n"]
/// Escapes for XML text and attributes.
let xmlEscapes: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]
/// Escapes for a double-quoted XML attribute: as ``xmlEscapes`` but single quotes kept for legibility.
let xmlAttributeEscapes: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]
/// Escapes inside an ECMAScript single-quoted string literal.
let jsEscapes: [Character: String] = ["'": "\\'", "\\": "\\\\", "\n": "\\n"]
