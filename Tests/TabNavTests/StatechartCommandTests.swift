import Foundation
import Testing
import TabNav
import TabNavStatechart
@testable import TabNavSim

/// `tabnav-sim statechart`: its arguments, and the built binary end to end.
@Suite("Statechart command")
struct StatechartCommandTests {
    @Test("Arguments: a format, a region and a trace, in any order; mermaid and the Jianshu app by default")
    func parsesArguments() throws {
        #expect(try StatechartCommand.parse([]) == StatechartCommand())
        let command = try StatechartCommand.parse(["Examples/jianshu.trace", "--region", "bar", "--format", "dot"])
        #expect(command.format == .dot && command.region == "bar" && command.path == "Examples/jianshu.trace")
        #expect(try StatechartCommand.parse(["-"]).path == "-")
        #expect(try StatechartCommand.parse(["--help"]).help)
    }

    @Test("Bad arguments are usage errors", arguments: [
        ["--format", "svg"], ["--format"], ["--frobnicate"], ["a.trace", "b.trace"],
    ])
    func rejectsBadArguments(arguments: [String]) {
        #expect(throws: SimError.self) { try StatechartCommand.parse(arguments) }
    }

    @Test("A chart is named after its trace file", arguments: [
        ("Examples/jianshu.trace", "jianshu"), ("app", "app"), ("/tmp/a.b.trace", "a.b"), (".trace", ".trace"),
    ])
    func namesTheChart(path: String, name: String) {
        #expect(StatechartCommand.name(of: path) == name)
    }

    @Test("The binary prints the Jianshu chart by default, the same as for the header of Examples/jianshu.trace",
          arguments: Statechart.Format.allCases)
    func binaryPrintsTheChart(format: Statechart.Format) throws {
        let expected = Statechart(configuration: .jianshu, name: "jianshu").render(format)
        let byDefault = try runSimulator(["statechart", "--format", format.rawValue])
        #expect(byDefault.status == 0)
        #expect(byDefault.output == expected)
        let example = try runSimulator(["statechart", "--format", format.rawValue, examplePath("jianshu.trace")])
        #expect(example.status == 0)
        #expect(example.output == expected)
    }

    @Test("The binary exits 2 with a message for an unknown format or region")
    func binaryRejectsBadUsage() throws {
        let format = try runSimulator(["statechart", "--format", "svg"])
        #expect(format.status == 2 && format.errors.contains("unknown format 'svg'"))
        let region = try runSimulator(["statechart", "--region", "nowhere"])
        #expect(region.status == 2 && region.errors.contains("no region 'nowhere'"))
    }

    private func examplePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    /// Runs the built `tabnav-sim`, found next to the test bundle.
    private func runSimulator(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("tabnav-sim").path) && directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = directory.appendingPathComponent("tabnav-sim")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
