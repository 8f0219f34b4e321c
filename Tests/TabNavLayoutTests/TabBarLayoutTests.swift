import TabNav
import TabNavLayout
import Testing

/// The layouts' frames against numbers worked out by hand from the seeds' arithmetic (bar 49 pt high, the seed's
/// centre image 44 pt; the first seed's stack 60 pt high, as its `tabbarHeight`). Each row's comment is the hand
/// computation; `xs` are the tabs' left edges.
@Suite("Tab bar layout")
struct TabBarLayoutTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var tabs: Int
        var width: Double
        var xs: [Double]
        /// One width for every tab, or one a tab.
        var widths: [Double]
        var centerX: Double?
        var testDescription: String { "\(tabs) tabs, \(Int(width)) pt" }
    }

    static func expectFrames(
        _ layout: TabBarLayout, _ row: Row, height: Double, centerWidth: Double? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(layout.tabs.count == row.tabs, sourceLocation: sourceLocation)
        for (index, frame) in layout.tabs.enumerated() where index < row.xs.count {
            let width = row.widths.count == 1 ? row.widths[0] : row.widths[index]
            #expect(abs(frame.x - row.xs[index]) < 0.005, "tab \(index) x \(frame.x)", sourceLocation: sourceLocation)
            #expect(abs(frame.width - width) < 0.005, "tab \(index) width \(frame.width)", sourceLocation: sourceLocation)
            #expect(frame.y == 0 && frame.height == height, sourceLocation: sourceLocation)
        }
        if let x = row.centerX {
            #expect(
                abs((layout.center?.x ?? -1) - x) < 0.005, "centre x \(layout.center?.x ?? -1)", sourceLocation: sourceLocation)
            if let centerWidth {
                #expect(abs((layout.center?.width ?? -1) - centerWidth) < 0.005, sourceLocation: sourceLocation)
            }
        }
    }

    static let seedRows: [Row] = [
        // 4 subviews: slot 320/4 = 80; tabs at slots 0, 1, 3 → 0, 80, 240; centre 160 - 22 = 138
        Row(tabs: 3, width: 320, xs: [0, 80, 240], widths: [80], centerX: 138),
        // slot 375/4 = 93.75; 0, 93.75, 3 × 93.75 = 281.25; centre 187.5 - 22 = 165.5
        Row(tabs: 3, width: 375, xs: [0, 93.75, 281.25], widths: [93.75], centerX: 165.5),
        // slot 414/4 = 103.5; 0, 103.5, 310.5; centre 207 - 22 = 185
        Row(tabs: 3, width: 414, xs: [0, 103.5, 310.5], widths: [103.5], centerX: 185),
        // 5 subviews: slot 320/5 = 64; slots 0, 1, 3, 4 → 0, 64, 192, 256; centre 138
        Row(tabs: 4, width: 320, xs: [0, 64, 192, 256], widths: [64], centerX: 138),
        // slot 75; 0, 75, 225, 300; centre 165.5
        Row(tabs: 4, width: 375, xs: [0, 75, 225, 300], widths: [75], centerX: 165.5),
        // slot 82.8; 0, 82.8, 248.4, 331.2; centre 185
        Row(tabs: 4, width: 414, xs: [0, 82.8, 248.4, 331.2], widths: [82.8], centerX: 185),
        // 6 subviews: slot 320/6 = 53.333; slots 0, 1, 3, 4, 5 → 0, 53.33, 160, 213.33, 266.67; centre 138
        Row(tabs: 5, width: 320, xs: [0, 53.333, 160, 213.333, 266.667], widths: [53.333], centerX: 138),
        // slot 62.5; 0, 62.5, 187.5, 250, 312.5; centre 165.5
        Row(tabs: 5, width: 375, xs: [0, 62.5, 187.5, 250, 312.5], widths: [62.5], centerX: 165.5),
        // slot 69; 0, 69, 207, 276, 345; centre 185
        Row(tabs: 5, width: 414, xs: [0, 69, 207, 276, 345], widths: [69], centerX: 185),
    ]

    @Test(
        "The seed layout divides the width by the subviews and shifts every tab after the second by one slot",
        arguments: seedRows)
    func seedFrames(row: Row) {
        let layout = TabBarLayout(style: .seed, width: row.width, tabCount: row.tabs, hasCenter: true)
        Self.expectFrames(layout, row, height: 49, centerWidth: 44)
        #expect(layout.center?.y == 2.5) // (49 - 44) / 2
    }

    static let symmetricRows: [Row] = [
        // middle 320/4 = 80 at 120; half (320 - 80)/2 = 120; 2 left of 60 → 0, 60; 1 right of 120 at 200
        Row(tabs: 3, width: 320, xs: [0, 60, 200], widths: [60, 60, 120], centerX: 120),
        // middle 93.75 at 140.625; half 140.625; left 70.3125 → 0, 70.3125; right 140.625 at 234.375
        Row(tabs: 3, width: 375, xs: [0, 70.3125, 234.375], widths: [70.3125, 70.3125, 140.625], centerX: 140.625),
        // middle 103.5 at 155.25; half 155.25; left 77.625 → 0, 77.625; right 155.25 at 258.75
        Row(tabs: 3, width: 414, xs: [0, 77.625, 258.75], widths: [77.625, 77.625, 155.25], centerX: 155.25),
        // middle 64 at 128; half 128; 2 of 64 a side → 0, 64 | 192, 256
        Row(tabs: 4, width: 320, xs: [0, 64, 192, 256], widths: [64], centerX: 128),
        // middle 75 at 150; 0, 75 | 225, 300
        Row(tabs: 4, width: 375, xs: [0, 75, 225, 300], widths: [75], centerX: 150),
        // middle 82.8 at 165.6; 0, 82.8 | 248.4, 331.2
        Row(tabs: 4, width: 414, xs: [0, 82.8, 248.4, 331.2], widths: [82.8], centerX: 165.6),
        // middle 320/6 = 53.333 at 133.333; left 3 of 133.333/3 = 44.444 → 0, 44.444, 88.889;
        // right 2 of 66.667 from 186.667 → 186.667, 253.333
        Row(
            tabs: 5, width: 320, xs: [0, 44.444, 88.889, 186.667, 253.333],
            widths: [44.444, 44.444, 44.444, 66.667, 66.667], centerX: 133.333),
        // middle 62.5 at 156.25; left 52.083 → 0, 52.083, 104.167; right 78.125 from 218.75 → 218.75, 296.875
        Row(
            tabs: 5, width: 375, xs: [0, 52.083, 104.167, 218.75, 296.875],
            widths: [52.083, 52.083, 52.083, 78.125, 78.125], centerX: 156.25),
        // middle 69 at 172.5; left 57.5 → 0, 57.5, 115; right 86.25 from 241.5 → 241.5, 327.75
        Row(tabs: 5, width: 414, xs: [0, 57.5, 115, 241.5, 327.75], widths: [57.5, 57.5, 57.5, 86.25, 86.25], centerX: 172.5),
    ]

    @Test(
        "The symmetric layout keeps the centre button in the middle slot and the tabs on either side of it",
        arguments: symmetricRows)
    func symmetricFrames(row: Row) {
        let layout = TabBarLayout(style: .symmetric, width: row.width, tabCount: row.tabs, hasCenter: true)
        Self.expectFrames(layout, row, height: 49, centerWidth: row.width / Double(row.tabs + 1))
        #expect(layout.findings.isEmpty)
    }

    static let stackRows: [Row] = [
        // inset 0.04 × 320 = 12.8; inside 294.4; spacing (294.4 - 3 × 60)/2 = 57.2 → 12.8, 130, 247.2
        Row(tabs: 3, width: 320, xs: [12.8, 130, 247.2], widths: [60]),
        // inset 15; inside 345; spacing (345 - 180)/2 = 82.5 → 15, 157.5, 300
        Row(tabs: 3, width: 375, xs: [15, 157.5, 300], widths: [60]),
        // inset 16.56; inside 380.88; spacing 100.44 → 16.56, 177, 337.44
        Row(tabs: 3, width: 414, xs: [16.56, 177, 337.44], widths: [60]),
        // spacing (294.4 - 240)/3 = 18.133 → 12.8, 90.933, 169.067, 247.2
        Row(tabs: 4, width: 320, xs: [12.8, 90.933, 169.067, 247.2], widths: [60]),
        // spacing (345 - 240)/3 = 35 → 15, 110, 205, 300
        Row(tabs: 4, width: 375, xs: [15, 110, 205, 300], widths: [60]),
        // spacing (380.88 - 240)/3 = 46.96 → 16.56, 123.52, 230.48, 337.44
        Row(tabs: 4, width: 414, xs: [16.56, 123.52, 230.48, 337.44], widths: [60]),
        // 5 × 60 = 300 > 294.4: spacing 0 → 12.8, 72.8, 132.8, 192.8, 252.8 (the last ends at 312.8, inside the bar)
        Row(tabs: 5, width: 320, xs: [12.8, 72.8, 132.8, 192.8, 252.8], widths: [60]),
        // spacing (345 - 300)/4 = 11.25 → 15, 86.25, 157.5, 228.75, 300
        Row(tabs: 5, width: 375, xs: [15, 86.25, 157.5, 228.75, 300], widths: [60]),
        // spacing (380.88 - 300)/4 = 20.22 → 16.56, 96.78, 177, 257.22, 337.44
        Row(tabs: 5, width: 414, xs: [16.56, 96.78, 177, 257.22, 337.44], widths: [60]),
    ]

    @Test("The stack spaces square containers as tall as the bar evenly between 4 % insets", arguments: stackRows)
    func stackFrames(row: Row) {
        let layout = TabBarLayout(style: .stack, width: row.width, height: 60, tabCount: row.tabs, hasCenter: false)
        Self.expectFrames(layout, row, height: 60)
        #expect(layout.center == nil)
        #expect(layout.findings.isEmpty)
    }

    @Test("The seed layout puts a tab under the centre button with three or five tabs, and none with four")
    func seedCollision() {
        for width in [320.0, 375, 414] {
            // 3 tabs: tab 1 spans slot 1 (w/4 … w/2) and the centre straddles w/2.
            #expect(TabBarLayout(style: .seed, width: width, tabCount: 3, hasCenter: true).findings == [.tabUnderCenter(1)])
            #expect(TabBarLayout(style: .seed, width: width, tabCount: 4, hasCenter: true).findings.isEmpty)
            // 5 tabs: tab 2 starts at slot 3 = w/2, under the centre's right half.
            #expect(TabBarLayout(style: .seed, width: width, tabCount: 5, hasCenter: true).findings == [.tabUnderCenter(2)])
        }
    }

    @Test("Layouts that do not fit report tabs off the bar")
    func offBar() {
        // The seed without a centre button still skips a slot: 3 tabs of 375/3 = 125, the third at 375 … 500.
        #expect(TabBarLayout(style: .seed, width: 375, tabCount: 3, hasCenter: false).findings == [.tabOffBar(2)])
        // Five 80 pt containers from 12.8 with no spacing: the fourth ends at 12.8 + 4 × 80 = 332.8 > 320.
        #expect(
            TabBarLayout(style: .stack, width: 320, height: 80, tabCount: 5, hasCenter: false).findings
                == [.tabOffBar(3), .tabOffBar(4)])
    }

    @Test("UIKit's own buttons are evenly spaced over the whole width")
    func systemButtons() {
        // 375 / 4 = 93.75: 0, 93.75, 187.5, 281.25
        let layout = TabBarLayout(style: .seed, width: 375, tabCount: 4, hasCenter: true)
        #expect(layout.systemButtons.map(\.x) == [0, 93.75, 187.5, 281.25])
        #expect(layout.systemButtons.allSatisfy { $0.width == 93.75 && $0.height == 49 })
    }

    @Test("A touch lands on the topmost button that contains it")
    func hitTesting() {
        // Seed, 3 tabs, 375: tab 1 spans 93.75 … 187.5, the centre 165.5 … 209.5 (y 2.5 … 46.5).
        let seed = TabBarLayout(style: .seed, width: 375, tabCount: 3, hasCenter: true)
        #expect(seed.button(atX: 170, y: 24) == .tab(1)) // the tab lies above the centre (added after it)
        #expect(seed.button(atX: 200, y: 24) == .center)
        #expect(seed.button(atX: 200, y: 1) == nil) // slot 2 is empty above the centre image
        #expect(seed.button(atX: 300, y: 24) == .tab(2))
        // Symmetric, 4 tabs, 375: the centre owns 150 … 225.
        let symmetric = TabBarLayout(style: .symmetric, width: 375, tabCount: 4, hasCenter: true)
        #expect(symmetric.button(atX: 187.5, y: 24) == .center)
        #expect(symmetric.button(atX: 74.99, y: 0) == .tab(0))
        #expect(symmetric.button(atX: 75, y: 0) == .tab(1))
        // UIKit's buttons on top: 187.5 is the start of system button 2.
        #expect(symmetric.button(atX: 187.5, y: 24, systemButtonsShown: true) == .system(2))
        #expect(symmetric.button(atX: 375, y: 10) == nil)
        #expect(symmetric.button(atX: 10, y: 49) == nil)
        #expect(symmetric.button(atX: -1, y: 10, systemButtonsShown: true) == nil)
    }

    @Test("The stack's badge is a 15 pt circle 20 pt left of the container's right edge and 5 pt below its top")
    func stackBadge() {
        // 375, 4 tabs: container 1 at 110 … 170; badge x = 170 - 20 = 150, y = 5.
        let layout = TabBarLayout(style: .stack, width: 375, height: 60, tabCount: 4, hasCenter: false)
        #expect(layout.badgeFrame(tab: 1, badge: .count(3)) == LayoutRect(x: 150, y: 5, width: 15, height: 15))
        #expect(layout.badgeFrame(tab: 1, badge: .none) == nil)
        #expect(layout.badgeFrame(tab: 9, badge: .dot) == nil)
        #expect(layout.titlePointSize(selected: true) == 14)
        #expect(layout.titlePointSize(selected: false) == 12)
    }

    @Test("Other layouts place badges as UIKit does: right of the button's centre, wide enough for the text")
    func uikitBadge() {
        // Symmetric, 4 tabs, 375: tab 0 is 0 … 75, centre 37.5; badge x 43.5; `99+` is 3 × 7 + 6 = 27 wide.
        let layout = TabBarLayout(style: .symmetric, width: 375, tabCount: 4, hasCenter: true)
        #expect(layout.badgeFrame(tab: 0, badge: .count(120)) == LayoutRect(x: 43.5, y: 2, width: 27, height: 18))
        #expect(layout.badgeFrame(tab: 0, badge: .count(7)) == LayoutRect(x: 43.5, y: 2, width: 18, height: 18))
        #expect(layout.badgeFrame(tab: 0, badge: .dot) == LayoutRect(x: 43.5, y: 4, width: 8, height: 8))
        #expect(layout.titlePointSize(selected: true) == 10)
    }

    @Test("Any input lays out without trapping")
    func totality() {
        for style in TabBarLayout.Style.allCases {
            for width in [-5.0, 0, .nan, .infinity, 375] {
                for count in [-1, 0, 1, 5, 99] {
                    for center in [false, true] {
                        let layout = TabBarLayout(style: style, width: width, tabCount: count, hasCenter: center)
                        #expect(layout.tabs.count == min(max(count, 0), TabBarLayout.maximumTabCount))
                        _ = layout.findings
                        _ = layout.button(atX: 10, y: 10, systemButtonsShown: true)
                    }
                }
            }
        }
        #expect(LayoutRect.format(53.3333) == "53.33")
        #expect(LayoutRect.format(12.8) == "12.8")
        #expect(LayoutRect.format(-0.5) == "-0.5")
        #expect(LayoutRect.format(.nan) == "0")
    }
}
