import Foundation
import Testing

@testable import TabNavTestSupport

/// What `tabnav-sim` prints for people (the table) and for tools (JSON Lines), end to end.
@Suite("tabnav-sim reports", .serialized)
struct SimulatorReportTests {
    /// The JSON objects of a run's standard output, one a line.
    static func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test("--json: stacks are arrays of {screen, hidesBar}, effects are objects, rejections have a code and a message")
    func structuredJSON() throws {
        let run = try Sim.run(["--json", "Examples/jianshu.trace"])
        #expect(run.status == 0)
        let objects = try Self.objects(run.stdout)
        let steps = objects.filter { $0["type"] as? String == "step" }
        let push = try #require(steps.first { $0["step"] as? String == "push article" })
        let state = try #require(push["state"] as? [String: Any])
        let stack = try #require(state["stack"] as? [[String: Any]])
        #expect(stack.map { $0["screen"] as? String } == ["home", "article"])
        #expect(stack.map { $0["hidesBar"] as? Bool } == [false, true])
        let effects = try #require(push["effects"] as? [[String: Any]])
        #expect(effects.first?["kind"] as? String == "push")
        #expect((effects.first?["entry"] as? [String: Any])?["screen"] as? String == "article")
        #expect((effects.first?["stack"] as? [String: Any])?["tab"] as? String == "home")
        #expect(effects.first?["animated"] as? Bool == true)
        let rejected = try #require(steps.first { $0["outcome"] as? String == "rejected" })
        let rejection = try #require(rejected["rejection"] as? [String: Any])
        #expect(rejection["code"] as? String == "tab-bar-hidden")
        #expect(rejection["message"] as? String == "the tab bar is hidden")
    }

