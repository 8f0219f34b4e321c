import TabNav

/// Where a custom tab bar's buttons sit: the frames of the tab buttons and the centre button for a bar size, and where
/// UIKit puts its own buttons when it re-adds them.
///
/// A pure value computed once from the bar's size: three ``Style``s model the custom bars that apps write, and
/// ``systemButtons`` the system's evenly spaced buttons, which a UIKit profile can draw over them (the overlap).
/// ``findings`` names the faults a style's arithmetic makes, ``button(atX:y:systemButtonsShown:)`` answers which
/// button a touch lands on, and the badge and title helpers say how a button's decorations are placed.
///
/// ```swift
/// let layout = TabBarLayout(style: .seed, width: 375, tabCount: 3, hasCenter: true)
/// layout.findings   // [.tabUnderCenter(1)]: the seed's arithmetic only works for four tabs
/// ```
package struct TabBarLayout: Hashable, Sendable {
    /// UIKit's tab bar height on iPhones without a home indicator, in points.
    package static var standardHeight: Double { 49 }
    /// The side of the centre button's square image in the ``Style/seed`` layout, in points.
    package static var standardCenterSide: Double { 44 }
    /// The most buttons a layout places: the iPad's floating bar has no More, so its items are not bounded by a
    /// capacity; a picture draws this many at most.
    package static var maximumTabCount: Int { 64 }

    /// The arithmetic that placed the custom buttons.
    package let style: Style
    /// The bar's width in points.
    package let width: Double
    /// The bar's height in points.
    package let height: Double
    /// The frames of the custom tab buttons, in tab order.
    package let tabs: [LayoutRect]
    /// The frame of the centre button, or `nil` when the bar has none.
    package let center: LayoutRect?
    /// The frames of UIKit's own buttons, one a tab, evenly spaced over the whole width, as the system lays them out.
    package let systemButtons: [LayoutRect]
    /// The titles of the tab buttons, in tab order (with a More tab: the bar's four tabs and `More`); empty when the
    /// layout was made without them, and then no title is checked.
    package let titles: [String]
    /// The point size of the titles outside the ``Style/stack`` layout: UIKit's 10 on a bottom bar.
    package let titleSize: Double

    /// Lays out a bar.
    /// - Parameters:
    ///   - style: Which arithmetic places the custom buttons.
    ///   - width: The bar's width in points; a negative or non-finite width counts as 0.
    ///   - height: The bar's height in points; a negative or non-finite height counts as 0.
    ///   - tabCount: The number of tabs, clamped to 0…``maximumTabCount``.
    ///   - hasCenter: Whether the bar has a centre button.
    ///   - centerSide: The side of the centre button's image, used by the ``Style/seed`` layout, which sizes the
    ///     button to its image and centres it on the bar.
    ///   - titles: The tab buttons' titles, for ``findings`` and ``title(tab:selected:)``; none by default.
    ///   - titleSize: The titles' point size outside the ``Style/stack`` layout; a size that is not positive and
    ///     finite counts as 10.
    /// - Complexity: O(*n*) in the number of tabs.
    package init(
        style: Style, width: Double, height: Double = TabBarLayout.standardHeight, tabCount: Int,
        hasCenter: Bool, centerSide: Double = TabBarLayout.standardCenterSide, titles: [String] = [],
        titleSize: Double = 10
    ) {
        let w = width.isFinite ? max(0, width) : 0
        let h = height.isFinite ? max(0, height) : 0
        let n = min(max(0, tabCount), Self.maximumTabCount)
        let side = centerSide.isFinite ? max(0, centerSide) : 0
        self.style = style
        self.width = w
        self.height = h
        switch style {
        case .seed: (tabs, center) = Self.seedFrames(width: w, height: h, count: n, hasCenter: hasCenter, side: side)
        case .symmetric: (tabs, center) = Self.symmetricFrames(width: w, height: h, count: n, hasCenter: hasCenter)
        case .stack: (tabs, center) = Self.stackFrames(width: w, height: h, count: n, hasCenter: hasCenter)
        }
        systemButtons = (0..<n).map { LayoutRect(x: w * Double($0) / Double(n), y: 0, width: w / Double(n), height: h) }
        self.titles = Array(titles.prefix(n))
        self.titleSize = titleSize.isFinite && titleSize > 0 ? titleSize : 10
    }

    /// Lays out the bar of an app: its items in a size class, its tabs' names as titles, and whether it has a centre
    /// button.
    /// - Parameters:
    ///   - configuration: The app; with more tabs than the bar's capacity in `sizeClass` (More) the bar lays out as
    ///     many items as the capacity: the bar tabs and the More item (five in compact width: four tabs and More).
    ///   - style: Which arithmetic places the custom buttons.
    ///   - width: The bar's width in points.
    ///   - height: The bar's height in points.
    ///   - sizeClass: The width class the bar is laid out in (compact by default, as on every iPhone held upright).
    /// - Complexity: O(*n*) in the number of tabs.
    package init<Screen>(
        configuration: Configuration<Screen>, style: Style, width: Double,
        height: Double = TabBarLayout.standardHeight, sizeClass: Width = .compact
    ) {
        let more = configuration.hasMore(in: sizeClass)
        let barTabs = configuration.barTabCount(in: sizeClass)
        self.init(
            style: style, width: width, height: height, tabCount: barTabs + (more ? 1 : 0),
            hasCenter: configuration.centerButton != nil,
            titles: configuration.tabs.prefix(barTabs).map(\.name) + (more ? ["More"] : []))
    }

    /// The seed's `layoutSubviews`: slot = width / subviews; tab *i* at slot *i*, or *i* + 1 after the second tab;
    /// the centre button sized to its image and centred on the bar.
    static func seedFrames(
        width: Double, height: Double, count: Int, hasCenter: Bool,
        side: Double
    ) -> ([LayoutRect], LayoutRect?) {
        let subviews = count + (hasCenter ? 1 : 0)
        guard subviews > 0 else { return ([], nil) }
        let slot = width / Double(subviews)
        let tabs = (0..<count).map { index in
            LayoutRect(x: slot * Double(index > 1 ? index + 1 : index), y: 0, width: slot, height: height)
        }
        let center = hasCenter ? LayoutRect(x: width / 2 - side / 2, y: height / 2 - side / 2, width: side, height: side) : nil
        return (tabs, center)
    }

    /// The symmetric layout: the centre in a middle slot of width / (tabs + 1); ⌈n/2⌉ tabs share the left of it
    /// evenly, the rest the right; without a centre button, n equal slots.
    static func symmetricFrames(
        width: Double, height: Double, count: Int,
        hasCenter: Bool
    ) -> ([LayoutRect], LayoutRect?) {
        guard hasCenter else {
            guard count > 0 else { return ([], nil) }
            let slot = width / Double(count)
            return ((0..<count).map { LayoutRect(x: slot * Double($0), y: 0, width: slot, height: height) }, nil)
        }
        let middle = width / Double(count + 1)
        let half = (width - middle) / 2
        let left = (count + 1) / 2
        let right = count - left
        let tabs = (0..<count).map { index in
            index < left
                ? LayoutRect(x: half / Double(left) * Double(index), y: 0, width: half / Double(left), height: height)
                : LayoutRect(
                    x: half + middle + half / Double(right) * Double(index - left), y: 0,
                    width: half / Double(right), height: height)
        }
        return (tabs, LayoutRect(x: half, y: 0, width: middle, height: height))
    }

    /// The stack: insets of 4 % of the width; square containers of the bar's height; equal spacing between them,
    /// never below zero (past that they run over the right inset); a centre container after the first ⌈n/2⌉ tabs.
    static func stackFrames(width: Double, height: Double, count: Int, hasCenter: Bool) -> ([LayoutRect], LayoutRect?) {
        let items = count + (hasCenter ? 1 : 0)
        guard items > 0 else { return ([], nil) }
        let inset = width * 0.04
        let spacing = items > 1 ? max(0, (width - 2 * inset - Double(items) * height) / Double(items - 1)) : 0
        let frames = (0..<items).map {
            LayoutRect(x: inset + Double($0) * (height + spacing), y: 0, width: height, height: height)
        }
        guard hasCenter else { return (frames, nil) }
        let middle = (count + 1) / 2
        return (Array(frames[..<middle] + frames[(middle + 1)...]), frames[middle])
    }
}
