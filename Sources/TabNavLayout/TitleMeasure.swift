/// How wide a line of text is drawn in the system font, estimated without a font: what the tab bar's title checks and
/// the pictures read to cut a title that does not fit with `…`, as UIKit truncates a label's tail.
///
/// Widths are in ems, rounded up from Helvetica's: narrow letters and punctuation (`i`, `l`, `t`, `.`, space) 0.3,
/// `m` and `w` 0.8, capitals 0.7 (`M`, `W` 0.85), other letters and digits 0.56, a wide character (CJK, kana,
/// Hangul, full-width forms, emoji) 1; bold adds 8 %.
package enum TitleMeasure {
    /// The width of `text` at `size` points.
    /// - Parameters:
    ///   - text: The text.
    ///   - size: The font's point size.
    ///   - bold: Whether the text is bold.
    /// - Returns: The width in points.
    /// - Complexity: O(*n*) in the number of characters.
    package static func width(_ text: some StringProtocol, size: Double, bold: Bool = false) -> Double {
        text.unicodeScalars.reduce(0) { sum, scalar in sum + advance(scalar, size: size, bold: bold) }
    }

    /// The text cut at its tail with `…` so that it fits `room` points, or whole when it fits.
    /// - Parameters:
    ///   - text: The text.
    ///   - room: The width available, in points.
    ///   - size: The font's point size.
    ///   - bold: Whether the text is bold.
    /// - Returns: `text`, or its longest prefix followed by `…` that fits (`…` alone when nothing else does).
    /// - Complexity: O(*n*) in the number of characters.
    package static func fitted(_ text: String, room: Double, size: Double, bold: Bool = false) -> String {
        guard width(text, size: size, bold: bold) > room else { return text }
        let room = room - width("…", size: size, bold: bold)
        var used = 0.0
        var kept = ""
        for character in text {
            used += width(String(character), size: size, bold: bold)
            guard used <= room else { break }
            kept.append(character)
        }
        return kept + "…"
    }

    private static func advance(_ scalar: Unicode.Scalar, size: Double, bold: Bool) -> Double {
        size * (bold ? 1.08 : 1) * ems(scalar)
    }

    private static func ems(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0 // combining marks, zero widths, selectors
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF:
            return 1
        default: break
        }
        switch Character(scalar) {
        case "i", "j", "l", "t", "f", "r", "I", " ", ".", ",", ":", ";", "'", "!", "|", "(", ")", "[", "]", "-": return 0.3
        case "m", "w": return 0.8
        case "M", "W": return 0.85
        case "A"..."Z": return 0.7
        default: return 0.56
        }
    }
}
