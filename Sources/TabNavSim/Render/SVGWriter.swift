import TabNav

/// Appends SVG elements to a string, escaping text, with numbers written short (two decimals at most).
struct SVGWriter {
    private(set) var text = ""

    /// Appends markup as it is.
    mutating func raw(_ markup: String) { text += markup }

    /// Appends a rectangle.
    mutating func rect(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String, rx: Double = 0,
        opacity: Double = 1, stroke: String? = nil, dash: Bool = false, strokeWidth: Double = 1
    ) {
        text += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(0, width)))\" height=\"\(n(max(0, height)))\" fill=\"\(fill)\""
        if rx > 0 { text += " rx=\"\(n(rx))\"" }
        if opacity < 1 { text += " opacity=\"\(n(opacity))\"" }
        if let stroke {
            text += " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\""
            if dash { text += " stroke-dasharray=\"6 4\"" }
        }
        text += "/>"
    }

    /// Appends a line of text, escaped.
    mutating func text(
        _ x: Double, _ y: Double, _ content: String, size: Double, fill: String, anchor: String? = nil,
        weight: String? = nil
    ) {
        text += "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(fill)\""
        if let anchor { text += " text-anchor=\"\(anchor)\"" }
        if let weight { text += " font-weight=\"\(weight)\"" }
        text += ">" + Self.escaped(content) + "</text>"
    }

    /// The text with `&`, `<`, `>`, `"` and `'` escaped, and control characters dropped (XML 1.0 forbids them);
    /// line feeds are kept when `keepingLines` is set.
    static func escaped(_ content: String, keepingLines: Bool = false) -> String {
        var out = ""
        for scalar in content.unicodeScalars {
            if keepingLines && scalar == "\n" {
                out += "\n"
                continue
            }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case let c where c.value < 0x20 || (0xFFFE...0xFFFF).contains(c.value): continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func n(_ value: Double) -> String { LayoutRect.format(value) }
}
