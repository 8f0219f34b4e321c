import Foundation
import Testing

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

    @Test("--json: the header object is complete: tabs, every root, hiding screens, the centre button, every setting")
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
                "bar-policy": "sticky", "badge-policy": "clear-on-tap", "profile": "legacy", "custom-bar": "on-system-bar",
                "overlap-fix": "none",
                "badge-target": "custom", "minimize": "never",
            ])
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

    @Test("--json --strict: an anomaly object a failing step, and the summary counts it")
    func jsonStrict() throws {
        let path = try Sim.tempTrace("tabs a b\ncustom-bar on-system-bar\nrotate\n", name: "strict")
        let run = try Sim.run(["--json", "--strict", path])
        #expect(run.status == 1)
        let objects = try Self.objects(run.stdout)
        let anomaly = try #require(objects.first { $0["type"] as? String == "anomaly" })
        #expect(anomaly["line"] as? Int == 3 && anomaly["anomalies"] as? [String] == ["overlap"])
        let summary = try #require(objects.last)
        #expect(summary["failed"] as? Int == 1 && summary["anomalyFailures"] as? Int == 1)
    }

    @Test("Table cells are cut with '…' to their column, a stack keeping its top; --wide prints them whole")
    func cutCells() throws {
        let pushes = (1...8).map { "push screen\($0)withalongname\n" }.joined()
        let path = try Sim.tempTrace("tabs home me\n" + pushes + "badge me averyveryverylongbadgetext\n", name: "wide")
        let run = try Sim.run([path])
        #expect(run.status == 0)
        let last = try #require(run.stdout.split(separator: "\n").first { $0.contains("badge me") })
        // STACK is cut to 32 characters keeping its top, BADGES to 20; MODAL is as wide as its widest cell.
        #expect(last.contains("  …halongname>screen8withalongname  none   visible  "), "\(last)")
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
