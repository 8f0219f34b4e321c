import Foundation
import Testing

@testable import TabNavSim
@testable import TabNavTestSupport

/// `tabnav-sim`'s command line end to end: option combinations, help, subcommand usage, write errors.
@Suite("tabnav-sim options", .serialized)
struct SimulatorOptionsTests {
    @Test(
        "Options without a shared meaning, a repeated option and --version with more are refused with exit 2",
        arguments: [
            (["--json", "--quiet", "Examples/jianshu.trace"], "tabnav-sim: error: '--json' and '--quiet' cannot be combined"),
            (
                ["--effects", "--quiet", "Examples/jianshu.trace"],
                "tabnav-sim: error: '--quiet' and '--effects' cannot be combined"
            ),
            (
                ["--json", "--effects", "Examples/jianshu.trace"],
                "tabnav-sim: error: '--json' and '--effects' cannot be combined"
            ),
            (
                ["--matrix", "--effects", "Examples/jianshu.trace"],
                "tabnav-sim: error: '--matrix' and '--effects' cannot be combined"
            ),
            (["--version", "extra"], "tabnav-sim: error: '--version' takes no other argument"),
            (["--quiet", "-q", "Examples/jianshu.trace"], "tabnav-sim: error: option '--quiet' is given twice"),
            (["--strict=yes", "Examples/jianshu.trace"], "tabnav-sim: error: option '--strict' takes no value"),
            (
                ["generate", "--seed", "1", "--seed", "2"],
                "tabnav-sim: error: option '--seed' is given twice (see 'tabnav-sim help generate')"
            ),
            (
                ["generate", "--steps=1", "--steps", "2"],
                "tabnav-sim: error: option '--steps' is given twice (see 'tabnav-sim help generate')"
            ),
            (
                ["statechart", "--format", "dot", "--format=dot"],
                "tabnav-sim: error: option '--format' is given twice (see 'tabnav-sim help statechart')"
            ),
        ])
    func refused(_ arguments: [String], _ message: String) throws {
        let run = try Sim.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }

