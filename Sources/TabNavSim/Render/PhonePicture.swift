import TabNav
import TabNavLayout

/// Draws a ``PhoneScene`` as an SVG phone: status and navigation bars, the content with its breadcrumb, the tab bar
/// laid out by a ``TabBarLayout``, a modal, and a legend naming each anomaly drawn.
///
/// Colours carry meaning, and `Scripts/check-render.sh` reads them back from screenshots: the custom bar is dark
/// (`#30303a`) with an orange selected tab (`#f0684f`); UIKit's re-added buttons are blue (`#1f7bff`); anomalies red.
struct PhonePicture {
    /// The tab bar's layout; its width is the screen's.
    let layout: TabBarLayout
    /// The screen's height in points (667, an iPhone 8's).
    var screenHeight: Double = 667
    /// The iPad's floating bar as laid out, drawn at the top instead of ``layout`` while the scene shows it.
    var floating: TabBarLayout?
    /// The picture's margin around the screen.
    static let bezel: Double = 12
    /// The height kept for the legend under the phone.
    static let legendHeight: Double = 84
    /// Where a sheet's card starts, and the strip at its top that holds the grabber.
    static let sheetTop: Double = 34
    static let grabberSpace: Double = 14
    /// How the screen behind a sheet is pushed back: its scale, and where its top goes.
    static let sheetBehindScale: Double = 0.92
    static let sheetBehindTop: Double = 22
    /// The band under the status bar that holds the iPad's floating bar.
    static let floatingBand: Double = 52

    static let barColor = "#30303a"
    static let accent = "#f0684f"
    static let idle = "#d4d4dc"
    static let systemBlue = "#1f7bff"
    static let alarm = "#e0202a"

    var width: Double { layout.width }
    var barTop: Double { screenHeight - layout.height }
    /// The whole picture's size.
    var size: (width: Double, height: Double) {
        (width + 2 * Self.bezel, screenHeight + 2 * Self.bezel + Self.legendHeight)
    }

    /// The SVG document of a scene.
    func svg(_ scene: PhoneScene) -> String {
        var s = SVGWriter()
        let (w, h) = size
        s.raw(Self.svgStart(width: w, height: h))
        s.rect(0, 0, w, screenHeight + 2 * Self.bezel, fill: "#111", rx: 28)
        s.raw("<g transform=\"translate(\(n(Self.bezel)),\(n(Self.bezel)))\">")
        drawWindow(&s, scene)
        s.raw("</g>")
        drawLegend(&s, scene, top: screenHeight + 2 * Self.bezel + 18, room: width + Self.bezel - 22)
        s.raw("</svg>")
        return s.text
    }

    /// The opening tag of a picture `width` × `height` points.
    static func svgStart(width: Double, height: Double) -> String {
        let (w, h) = (LayoutRect.format(width), LayoutRect.format(height))
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
            + "font-family=\"Helvetica, Arial, sans-serif\">"
    }

