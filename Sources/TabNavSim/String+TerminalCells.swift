extension Character {
    /// The cells a terminal gives the character: 2 for an East Asian wide or fullwidth character (CJK ideographs,
    /// kana, hangul, fullwidth forms) and for the emoji of the pictographic blocks, 1 for any other; a combining mark
    /// is part of its character and adds nothing.
    var terminalCells: Int {
        guard let scalar = unicodeScalars.first, scalar.value >= 0x1100 else { return 1 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

extension String {
    /// The cells a terminal gives the string (``Character/terminalCells``): `首页` is 4, `home` 4.
    /// - Complexity: O(*n*).
    var terminalCells: Int { reduce(0) { $0 + $1.terminalCells } }

    /// Whether the string certainly fits in `width` cells without counting them: no character takes more cells than
    /// UTF-8 bytes.
    func fitsWithoutCounting(_ width: Int) -> Bool { utf8.count <= width }

    /// The string padded with spaces to `width` terminal cells (never cut).
    func padded(to width: Int) -> String {
        let n = terminalCells
        return n >= width ? self : self + String(repeating: " ", count: width - n)
    }

    /// The string right-aligned in `width` terminal cells.
    func leftPadded(to width: Int) -> String {
        let n = terminalCells
        return n >= width ? self : String(repeating: " ", count: width - n) + self
    }

    /// The string cut to `width` terminal cells, ending in `…` when cut.
    func cut(to width: Int) -> String {
        guard !fitsWithoutCounting(width), terminalCells > width else { return self }
        var kept = ""
        var cells = 0
        for c in self {
            let w = c.terminalCells
            if cells + w > width - 1 { break }
            kept.append(c)
            cells += w
        }
        return kept + "…"
    }

    /// The string cut to `width` terminal cells from the left, starting with `…` when cut: a stack keeps its top, and
    /// is cut where an entry starts (`…>article*>comments`) when one starts in what is kept.
    func cutKeepingEnd(to width: Int) -> String {
        guard !fitsWithoutCounting(width), terminalCells > width else { return self }
        var kept: [Character] = []
        var cells = 0
        for c in reversed() {
            let w = c.terminalCells
            if cells + w > width - 1 { break }
            kept.append(c)
            cells += w
        }
        var end = String(kept.reversed())
        if end.first != ">", let boundary = end.firstIndex(of: ">") { end = String(end[boundary...]) }
        return "…" + end
    }

    /// The string cut to `width` terminal cells, then padded to it.
    func fitted(to width: Int) -> String { cut(to: width).padded(to: width) }
}
