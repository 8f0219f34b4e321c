/// Which tabs the bar shows and which the More tab lists (V4 of trace format 2, V15 of format 3): a bar shows as many
/// items as its capacity; with more tabs than that, the bar shows the first capacity − 1 tabs and a More item, and
/// the others are overflow tabs. The capacity depends on the width, so these are asked with one; the width-less forms
/// answer for compact width, the only width of an `iphone`.
extension Configuration {
    /// The most items a compact bar shows: five tabs, or four tabs and the More item.
    @usableFromInline package static var maximumBarItemCount: Int { 5 }

    /// Whether the app can have a More tab: more than five tabs, the capacity of a compact bar. Whether More exists
    /// at a moment depends on the width (``TabNavState/hasMore``); the trace format's lexical rules (`tap more`, `pick`,
    /// the reserved names `more` and `list`) read this one.
    @inlinable
    public var hasMoreTab: Bool { tabs.count > Self.maximumBarItemCount }

    /// How many items the bar shows before it needs More (V15): 5 in compact width; in regular width 8, or no limit
    /// on an iPad's floating bar (``isFloatingBar(in:)``).
    /// - Parameter width: The width the app runs in.
    @inlinable
    @inline(__always) // Read by ``hasMore(in:)`` after every step of a replay: a call copied the configuration.
    package func capacity(in width: Width) -> Int {
        switch width {
        case .compact: Self.maximumBarItemCount
        case .regular: isFloatingBar(in: width) ? Int.max : 8
        }
    }

    /// Whether More exists in `width`: more tabs than the bar's capacity.
    /// - Parameter width: The width the app runs in.
    @inlinable
    @inline(__always) // Read by the shape's check after every step of a replay: a call copied the configuration.
    package func hasMore(in width: Width) -> Bool { tabs.count > capacity(in: width) }

    /// How many tabs the bar shows as items of their own in `width`: every tab, or capacity − 1 when there is More.
    /// - Parameter width: The width the app runs in.
    @inlinable
    package func barTabCount(in width: Width) -> Int { hasMore(in: width) ? capacity(in: width) - 1 : tabs.count }

    /// Whether the tab at `index` is an overflow tab in `width`: listed in the More screen, not on the bar.
    /// - Parameters:
    ///   - index: A tab index.
    ///   - width: The width the app runs in.
    /// - Returns: `true` for an index from `barTabCount(in:)` up to the last tab when More exists in `width`.
    @inlinable
    package func isOverflowTab(_ index: Int, in width: Width) -> Bool {
        hasMore(in: width) && index >= barTabCount(in: width) && index < tabs.count
    }

    /// Whether the bar is the iPad's floating bar in `width` (V17.1): an `ipad` under `ios26` in regular width. It
    /// floats at the top, has no More, does not minimize, and is hidden only by the app.
    /// - Parameter width: The width the app runs in.
    @inlinable
    @inline(__always) // Not inlined, `isBarHidden` copied the configuration to the stack for the call.
    package func isFloatingBar(in width: Width) -> Bool { device == .ipad && profile == .ios26 && width == .regular }

    /// How many tabs a compact bar shows as items of their own: every tab, or the first four when there is a More tab.
    @inlinable
    package var barTabCount: Int { barTabCount(in: .compact) }

    /// Whether the tab at `index` is an overflow tab of a compact bar.
    /// - Parameter index: A tab index.
    /// - Returns: `true` for an index from `barTabCount` up to the last tab when there is a More tab.
    @inlinable
    public func isOverflowTab(_ index: Int) -> Bool { isOverflowTab(index, in: .compact) }

    /// The value `selectedIndex` keeps while More shows its list in compact width: the index of the first overflow
    /// tab, which is also the More item's place on the bar. No stack is selected then.
    @inlinable
    package var moreListSelectionIndex: Int { barTabCount }
}
