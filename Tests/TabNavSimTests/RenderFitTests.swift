import Foundation
import Testing

@testable import TabNavTestSupport

/// `tabnav-sim render` through the binary: long titles are a layout finding and drawn cut, a sheet is drawn as iOS
/// draws one, and the page declares its viewport (Scripts/check-render.sh measures it in Chromium at 390 and 800 px).
@Suite("Render: what fits")
struct RenderFitTests {
    /// Five long names at 320 pt beside a centre button that presents a sheet; long badges on both sides of it.
    static let longNames = """
        tabs notifications discoveries messages favourites settings
        center write present=compose style=sheet
        badge messages "averylongbadge"
        badge favourites 120
        tap write
        """

    /// Renders `text` at `width` points and returns the command's output and the SVG of each picture.
    static func render(_ text: String, width: Int) throws -> (run: SimRun, pictures: [String], page: String) {
        let path = try Sim.tempTrace(text)
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("out").path
        let run = try Sim.run(["render", path, "--out", dir, "--width", String(width)])
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/svg"))?.sorted() ?? []
        let pictures = try names.map { try String(contentsOfFile: dir + "/svg/" + $0, encoding: .utf8) }
        return (run, pictures, (try? String(contentsOfFile: dir + "/index.html", encoding: .utf8)) ?? "")
    }

    /// The text of every `<text>` element of an SVG.
    static func texts(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text ").dropFirst().compactMap { part in
            guard let open = part.firstIndex(of: ">"), let close = part.range(of: "</text>") else { return nil }
            return String(part[part.index(after: open)..<close.lowerBound])
        }
    }

    @Test("Titles that do not fit their buttons are layout findings, named by render and --layout, and drawn cut with '…'")
    func longTitles() throws {
        let (run, pictures, page) = try Self.render(Self.longNames, width: 320)
        #expect(run.status == 0, "\(run.stderr)")
        let findings =
            "tab 0's title 'notifications' does not fit its button; tab 1's title 'discoveries' does not fit its button"
        #expect(run.stdout.contains("; layout: " + findings), "\(run.stdout)")
        #expect(page.contains(findings.replacingOccurrences(of: "'", with: "&apos;")))
        let launch = try #require(pictures.first)
        let titles = Self.texts(launch)
        #expect(titles.contains { $0.hasPrefix("notif") && $0.hasSuffix("…") })
        #expect(titles.contains { $0.hasPrefix("discov") && $0.hasSuffix("…") })
        #expect(titles.contains("settings") && titles.contains("favourites"))
        // The badges are cut to stay on their buttons, off the centre button.
        let badged = Self.texts(try #require(pictures.first { $0.contains("99+") }))
        #expect(!badged.contains("averylongbadge") && badged.contains { $0.hasPrefix("avery") && $0.hasSuffix("…") })
        // The replay's layout check says the same at 375 pt.
        let path = try Sim.tempTrace(Self.longNames)
        let replay = try Sim.run(["--layout", "symmetric", "--strict", path])
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("layout anomaly (symmetric): tab 0's title 'notifications' does not fit its button"))
    }

    @Test("A sheet has rounded top corners and a grabber; the screen behind is pushed back, dimmed, its title under the card")
    func sheetAsIOSDrawsIt() throws {
        let (_, pictures, _) = try Self.render(Self.longNames, width: 375)
        let sheet = try #require(pictures.first { $0.contains(">sheet</text>") })
        // The card: a path with two arcs at its top corners; the grabber, a 36 x 5 pill.
        let card = try #require(sheet.range(of: #"<path d="M0,([0-9.]+)a12,12 0 0 1 12,-12h"#, options: .regularExpression))
        let cardTop = try #require(Double(sheet[card].dropFirst(#"<path d="M0,"#.count).prefix { $0 != "a" })) - 12
        #expect(sheet.contains(##"width="36" height="5" fill="#c4c4cc" rx="2.5""##))
        // The screen behind: scaled down, on black, dimmed.
        let behind = try #require(
            sheet.range(of: #"translate\([0-9.]+,([0-9.]+)\) scale\(([0-9.]+)\)"#, options: .regularExpression))
        let numbers = sheet[behind].split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        let (top, scale) = (numbers[1], numbers[2])
        #expect(scale < 1 && sheet.contains(##"fill="#000" opacity="0.4""##))
        // Its navigation title (17 pt on a baseline 48 pt from its top) lies wholly under the card: the card's edge
        // does not cut through it.
        #expect(
            top + (48 - 17) * scale > cardTop, "the card's top \(cardTop) cuts the title behind at \(top + (48 - 17) * scale)")
        #expect(cardTop > top, "the screen behind shows above the card")
    }

    @Test("The page declares a viewport, so that a phone shows it at its own width")
    func viewport() throws {
        let (_, _, page) = try Self.render("tabs home me\npush a\n", width: 375)
        #expect(page.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(page.contains("@media (max-width:760px){main{flex-direction:column"))
    }
}
