import TabNavLayout

/// Draws a ``PhoneScene`` as an SVG iPad: the tablet's outline, the app's window (the whole screen in regular width;
/// in compact width a narrow window at the leading edge, another app beside it as in Split View) and the legend.
struct TabletPicture {
    /// The app's window, drawn from the screen's top-left corner.
    let window: PhonePicture
    /// The screen's width in points; the window is as wide or narrower.
    let screenWidth: Double
    /// The picture's margin around the screen.
    static let bezel: Double = 20

    var screenHeight: Double { window.screenHeight }
    /// The whole picture's size.
    var size: (width: Double, height: Double) {
        (screenWidth + 2 * Self.bezel, screenHeight + 2 * Self.bezel + PhonePicture.legendHeight)
    }

    /// The SVG document of a scene.
    func svg(_ scene: PhoneScene) -> String {
        var s = SVGWriter()
        let (w, h) = size
        s.raw(PhonePicture.svgStart(width: w, height: h))
        s.rect(0, 0, w, screenHeight + 2 * Self.bezel, fill: "#111", rx: 36)
        s.rect(w / 2 - 3, Self.bezel / 2 - 3, 6, 6, fill: "#3a3a44", rx: 3)
        s.raw("<g transform=\"translate(\(LayoutRect.format(Self.bezel)),\(LayoutRect.format(Self.bezel)))\">")
        if window.width < screenWidth {
            // Split View: a divider with its handle, and another app in the rest of the screen.
            let other = window.width + 10
            s.rect(0, 0, screenWidth, screenHeight, fill: "#2a2a30", rx: 18)
            s.rect(other, 0, screenWidth - other, screenHeight, fill: "#e4e4ea", rx: 18)
            s.rect(window.width + 3, screenHeight / 2 - 30, 4, 60, fill: "#8a8a95", rx: 2)
            s.text(
                (other + screenWidth) / 2, screenHeight / 2, "another app (Split View): this window is compact", size: 16,
                fill: "#8a8a95", anchor: "middle")
        }
        window.drawWindow(&s, scene)
        s.raw("</g>")
        window.drawLegend(&s, scene, top: screenHeight + 2 * Self.bezel + 18, room: w - PhonePicture.bezel - 22)
        s.raw("</svg>")
        return s.text
    }
}
