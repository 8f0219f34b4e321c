import Foundation
import Testing

@testable import TabNavTestSupport

/// `explore` reads its file as the replay does, parses its options as the other subcommands do, and refuses what
/// it would otherwise ignore.
@Suite("Simulator: explore input and options")
struct ExploreCommandInputTests {
    @Test(
        "explore stops at /dev/zero and /dev/urandom with FILE:LINE:COLUMN: error, exit 2, in bounded time and memory",
        arguments: ["/dev/zero", "/dev/urandom"])
    func devices(_ input: String) throws {
        let run = try Sim.shell("ulimit -v 200000; exec timeout 20 \"$SIM\" explore \(input)")
        #expect(run.status == 2, "\(run.stderr)")
        // /dev/zero fails at its first byte; /dev/urandom's first error is on whichever line its random bytes put it
        // (its first line can be empty or plain ASCII).
        let firstError = input == "/dev/zero" ? "\(input):1:1: error:" : "\(input):"
        #expect(run.stderr.hasPrefix(firstError), "\(run.stderr)")
        #expect(run.stderr.contains(": error: "))
        #expect(run.stderr.contains("reading stopped"))
        #expect(run.stdout.isEmpty)
    }

    @Test("A line longer than the replay reads is an error (it was dropped and the rest explored, exit 0)")
    func overlongLine() throws {
        let path = try Sim.tempTrace("tabs a b\npush " + String(repeating: "x", count: 17_000_000) + "\n")
        let run = try Sim.shell("ulimit -v 400000; exec timeout 30 \"$SIM\" explore '\(path)'")
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(path):2:1: error: line longer than"))
        #expect(run.stdout.isEmpty)
    }

    @Test("Invalid UTF-8 is reported at its line and column as the replay reports it")
    func invalidUTF8() throws {
        let path = try Sim.tempTrace("tabs a b\npush s1\n")
        let bytes = Array("tabs a b\npush s".utf8) + [0xC3, 0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = try Sim.run(["explore", path])
        let replay = try Sim.run([path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(path):2:7: error: invalid UTF-8"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").first == replay.stderr.split(separator: "\n").first)
    }

    @Test("With --json the file's errors are JSON objects on standard output, as the replay's --json prints them")
    func jsonErrors() throws {
        let path = try Sim.tempTrace("tabs a b\nfoo\n")
        let run = try Sim.run(["explore", path, "--json"])
        let replay = try Sim.run(["--json", path])
        #expect(run.status == 2)
        let objects = try SimulatorReportTests.objects(run.stdout)
        #expect(objects.first?["type"] as? String == "error", "\(run.stdout)")
        #expect(objects.first?["file"] as? String == path)
        #expect(objects.first?["line"] as? Int == 2 && objects.first?["column"] as? Int == 1)
        #expect(objects.last?["type"] as? String == "errors")
        #expect(run.stdout == replay.stdout)
    }

    @Test("A model whose stacks do not fit a packed field exits 2 naming the limit and what to lower")
    func tooWide() throws {
        let path = try Sim.tempTrace("tabs a b\n" + (1...70).map { "push s\($0)\n" }.joined())
        let run = try Sim.run(["explore", path, "--depth", "8"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains("needs 67 bits; at most 63 fit: lower --depth or name fewer distinct screens"), "\(run.stderr)")
        let fits = try Sim.run(["explore", path, "--depth", "7", "--max-states", "50"])
        #expect(fits.status == 0, "\(fits.stderr)")
    }

    @Test("Options: --depth=3 is accepted, a repeated option is refused, --goal repeats, errors point to explore's help")
    func scanner() throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let equals = try Sim.run(["explore", path, "--depth=2"])
        #expect(equals.status == 0, "\(equals.stderr)")
        #expect(equals.stdout.contains("depth bound 2"))
        let twice = try Sim.run(["explore", path, "--depth", "2", "--depth=3"])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("option '--depth' is given twice (see 'tabnav-sim help explore')"))
        let goals = try Sim.run(["explore", path, "--depth", "2", "--goal", "tab=a", "--goal=tab=b"])
        #expect(goals.status == 0, "\(goals.stderr)")
        let unknown = try Sim.run(["explore", path, "--colour"])
        #expect(unknown.stderr.contains("unknown option '--colour' for 'explore' (see 'tabnav-sim help explore')"))
        let flag = try Sim.run(["explore", path, "--json=yes"])
        #expect(flag.status == 2)
        #expect(flag.stderr.contains("option '--json' takes no value"))
    }

    @Test(
        "No raw control character of a user's value reaches a message",
        arguments: [
            ["--goal", "tab=a\u{1B}"], ["--depth", "\u{1B}[31m"], ["--threads", "\u{1B}"], ["--max-states=\u{7}"],
        ])
    func escaped(_ arguments: [String]) throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let run = try Sim.run(["explore", path] + arguments)
        #expect(run.status == 2)
        #expect(!run.stderr.isEmpty)
        #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(run.stderr.debugDescription)")
    }

    @Test(
        "Combinations that would silently ignore an option are refused, each with its reason",
        arguments: [
            (["--matrix", "--goal", "tab=a"], "'--matrix' and '--goal' cannot be combined: --matrix decides the anomalies only"),
            (
                ["--matrix", "--out", "/tmp/never"],
                "'--matrix' and '--out' cannot be combined: --matrix decides the anomalies only"
            ),
            (
                ["--matrix", "--chart-coverage"],
                "'--matrix' and '--chart-coverage' cannot be combined: --matrix decides the anomalies only"
            ),
            (
                ["--json", "--chart-coverage"],
                "'--chart-coverage' and '--json' cannot be combined: --chart-coverage prints a human report"
            ),
            (
                ["--fingerprints", "--chart-coverage"],
                "'--fingerprints' and '--chart-coverage' cannot be combined: --fingerprints lets the states go"
            ),
            (
                ["--memory", "2G", "--chart-coverage"],
                "'--memory' and '--chart-coverage' cannot be combined: --memory may switch to fingerprints, which let the states go"
            ),
        ])
    func refusedCombinations(_ arguments: [String], _ message: String) throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let run = try Sim.run(["explore", path, "--depth", "2"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr == "tabnav-sim: error: \(message) (see 'tabnav-sim help explore')\n")
        #expect(run.stdout.isEmpty)
    }

    @Test("An --out that cannot be written is refused before exploring, as a write error")
    func unwritableOut() throws {
        let path = try Sim.tempTrace(ExploreModels.anchor)
        let file = try Sim.run(["explore", path, "--depth", "2", "--out", "/dev/null"])
        #expect(file.status == 2)
        #expect(file.stderr.contains("cannot write '/dev/null': it is not a directory"), "\(file.stderr)")
        #expect(file.stdout.isEmpty)
        let below = try Sim.run(["explore", path, "--depth", "2", "--out", "/dev/null/found"])
        #expect(below.status == 2)
        #expect(below.stderr.contains("cannot write '/dev/null/found'"), "\(below.stderr)")
        #expect(!below.stderr.contains("cannot read"))
        #expect(below.stdout.isEmpty)
    }
}
