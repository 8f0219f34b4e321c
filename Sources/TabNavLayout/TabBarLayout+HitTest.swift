import TabNav

extension TabBarLayout {
    /// The buttons from the top of the drawing down: UIKit's own buttons when shown, then the custom bar's.
    ///
    /// In the ``Style/seed`` bar the centre button is added before the tab buttons, so the tabs lie above it and take
    /// the touches where they overlap it; in the other styles nothing overlaps and the centre button comes first.
    /// - Parameter systemButtonsShown: Whether UIKit's buttons are on the bar (an overlap).
    /// - Returns: Each button with its frame, the topmost first.
    /// - Complexity: O(*n*) in the number of tabs.
    package func buttonsFromTop(systemButtonsShown: Bool) -> [(button: Button, frame: LayoutRect)] {
        var result: [(button: Button, frame: LayoutRect)] = []
        if systemButtonsShown {
            result += systemButtons.enumerated().reversed().map { (Button.system($0.offset), $0.element) }
        }
        let tabButtons = tabs.enumerated().reversed().map { (Button.tab($0.offset), $0.element) }
        if let center {
            if style == .seed { result += tabButtons + [(.center, center)] } else { result += [(.center, center)] + tabButtons }
        } else {
            result += tabButtons
        }
        return result
    }

    /// Which button a touch at a point lands on: the topmost button containing it, as UIKit's hit testing picks it.
    /// - Parameters:
    ///   - x: The point's x in the bar's coordinates.
    ///   - y: The point's y in the bar's coordinates.
    ///   - systemButtonsShown: Whether UIKit's own buttons are on the bar, above the custom ones.
    /// - Returns: The button, or `nil` for a point outside the bar or on no button.
    /// - Complexity: O(*n*) in the number of tabs.
    package func button(atX x: Double, y: Double, systemButtonsShown: Bool = false) -> Button? {
        guard LayoutRect(x: 0, y: 0, width: width, height: height).contains(x: x, y: y) else { return nil }
        return buttonsFromTop(systemButtonsShown: systemButtonsShown).first { $0.frame.contains(x: x, y: y) }?.button
    }

    /// The faults of the custom buttons' frames: tabs under the centre button, tabs over each other, tabs off the bar,
    /// and titles wider than their buttons (judged at the selected title's size, the widest it is drawn).
    ///
    /// A symmetric layout has none; the ``Style/seed`` layout puts a tab under the centre button for three or five
    /// tabs; a ``Style/stack`` of square containers wider than the bar runs off its right edge.
    /// - Complexity: O(*n*²) in the number of tabs (at most 5).
    package var findings: [Finding] {
        var found: [Finding] = []
        let tolerance = 1e-9
        for (index, frame) in tabs.enumerated() {
            if let center, frame.overlaps(center) { found.append(.tabUnderCenter(index)) }
            for other in tabs.indices where other > index && frame.overlaps(tabs[other]) {
                found.append(.tabsOverlap(index, other))
            }
            if frame.x < -tolerance || frame.maxX > width + tolerance { found.append(.tabOffBar(index)) }
            if index < titles.count && title(tab: index, selected: true) != titles[index] {
                found.append(.titleCut(index, titles[index]))
            }
        }
        return found
    }
}