    /// The app's window at the origin, clipped to its rounded corners: its screen, bars and modal.
    func drawWindow(_ s: inout SVGWriter, _ scene: PhoneScene) {
        s.raw(
            "<clipPath id=\"screen\"><rect width=\"\(n(width))\" height=\"\(n(screenHeight))\" rx=\"18\"/></clipPath><g clip-path=\"url(#screen)\">"
        )
        let coversAll = scene.modalScreen != nil && scene.modalCover == .fullScreen
        let sheet = scene.modalScreen != nil && scene.modalCover.isSheet
        if sheet {
            // iOS pushes the screen behind a sheet back: smaller, its top below the status bar, with rounded corners,
            // on black; the sheet then covers its navigation bar whole rather than cutting through its title.
            let k = Self.sheetBehindScale
            s.rect(0, 0, width, screenHeight, fill: "#000")
            s.raw(
                "<clipPath id=\"behind\"><rect width=\"\(n(width))\" height=\"\(n(screenHeight))\" rx=\"\(n(12 / k))\"/></clipPath>"
                    + "<g transform=\"translate(\(n(width * (1 - k) / 2)),\(n(Self.sheetBehindTop))) scale(\(n(k)))\" "
                    + "clip-path=\"url(#behind)\">")
        }
        if !coversAll {
            // A minimized bar floats over the content, which runs to the bottom of the screen; so does the iPad's
            // floating bar, which has a band of its own at the top.
            let floatingShown = floating != nil && scene.floatingBar && scene.barShown
            let fullBar = scene.barShown && !scene.barMinimized && !scene.floatingBar
            drawScreen(
                &s, scene.screen, top: 0, bottom: fullBar ? barTop : screenHeight,
                swipe: scene.modalScreen == nil && scene.swipeActive, headroom: floatingShown ? Self.floatingBand : 0)
            if let rows = scene.moreList { drawMoreList(&s, rows) }
            if scene.floatingBar && scene.anomalies.contains(.customBarLost) { drawLostBar(&s, scene) }
            if let floating, floatingShown { drawFloatingBar(&s, scene, floating) }
            if fullBar { drawBar(&s, scene) }
            if scene.barShown && scene.barMinimized { drawMinimizedBar(&s, scene) }
            if !scene.barShown && scene.anomalies.contains(.barMissing) { drawMissingBar(&s) }
            if fullBar && scene.anomalies.contains(.barOverHidingScreen) {
                s.rect(
                    1.5, barTop + 1.5, width - 3, layout.height - 3, fill: "none", stroke: Self.alarm, dash: true, strokeWidth: 3)
            }
        }
        if sheet { s.raw("</g>") }
        if let modal = scene.modalScreen {
            switch scene.modalCover {
            case .sheet, .lockedSheet:
                // A sheet being swiped down is drawn lower, the dimming lighter.
                let top: Double = scene.sheetSwipeActive ? 200 : Self.sheetTop
                s.rect(0, 0, width, screenHeight, fill: "#000", opacity: scene.sheetSwipeActive ? 0.2 : 0.4)
                // Rounded top corners only: the card runs past the bottom of the screen, which clips it.
                s.raw(
                    "<path d=\"M0,\(n(top + 12))a12,12 0 0 1 12,-12h\(n(width - 24))a12,12 0 0 1 12,12V\(n(screenHeight + 12))H0Z\" "
                        + "fill=\"#fff\"/>")
                let caption = scene.modalCover == .lockedSheet ? "locked sheet" : "sheet"
                drawScreen(
                    &s, modal, top: top + Self.grabberSpace, bottom: screenHeight, swipe: scene.swipeActive, caption: caption)
                s.rect(0, top + 6, width, Self.grabberSpace - 6, fill: "#f7f7f9")
                // The grabber; blue while the user drags the sheet.
                s.rect(
                    width / 2 - 18, top + 5, 36, 5, fill: scene.sheetSwipeActive ? "#0a7aff" : "#c4c4cc", rx: 2.5)
                if scene.sheetSwipeActive {
                    s.text(width / 2, top - 10, "sheet swipe in progress", size: 12, fill: "#fff", anchor: "middle")
                }
            case .overFullScreen:
                // The tab bar controller's views stay behind it and show through.
                s.raw("<g opacity=\"0.94\">")
                drawScreen(&s, modal, top: 0, bottom: screenHeight, swipe: scene.swipeActive, caption: "over full screen")
                s.raw("</g>")
            case .fullScreen:
                drawScreen(&s, modal, top: 0, bottom: screenHeight, swipe: scene.swipeActive, caption: "presented full screen")
            case .formSheet, .lockedFormSheet:
                drawFormSheet(&s, scene, modal)
            }
        }
        s.raw("</g>")
    }

