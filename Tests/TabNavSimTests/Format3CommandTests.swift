import Foundation
import Testing

/// Format 3 through the binary: the version, the JSON state's width, the human report's WIDTH column and the
/// statechart of every device (render and explore have their own device tests).
@Suite("Format 3 through the binary")
struct Format3CommandTests {
    static let ipad = """
        tabs home discover me
        device ipad
        resize compact
        expect width=compact

        """

    @Test("--version says trace format 3")
    func version() throws {
        #expect(try Sim.run(["--version"]).stdout.contains("(trace format 3)"))
    }

    @Test("--json states the width, and the orientation only on a large iPhone")
    func jsonWidth() throws {
        let path = try Sim.tempTrace(Self.ipad)
        let lines = try Sim.run(["--json", path]).stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(#""formatVersion":3"#) == true)
        #expect(lines.first?.contains(#""device":"ipad""#) == true)
        #expect(lines[0].contains(#""width":"regular""#) && lines[0].contains(#""orientation":null"#))
        #expect(lines[1].contains(#""kind":"resized""#) && lines[1].contains(#""width":"compact""#))
        let max = try Sim.tempTrace("tabs a b\ndevice iphone-max\nrotate\n")
        let rotated = try Sim.run(["--json", max]).stdout.split(separator: "\n").map(String.init)
        #expect(rotated[1].contains(#""width":"regular""#) && rotated[1].contains(#""orientation":"landscape""#))
    }

    @Test("The human report has a WIDTH column on a device whose width changes, and none on an iphone")
    func widthColumn() throws {
        let lines = try Sim.run([try Sim.tempTrace(Self.ipad)]).stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].contains("  BAR        WIDTH    BADGES"))
        #expect(lines[2].contains("  visible    regular  -"))
        #expect(lines[3].contains("resize compact") && lines[3].contains("  visible    compact  -"))
        let phone = try Sim.run([try Sim.tempTrace("tabs a b\nrotate\n")]).stdout
        #expect(!phone.contains("WIDTH") && phone.contains("  BAR        BADGES"))
    }

    @Test("statechart draws a large iPhone's and an iPad's width, and --events states the width and orientation")
    func statechartOfEveryDevice() throws {
        let path = try Sim.tempTrace(Self.ipad)
        let chart = try Sim.run(["statechart", "--format", "markdown", path])
        #expect(chart.status == 0)
        #expect(chart.stdout.contains("| `compact` | resize | changes the width | `regular` |"))
        let events = try Sim.run(["statechart", "--events", path]).stdout.split(separator: "\n").map(String.init)
        #expect(events.count == 2)
        #expect(events[0].contains(#""width": "regular""#) && events[0].contains(#""orientation": "none""#))
        #expect(events[1].contains(#""event": "resized""#) && events[1].contains(#""width.compact""#))
        let max = try Sim.tempTrace("tabs a b\ndevice iphone-max\nrotate\n")
        let rotated = try Sim.run(["statechart", "--events", max]).stdout.split(separator: "\n").map(String.init)
        #expect(rotated[1].contains(#""width": "regular""#) && rotated[1].contains(#""orientation": "landscape""#))
    }

    @Test("--matrix varies the device and says in which width each anomaly showed, in the table and in JSON")
    func matrixDevices() throws {
        let path = Sim.root.appendingPathComponent("Examples/ipad-custom-bar.trace").path
        let run = try Sim.run(["--matrix", path])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].contains("every device x profile"))
        #expect(lines[1].hasPrefix("  DEVICE      PROFILE"))
        let own = try #require(lines.first { $0.hasPrefix("> ") })
        #expect(own.hasPrefix("> ipad        ios26"))
        #expect(own.contains("3x from line 17 in compact") && own.contains("at launch, 4x from line 12 in regular"))
        let phone = try #require(lines.first { $0.hasPrefix("  iphone      ios26     sticky      on-system-bar  none") })
        #expect(!phone.contains(" in compact") && !phone.contains(" in regular"))
        #expect(lines.last?.hasSuffix("of 216 combinations show no anomaly") == true)
        let json = try Sim.run(["--matrix", "--json", path]).stdout.split(separator: "\n").map(String.init)
        let ownLine = try #require(json.first { $0.contains(#""own":true"#) })
        #expect(ownLine.contains(#""device":"ipad""#) && ownLine.contains(#""widths":["compact"]"#))
        #expect(ownLine.contains(#""widths":["regular"]"#))
    }
}
