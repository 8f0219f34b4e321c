import TabNav
import TabNavLayout

/// Draws a scene on the trace's device, the bar laid out for the width the scene is in: an iPhone as
/// ``PhonePicture`` draws it; a large iPhone upright (compact, five items) or on its side (regular, eight); an iPad
/// as a ``TabletPicture``, full screen in regular width, a narrow Split View window in compact width.
struct DevicePicture {
    /// The trace's app, its device included.
    let configuration: Configuration<String>
    /// How the custom bar places its buttons.
    let style: TabBarLayout.Style
    /// An iPhone's screen width (`--width`); the other devices are drawn in proportion to it.
    let width: Double

    /// A large iPhone's screen held upright at `--width 375`, in points (an iPhone 8 Plus's).
    static let maxScreen = (width: 414.0, height: 736.0)
    /// An iPad's screen at `--width 375`, in points, held in landscape (a 9.7-inch iPad's).
    static let padScreen = (width: 1024.0, height: 768.0)
    /// The share of the iPad's width a compact window takes: a third in Split View (320 of 1024 points).
    static let compactWindowShare = 0.3125

    private var scale: Double { width / 375 }

    /// The custom bar as laid out at launch (an iPad full screen, a large iPhone upright): what the page's summary
    /// and the command's last line report.
    var launchLayout: TabBarLayout {
        switch configuration.device {
        case .iphone: TabBarLayout(configuration: configuration, style: style, width: width)
        case .iphoneMax:
            TabBarLayout(configuration: configuration, style: style, width: Self.maxScreen.width * scale)
        case .ipad:
            TabBarLayout(
                configuration: configuration, style: style, width: Self.padScreen.width * scale, sizeClass: .regular)
        }
    }

    /// The SVG document of a scene.
    func svg(_ scene: PhoneScene) -> String {
        switch configuration.device {
        case .iphone:
            return PhonePicture(layout: TabBarLayout(configuration: configuration, style: style, width: width)).svg(scene)
        case .iphoneMax:
            let (long, short) = (Self.maxScreen.height * scale, Self.maxScreen.width * scale)
            let (w, h) = scene.landscape ? (long, short) : (short, long)
            let bar = TabBarLayout(configuration: configuration, style: style, width: w, sizeClass: scene.width)
            return PhonePicture(layout: bar, screenHeight: h).svg(scene)
        case .ipad:
            let (w, h) = (Self.padScreen.width * scale, Self.padScreen.height * scale)
            let windowWidth = scene.width == .regular ? w : (w * Self.compactWindowShare).rounded()
            var window = PhonePicture(
                layout: TabBarLayout(configuration: configuration, style: style, width: windowWidth, sizeClass: scene.width),
                screenHeight: h)
            if scene.floatingBar {
                window.floating = TabBarLayout.floating(configuration: configuration, maximumWidth: windowWidth - 160)
            }
            return TabletPicture(window: window, screenWidth: w).svg(scene)
        }
    }
}
