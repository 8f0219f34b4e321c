import Foundation
import TabNav
import TabNavStatechart
import Testing

@testable import TabNavTestSupport

/// The files of `Docs/statecharts/` that the machine generates, and the commands that refresh them.
enum ChartDocuments {
    /// Rewrites the generated text files.
    static let refresh = "TABNAV_RECORD_CHARTS=1 swift test --filter Statechart"
    /// Renders every DOT file to SVG with Graphviz.
    static let render = "Scripts/render-statecharts.sh"

    /// `Docs/statecharts/`, found from this file's path.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/statecharts")
    }

    /// The chart of the Jianshu-style app, the default of `tabnav-sim statechart`.
    static var jianshu: Statechart { Statechart(configuration: .jianshu, name: "jianshu") }

    /// The Jianshu app as it ships in 2026 (trace format 2): `ios26` minimizing the bar on a scroll down, badges on the
    /// items over the on-system-bar custom bar, a centre button that presents a locked sheet. Its chart has the
    /// regions format 2 adds: the sheet swipe, the minimized bar and the app-hidden bar.
    static var jianshu2026: Statechart {
        let j = Configuration<String>.jianshu
        let c = try! Configuration(
            tabs: j.tabs, hidingScreens: j.hidingScreens,
            centerButton: CenterButton(name: "write", action: .present("compose", style: .lockedSheet)),
            barPolicy: j.barPolicy, badgePolicy: j.badgePolicy, profile: .ios26, customBar: j.customBar,
            overlapFix: .completion, badgeTarget: .item, minimize: .onScrollDown)
        return Statechart(configuration: c, name: "jianshu-2026")
    }

    /// The seven-tab app of `Examples/more-tab.trace` (V4 of trace format 2): home, discover, follow and inbox on the
    /// bar, me, shop and video in More, `player` hiding the bar. Its chart has the More region and the selection
    /// region of an app with a More tab.
    static var moreTab: Statechart {
        let names = ["home", "discover", "follow", "inbox", "me", "shop", "video"]
        let c = try! Configuration(tabs: names.map { TabSpec(name: $0, root: $0) }, hidingScreens: ["player"])
        return Statechart(configuration: c, name: "more-tab")
    }

    /// The seven-tab app of `Examples/iphone-max-rotation.trace` on a large iPhone (trace format 3): four tabs on the
    /// bar and More in portrait, all seven on the bar in landscape. Its chart has the width region, and selection and
    /// More regions where a rotation moves tabs between the bar and More.
    static var iphoneMax: Statechart {
        let names = ["home", "discover", "follow", "me", "news", "shop", "help"]
        let c = try! Configuration(
            tabs: names.map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"], device: .iphoneMax)
        return Statechart(configuration: c, name: "iphone-max")
    }

    /// The same seven tabs on an iPad under `ios26` (trace format 3): the floating bar in regular width, which the
    /// stacks do not hide, does not minimize and loses the on-system-bar custom bar and its centre button; form sheets
    /// that a tap on the bar dismisses; More and a minimizing bottom bar in compact width.
    static var ipad: Statechart {
        let names = ["home", "discover", "follow", "me", "news", "shop", "help"]
        let c = try! Configuration(
            tabs: names.map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"],
            centerButton: CenterButton(name: "write", action: .present("compose", style: .sheet)), profile: .ios26,
            customBar: .onSystemBar, minimize: .onScrollDown, device: .ipad)
        return Statechart(configuration: c, name: "ipad-2026")
    }

    /// Every generated file, worked out once for the tests that read them.
    static let files = all()

    /// Every generated file: name and contents.
    static func all() -> [(name: String, text: String)] {
        let chart = jianshu
        var files = [
            ("jianshu.md", chart.markdown(refresh: refresh)), ("jianshu.dot", chart.dot()), ("jianshu.scxml", chart.scxml()),
        ]
        for region in chart.regions {
            files.append(("jianshu-\(region.id).dot", chart.dot(only: [region.id], title: "jianshu: \(region.title)")))
        }
        let modern = jianshu2026
        files += [
            ("jianshu-2026.md", modern.markdown(refresh: refresh)), ("jianshu-2026.dot", modern.dot()),
            ("jianshu-2026.scxml", modern.scxml()),
        ]
        for region in modern.regions where [.sheetSwipe, .minimize, .appHidden].contains(region.kind) {
            files.append(
                ("jianshu-2026-\(region.id).dot", modern.dot(only: [region.id], title: "jianshu-2026: \(region.title)")))
        }
        let more = moreTab
        files += [
            ("more-tab.md", more.markdown(refresh: refresh)), ("more-tab.dot", more.dot()), ("more-tab.scxml", more.scxml()),
        ]
        for region in more.regions where [.selection, .more].contains(region.kind) {
            files.append(("more-tab-\(region.id).dot", more.dot(only: [region.id], title: "more-tab: \(region.title)")))
        }
        for (chart, name, shown) in [
            (iphoneMax, "iphone-max", ["width", "selection", "more"]),
            (ipad, "ipad-2026", ["width", "modal", "bar", "minimize"]),
        ] {
            files += [
                ("\(name).md", chart.markdown(refresh: refresh)), ("\(name).dot", chart.dot()), ("\(name).scxml", chart.scxml()),
            ]
            for region in chart.regions where shown.contains(region.id) {
                files.append(("\(name)-\(region.id).dot", chart.dot(only: [region.id], title: "\(name): \(region.title)")))
            }
        }
        let bar = gallery("tab-bar-variants", "The tab bar region under each bar policy and profile", tabBarVariants)
        let buttons = gallery(
            "system-buttons-variants", "The system buttons region under each profile and overlap fix", buttonVariants)
        files += [
            ("tab-bar-variants.dot", bar.dot()), ("system-buttons-variants.dot", buttons.dot()),
            ("variants.md", variantsPage([bar, buttons])),
        ]
        return files
    }

    /// The Jianshu app's tab bar under each policy and profile, and with an over-content bar.
    static var tabBarVariants: [(String, Configuration<String>)] {
        var list: [(String, Configuration<String>)] = []
        for (policy, profile) in [
            (BarPolicy.sticky, UIKitProfile.modern), (.topOnly, .modern), (.sticky, .ios14_0), (.topOnly, .ios14_0),
        ] {
            var c = Configuration<String>.jianshu
            c.barPolicy = policy
            c.profile = profile
            list.append(("bar-policy \(policy), profile \(profile)", c))
        }
        var overContent = Configuration<String>.jianshu
        overContent.customBar = .overContent
        list.append(("custom-bar over-content", overContent))
        return list
    }

    /// The Jianshu app's system buttons under each profile and fix (`ios14.0` draws as `modern`).
    static var buttonVariants: [(String, Configuration<String>)] {
        var list: [(String, Configuration<String>)] = []
        for profile in [UIKitProfile.modern, .legacy] {
            for fix in OverlapFix.allCases {
                var c = Configuration<String>.jianshu
                c.profile = profile
                c.overlapFix = fix
                list.append(("profile \(profile)\(profile == .modern ? " or ios14.0" : ""), overlap-fix \(fix)", c))
            }
        }
        return list
    }

    /// A chart of one region drawn under several configurations, side by side: a gallery, not a machine.
    static func gallery(_ name: String, _ title: String, _ variants: [(String, Configuration<String>)]) -> Statechart {
        let kindOfRegion: Statechart.Region.Kind = name.hasPrefix("tab-bar") ? .tabBar : .systemButtons
        var regions: [Statechart.Region] = []
        for (caption, configuration) in variants {
            var region = Statechart(configuration: configuration).regions.first { $0.kind == kindOfRegion }!
            region.id =
                region.id + "-"
                + caption.filter { $0.isLetter || $0.isNumber || $0 == " " }.split(separator: " ").joined(separator: "-")
            region.title = "\(region.title): \(caption)"
            regions.append(region)
        }
        let base = jianshu
        return Statechart(name: title, configuration: base.configuration, regions: regions)
    }

    /// The Markdown page of the galleries.
    static func variantsPage(_ galleries: [Statechart]) -> String {
        var out =
            "# Statechart variants\n\n<!-- Generated from Sources/TabNavStatechart: do not edit. Refresh with `\(refresh)`. -->\n\n"
        out +=
            "Two regions change shape with the configuration: the tab bar (a `stuck-hidden` state only under `ios14.0`, "
            + "a single state for an over-content bar) and the system buttons of an on-system-bar custom bar (under each "
            + "overlap fix). Each section is the region of the Jianshu app's chart with the one setting changed; "
            + "[jianshu.md](jianshu.md) has the rest of the machine.\n\n"
        for gallery in galleries {
            out += "## \(gallery.name)\n\n"
            out += gallery.regions.map { gallery.markdown($0, level: 3) }.joined()
        }
        return out
    }
}

