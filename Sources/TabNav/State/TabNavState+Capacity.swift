/// The More tab and the bar as the state's width makes them (V15, V17 of trace format 3): the configuration answers
/// for a width, the state for its own.
extension TabNavState {
    /// Whether More exists now: more tabs than the bar's capacity in the state's width.
    @inlinable
    public var hasMore: Bool { configuration.hasMore(in: width) }

    /// Whether the tab at `index` is an overflow tab now: listed in the More screen, not on the bar.
    /// - Parameter index: A tab index.
    @inlinable
    public func isOverflowTab(_ index: Int) -> Bool { configuration.isOverflowTab(index, in: width) }

    /// How many tabs the bar shows as items of their own now.
    @inlinable
    package var barTabCount: Int { configuration.barTabCount(in: width) }

    /// The value `selectedIndex` keeps while More shows its list: the first overflow tab's index, the More item's
    /// place on the bar.
    @inlinable
    package var moreListSelectionIndex: Int { barTabCount }

    /// Whether the bar is the iPad's floating bar now (V17.1): no More, no minimizing, hidden only by the app.
    @inlinable
    public var isFloatingBar: Bool { configuration.isFloatingBar(in: width) }

    /// Whether the presented modal is an iPad form sheet (V18): a `sheet` (not locked) on an iPad in regular width,
    /// under `modern`, `ios14.0` or `ios26`. The bar stays reachable around it, and a tap there dismisses it.
    public var isIPadFormSheet: Bool {
        guard let modal else { return false }
        return modal.style == .sheet && configuration.showsFormSheets(in: width)
    }
}
