/// The More tab and the bar as the state's width makes them (V15, V17 of trace format 3). An app that draws its own
/// bar reads these to lay it out: which tabs get an item, whether a More item is needed, and whether the system shows
/// the iPad's floating bar instead of the bar the app drew on. The width-taking forms on ``Configuration`` are for
/// the package's tools.
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

    /// Whether the bar is the iPad's floating bar now (V17.1): no More, no minimizing, hidden only by the app. A custom
    /// bar drawn onto the system bar is not shown then (``Anomaly/customBarLost``): an app hides its own views and lets
    /// the system's items stand.
    @inlinable
    @inline(__always) // Read by the bar before and after every step, and by the anomalies: three comparisons.
    public var isFloatingBar: Bool { configuration.isFloatingBar(in: width) }

    /// Whether the presented modal is an iPad form sheet (V18): a `sheet` (not locked) on an iPad in regular width,
    /// under `modern`, `ios14.0` or `ios26`. The bar stays reachable around it, and a tap there dismisses it.
    package var isIPadFormSheet: Bool {
        guard let modal else { return false }
        return modal.style == .sheet && configuration.showsFormSheets(in: width)
    }
}
