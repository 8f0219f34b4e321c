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
}

/// Escapes inside a Graphviz double-quoted string.
let dotEscapes: [Character: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n"]
/// Escapes for XML text and attributes.
let xmlEscapes: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]
/// Escapes for a double-quoted XML attribute: as ``xmlEscapes`` but single quotes kept for legibility.
let xmlAttributeEscapes: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]
/// Escapes inside an ECMAScript single-quoted string literal.
let jsEscapes: [Character: String] = ["'": "\\'", "\\": "\\\\", "\n": "\\n"]
