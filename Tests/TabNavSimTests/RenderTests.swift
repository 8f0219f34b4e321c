import Foundation
import TabNav
import Testing

@testable import TabNavSim
@testable import TabNavTestSupport

/// `tabnav-sim render`: golden pictures of chosen steps of the examples, and the page as a user opens it.
@Suite("Render")
struct RenderTests {
    /// The picture drawn after the step on `line` of a trace (0: the launch state).
    static func picture(
        _ path: String, line: Int, layout: TabBarLayout.Style = .symmetric,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String? {
        let source = try TraceSource(path: path)
        defer { source.close() }
        let simulation = Simulation(source: source, options: SimOptions())
        let checked = try simulation.check()
        var reporter = RenderReporter(
            picture: DevicePicture(configuration: checked.header.configuration, style: layout, width: 375))
        _ = try simulation.replay(checked, into: &reporter)
        guard let frame = reporter.frames.first(where: { $0.line == line }) else {
            Issue.record("no step on line \(line) of \(path)", sourceLocation: sourceLocation)
            return nil
        }
        return reporter.picture.svg(reporter.scenes[frame.picture])
    }

    struct Golden: Sendable, CustomTestStringConvertible {
        var trace: String
        var line: Int
        var name: String
        var layout: TabBarLayout.Style = .symmetric
        var testDescription: String { name }
    }

    static let goldens: [Golden] = [
        Golden(trace: "Examples/jianshu.trace", line: 0, name: "jianshu-launch"),
        Golden(trace: "Examples/jianshu.trace", line: 11, name: "jianshu-hidden-bar"),
        Golden(trace: "Examples/jianshu.trace", line: 16, name: "jianshu-overlap"),
        Golden(trace: "Examples/jianshu.trace", line: 18, name: "jianshu-full-screen-modal"),
        Golden(trace: "Examples/sheet-vs-full-screen.trace", line: 10, name: "sheet-over-overlap"),
        Golden(trace: "Examples/badges.trace", line: 13, name: "badges-count-dot-text"),
        Golden(trace: "Examples/ios14-hidden-bar.trace", line: 10, name: "ios14-bar-missing"),
        Golden(trace: "Examples/jianshu.trace", line: 0, name: "jianshu-launch-stack", layout: .stack),
        Golden(trace: "Examples/ios26-minimize.trace", line: 8, name: "ios26-minimized-bar"),
        Golden(trace: "Examples/app-hidden-bar.trace", line: 6, name: "app-hidden-bar"),
        Golden(trace: "Examples/modals-2026.trace", line: 14, name: "over-full-screen"),
        Golden(trace: "Examples/modals-2026.trace", line: 19, name: "locked-sheet"),
        Golden(trace: "Examples/modals-2026.trace", line: 26, name: "sheet-swipe-active"),
        Golden(trace: "Examples/center-misplaced-ios26.trace", line: 0, name: "center-misplaced"),
    ]

    @Test(
        "Chosen steps of the examples draw as their golden SVGs (re-record with TABNAV_RECORD_SNAPSHOTS=1)",
        arguments: goldens)
    func goldenPictures(golden: Golden) throws {
        let svg = try #require(
            try Self.picture(
                Sim.root.appendingPathComponent(golden.trace).path, line: golden.line,
                layout: golden.layout))
        try Sim.expectSnapshot(svg + "\n", named: "Render/\(golden.name).svg")
    }

