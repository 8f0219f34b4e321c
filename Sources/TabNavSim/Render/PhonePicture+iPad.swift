import TabNav
import TabNavLayout

/// What only an iPad draws (trace format 3, V17 and V18): UIKit's floating bar at the top, the custom bar it lost,
/// and the form sheet with the bar still around it.
extension PhonePicture {
    /// The floating bar's fill; its selected item is a blue pill, as UIKit's own buttons are blue in every picture.
    static let floatingColor = "#f9f9fb"
    /// How far a form sheet's card stays from the window's top and bottom edges.
    static var formSheetMargin: Double { 20 + floatingBand + 10 }

    /// Where the floating bar's capsule starts: centred in the band under the status bar.
    func floatingOrigin(_ bar: TabBarLayout) -> (x: Double, y: Double) {
        ((width - bar.width) / 2, 20 + (Self.floatingBand - bar.height) / 2)
    }

    /// UIKit's floating bar: a light capsule with one item a tab, titles only, the selected one a blue pill.
    func drawFloatingBar(_ s: inout SVGWriter, _ scene: PhoneScene, _ bar: TabBarLayout) {
        let (x, y) = floatingOrigin(bar)
        s.rect(x, y, bar.width, bar.height, fill: Self.floatingColor, rx: bar.height / 2, stroke: "#c4c4cc")
        for (index, frame) in bar.tabs.enumerated() where index < scene.items.count {
            let item = scene.items[index]
            s.raw(item.enabled ? "<g>" : "<g opacity=\"0.3\">")
            if item.selected {
                s.rect(
                    x + frame.x + 3, y + frame.y + 3, frame.width - 6, frame.height - 6, fill: Self.systemBlue,
                    rx: (frame.height - 6) / 2)
            }
            s.text(
                x + frame.midX, y + frame.midY + bar.titlePointSize(selected: item.selected) * 0.36,
                bar.title(tab: index, selected: item.selected), size: bar.titlePointSize(selected: item.selected),
                fill: item.selected ? "#fff" : "#222", anchor: "middle", weight: item.selected ? "bold" : nil)
            s.raw("</g>")
            if let badge = bar.badgeFrame(tab: index, badge: item.badge) { drawBadge(&s, badge, item.badge, x: x, y: y) }
        }
        if scene.anomalies.contains(.barOverHidingScreen) {
            s.rect(
                x - 4, y - 4, bar.width + 8, bar.height + 8, fill: "none", rx: bar.height / 2 + 4, stroke: Self.alarm,
                dash: true, strokeWidth: 3)
        }
    }

    /// The custom bar drawn on the system bar, lost on the floating bar: drawn greyed where it was, at the bottom, in
    /// a red dashed outline, without UIKit's buttons (the classic bar that holds them is not on screen).
    func drawLostBar(_ s: inout SVGWriter, _ scene: PhoneScene) {
        var lost = scene
        lost.systemButtonsShown = false
        lost.anomalies = []
        s.raw("<g opacity=\"0.3\">")
        drawBar(&s, lost)
        s.raw("</g>")
        s.rect(1.5, barTop + 1.5, width - 3, layout.height - 3, fill: "none", stroke: Self.alarm, dash: true, strokeWidth: 2)
        s.text(
            width / 2, barTop - 8, "custom bar lost: UIKit shows its floating bar instead", size: 12, fill: Self.alarm,
            anchor: "middle", weight: "bold")
    }

    /// A form sheet: the window dimmed, bar included, and a card in its middle that leaves the bar visible; a sheet
    /// being swiped down is drawn lower, the dimming lighter.
    func drawFormSheet(_ s: inout SVGWriter, _ scene: PhoneScene, _ modal: PhoneScene.Screen) {
        s.rect(0, 0, width, screenHeight, fill: "#000", opacity: scene.sheetSwipeActive ? 0.2 : 0.4)
        let cardWidth = max(0, min(540, width - 80))
        let cardHeight = max(0, screenHeight - 2 * Self.formSheetMargin)
        let x = (width - cardWidth) / 2
        let y = Self.formSheetMargin + (scene.sheetSwipeActive ? 120 : 0)
        let card = PhonePicture(
            layout: TabBarLayout(style: layout.style, width: cardWidth, tabCount: 0, hasCenter: false),
            screenHeight: cardHeight)
        s.raw(
            "<g transform=\"translate(\(LayoutRect.format(x)),\(LayoutRect.format(y)))\"><clipPath id=\"card\">"
                + "<rect width=\"\(LayoutRect.format(cardWidth))\" height=\"\(LayoutRect.format(cardHeight))\" rx=\"12\"/>"
                + "</clipPath><g clip-path=\"url(#card)\">")
        let caption = scene.modalCover == .lockedFormSheet ? "locked form sheet" : "form sheet"
        card.drawScreen(
            &s, modal, top: 0, bottom: cardHeight, swipe: scene.swipeActive, caption: caption, statusBar: false)
        s.raw("</g></g>")
        if scene.sheetSwipeActive {
            s.text(width / 2, y - 10, "sheet swipe in progress", size: 12, fill: "#fff", anchor: "middle")
        }
    }
}