@Suite("Statechart documents")
struct StatechartDocumentsTests {
    @Test("The checked-in charts in Docs/statecharts are the ones the machine generates")
    func generatedFilesAreFresh() throws {
        let record = ProcessInfo.processInfo.environment["TABNAV_RECORD_CHARTS"] == "1"
        let directory = ChartDocuments.directory
        if record { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        for file in ChartDocuments.files {
            let url = directory.appendingPathComponent(file.name)
            if record {
                try file.text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let current = try? String(contentsOf: url, encoding: .utf8)
            #expect(
                current == file.text,
                "Docs/statecharts/\(file.name) is stale or missing: run `\(ChartDocuments.refresh)`, then `\(ChartDocuments.render)`"
            )
        }
    }

    @Test("Every checked-in SVG was rendered from the current DOT file (its fingerprint matches)")
    func renderedSVGsAreFresh() throws {
        for file in ChartDocuments.files where file.name.hasSuffix(".dot") {
            let fingerprint = try #require(file.text.firstMatch(of: /comment="(fingerprint [0-9a-f]{16})"/)?.1)
            let svg = ChartDocuments.directory.appendingPathComponent(String(file.name.dropLast(4)) + ".svg")
            let text = (try? String(contentsOf: svg, encoding: .utf8)) ?? ""
            #expect(
                text.contains("<!-- \(fingerprint) -->"),
                "Docs/statecharts/\(svg.lastPathComponent) is stale or missing: run `\(ChartDocuments.render)`")
        }
    }

    @Test("Docs/statecharts holds only generated files, their SVGs and the README")
    func noStrayFiles() throws {
        let generated = Set(ChartDocuments.files.map(\.name))
        let svgs = Set(generated.filter { $0.hasSuffix(".dot") }.map { String($0.dropLast(4)) + ".svg" })
        let present = try FileManager.default.contentsOfDirectory(atPath: ChartDocuments.directory.path)
        for name in present where !generated.contains(name) && !svgs.contains(name) && name != "README.md" {
            Issue.record("Docs/statecharts/\(name) is not generated any more: remove it")
        }
    }

    @Test("A DOT file's fingerprint covers its text: changing a chart changes it")
    func fingerprintFollowsTheText() {
        var configuration = Configuration<String>.jianshu
        let a = Statechart(configuration: configuration).dot()
        configuration.profile = .ios14_0
        let b = Statechart(configuration: configuration).dot()
        #expect(a.firstMatch(of: /fingerprint [0-9a-f]{16}/)?.0 != b.firstMatch(of: /fingerprint [0-9a-f]{16}/)?.0)
        #expect(Statechart.fingerprint("") == "cbf29ce484222325")
    }
}