    @Test("The seed layout with three tabs draws a tab under the centre button and names the fault in the legend")
    func seedCollisionPicture() throws {
        // The layout fix keeps UIKit's buttons off the bar from launch (format 2, V8.1), so the picture shows the layout alone.
        let path = try Sim.tempTrace(
            "tabs home discover me\ncenter write present=compose\ncustom-bar on-system-bar\noverlap-fix layout\n")
        let svg = try #require(try Self.picture(path, line: 0, layout: .seed))
        try Sim.expectSnapshot(svg + "\n", named: "Render/seed-three-tabs.svg")
        #expect(svg.contains("layout (seed): tab 1 lies under the centre button"))
        let symmetric = try #require(try Self.picture(path, line: 0))
        #expect(!symmetric.contains("lies under"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabnav-render-\(UUID().uuidString)")
        let run = try Sim.run(["render", path, "--layout=seed", "--out=\(dir.path)"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("; layout: tab 1 lies under the centre button\n"))
        try? FileManager.default.removeItem(at: dir)
    }

    @Test(
        "With more than five tabs the bar draws four tabs and More; the More list shows its rows; a tab in More gets More's back button"
    )
    func moreTabExample() throws {
        let path = Sim.root.appendingPathComponent("Examples/more-tab.trace").path
        let launch = try #require(try Self.picture(path, line: 0))
        let list = try #require(try Self.picture(path, line: 16))
        let shown = try #require(try Self.picture(path, line: 18))
        for name in ["home", "discover", "follow", "inbox", "More"] { #expect(launch.contains(">\(name)</text>")) }
        #expect(!launch.contains(">me</text>") && !launch.contains(">shop</text>"))
        #expect(
            list.contains(">me</text>") && list.contains(">shop</text>") && list.contains(">3</text>")
                && list.contains(">video</text>"))
        #expect(shown.contains(">‹ More</text>") && shown.contains(">shop</text>"))
    }

    @Test("A bar over a screen that hides it is drawn with the bar outlined and named in the legend")
    func barOverHidingScreen() throws {
        let path = try Sim.tempTrace("tabs home me\nscreen detail hides-bar\ncustom-bar over-content\npush detail\nbadge me 5\n")
        let svg = try #require(try Self.picture(path, line: 5))
        try Sim.expectSnapshot(svg + "\n", named: "Render/bar-over-hiding-screen.svg")
        #expect(svg.contains("bar-over-hiding-screen: the bar shows on a screen that hides it"))
        #expect(svg.contains("fill=\"\(PhonePicture.barColor)\""))
    }

    @Test("The overlap step draws UIKit's buttons over the custom ones, and a hidden-bar step draws no bar")
    func overlapAndHiddenBar() throws {
        let path = Sim.root.appendingPathComponent("Examples/jianshu.trace").path
        let overlap = try #require(try Self.picture(path, line: 16))
        let hidden = try #require(try Self.picture(path, line: 11))
        let launch = try #require(try Self.picture(path, line: 0))
        // Four system buttons: a dashed outline and a blue icon each.
        #expect(overlap.components(separatedBy: "fill=\"\(PhonePicture.systemBlue)\" rx=\"5\"/>").count - 1 == 4)
        #expect(!launch.contains(PhonePicture.systemBlue))
        #expect(launch.contains("fill=\"\(PhonePicture.barColor)\""))
        #expect(!hidden.contains(PhonePicture.barColor))
        #expect(hidden.contains("hides the tab bar"))
    }

    @Test("A minimized iOS 26 bar with the overlap draws UIKit's button on the capsule, as its legend says; without it, none")
    func minimizedBarOverlap() throws {
        let text = """
            tabs home discover me
            profile ios26
            custom-bar on-system-bar
            minimize on-scroll-down
            scroll down
            expect bar=minimized overlap=yes
            """
        let path = try Sim.tempTrace(text, name: "minimized-overlap")
        let minimized = try #require(try Self.picture(path, line: 5))
        #expect(minimized.contains("overlap: UIKit&apos;s buttons (blue) are back on the bar"))
        #expect(minimized.contains("stroke=\"\(PhonePicture.systemBlue)\""))
        let fixed = try Sim.tempTrace(
            text.replacingOccurrences(of: "custom-bar on-system-bar", with: "custom-bar replaced")
                .replacingOccurrences(of: " overlap=yes", with: " overlap=no"), name: "minimized-no-overlap")
        let clean = try #require(try Self.picture(fixed, line: 5))
        #expect(!clean.contains(PhonePicture.systemBlue))
    }

    @Test("render writes a page that loads nothing from elsewhere, and one SVG a distinct picture")
    func pageIsSelfContained() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabnav-render-\(UUID().uuidString)")
        let run = try Sim.run(["render", "Examples/jianshu.trace", "--out", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("the launch state and 9 steps, 7 pictures, 9 passed, 0 failed"))
        let page = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        for outside in ["src=", "href=", "<link", "@import", "url(http", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(outside), "the page refers to something outside it: \(outside)")
        }
        #expect(page.contains("const STEPS = ["))
        #expect(page.contains("custom-bar on-system-bar"))
        let svgs = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("svg").path)
        #expect(svgs.sorted() == (1...7).map { "picture-\($0).svg" }.sorted())
        try? FileManager.default.removeItem(at: dir)
    }

    @Test("A failed expectation is marked in the page in the replay's words and makes render exit 1")
    func failedExpectation() throws {
        let path = try Sim.tempTrace("tabs home me\npush detail\nexpect depth=3\n")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabnav-render-\(UUID().uuidString)")
        let run = try Sim.run(["render", path, "--out", dir.path])
        #expect(run.status == 1)
        let page = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("[[3,\"expect depth=3\",[\"expected depth=3, got 2\"]]]"))
        // The replay words the failure the same way.
        let replay = try Sim.run([path])
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("\(path):3:8: error: expected depth=3, got 2\n"))
        try? FileManager.default.removeItem(at: dir)
    }

    @Test(
        "Bad arguments and bad traces exit 2 and write nothing",
        arguments: [
            (["render", "Examples/jianshu.trace"], "tabnav-sim: error: 'render' needs '--out DIR'"),
            (["render", "--out", "x"], "tabnav-sim: error: 'render' needs a trace"),
            (
                ["render", "Examples/jianshu.trace", "--out", "x", "--layout", "grid"],
                "'render --layout' takes seed, symmetric or stack, not 'grid'"
            ),
            (["render", "Examples/jianshu.trace", "--out", "x", "--width", "9"], "from 200 to 1024, not '9'"),
            (["render", "Examples/jianshu.trace", "--out"], "'--out' needs a value"),
            (["render", "--frob"], "unknown option '--frob' for 'render'"),
            (["render", "Examples/jianshu.trace", "--out", "x", "--out", "y"], "option '--out' is given twice"),
            (["render", "Examples/jianshu.trace", "--out=x", "--out=y"], "option '--out' is given twice"),
            (
                ["render", "Examples/jianshu.trace", "--out", "x", "--layout", "seed", "--layout=stack"],
                "option '--layout' is given twice"
            ),
            (
                ["render", "Examples/jianshu.trace", "--out", "x", "--width=300", "--width", "400"],
                "option '--width' is given twice"
            ),
            (
                ["render", "Examples/jianshu.trace", "Examples/badges.trace", "--out", "x"],
                "more than one trace given ('Examples/jianshu.trace' and 'Examples/badges.trace')"
            ),
            (["render", "--out", "x", "-weird.trace"], "unknown option '-weird.trace' for 'render'"),
            (["render", "--help=yes"], "option '--help' takes no value"),
            (
                ["render", "Examples/jianshu.trace", "--out", "x", "--layout", "\u{1B}[31m"],
                "'render --layout' takes seed, symmetric or stack, not '\\u{1B}[31m'"
            ),
            (["render", "Examples/jianshu.trace", "--out", "x", "--width", "3\u{1B}[0m"], "not '3\\u{1B}[0m'"),
            (["render", "--\u{1B}[2J"], "unknown option '--\\u{1B}[2J' for 'render'"),
        ])
    func badArguments(arguments: [String], message: String) throws {
        let run = try Sim.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(" (see 'tabnav-sim help render')\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}"), "a raw escape character reached the terminal")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Sim.root.appendingPathComponent("x").path))
    }

    @Test("'--' ends the options: a FILE starting with '-' comes after it, and '--opt=value' still reads as '--opt value'")
    func doubleDash() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabnav-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: Sim.root.appendingPathComponent("Examples/jianshu.trace"),
            to: dir.appendingPathComponent("-jianshu.trace"))
        let run = try Sim.shell("cd '\(dir.path)' && \"$SIM\" render --out=page --width=320 -- -jianshu.trace")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("page/index.html: the launch state and 9 steps, 7 pictures"))
        let page = try String(contentsOf: dir.appendingPathComponent("page/index.html"), encoding: .utf8)
        #expect(page.contains("-jianshu.trace"))
        // After `--`, an option's name is a trace too.
        let twoFiles = try Sim.shell("cd '\(dir.path)' && \"$SIM\" render --out page -- -jianshu.trace --width")
        #expect(twoFiles.status == 2)
        #expect(twoFiles.stderr.contains("more than one trace given ('-jianshu.trace' and '--width')"))
    }

    @Test("render --out DIR removes the pictures an earlier, longer render left, and nothing else")
    func removesStalePictures() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabnav-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("svg")
        let long = try Sim.run(["render", "Examples/jianshu.trace", "--out", dir.path])
        #expect(long.status == 0 && long.stdout.contains("7 pictures"), "\(long.stderr)")
        // Files the render never writes: they stay.
        let foreign = ["picture-08.svg", "picture-0.svg", "picture-9.svg.bak", "picture-x.svg", "notes.txt", "Picture-9.svg"]
        for name in foreign { try "keep\n".write(to: svg.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try FileManager.default.createDirectory(
            at: svg.appendingPathComponent("picture-20.svg"), withIntermediateDirectories: true)
        let short = try Sim.tempTrace("tabs home me\npush detail\n")
        let run = try Sim.run(["render", short, "--out", dir.path])
        #expect(run.status == 0 && run.stdout.contains("the launch state and 1 step, 2 pictures"), "\(run.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: svg.path).sorted()
        #expect(left == (["picture-1.svg", "picture-2.svg", "picture-20.svg"] + foreign).sorted())
        let page = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("push detail") && !page.contains("custom-bar on-system-bar"))
    }

    @Test("A trace with errors prints FILE:LINE:COLUMN errors, exits 2 and writes no page")
    func badTrace() throws {
        let path = try Sim.tempTrace("tabs home me\ntap settings\n")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabnav-render-\(UUID().uuidString)")
        let run = try Sim.run(["render", path, "--out", dir.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(path):2:5: error: unknown tab 'settings'"))
        #expect(!FileManager.default.fileExists(atPath: dir.path))
    }

    @Test("A layout that puts a tab under the centre button is a layout anomaly, a failure under --strict")
    func layoutAnomalyInReplay() throws {
        let three = try Sim.tempTrace("tabs a b c\ncenter w present=x\n")
        let four = try Sim.tempTrace("tabs a b c d\ncenter w present=x\n")
        let plain = try Sim.run(["--layout=seed", three])
        #expect(plain.status == 0)
        // Before the summary, whose last line stays `N passed, M failed`.
        #expect(plain.stdout.contains("\nlayout anomaly (seed): tab 1 lies under the centre button\nsteps: 0"))
        #expect(plain.stdout.hasSuffix("\n0 passed, 0 failed\n"))
        let strict = try Sim.run(["--strict", "--quiet", "--layout", "seed", three])
        #expect(strict.status == 1)
        #expect(
            strict.stdout == "\(three):1:1: error: layout anomaly (seed): tab 1 lies under the centre button\n"
                + "steps: 0 (ok 0, noop 0, rejected 0); no anomalies; invariants held\n0 passed, 1 failed (1 layout anomaly)\n")
        #expect(try Sim.run(["--strict", "--layout=seed", four]).status == 0)
        #expect(try Sim.run(["--strict", three]).status == 0) // symmetric by default
        let bad = try Sim.run(["--layout=grid", three])
        #expect(
            bad.status == 2
                && bad.stderr
                    == "tabnav-sim: error: '--layout' takes seed, symmetric or stack, not 'grid' (see 'tabnav-sim --help')\n"
        )
    }

    @Test("A disabled tab is dimmed, and a back-swipe in progress is shown")
    func disabledAndSwipe() throws {
        let path = try Sim.tempTrace("tabs home me\npush detail\ndisable me\nback-swipe start\n")
        let svg = try #require(try Self.picture(path, line: 4))
        #expect(svg.components(separatedBy: "<g opacity=\"0.3\">").count - 1 == 1)
        #expect(svg.contains("back-swipe in progress"))
        let before = try #require(try Self.picture(path, line: 2))
        #expect(!before.contains("opacity=\"0.3\"") && !before.contains("back-swipe in progress"))
    }

    @Test("Format 2's state is drawn: a minimized capsule, a bar the app hid, a sheet being swiped, each modal style")
    func format2State() throws {
        let minimize = Sim.root.appendingPathComponent("Examples/ios26-minimize.trace").path
        let minimized = try #require(try Self.picture(minimize, line: 8))
        #expect(minimized.contains("bar minimized (iOS 26)"))
        #expect(!(try #require(try Self.picture(minimize, line: 0))).contains("bar minimized"))
        let hidden = try #require(
            try Self.picture(Sim.root.appendingPathComponent("Examples/app-hidden-bar.trace").path, line: 6))
        #expect(hidden.contains("bar hidden by the app") && !hidden.contains(PhonePicture.barColor))
        let modals = Sim.root.appendingPathComponent("Examples/modals-2026.trace").path
        let over = try #require(try Self.picture(modals, line: 14))
        // Over full screen keeps the tab bar controller's views, so the custom bar is drawn behind the modal.
        #expect(over.contains("over full screen") && over.contains(PhonePicture.barColor))
        #expect(try #require(try Self.picture(modals, line: 19)).contains(">locked sheet<"))
        let swiping = try #require(try Self.picture(modals, line: 26))
        #expect(swiping.contains("sheet swipe in progress") && swiping.contains("swiping the sheet down"))
        #expect(!(try #require(try Self.picture(modals, line: 25))).contains("sheet swipe in progress"))
        let misplaced = Sim.root.appendingPathComponent("Examples/center-misplaced-ios26.trace").path
        let leading = try #require(try Self.picture(misplaced, line: 0))
        #expect(leading.contains("center-misplaced: iOS 26 draws the centre button"))
        #expect(!(try #require(try Self.picture(misplaced, line: 11))).contains("center-misplaced"))
    }

    @Test("With more than five tabs the bar draws four tabs and More; the More list and an overflow tab inside More")
    func moreTab() throws {
        let path = try Sim.tempTrace(
            "tabs home search inbox me photos files settings\nbadge files 3\ntap more\npick files\npush doc\nselect home\n")
        let launch = try #require(try Self.picture(path, line: 0))
        #expect(launch.contains(">More<") && !launch.contains(">photos<") && !launch.contains(">settings<"))
        let list = try #require(try Self.picture(path, line: 3))
        // The list names the overflow tabs in header order, with the badge of files; the More item is selected.
        let rows = ["photos", "files", "settings"].compactMap { list.range(of: ">\($0)<")?.lowerBound }
        #expect(rows.count == 3 && rows == rows.sorted())
        #expect(list.contains(">3<"))
        #expect(list.contains("fill=\"\(PhonePicture.accent)\" text-anchor=\"middle\" font-weight=\"bold\">More<"))
        let inside = try #require(try Self.picture(path, line: 4))
        #expect(inside.contains("‹ More") && inside.contains("More › files") && !inside.contains(">settings<"))
        let deeper = try #require(try Self.picture(path, line: 5))
        #expect(deeper.contains("‹ files") && deeper.contains("More › files › doc"))
        let home = try #require(try Self.picture(path, line: 6))
        #expect(
            !home.contains("More › ")
                && home.contains("fill=\"\(PhonePicture.accent)\" text-anchor=\"middle\" font-weight=\"bold\">home<"))
    }

    @Test("Text from the trace is escaped in the pictures and in the page's script")
    func escaping() {
        #expect(SVGWriter.escaped("a<b&\"c'>\u{1}") == "a&lt;b&amp;&quot;c&apos;&gt;")
        #expect(RenderPage.scriptString("</script>\u{2028}") == "\"\\u003c/script\\u003e\\u2028\"")
    }
}
