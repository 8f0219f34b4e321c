import Foundation
import TabNav
import TabNavStatechart
import TabNavTrace
import Testing

@testable import TabNavSim
@testable import TabNavTestSupport

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

    @Test(
        "Bad arguments are usage errors",
        arguments: [
            ["--format", "svg"], ["--format"], ["--frobnicate"], ["a.trace", "b.trace"],
        ])
    func rejectsBadArguments(arguments: [String]) {
        #expect(throws: SimError.self) { try StatechartCommand.parse(arguments) }
    }

    @Test(
        "A chart is named after its trace file",
        arguments: [
            ("Examples/jianshu.trace", "jianshu"), ("app", "app"), ("/tmp/a.b.trace", "a.b"), (".trace", ".trace"),
        ])
    func namesTheChart(path: String, name: String) {
        #expect(StatechartCommand.name(of: path) == name)
    }

    @Test(
        "The binary prints the Jianshu chart by default, the same as for the header of Examples/jianshu.trace",
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
        #expect(
            format.status == 2 && format.errors.contains("'statechart --format' takes mermaid, markdown, dot or scxml, not 'svg'")
        )
        let region = try runSimulator(["statechart", "--region", "nowhere"])
        #expect(region.status == 2 && region.errors.contains("no region 'nowhere'"))
    }

    @Test(
        "--events prints JSON lines, not a chart: with --format or --region it exits 2 and says why",
        arguments: [["--format", "dot"], ["--format=mermaid"], ["--region", "bar"], ["--region=bar", "--format", "dot"]])
    func eventsRefusesChartOptions(options: [String]) throws {
        let run = try Sim.run(["statechart", "--events"] + options + ["Examples/jianshu.trace"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        // The format is named first when both are given.
        let name = options.contains { $0.hasPrefix("--format") } ? "--format" : "--region"
        #expect(
            run.stderr == "tabnav-sim: error: '--events' and '\(name)' cannot be combined: --events prints JSON lines, "
                + "not a chart (see 'tabnav-sim help statechart')\n")
        #expect(throws: SimError.self) { try StatechartCommand.parse(["--events", "a.trace"] + options) }
    }

    @Test(
        "--events prints the launch line, then one JSON line a step: the SCXML event and data, the active states and the observables"
    )
    func binaryPrintsEvents() throws {
        #expect(try StatechartCommand.parse(["--events", "a.trace"]).events)
        let run = try runSimulator(["statechart", "--events", examplePath("jianshu.trace")])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
        let text = try String(contentsOfFile: examplePath("jianshu.trace"), encoding: .utf8)
        guard case .success(let trace) = Trace.parse(text) else {
            Issue.record("the example does not parse")
            return
        }
        let steps = trace.statements.compactMap { if case .step(let s) = $0 { s } else { nil } }
        #expect(lines.count == steps.count + 1)
        let chart = Statechart(configuration: trace.header.configuration)
        var state = TabNavState(configuration: trace.header.configuration)
        #expect(lines.first?["step"] as? Int == 0 && lines.first?["event"] == nil)
        #expect(lines.first?["states"] as? [String] == chart.scxmlActiveStates(of: state))
        for (step, line) in zip(steps, lines.dropFirst()) {
            state.reduce(step.event)
            #expect(line["text"] as? String == step.text)
            #expect(line["event"] as? String == chart.scxmlEvent(for: step.event).name)
            #expect(line["states"] as? [String] == chart.scxmlActiveStates(of: state))
            let observed = line["observed"] as? [String: Any] ?? [:]
            #expect(observed["tab"] as? String == state.value(of: .tab))
            #expect(observed["bar"] as? String == state.value(of: .bar))
        }
        let missing = try runSimulator(["statechart", "--events"])
        #expect(missing.status == 2 && missing.errors.contains("'--events' needs a trace"))
    }

    @Test("--events names the tab as the trace's expect lines do: 'more' over More's list, not the first overflow tab")
    func eventsObservedTabAgreesWithExpectLines() throws {
        let path = examplePath("more-tab.trace")
        let run = try runSimulator(["statechart", "--events", path])
        #expect(run.status == 0)
        let observedTab: [(line: Int, tab: String)] = run.output.split(separator: "\n").compactMap {
            guard let object = (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any],
                let observed = object["observed"] as? [String: Any], let tab = observed["tab"] as? String
            else { return nil }
            return ((object["line"] as? Int) ?? 0, tab)
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var checked = 0
        var sawMore = false
        for (index, text) in lines.enumerated() where text.hasPrefix("expect ") {
            let words = text.split(separator: "#")[0].split(separator: " ")
            guard let pair = words.first(where: { $0.hasPrefix("tab=") }) else { continue }
            let expected = String(pair.dropFirst(4))
            // The state an expect line checks is the one after the last step above it.
            let before = observedTab.last { $0.line <= index }
            #expect(before?.tab == expected, "line \(index + 1): \(text)")
            checked += 1
            sawMore = sawMore || expected == "more"
        }
        #expect(checked >= 3 && sawMore)
    }

    @Test(
        "--events keeps a rejected step's code beside its outcome, the one --json gives (none for the other steps)",
        arguments: ["rejected-steps.trace", "more-tab.trace", "modals-2026.trace"])
    func eventsObservedRejectionIsTheJSONCode(example: String) throws {
        func objects(_ text: String) -> [[String: Any]] {
            text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        }
        let events = try runSimulator(["statechart", "--events", examplePath(example)])
        let json = try runSimulator(["--json", examplePath(example)])
        let observed = objects(events.output).dropFirst().map { ($0["observed"] as? [String: Any]) ?? [:] }
        let steps = objects(json.output).filter { $0["type"] as? String == "step" }
        #expect(observed.count == steps.count && !steps.isEmpty)
        var rejected = 0
        for (got, step) in zip(observed, steps) {
            let code = (step["rejection"] as? [String: Any])?["code"] as? String
            #expect(got["outcome"] as? String == step["outcome"] as? String)
            #expect(got["rejection"] as? String == code ?? "none", "line \(step["line"] ?? 0)")
            if code != nil { rejected += 1 }
        }
        #expect(rejected > 0, "the example has a rejected step")
    }

    @Test(
        "SCXML events are named by the kind and the tab they name, and carry the event's arguments (TabNavEvent.arguments) as JSON"
    )
    func namesSCXMLEvents() {
        let chart = Statechart(configuration: .jianshu, name: "jianshu")
        let cases: [(TabNavEvent<String>, String, String)] = [
            (.request(.tap(tab: 1)), "tap.discover", #"{"tab": 1}"#),
            (.request(.tap(tab: 9)), "tap", #"{"tab": 9}"#),
            (
                .request(.push("a\"b", hidesBar: true, animated: false)), "push",
                #"{"screen": "a\"b", "hidesBar": true, "animated": false, "in": null}"#
            ),
            (
                .request(.setStack(["x", "y"], in: .tab(2))), "setStack",
                #"{"entries": [{"screen": "x", "hidesBar": false}, {"screen": "y", "hidesBar": false}], "animated": true, "in": 2}"#
            ),
            (.request(.setBadge(.count(140), tab: 3)), "setBadge.me", #"{"badge": "count:140", "tab": 3}"#),
            (.request(.setBadge(.text(""), tab: 0)), "setBadge.home", #"{"badge": "none", "tab": 0}"#),
            (.report(.systemPopped(toDepth: 2)), "systemPopped", #"{"toDepth": 2, "in": null}"#),
            (.request(.dismiss()), "dismiss", #"{"animated": true}"#),
            (.request(.pop(in: .modal)), "pop", #"{"animated": true, "in": "modal"}"#),
            (.report(.backMenuPicked("x")), "backMenuPicked", #"{"screen": "x"}"#),
            (
                .request(.open(tab: 1, path: [NewEntry("p", hidesBar: true)])), "open.discover",
                #"{"tab": 1, "path": [{"screen": "p", "hidesBar": true}]}"#
            ),
            (.report(.backSwipe(.ended)), "backSwipeEnded", #"{"phase": "ended"}"#),
        ]
        for (event, name, data) in cases {
            let scxml = chart.scxmlEvent(for: event)
            #expect(scxml.name == name)
            #expect(scxml.data == data)
        }
    }

    private func examplePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    /// Runs the built `tabnav-sim`, found next to the test bundle.
    private func runSimulator(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("tabnav-sim").path)
            && directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        let process = Process()
        process.executableURL = directory.appendingPathComponent("tabnav-sim")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