    @Test(
        "--json: the header object is complete: tabs, every root, hiding screens, the centre button, every setting (camelCase keys)"
    )
    func jsonHeader() throws {
        let header = try #require(try Self.objects(try Sim.run(["--json", "Examples/jianshu.trace"]).stdout).first)
        #expect(header["type"] as? String == "header")
        #expect(header["tabs"] as? [String] == ["home", "discover", "follow", "me"])
        #expect(header["roots"] as? [String: String] == ["home": "home", "discover": "discover", "follow": "follow", "me": "me"])
        #expect(header["hidingScreens"] as? [String] == ["article"])
        let center = try #require(header["center"] as? [String: String])
        #expect(center == ["name": "write", "action": "present", "screen": "compose", "style": "full-screen"])
        #expect(
            header["settings"] as? [String: String] == [
                "barPolicy": "sticky", "badgePolicy": "clear-on-tap", "profile": "legacy", "customBar": "on-system-bar",
                "overlapFix": "none", "badgeTarget": "custom", "minimize": "never", "device": "iphone",
            ])
    }

    @Test("--json: each step carries its event as data, the library's kind and its arguments by name, tabs by name")
    func stepsAsData() throws {
        let path = try Sim.tempTrace(
            """
            tabs home me
            push a hides-bar instant
            push b in=me
            set-stack x y in=me
            back-swipe start
            back-swipe cancel
            present m style=sheet
            dismiss
            badge me 3
            badge me clear
            badge me dot
            badge me "dot"
            badge me 140
            system-pop 1 in=me
            pop-to-root
            tap me
            disable home

            """, name: "as-data")
        let run = try Sim.run(["--json", path])
        #expect(run.status == 0, "\(run.stderr)")
        let steps = try Self.objects(run.stdout).filter { $0["type"] as? String == "step" }
        #expect(steps.count == 16)
        /// The step's kind, its arguments as compact JSON with sorted keys, and its effects.
        func step(_ text: String) throws -> (kind: String?, arguments: String, effects: [[String: Any]]) {
            let object = try #require(steps.first { $0["step"] as? String == text }, "no step '\(text)'")
            let arguments = try #require(object["arguments"])
            let json = try JSONSerialization.data(withJSONObject: arguments, options: [.sortedKeys])
            return (object["kind"] as? String, String(decoding: json, as: UTF8.self), object["effects"] as? [[String: Any]] ?? [])
        }
        let push = try step("push a hides-bar instant")
        #expect(push.kind == "push")
        #expect(push.arguments == #"{"animated":false,"hidesBar":true,"in":null,"screen":"a"}"#)
        #expect(try step("push b in=me").arguments == #"{"animated":true,"hidesBar":false,"in":{"tab":"me"},"screen":"b"}"#)
        let set = try step("set-stack x y in=me")
        #expect(set.kind == "setStack")
        #expect(
            set.arguments
                == #"{"animated":true,"entries":[{"hidesBar":false,"screen":"x"},{"hidesBar":false,"screen":"y"}],"in":{"tab":"me"}}"#
        )
        #expect(try step("back-swipe start").kind == "backSwipeBegan")
        #expect(try step("back-swipe start").arguments == #"{"phase":"began"}"#)
        #expect(try step("back-swipe cancel").kind == "backSwipeCancelled")
        #expect(try step("present m style=sheet").arguments == #"{"animated":true,"screen":"m","style":"sheet"}"#)
        #expect(try step("dismiss").arguments == #"{"animated":true}"#)
        #expect(try step("badge me 3").arguments == #"{"badge":{"kind":"count","shows":"3","value":3},"tab":"me"}"#)
        // A text that reads like a dot or a count is told apart from one.
        #expect(try step("badge me dot").arguments == #"{"badge":{"kind":"dot","shows":"dot"},"tab":"me"}"#)
        #expect(try step(#"badge me "dot""#).arguments == #"{"badge":{"kind":"text","shows":"dot","value":"dot"},"tab":"me"}"#)
        #expect(try step("badge me 140").arguments == #"{"badge":{"kind":"count","shows":"99+","value":140},"tab":"me"}"#)
        #expect(try step("badge me clear").arguments == #"{"badge":null,"tab":"me"}"#)
        let pop = try step("system-pop 1 in=me")
        #expect(pop.kind == "systemPopped" && pop.arguments == #"{"in":{"tab":"me"},"toDepth":1}"#)
        // Effects are named by the library's cases: `select`, `setEnabled`.
        let tap = try step("tap me")
        #expect(tap.kind == "tap" && tap.arguments == #"{"tab":"me"}"#)
        #expect(tap.effects.first?["kind"] as? String == "select" && tap.effects.first?["tab"] as? String == "me")
        #expect(try step("disable home").effects.first?["kind"] as? String == "setEnabled")
    }

    @Test("--json: every key is camelCase, but those of objects keyed by tab (roots, stacks, badges)")
    func camelCaseKeys() throws {
        // The expect fails, so that a failure object prints too.
        let path = try Sim.tempTrace(
            "tabs home my-tab\ncenter write present=compose\nbadge my-tab dot\npush a in=my-tab\nexpect depth=2\n",
            name: "keys")
        let run = try Sim.run(["--json", "--strict", path])
        var keys: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, inner) in object {
                    keys.insert(key)
                    if ["roots", "stacks", "badges"].contains(key), let byTab = inner as? [String: Any] {
                        byTab.values.forEach(walk)
                    } else {
                        walk(inner)
                    }
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        try Self.objects(run.stdout).forEach(walk)
        #expect(keys.contains("hidesBar") && keys.contains("barPolicy") && !keys.contains("my-tab"))
        let notCamel = keys.filter { $0.contains("-") || $0.contains("_") || $0.first?.isUppercase == true }
        #expect(notCamel.isEmpty, "\(notCamel.sorted())")
    }

    @Test("--json: trace errors are JSON objects on standard output, then a count; exit 2")
    func jsonErrors() throws {
        let path = try Sim.tempTrace("tabs home\npsuh a\ntap you\n", name: "bad")
        let run = try Sim.run(["--json", path])
        #expect(run.status == 2)
        let objects = try Self.objects(run.stdout)
        #expect(objects.count == 3)
        #expect(objects[0]["type"] as? String == "error" && objects[0]["line"] as? Int == 2 && objects[0]["column"] as? Int == 1)
        #expect((objects[0]["message"] as? String)?.hasPrefix("unknown step 'psuh'; did you mean 'push'?") == true)
        #expect(objects[1]["line"] as? Int == 3 && objects[1]["column"] as? Int == 5)
        #expect(objects[2]["type"] as? String == "errors" && objects[2]["count"] as? Int == 2)
    }

    @Test("--json --strict: an anomaly object a failing state (the launch state's first), and the summary counts them")
    func jsonStrict() throws {
        // Under modern an on-system-bar bar shows UIKit's buttons from launch (V8.1), and the rotation puts them back.
        let path = try Sim.tempTrace("tabs a b\ncustom-bar on-system-bar\nrotate\n", name: "strict")
        let run = try Sim.run(["--json", "--strict", path])
        #expect(run.status == 1)
        let objects = try Self.objects(run.stdout)
        let anomalies = objects.filter { $0["type"] as? String == "anomaly" }
        #expect(anomalies.map { $0["line"] as? Int } == [1, 3])
        #expect(anomalies.map { $0["step"] as? String } == ["(launch)", "rotate"])
        #expect(anomalies.allSatisfy { $0["anomalies"] as? [String] == ["overlap"] })
        let summary = try #require(objects.last)
        #expect(summary["failed"] as? Int == 2 && summary["anomalyFailures"] as? Int == 2)
        #expect(summary["launchAnomaly"] as? Bool == true && summary["acknowledgedAnomalies"] as? Int == 0)
    }

    @Test("Table cells are cut with '…' to their column, a stack keeping its top; --wide prints them whole")
    func cutCells() throws {
        let pushes = (1...8).map { "push screen\($0)withalongname\n" }.joined()
        let path = try Sim.tempTrace("tabs home me\n" + pushes + "badge me averyveryverylongbadgetext\n", name: "wide")
        let run = try Sim.run([path])
        #expect(run.status == 0)
        let last = try #require(run.stdout.split(separator: "\n").first { $0.contains("badge me") })
        // STACK is cut to 32 cells keeping its top, where an entry starts; BADGES to 20; MODAL is as wide as its widest
        // cell; BAR fits 'minimized'.
        #expect(last.contains("  …>screen8withalongname" + String(repeating: " ", count: 10) + "  none   visible    "), "\(last)")
        #expect(last.contains("  me=averyveryverylon…  "), "\(last)")
        #expect(last.count < 160, "\(last)")
        let wide = try Sim.run(["--wide", path])
        #expect(wide.stdout.contains("home>screen1withalongname>screen2withalongname"))
        #expect(wide.stdout.contains("me=averyveryverylongbadgetext"))
    }

    @Test("A step with in= shows the stack it changed, under its row")
    func inTarget() throws {
        let path = try Sim.tempTrace("tabs home me\npush detail in=me\n", name: "in")
        let lines = try Sim.run([path]).stdout.split(separator: "\n")
        let row = try #require(lines.firstIndex { $0.contains("push detail in=me") })
        #expect(lines[row + 1] == "        stack.me=me>detail")
    }

    @Test("A 2 MB screen name makes neither a 2 MB row nor a 2 MB message")
    func hugeName() throws {
        let name = String(repeating: "a", count: 2 << 20)
        let path = try Sim.tempTrace("tabs home\npush \(name)\nexpect depth=5\n", name: "huge")
        let run = try Sim.run([path])
        #expect(run.status == 1)
        for line in run.stdout.split(separator: "\n") { #expect(line.utf8.count < 400) }
        #expect(run.stdout.contains("error: expected depth=5, got 2"))
    }
}