    @Test("A subcommand's usage error points to that subcommand's help; the seed's error says its range")
    func subcommandUsage() throws {
        let seed = try Sim.run(["generate", "--seed", "18446744073709551616"])
        #expect(seed.status == 2)
        #expect(
            seed.stderr == "tabnav-sim: error: 'generate --seed' takes an integer from 0 to 18446744073709551615, "
                + "not '18446744073709551616' (see 'tabnav-sim help generate')\n")
        let chart = try Sim.run(["statechart", "--frobnicate"])
        #expect(
            chart.stderr
                == "tabnav-sim: error: unknown option '--frobnicate' for 'statechart' (see 'tabnav-sim help statechart')\n")
        let replay = try Sim.run(["--frobnicate", "x.trace"])
        #expect(replay.stderr == "tabnav-sim: error: unknown option '--frobnicate' (see 'tabnav-sim --help')\n")
    }

    @Test("'help' and 'help SUBCOMMAND' print the help that --help prints; an unknown subcommand is a usage error")
    func helpSubcommand() throws {
        #expect(try Sim.run(["help"]).stdout == Sim.run(["--help"]).stdout)
        #expect(try Sim.run(["help", "generate"]).stdout == Sim.run(["generate", "--help"]).stdout)
        #expect(try Sim.run(["help", "statechart"]).stdout == Sim.run(["statechart", "--help"]).stdout)
        #expect(try Sim.run(["help", "render"]).stdout == Sim.run(["render", "--help"]).stdout)
        #expect(try Sim.run(["help"]).status == 0)
        let unknown = try Sim.run(["help", "replay"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("tabnav-sim: error: no subcommand 'replay'"))
    }

    @Test(
        "The top-level usage line of each subcommand names the options of the subcommand's own usage, no more, no fewer",
        arguments: [
            ("explore", ExploreOptions.help), ("generate", GenerateOptions.help), ("render", RenderCommand.help),
            ("statechart", StatechartCommand.help),
        ])
    func usageLinesAgree(subcommand: String, help: String) throws {
        let top = try Sim.run(["--help"]).stdout
        #expect(Self.usageOptions(top, of: subcommand) == Self.usageOptions(help, of: subcommand))
        #expect(!Self.usageOptions(help, of: subcommand).isEmpty)
    }

    @Test("The top-level usage of --matrix names every option that --matrix accepts")
    func matrixUsageLine() throws {
        let top = try Sim.run(["--help"]).stdout
        let line = try #require(top.split(separator: "\n").first { $0.contains("tabnav-sim --matrix") })
        for option in ["--json", "--strict", "--full-checks"] {
            #expect(line.contains("[\(option)]"))
            #expect(try SimOptions.parse(["--matrix", option, "a.trace"]).mode == .matrix)
        }
    }

    /// The `--options` named by the USAGE lines of `help` that start `tabnav-sim SUBCOMMAND`, with their continuation
    /// lines (those starting with `[`).
    static func usageOptions(_ help: String, of subcommand: String) -> Set<String> {
        var options: Set<String> = []
        var inside = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break }
            let words = line.split(separator: " ")
            let command = words.first == "USAGE:" ? Array(words.dropFirst()) : words
            if command.first == "tabnav-sim" {
                inside = command.count > 1 && command[1] == subcommand
            } else if command.first?.hasPrefix("[") != true {
                inside = false // prose, not a continued usage line
            }
            guard inside else { continue }
            for word in words where word.contains("--") {
                let name = word.drop { $0 != "-" }.prefix { $0 == "-" || $0.isLetter }
                options.insert(String(name))
            }
        }
        return options
    }

    @Test("--help is about use: it names no internals (temporary files, held items, complexity)")
    func helpIsAboutUse() throws {
        let help = try Sim.run(["--help"]).stdout
        for word in ["unlinked", "temporary", "held items", "O(", "10,000", "INVARIANTS:"] {
            #expect(!help.contains(word), "--help mentions \(word)")
        }
    }

    @Test("'--name=value' is the same as '--name value'")
    func equalsForm() throws {
        #expect(try Sim.run(["statechart", "--format=dot"]).stdout == Sim.run(["statechart", "--format", "dot"]).stdout)
        let a = try Sim.run(["generate", "--steps=20", "--seed=7", "--tabs=2"])
        #expect(a.status == 0)
        #expect(a.stdout == (try Sim.run(["generate", "--steps", "20", "--seed", "7", "--tabs", "2"])).stdout)
    }

    @Test("--matrix --strict fails when the trace's own configuration shows an anomaly, and only then")
    func matrixStrict() throws {
        let anomalous = try Sim.run(["--matrix", "--strict", "Examples/overlap-legacy.trace"])
        #expect(anomalous.status == 1)
        #expect(try Sim.run(["--matrix", "Examples/overlap-legacy.trace"]).status == 0)
        // Other rows show anomalies (over-content covers hiding screens), the trace's own row none.
        let path = try Sim.tempTrace("tabs a b\nscreen x hides-bar\npush x\npop\n", name: "clean")
        let clean = try Sim.run(["--matrix", "--strict", path])
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.contains("x from line"))
    }

    @Test("A write error on standard output is reported and exits 2, for a replay and for generate")
    func writeError() throws {
        let replay = try Sim.shell("exec \"$SIM\" Examples/jianshu.trace > /dev/full")
        #expect(replay.status == 2)
        #expect(replay.stderr == "tabnav-sim: error: cannot write the output: No space left on device\n")
        // Under a 60 s timeout, which a generate that went on writing 100,000,000 steps would reach (exit 124).
        let generate = try Sim.shell("exec timeout 60 \"$SIM\" generate --steps 100000000 > /dev/full")
        #expect(generate.status == 2)
        #expect(generate.stderr == "tabnav-sim: error: cannot write the output: No space left on device\n")
    }
}
