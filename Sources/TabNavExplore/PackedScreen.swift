/// A screen type whose states ``StateCodec`` packs: `String`, the trace's names, or `Int`, a name's number among a
/// layout's screens (``StateLayout/screens``), which the search runs the library's reducer with.
protocol PackedScreen: Hashable & Sendable {
    /// The number of `screen` among the layout's `count` screens (named in `index`), or `nil` when it has none.
    static func code(of screen: Self, index: [String: UInt64], count: Int) -> UInt64?
    /// The screen numbered `code`, below the number of the layout's screens `names`.
    static func screen(_ code: Int, names: [String]) -> Self
}

extension String: PackedScreen {
    @inline(__always)
    static func code(of screen: String, index: [String: UInt64], count: Int) -> UInt64? { index[screen] }

    @inline(__always)
    static func screen(_ code: Int, names: [String]) -> String { names[code] }
}

extension Int: PackedScreen {
    @inline(__always)
    static func code(of screen: Int, index: [String: UInt64], count: Int) -> UInt64? {
        screen >= 0 && screen < count ? UInt64(screen) : nil
    }

    @inline(__always)
    static func screen(_ code: Int, names: [String]) -> Int { code }
}
