import TabNav

extension TabBarLayout {
    /// The height of the iPad's floating bar, in points.
    package static var floatingHeight: Double { 40 }
    /// The point size of the floating bar's titles (it shows titles without icons).
    package static var floatingTitleSize: Double { 13 }
    /// The narrowest item of the floating bar, in points.
    package static var floatingMinimumItemWidth: Double { 72 }

    /// UIKit's floating bar on an iPad in regular width under iOS 26 (iPadOS 18 and later): a capsule at the top
    /// holding every tab as an item of its own, with no More and no centre button.
    ///
    /// The items share the capsule evenly, each as wide as the widest title needs (bold, with 12 pt on either side,
    /// at least ``floatingMinimumItemWidth``); a capsule that would be wider than `maximumWidth` is narrowed to it,
    /// and a title that no longer fits its item is a finding (``Finding/titleCut(_:_:)``).
    /// - Parameters:
    ///   - configuration: The app; its tabs' names are the titles.
    ///   - maximumWidth: The widest the capsule may be, in points.
    /// - Returns: The layout, its width the capsule's, in the ``Style/symmetric`` style without a centre button.
    /// - Complexity: O(*n*) in the number of tabs.
    package static func floating<Screen>(configuration: Configuration<Screen>, maximumWidth: Double) -> TabBarLayout {
        let titles = configuration.tabs.prefix(maximumTabCount).map(\.name)
        let widest = titles.map { TitleMeasure.width($0, size: floatingTitleSize, bold: true) }.max() ?? 0
        let item = max(floatingMinimumItemWidth, widest + 24)
        let room = maximumWidth.isFinite ? max(0, maximumWidth) : 0
        return TabBarLayout(
            style: .symmetric, width: min(Double(titles.count) * item, room), height: floatingHeight,
            tabCount: titles.count, hasCenter: false, titles: titles, titleSize: floatingTitleSize)
    }
}
