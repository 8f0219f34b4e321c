import Foundation
import Testing

@testable import TabNavSim

/// `tabnav-sim render` on the devices of trace format 3: a large iPhone in both orientations, the iPad's floating bar
/// and the custom bar it loses, a compact iPad window, and form sheets.
@Suite("Render: devices")
struct RenderDeviceTests {
    typealias Golden = RenderTests.Golden

    static let goldens: [Golden] = [
        Golden(trace: "Examples/iphone-max-rotation.trace", line: 18, name: "iphone-max-landscape-seven-tabs"),
        Golden(trace: "Examples/iphone-max-rotation.trace", line: 20, name: "iphone-max-portrait-more"),
        Golden(trace: "Examples/ipad-custom-bar.trace", line: 0, name: "ipad-floating-bar-custom-bar-lost"),
        Golden(trace: "Examples/ipad-custom-bar.trace", line: 14, name: "ipad-floating-bar-over-hiding-screen"),
        Golden(trace: "Examples/ipad-custom-bar.trace", line: 17, name: "ipad-compact-overlap"),
        Golden(trace: "Examples/ipad-form-sheet.trace", line: 8, name: "ipad-form-sheet"),
        Golden(trace: "Examples/ipad-form-sheet.trace", line: 15, name: "ipad-compact-sheet"),
        Golden(trace: "Examples/ipad-form-sheet.trace", line: 21, name: "ipad-locked-form-sheet"),
    ]

    static func picture(_ trace: String, line: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        try RenderTests.picture(Sim.root.appendingPathComponent(trace).path, line: line, sourceLocation: sourceLocation)
    }

    @Test(
        "Chosen steps of the format 3 examples draw as their golden SVGs (re-record with TABNAV_RECORD_SNAPSHOTS=1)",
        arguments: goldens)
    func goldenPictures(golden: Golden) throws {
        let svg = try #require(try Self.picture(golden.trace, line: golden.line))
        try Sim.expectSnapshot(svg + "\n", named: "Render/\(golden.name).svg")
    }

    /// The `width` and `height` of a picture's `<svg>` element.
    static func size(_ svg: String) -> String {
        String(svg.split(separator: " viewBox")[0].split(separator: " width=")[1])
    }

    @Test("A large iPhone is drawn upright (414 × 736) and on its side (736 × 414), with the bar's items of each width")
    func largeIPhone() throws {
        let portrait = try #require(try Self.picture("Examples/iphone-max-rotation.trace", line: 0))
        let landscape = try #require(try Self.picture("Examples/iphone-max-rotation.trace", line: 18))
        #expect(Self.size(portrait) == "\"438\" height=\"844\"")
        #expect(Self.size(landscape) == "\"760\" height=\"522\"")
        #expect(portrait.contains(">More</text>") && !portrait.contains(">news</text>"))
        for name in ["home", "discover", "follow", "me", "news", "shop", "help"] {
            #expect(landscape.contains(">\(name)</text>"), "\(name)")
        }
        #expect(!landscape.contains(">More</text>"))
    }

