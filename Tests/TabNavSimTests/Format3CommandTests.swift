import Foundation
import Testing

/// Format 3 through the binary: the version, the JSON state's width, and the commands that do not model other devices
/// yet refusing them instead of giving a chart or a picture without the width.
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

    @Test(
        "statechart and render refuse a device they do not model, naming it (explore models every device)",
        arguments: [["statechart"], ["statechart", "--events"], ["render", "--out", "RENDER"]])
    func refusals(_ command: [String]) throws {
        let path = try Sim.tempTrace(Self.ipad)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("f3-render-\(UUID().uuidString)").path
        var arguments = command.map { $0 == "RENDER" ? out : $0 }
        arguments.insert(path, at: command[0] == "statechart" ? 1 : 1)
        let run = try Sim.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains("models 'device iphone' only for now; this trace is on 'device ipad'"))
    }
}
