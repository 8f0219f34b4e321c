import Foundation
import Testing

/// The built `tabnav-sim` binary, end to end: files in, exit codes and output out.
@Suite("tabnav-sim end to end", .serialized)
struct SimulatorTests {
    static let examples: [String] = {
        let dir = Sim.root.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".trace") }.sorted().map { "Examples/\($0)" }
    }()

    @Test("There are at least eight example traces")
    func enoughExamples() {
        #expect(Self.examples.count >= 8)
    }

    @Test("Every example replays with exit 0 and all its expectations passing", arguments: examples)
    func exampleReplays(_ path: String) throws {
        let run = try Sim.run(["--quiet", path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix(" 0 failed\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test("The human report of the Jianshu example matches its golden file")
    func humanGolden() throws {
        let run = try Sim.run(["Examples/jianshu.trace"])
        #expect(run.status == 0)
        try Sim.expectSnapshot(run.stdout, named: "jianshu.txt")
    }

    @Test("The human report with --effects matches its golden file")
    func effectsGolden() throws {
        let run = try Sim.run(["--effects", "Examples/overlap-legacy.trace"])
        #expect(run.status == 0)
        try Sim.expectSnapshot(run.stdout, named: "overlap-legacy-effects.txt")
    }

    @Test("The JSON Lines report matches its golden file, one valid JSON object a line")
    func jsonGolden() throws {
        let run = try Sim.run(["--json", "Examples/back-swipe.trace"])
        #expect(run.status == 0)
        try Sim.expectSnapshot(run.stdout, named: "back-swipe.jsonl")
        let lines = run.stdout.split(separator: "\n")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["type"] != nil)
        }
        let summary = try JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [String: Any]
        #expect(summary?["type"] as? String == "summary")
        #expect(summary?["passed"] as? Int == 10 && summary?["failed"] as? Int == 0)
    }

    @Test("The matrix of the legacy overlap example matches its golden file")
    func matrixGolden() throws {
        let run = try Sim.run(["--matrix", "Examples/overlap-legacy.trace"])
        #expect(run.status == 0)
        try Sim.expectSnapshot(run.stdout, named: "overlap-legacy-matrix.txt")
        let legacyNone = run.stdout.split(separator: "\n").first { $0.hasPrefix("legacy    on-system-bar  none") }
        #expect(legacyNone?.contains("from line 23") == true)
        for fixed in ["legacy    on-system-bar  layout", "legacy    replaced       none"] {
            let row = run.stdout.split(separator: "\n").first { $0.hasPrefix(fixed) }
            #expect(row?.contains("x from") == false, "\(fixed) must show no anomaly")
        }
    }

    @Test("The matrix in JSON has a line a combination and a summary")
    func matrixJSON() throws {
        let run = try Sim.run(["--matrix", "--json", "Examples/jianshu.trace"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 4 * 4 * 3 + 1)
        let row = lines.first { $0.contains("\"profile\":\"legacy\",\"customBar\":\"on-system-bar\",\"overlapFix\":\"none\"") }
        #expect(row?.contains("\"overlap\":{\"steps\":") == true)
    }

    @Test("A failed expectation prints its line, key, expected and actual value, counts as failed, and exits 1")
    func failedExpectation() throws {
        let path = try Sim.tempTrace("tabs a b\npush x\nexpect stack=a>y depth=2 bar=hidden\nexpect depth=2\n", name: "fails")
        let run = try Sim.run([path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\(path):3: expectation failed: stack: expected a>y, actual a>x\n"))
        #expect(run.stdout.contains("\(path):3: expectation failed: bar: expected hidden, actual visible\n"))
        #expect(!run.stdout.contains("depth: expected"))
        #expect(run.stdout.hasSuffix("1 passed, 1 failed\n"))
    }

    @Test("--quiet prints only the failures and the summary")
    func quiet() throws {
        let path = try Sim.tempTrace("tabs a b\npush x\nexpect depth=2\nexpect depth=3\n", name: "quiet")
        let run = try Sim.run(["--quiet", path])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 4, "\(run.stdout)")
        #expect(lines.first?.contains("expect depth=3") == true)
        #expect(lines.last == "1 passed, 1 failed")
    }

    @Test("--strict turns anomalies into failures; without it they are findings only")
    func strict() throws {
        let trace = "tabs a b\ncustom-bar on-system-bar\nrotate\nexpect overlap=yes\n"
        let path = try Sim.tempTrace(trace, name: "strict")
        #expect(try Sim.run([path]).status == 0)
        let strict = try Sim.run(["--strict", path])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("(failures under --strict)"))
    }

    @Test("Standard input is read with '-' (an empty one: BadInputCatalogueTests)")
    func standardInput() throws {
        let ok = try Sim.run(["--quiet", "-"], input: Data("tabs a b\ntap b\nexpect tab=b\n".utf8))
        #expect(ok.status == 0)
        #expect(ok.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test("A path to a stream that cannot be rewound (a pipe) is copied first and replayed like a file")
    func pipePath() throws {
        let run = try Sim.run(["--quiet", "/dev/stdin"], input: Data("tabs a b\ntap b\nexpect tab=b\n".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test("Usage errors exit 2 with a message; --help and --version exit 0 (unreadable files: BadInputCatalogueTests)",
          arguments: [
            (["--frobnicate", "x.trace"], Int32(2), "tabnav-sim: error: unknown option '--frobnicate'"),
            ([], 2, "tabnav-sim: error: no trace given"),
            (["a.trace", "b.trace"], 2, "tabnav-sim: error: more than one trace given"),
            (["--help"], 0, ""),
            (["--version"], 0, ""),
          ])
    func usage(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let run = try Sim.run(arguments)
        #expect(run.status == status)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        if status == 0 { #expect(!run.stdout.isEmpty) } else { #expect(run.stdout.isEmpty) }
    }
}