/// The README's sample output is what the binary prints today.
@Suite("README sample output")
struct ReadmeSampleOutputTests {
    @Test("The README's tabnav-sim sample is the binary's current output, byte for byte")
    func readmeSample() throws {
        let readme = try String(contentsOf: Sim.root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ swift run tabnav-sim Examples/jianshu.trace\n"
        let start = try #require(readme.range(of: "```\n" + command))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let sample = String(readme[start.upperBound..<end.lowerBound])
        #expect(sample == (try Sim.run(["Examples/jianshu.trace"])).stdout, "update the README's sample from the binary's output")
    }
}

/// The JSON state carries what the machine knows besides the observables.
@Suite("--json state beyond the observables")
struct JSONStateFieldsTests {
    @Test("A state has the sheet swipe, the bar the app hid, the stuck bar, UIKit's buttons and the minimized bar")
    func stateFields() throws {
        let path = try Sim.tempTrace(
            "tabs home me\nprofile ios26\ncustom-bar on-system-bar\nminimize on-scroll-down\nscroll down\nhide-bar\nbadge me 5\n",
            name: "state-fields")
        let run = try Sim.run(["--json", path])
        #expect(run.status == 0, "\(run.stderr)")
        let objects = try SimulatorReportTests.objects(run.stdout)
        let last = try #require(objects.last { $0["type"] as? String == "step" }?["state"] as? [String: Any])
        #expect(last["appHidBar"] as? Bool == true)
        #expect(last["systemButtons"] as? Bool == true)
        #expect(last["barStuckHidden"] as? Bool == false)
        #expect(last["sheetSwipe"] as? String == "idle")
        // Hiding the bar expands a minimized one (V6); before it, the scroll minimized it.
        let scrolled = try #require(objects.first { $0["step"] as? String == "scroll down" }?["state"] as? [String: Any])
        #expect(scrolled["minimized"] as? Bool == true && last["minimized"] as? Bool == false)
        let badges = try #require(last["badges"] as? [String: Any])
        #expect((badges["me"] as? [String: Any])?["kind"] as? String == "count")
    }
}
