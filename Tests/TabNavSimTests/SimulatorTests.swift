import Foundation
import Testing

@testable import TabNavTestSupport

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
        // The iPhone's rows, without the device column (the matrix varies the device too, format 3).
        let rows = run.stdout.split(separator: "\n").map { String($0.dropFirst(2)) }.filter { $0.hasPrefix("iphone      ") }
            .map { String($0.dropFirst(12)) }
        let legacyNone = rows.first { $0.hasPrefix("legacy    sticky      on-system-bar  none        custom") }
        #expect(legacyNone?.contains("from line 23") == true)
        for fixed in ["legacy    sticky      on-system-bar  layout", "legacy    sticky      replaced       none"] {
            let row = rows.first { $0.hasPrefix(fixed) }
            #expect(row?.contains("x from") == false, "\(fixed) must show no anomaly")
        }
        // The fix varies only under on-system-bar; the trace's own row (legacy, sticky, on-system-bar, none) is marked.
        #expect(!rows.contains { $0.hasPrefix("legacy    sticky      replaced       layout") })
        let marked = run.stdout.split(separator: "\n").filter { $0.hasPrefix("> ") }
        #expect(
            marked.count == 1
                && marked.first?.hasPrefix("> iphone      legacy    sticky      on-system-bar  none        custom") == true)
    }

    @Test("The matrix includes ios26 and badge-target: badges on the item put UIKit's buttons back, on every profile")
    func matrixIOS26AndBadgeTarget() throws {
        let run = try Sim.run(["--matrix", "Examples/badge-on-item.trace"])
        #expect(run.status == 0)
        try Sim.expectSnapshot(run.stdout, named: "badge-on-item-matrix.txt")
        let rows = run.stdout.split(separator: "\n").map { String($0.dropFirst(2)) }.filter { $0.hasPrefix("iphone      ") }
            .map { String($0.dropFirst(12)) }
        func row(_ prefix: String) -> String? { rows.first { $0.hasPrefix(prefix) } }
        // Under legacy (no buttons at launch) the badge on the item puts them back at line 11 and nothing removes them
        // until the next stack change; badges on the app's own views leave them off.
        #expect(row("legacy    sticky      on-system-bar  completion  item")?.contains("2x from line 11") == true)
        #expect(row("legacy    sticky      on-system-bar  completion  custom")?.contains("x from") == false)
        // Under modern the launch buttons overlap for the first step; on the item, the badges bring them back.
        #expect(row("modern    sticky      on-system-bar  none        custom")?.contains("1x from line 8") == true)
        #expect(row("modern    sticky      on-system-bar  none        item")?.contains("5x from line 8") == true)
        // Under ios26 the app's removal finds no buttons: the overlap shows from the first step, whatever the target.
        for badge in ["custom", "item"] {
            #expect(row("ios26     sticky      on-system-bar  layout      \(badge)")?.contains("from line 8") == true)
        }
        // The badge target is varied only under on-system-bar, where it changes something.
        #expect(!rows.contains { $0.hasPrefix("modern    sticky      replaced       none        item") })
        #expect(rows.filter { $0.hasPrefix("ios26") }.count == 2 * (3 + 3 * 2))
        let marked = run.stdout.split(separator: "\n").filter { $0.hasPrefix("> ") }
        #expect(
            marked.count == 1
                && marked.first?.hasPrefix("> iphone      modern    sticky      on-system-bar  none        item") == true)
    }

    @Test("The matrix in JSON has a line a combination and a summary")
    func matrixJSON() throws {
        let run = try Sim.run(["--matrix", "--json", "Examples/jianshu.trace"])
        #expect(run.status == 0)
        let objects = try SimulatorReportTests.objects(run.stdout)
        // device (3) x profile (4) x bar policy (2) x custom bar (3, and on-system-bar under each of the 3 fixes x 2
        // badge targets), then a summary.
        let combinations: Int = 3 * 4 * 2 * (3 + 3 * 2)
        #expect(objects.count == combinations + 1)
        let own = objects.filter { $0["own"] as? Bool == true }
        #expect(own.count == 1)
        let row = try #require(own.first)
        #expect(row["device"] as? String == "iphone")
        #expect(row["profile"] as? String == "legacy" && row["barPolicy"] as? String == "sticky")
        #expect(row["customBar"] as? String == "on-system-bar" && row["overlapFix"] as? String == "none")
        #expect(row["badgeTarget"] as? String == "custom")
        let anomalies = try #require(row["anomalies"] as? [[String: Any]])
        let overlap = try #require(anomalies.first { $0["anomaly"] as? String == "overlap" })
        #expect((overlap["steps"] as? Int ?? 0) > 0 && (overlap["firstLine"] as? Int ?? 0) > 0)
        #expect(objects.last?["type"] as? String == "matrix-summary")
    }

    @Test("A failed expectation prints its line, key, expected and actual value, counts as failed, and exits 1")
    func failedExpectation() throws {
        let path = try Sim.tempTrace("tabs a b\npush x\nexpect stack=a>y depth=2 bar=hidden\nexpect depth=2\n", name: "fails")
        let run = try Sim.run([path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\n\(path):3:8: error: expected stack=a>y, got a>x\n"))
        #expect(run.stdout.contains("\n\(path):3:26: error: expected bar=hidden, got visible\n"))
        #expect(!run.stdout.contains("expected depth"))
        #expect(run.stdout.hasSuffix("\n1 passed, 1 failed (1 expectation)\n"))
    }

    @Test("--quiet prints only the failures and the summary")
    func quiet() throws {
        let path = try Sim.tempTrace("tabs a b\npush x\nexpect depth=2\nexpect depth=3\n", name: "quiet")
        let run = try Sim.run(["--quiet", path])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(
            lines == [
                "\(path):4:8: error: expected depth=3, got 2",
                "steps: 1 (ok 1, noop 0, rejected 0); no anomalies; invariants held",
                "1 passed, 1 failed (1 expectation)",
            ], "\(run.stdout)")
    }

    @Test(
        "--strict turns anomalies into failures; without it they are findings only; an expect line asserting one acknowledges it")
    func strict() throws {
        // Under modern an on-system-bar bar shows UIKit's buttons from launch (V8.1): acknowledged by the first expect.
        // The rotation's overlap is checked by no expect line that asserts it: a failure under --strict.
        let trace = "tabs a b\ncustom-bar on-system-bar\nexpect overlap=yes\nrotate\nexpect depth=1\n"
        let path = try Sim.tempTrace(trace, name: "strict")
        #expect(try Sim.run([path]).status == 0)
        let strict = try Sim.run(["--strict", path])
        #expect(strict.status == 1)
        #expect(
            strict.stdout.contains(
                "\n\(path):4:1: error: anomaly 'overlap' after 'rotate' (an 'expect overlap=yes' line after the step acknowledges a known bug)\n"
            ))
        #expect(!strict.stdout.contains("at launch ("))
        #expect(
            strict.stdout.contains(
                "the app showed an anomaly at launch and after 1 of 1 step (the ANOMALIES column), 1 of them acknowledged by "
                    + "expect lines, 1 unacknowledged, a failure under --strict"))
        #expect(strict.stdout.hasSuffix("\n2 passed, 1 failed (1 anomaly)\n"))
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

    @Test(
        "Usage errors exit 2 with a message; --help and --version exit 0 (unreadable files: BadInputCatalogueTests)",
        arguments: [
            (["--frobnicate", "x.trace"], Int32(2), "tabnav-sim: error: unknown option '--frobnicate'"),
            ([], 2, "tabnav-sim: error: no trace given"),
            (["a.trace", "b.trace"], 2, "tabnav-sim: error: more than one trace given"),
            (
                ["rendr", "Examples/jianshu.trace"], 2,
                "tabnav-sim: error: no subcommand or trace 'rendr'; did you mean 'render'? (see 'tabnav-sim --help')"
            ),
            (["explor"], 2, "tabnav-sim: error: no subcommand or trace 'explor'; did you mean 'explore'?"),
            (
                ["--quite", "Examples/jianshu.trace"], 2,
                "tabnav-sim: error: unknown option '--quite'; did you mean '--quiet'? (see 'tabnav-sim --help')"
            ),
            (["--frobnicate", "x.trace"], 2, "tabnav-sim: error: unknown option '--frobnicate' (see 'tabnav-sim --help')"),
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
