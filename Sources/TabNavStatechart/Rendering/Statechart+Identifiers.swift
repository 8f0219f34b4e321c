import TabNav

extension Statechart {
    /// A name (a tab's, a screen's, a region's or a state's) as an identifier that every export takes as it is: an
    /// XML NCName character run that Qt's `qscxmlc`, Graphviz and Mermaid accept; the exports' one escaping.
    ///
    /// ASCII letters and digits and the CJK ideographs, kana and hangul (``isPlainCJK(_:)``) are kept; a `-` between
    /// two of them is `_`; any other character is `__`, its code point in decimal, `__` (`a.b` is `a__46__b`, `𝒜x` is
    /// `__119964__x`), and so is a digit that would come first. The empty name is `_`. So `home`, `发现`, `sheet-swipe`
    /// read as `home`, `发现`, `sheet_swipe`, and no two names share an identifier: `a.b`, `a-b`, `a_b` and `a--b` are
    /// `a__46__b`, `a_b`, `a__95__b` and `a__45____45__b`.
    ///
    /// The result never holds `.`, `-` or `__` followed by a letter, and starts with a letter or `__` and a digit:
    /// `REGION.STATE` (SCXML, Graphviz) and `s_REGION__STATE` (Mermaid) therefore name one state each, and ``pseudoAny``
    /// and ``pseudoStart`` (`_` and a letter) never name a state.
    /// - Parameter name: Any string.
    /// - Returns: The identifier.
    /// - Complexity: O(*n*) in the name's length.
    package static func identifier(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        guard !scalars.isEmpty else { return "_" }
        var out = ""
        out.reserveCapacity(scalars.count)
        for (i, c) in scalars.enumerated() {
            let plain = isPlainIdentifierScalar(c) && !(i == 0 && ("0"..."9").contains(c))
            if plain {
                out.unicodeScalars.append(c)
            } else if c == "-", i > 0, i + 1 < scalars.count, isPlainIdentifierScalar(scalars[i - 1]),
                isPlainIdentifierScalar(scalars[i + 1])
            {
                out += "_"
            } else {
                out += "__\(c.value)__"
            }
        }
        return out
    }

    /// Whether a character stands for itself in an ``identifier(_:)``: an ASCII letter or digit, or a CJK letter.
    private static func isPlainIdentifierScalar(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || isPlainCJK(c)
    }

    /// The drawings' node for "any other state" of a region, outside every ``identifier(_:)``.
    static let pseudoAny = "_any"
    /// The drawings' launch point of a region, outside every ``identifier(_:)``.
    static let pseudoStart = "_start"

    /// A state of a region as SCXML and Graphviz name it: `REGION.STATE`, both parts ``identifier(_:)``s.
    /// - Parameters:
    ///   - region: The region's identifier.
    ///   - state: The state's identifier, or `nil` for "any other state".
    /// - Returns: The node's identifier.
    func dottedID(_ region: String, _ state: String?) -> String {
        Self.identifier(region) + "." + (state.map(Self.identifier) ?? Self.pseudoAny)
    }

    /// A region (`state` empty) or a state of it as a Mermaid identifier: `s_REGION` or `s_REGION__STATE`.
    /// - Parameters:
    ///   - region: The region's identifier.
    ///   - state: The state's identifier, `""` for the region itself, or `nil` for "any other state".
    /// - Returns: The node's identifier.
    func mermaidID(_ region: String, _ state: String?) -> String {
        let base = "s_" + Self.identifier(region)
        guard let state else { return base + "__" + Self.pseudoAny }
        return state.isEmpty ? base : base + "__" + Self.identifier(state)
    }

    /// The launch point of a region as a Mermaid identifier.
    func mermaidStartID(_ region: String) -> String { "s_" + Self.identifier(region) + "__" + Self.pseudoStart }
}