    /// A screen from `top` to `bottom`: a status bar when `statusBar` (by default when it starts at the top), then
    /// `headroom` points for the floating bar, the navigation bar and the content.
    func drawScreen(
        _ s: inout SVGWriter, _ screen: PhoneScene.Screen, top: Double, bottom: Double,
        swipe: Bool, caption: String? = nil, statusBar: Bool? = nil, headroom: Double = 0
    ) {
        s.rect(0, top, width, bottom - top, fill: "#fff")
        let hasStatusBar = statusBar ?? (top == 0)
        let navTop = (hasStatusBar ? max(top, 20) : top) + headroom
        if hasStatusBar { s.rect(0, 0, width, 20 + headroom, fill: "#f2f2f5") }
        s.rect(0, navTop, width, 44, fill: "#f7f7f9")
        s.rect(0, navTop + 43.5, width, 0.5, fill: "#b2b2b8")
        // Long names are cut with '…' as UIKit cuts its labels: the title keeps the middle 56 %, the back button
        // the rest of the left.
        s.text(
            width / 2, navTop + 28, TitleMeasure.fitted(screen.title, room: width * 0.56, size: 17, bold: true), size: 17,
            fill: "#111", anchor: "middle", weight: "bold")
        if let back = screen.back {
            s.text(8, navTop + 28, TitleMeasure.fitted("‹ " + back, room: width * 0.22 - 12, size: 16), size: 16, fill: "#0a7aff")
        }
        let contentTop = navTop + 44
        let captionRoom = caption.map { TitleMeasure.width($0, size: 11) + 20 } ?? 0
        s.text(
            16, contentTop + 26,
            TitleMeasure.fitted(screen.crumbs.joined(separator: " › "), room: width - 28 - captionRoom, size: 13), size: 13,
            fill: "#55555f")
        if let caption { s.text(width - 12, contentTop + 26, caption, size: 11, fill: "#8a8a95", anchor: "end") }
        s.text(
            width / 2, (contentTop + bottom) / 2, TitleMeasure.fitted(screen.title, room: width - 24, size: 30, bold: true),
            size: 30, fill: "#c4c4cc", anchor: "middle", weight: "bold")
        if screen.hidesBar {
            s.text(width / 2, (contentTop + bottom) / 2 + 26, "hides the tab bar", size: 12, fill: "#a0a0aa", anchor: "middle")
        }
        if swipe {
            s.rect(0, contentTop, 14, bottom - contentTop, fill: "#0a7aff", opacity: 0.25)
            s.text(20, bottom - 14, "back-swipe in progress", size: 12, fill: "#0a7aff")
        }
    }

    func drawBar(_ s: inout SVGWriter, _ scene: PhoneScene) {
        s.rect(0, barTop, width, layout.height, fill: Self.barColor)
        let iconOffset = layout.style == .stack ? layout.height / 2 - 7 : 17
        for (index, frame) in layout.tabs.enumerated() where index < scene.items.count {
            let item = scene.items[index]
            let colour = item.selected ? Self.accent : Self.idle
            s.raw(item.enabled ? "<g>" : "<g opacity=\"0.3\">")
            s.rect(frame.midX - 11, barTop + iconOffset - 11, 22, 22, fill: colour, rx: 6)
            // A title wider than its button is cut with '…' (a layout finding), never drawn over its neighbours.
            let title = index < layout.titles.count ? layout.title(tab: index, selected: item.selected) : item.name
            s.text(
                frame.midX, barTop + frame.maxY - 5, title, size: layout.titlePointSize(selected: item.selected),
                fill: colour, anchor: "middle", weight: item.selected ? "bold" : nil)
            s.raw("</g>")
            if let badge = layout.badgeFrame(tab: index, badge: item.badge) { drawBadge(&s, badge, item.badge) }
        }
        if let center = layout.center {
            let side = min(center.width, center.height) - 4
            // iOS 26 draws a replaced bar's centre button at the leading edge; its own slot stays empty, outlined.
            let misplaced = scene.anomalies.contains(.centerMisplaced)
            let midX = misplaced ? side / 2 + 4 : center.midX
            if misplaced {
                s.rect(
                    center.x + 1.5, barTop + center.y + 1.5, center.width - 3, center.height - 3, fill: "none",
                    stroke: Self.alarm,
                    dash: true, strokeWidth: 2)
            }
            s.rect(
                midX - side / 2, barTop + center.midY - side / 2, side, side, fill: Self.accent, rx: side / 2,
                stroke: misplaced ? Self.alarm : "#fff", strokeWidth: 2)
            s.text(midX, barTop + center.midY + 9, "+", size: 28, fill: "#fff", anchor: "middle", weight: "bold")
        }
        for finding in layout.findings {
            guard case .tabUnderCenter(let tab) = finding else { continue }
            let f = layout.tabs[tab]
            s.rect(
                f.x + 1.5, barTop + f.y + 1.5, f.width - 3, f.height - 3, fill: "none", stroke: Self.alarm, dash: true,
                strokeWidth: 2)
        }
        if scene.systemButtonsShown {
            for (index, frame) in layout.systemButtons.enumerated() {
                let name = TitleMeasure.fitted(
                    index < scene.items.count ? scene.items[index].name : "", room: frame.width - 4, size: 10, bold: true)
                s.rect(
                    frame.x + 2, barTop + 2, frame.width - 4, frame.height - 4, fill: "none", stroke: Self.systemBlue, dash: true,
                    strokeWidth: 1.5)
                s.rect(frame.midX - 12, barTop + 6, 24, 24, fill: Self.systemBlue, rx: 5)
                s.text(
                    frame.midX, barTop + frame.height - 8, name, size: 10, fill: Self.systemBlue, anchor: "middle", weight: "bold"
                )
            }
        }
    }

