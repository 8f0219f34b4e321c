/// Which tabs the bar shows and which the More tab lists: with more than five tabs, an
/// iPhone's bar shows the first four and a More item; the others are overflow tabs.
extension Configuration {
    /// The most items an iPhone's tab bar shows: five tabs, or four tabs and the More item.
    @usableFromInline package static var maximumBarItemCount: Int { 5 }

    /// Whether the app has a More tab: more than `maximumBarItemCount` tabs.
    @inlinable
    public var hasMoreTab: Bool { tabs.count > Self.maximumBarItemCount }

    /// How many tabs the bar shows as items of their own: every tab, or the first four when there is a More tab.
    @inlinable
    package var barTabCount: Int { hasMoreTab ? Self.maximumBarItemCount - 1 : tabs.count }

    /// Whether the tab at `index` is an overflow tab: listed in the More screen, not on the bar.
    /// - Parameter index: A tab index.
    /// - Returns: `true` for an index from `barTabCount` up to the last tab when there is a More tab.
    @inlinable
    public func isOverflowTab(_ index: Int) -> Bool {
        hasMoreTab && index >= barTabCount && index < tabs.count
    }

    /// The value `selectedIndex` keeps while More shows its list: the index of the first overflow tab,
    /// which is also the More item's place on the bar. No stack is selected then.
    @inlinable
    package var moreListSelectionIndex: Int { barTabCount }
}
