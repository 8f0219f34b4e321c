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
        if badge == .dot {
            return keptOffCenter(LayoutRect(x: button.midX + 6, y: button.y + 4, width: 8, height: 8), of: button)
        }
        let characters = Double(badge.description.count)
        return keptOffCenter(
            LayoutRect(x: button.midX + 6, y: button.y + 2, width: max(18, 6 + 7 * characters), height: 18), of: button)
    }

    /// A badge moved left as far as needed to stay on its own button and off the centre button, never past the
    /// button's left edge, and narrowed when it is still too wide (its text is then drawn cut): a long text badge
    /// never slides under the centre button nor past the bar's edge.
    private func keptOffCenter(_ badge: LayoutRect, of button: LayoutRect) -> LayoutRect {
        var frame = badge
        frame.x = max(button.x, min(frame.x, button.maxX - frame.width))
        var limit = width
        if let center, center.x >= button.midX, center.y < frame.maxY, frame.y < center.maxY { limit = min(limit, center.x) }
        if frame.maxX > limit { frame.x = max(button.x, limit - frame.width) }
        frame.width = max(0, min(frame.width, limit - frame.x))
        return frame
    }

    /// The room a tab's title has: its button's width, less what the centre button covers of it.
    /// - Parameter tab: The tab's index.
    /// - Returns: The width in points, 0 for no such tab.
    package func titleRoom(tab: Int) -> Double {
        guard tabs.indices.contains(tab) else { return 0 }
        let button = tabs[tab]
        var left = button.x
        var right = button.maxX
        if let center, center.overlaps(button) {
            if center.midX >= button.midX { right = min(right, center.x) } else { left = max(left, center.maxX) }
        }
        return max(0, right - left)
    }

    /// A tab's title as drawn: whole when it fits ``titleRoom(tab:)``, else cut with `…` (``TitleMeasure``).
    /// - Parameters:
    ///   - tab: The tab's index.
    ///   - selected: Whether the tab is selected (its title is bold, and larger in the ``Style/stack`` layout).
    /// - Returns: The title, or `""` for a tab without one.
    package func title(tab: Int, selected: Bool) -> String {
        guard titles.indices.contains(tab) else { return "" }
        return TitleMeasure.fitted(
            titles[tab], room: titleRoom(tab: tab), size: titlePointSize(selected: selected), bold: selected)
    }

    /// The point size of a tab's title: 14 selected and 12 otherwise in the ``Style/stack`` layout, ``titleSize``
    /// (UIKit's 10 on a bottom bar) elsewhere.
    /// - Parameter selected: Whether the tab is selected.
    /// - Returns: The font size in points.
    package func titlePointSize(selected: Bool) -> Double {
        guard style == .stack else { return titleSize }
        return selected ? 14 : 12
    }
}