    /// iOS 26's minimized bar: a capsule at the leading edge showing only the selected tab.
    private func drawMinimizedBar(_ s: inout SVGWriter, _ scene: PhoneScene) {
        let height = 44.0
        let top = screenHeight - height - 10
        s.rect(12, top, 64, height, fill: Self.barColor, rx: height / 2)
        s.rect(12 + 32 - 11, top + 8, 22, 22, fill: Self.accent, rx: 6)
        let selected = scene.items.first(where: \.selected)
        if let selected {
            s.text(44, top + height - 4, selected.name, size: 8, fill: Self.accent, anchor: "middle")
        }
        // UIKit's own button for the selected tab, back over the app's capsule (the overlap), drawn as on the full bar.
        if scene.systemButtonsShown {
            s.rect(14, top + 2, 60, height - 4, fill: "none", stroke: Self.systemBlue, dash: true, strokeWidth: 1.5)
            s.rect(12 + 32 - 9, top + 4, 18, 18, fill: Self.systemBlue, rx: 4)
            if let selected {
                s.text(44, top + height - 12, selected.name, size: 8, fill: Self.systemBlue, anchor: "middle", weight: "bold")
            }
        }
    }

    /// A badge whose frame is in a bar's coordinates, that bar's top-left corner at (`x`, `y`): by default the
    /// bottom bar's.
    func drawBadge(_ s: inout SVGWriter, _ frame: LayoutRect, _ badge: Badge, x: Double = 0, y: Double? = nil) {
        let top = y ?? barTop
        s.rect(x + frame.x, top + frame.y, frame.width, frame.height, fill: "#ff3b30", rx: frame.height / 2)
        guard badge != .dot else { return }
        let size = layout.style == .stack ? 9.0 : 11.0
        let text = TitleMeasure.fitted(badge.description, room: frame.width - 4, size: size, bold: true)
        s.text(
            x + frame.midX, top + frame.midY + size * 0.36, text, size: size, fill: "#fff", anchor: "middle", weight: "bold")
    }

    private func drawMissingBar(_ s: inout SVGWriter) {
        s.rect(1.5, barTop + 1.5, width - 3, layout.height - 3, fill: "none", stroke: Self.alarm, dash: true, strokeWidth: 3)
        s.text(
            width / 2, barTop + layout.height / 2 + 5, "tab bar missing", size: 14, fill: Self.alarm, anchor: "middle",
            weight: "bold")
    }

    private func n(_ value: Double) -> String { LayoutRect.format(value) }
}