    @Test("In landscape a large iPhone with more than eight tabs draws seven of them and More; upright, four and More")
    func largeIPhoneMoreInLandscape() throws {
        let path = try Sim.tempTrace("tabs t0 t1 t2 t3 t4 t5 t6 t7 t8 t9\ndevice iphone-max\nrotate\nrotate\n")
        let landscape = try #require(try RenderTests.picture(path, line: 3))
        let portrait = try #require(try RenderTests.picture(path, line: 4))
        for index in 0..<7 { #expect(landscape.contains(">t\(index)</text>"), "t\(index)") }
        #expect(landscape.contains(">More</text>") && !landscape.contains(">t7</text>"))
        #expect(portrait.contains(">t3</text>") && !portrait.contains(">t4</text>") && portrait.contains(">More</text>"))
    }

    @Test(
        "The iPad's floating bar is a capsule at the top with UIKit's items; the lost custom bar is greyed at the bottom and named"
    )
    func floatingBar() throws {
        let lost = try #require(try Self.picture("Examples/ipad-custom-bar.trace", line: 0))
        #expect(Self.size(lost) == "\"1064\" height=\"892\"")
        #expect(lost.contains("fill=\"\(PhonePicture.floatingColor)\" rx=\"20\""))
        #expect(lost.contains("fill=\"\(PhonePicture.systemBlue)\" rx=\"17\"/><text x=\"392.6\""))
        #expect(lost.contains("<g opacity=\"0.3\"><rect x=\"0\" y=\"719\" width=\"1024\" height=\"49\" fill=\"#30303a\"/>"))
        #expect(lost.contains(">custom bar lost: UIKit shows its floating bar instead</text>"))
        #expect(lost.contains("custom-bar-lost: the iPad&apos;s floating bar (top) shows UIKit&apos;s items"))
        // UIKit's buttons stay on the classic bar, which is not on screen: none are drawn.
        #expect(!lost.contains("stroke=\"\(PhonePicture.systemBlue)\""))
        // `custom-bar replaced` keeps its own bar; the floating bar is UIKit's, and nothing is lost.
        let replaced = try Sim.tempTrace("tabs home me\nprofile ios26\ncustom-bar replaced\ndevice ipad\n")
        let kept = try #require(try RenderTests.picture(replaced, line: 0))
        #expect(kept.contains(PhonePicture.floatingColor) && !kept.contains("custom bar lost") && !kept.contains("#30303a"))
        // Under a profile before iOS 26 the iPad in regular width keeps its bottom bar, eight items at most.
        let modern = try Sim.tempTrace("tabs t0 t1 t2 t3 t4 t5 t6 t7 t8\ndevice ipad\n")
        let bottom = try #require(try RenderTests.picture(modern, line: 0))
        #expect(!bottom.contains(PhonePicture.floatingColor) && bottom.contains("y=\"719\" width=\"1024\" height=\"49\""))
        #expect(bottom.contains(">t6</text>") && !bottom.contains(">t7</text>") && bottom.contains(">More</text>"))
    }

    @Test("A compact iPad is a narrow window with the bottom bar beside another app")
    func compactWindow() throws {
        let svg = try #require(try Self.picture("Examples/ipad-custom-bar.trace", line: 17))
        #expect(svg.contains("another app (Split View): this window is compact"))
        #expect(svg.contains("<rect width=\"320\" height=\"768\" rx=\"18\"/></clipPath>"))
        #expect(svg.contains("<rect x=\"0\" y=\"719\" width=\"320\" height=\"49\" fill=\"#30303a\"/>"))
        #expect(!svg.contains(PhonePicture.floatingColor))
        #expect(svg.contains("overlap: UIKit&apos;s buttons (blue) are back on the bar"))
    }

    @Test("A form sheet is a centred card over the dimmed screen, the bar still drawn around it; legacy and locked sheets too")
    func formSheets() throws {
        let sheet = try #require(try Self.picture("Examples/ipad-form-sheet.trace", line: 8))
        #expect(sheet.contains("<g transform=\"translate(242,82)\"><clipPath id=\"card\"><rect width=\"540\" height=\"604\""))
        #expect(sheet.contains(">form sheet</text>") && sheet.contains(">inbox</text>"))
        #expect(sheet.contains("y=\"719\" width=\"1024\" height=\"49\" fill=\"#30303a\""))
        // The bar is not under the modal: the legend does not say so.
        #expect(sheet.contains(">no anomalies</text>") && !sheet.contains("under the modal"))
        let locked = try #require(try Self.picture("Examples/ipad-form-sheet.trace", line: 21))
        #expect(locked.contains(">locked form sheet</text>"))
        let legacy = try Sim.tempTrace("tabs a b\nprofile legacy\ndevice ipad\npresent s style=sheet\nresize compact\n")
        #expect(try #require(try RenderTests.picture(legacy, line: 4)).contains(">form sheet</text>"))
        // In compact width a legacy sheet is drawn full screen, as on the iPhones of its time.
        #expect(try #require(try RenderTests.picture(legacy, line: 5)).contains(">presented full screen</text>"))
    }

    @Test("render writes the page of an iPad trace, its pictures the tablet's")
    func iPadPage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabnav-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Sim.run(["render", "Examples/ipad-custom-bar.trace", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("the launch state and 7 steps, 4 pictures, 6 passed, 0 failed"))
        let page = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("device ipad") && page.contains("layout symmetric, 1024 pt"))
        let first = try String(contentsOf: dir.appendingPathComponent("svg/picture-1.svg"), encoding: .utf8)
        #expect(first.contains("width=\"1064\""))
    }
}
