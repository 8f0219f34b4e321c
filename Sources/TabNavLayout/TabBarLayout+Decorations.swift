import TabNav

extension TabBarLayout {
    /// The frame of a tab's badge in the bar's coordinates, or `nil` when the tab has none or does not exist.
    ///
    /// In the ``Style/stack`` layout the badge is a 15 × 15 circle 20 pt left of the container's right edge and 5 pt
    /// below its top, whatever it shows. Elsewhere it is placed as UIKit places a tab bar item's badge: 6 pt right of
    /// the button's centre and 2 pt below its top, 18 pt high and wide enough for its text (7 pt a character plus
    /// 6 pt, at least 18), or an 8 × 8 dot 4 pt below the top.
    /// - Parameters:
    ///   - tab: The tab's index.
    ///   - badge: Its badge.
    /// - Returns: The frame, or `nil`.
    package func badgeFrame(tab: Int, badge: Badge) -> LayoutRect? {
        guard tabs.indices.contains(tab), badge != .none else { return nil }
        let button = tabs[tab]
        if style == .stack { return LayoutRect(x: button.maxX - 20, y: button.y + 5, width: 15, height: 15) }
        if badge == .dot { return LayoutRect(x: button.midX + 6, y: button.y + 4, width: 8, height: 8) }
        let characters = Double(badge.description.count)
        return LayoutRect(x: button.midX + 6, y: button.y + 2, width: max(18, 6 + 7 * characters), height: 18)
    }

    /// The point size of a tab's title: 14 selected and 12 otherwise in the ``Style/stack`` layout, UIKit's 10 elsewhere.
    /// - Parameter selected: Whether the tab is selected.
    /// - Returns: The font size in points.
    package func titlePointSize(selected: Bool) -> Double {
        guard style == .stack else { return 10 }
        return selected ? 14 : 12
    }
}
