import TabNav
import TabNavLayout
import Testing

/// Titles and badges kept on their buttons: a title that does not fit is a finding and is drawn cut with `…`; a badge
/// never slides under the centre button nor off the bar.
@Suite("Tab bar titles and badges")
struct TabBarTitleTests {
    static let longTitles = ["notifications", "discoveries", "messages", "favourites", "settings"]

    @Test("Five long titles at 320 pt beside a centre button: each one that does not fit is a finding and is cut to fit")
    func longTitlesAreFindingsAndCut() {
        let layout = TabBarLayout(style: .symmetric, width: 320, tabCount: 5, hasCenter: true, titles: Self.longTitles)
        let cut = layout.findings.compactMap { if case .titleCut(let tab, _) = $0 { tab } else { nil } }
        #expect(cut == [0, 1, 2])
        #expect(layout.findings.contains(.titleCut(0, "notifications")))
        #expect(
            TabBarLayout.Finding.titleCut(0, "notifications").description
                == "tab 0's title 'notifications' does not fit its button")
        for tab in 0..<5 {
            for selected in [false, true] {
                let drawn = layout.title(tab: tab, selected: selected)
                let width = TitleMeasure.width(drawn, size: layout.titlePointSize(selected: selected), bold: selected)
                #expect(width <= layout.titleRoom(tab: tab) + 1e-9, "tab \(tab): '\(drawn)' is \(width) pt")
                #expect(
                    drawn == Self.longTitles[tab] || (drawn.hasSuffix("…") && Self.longTitles[tab].hasPrefix(drawn.dropLast())))
            }
        }
        #expect(layout.title(tab: 0, selected: true).hasSuffix("…"))
        // At 375 pt with short names nothing is cut, and a layout made without titles checks none.
        #expect(
            TabBarLayout(
                style: .symmetric, width: 375, tabCount: 4, hasCenter: true, titles: ["home", "discover", "follow", "me"]
            ).findings.isEmpty)
        #expect(TabBarLayout(style: .symmetric, width: 320, tabCount: 5, hasCenter: true).findings.isEmpty)
    }

    @Test("A title under the seed's centre button has only the part of its button the centre leaves")
    func seedTitleRoom() {
        let layout = TabBarLayout(style: .seed, width: 375, tabCount: 3, hasCenter: true, titles: ["home", "discover", "me"])
        let center = try! #require(layout.center)
        #expect(layout.titleRoom(tab: 1) < layout.tabs[1].width)
        #expect(abs(layout.titleRoom(tab: 1) - (center.x - layout.tabs[1].x)) < 1e-9)
    }

    @Test(
        "A badge stays on its button, off the centre button and on the bar, whatever its text, style, width and tab count",
        arguments: TabBarLayout.Style.allCases)
    func badgesStayOffTheCenter(_ style: TabBarLayout.Style) {
        let badges: [Badge] = [.dot, .count(7), .count(120), .text("new"), .text("messages"), .text("averyverylongbadgetext")]
        for width in stride(from: 200.0, through: 500, by: 15) {
            for tabs in 1...5 {
                let layout = TabBarLayout(style: style, width: width, tabCount: tabs, hasCenter: true)
                let center = try! #require(layout.center)
                for tab in 0..<tabs {
                    for badge in badges {
                        let frame = try! #require(layout.badgeFrame(tab: tab, badge: badge))
                        let button = layout.tabs[tab]
                        let place = "\(style) \(width) pt, \(tabs) tabs, tab \(tab), \(badge): \(frame)"
                        #expect(frame.x >= button.x - 1e-9, "\(place)")
                        // On the bar and off the centre button, unless the button itself is off the bar or under the
                        // centre button (the stack's and the seed's own faults, findings of their own).
                        if button.maxX <= width + 1e-9 { #expect(frame.maxX <= width + 1e-9, "\(place)") }
                        if !button.overlaps(center) && center.x >= button.maxX {
                            #expect(frame.maxX <= center.x + 1e-9, "\(place)")
                        }
                    }
                }
            }
        }
    }

    @Test("Wide characters count a whole point size; fitted text never exceeds its room")
    func measure() {
        #expect(TitleMeasure.width("首页", size: 10) == 20)
        #expect(TitleMeasure.fitted("首页文章评论", room: 35, size: 10) == "首页…")
        #expect(TitleMeasure.fitted("home", room: 100, size: 10) == "home")
        #expect(TitleMeasure.fitted("home", room: 1, size: 10) == "…")
    }
}
