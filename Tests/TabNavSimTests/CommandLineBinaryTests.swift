import Testing

@testable import TabNavSim
@testable import TabNavTestSupport
@testable import TabNavTrace

/// The declared command line through the built `tabnav-sim`: what a user types, the exit status and the one line
/// of standard error.
@Suite("Command line through the binary", .serialized)
struct CommandLineBinaryTests {
    @Test(
        "A slip of an option, a value or a subcommand exits 2 with one line that says what was meant",
        arguments: [
            (
                ["generate", "--seeed", "3"],
                "unknown option '--seeed' for 'generate'; did you mean '--seed'? (see 'tabnav-sim help generate')"
            ),
            (
                ["explore", "--dept", "3", "Examples/jianshu.trace"],
                "unknown option '--dept' for 'explore'; did you mean '--depth'? (see 'tabnav-sim help explore')"
            ),
            (
                ["render", "Examples/jianshu.trace", "--out", "x", "--widht=300"],
                "unknown option '--widht' for 'render'; did you mean '--width'? (see 'tabnav-sim help render')"
            ),
            (
                ["statechart", "--regoin", "bar"],
                "unknown option '--regoin' for 'statechart'; did you mean '--region'? (see 'tabnav-sim help statechart')"
            ),
            (
                ["statechart", "--format=mermiad"],
                "'statechart --format' takes mermaid, markdown, dot or scxml, not 'mermiad'; did you mean 'mermaid'? (see 'tabnav-sim help statechart')"
            ),
            (
                ["generate", "--profile", "ios27"],
                "'generate --profile' takes modern, legacy, ios14.0 or ios26, not 'ios27'; did you mean 'ios26'? (see 'tabnav-sim help generate')"
            ),
            (["help", "rendr"], "no subcommand 'rendr'; did you mean 'render'? (see 'tabnav-sim help help')"),
            (
                ["--quiet", "statechrt"],
                "no subcommand or trace 'statechrt'; did you mean 'statechart'? (see 'tabnav-sim --help')"
            ),
            (
                ["rendr", "Examples/jianshu.trace"],
                "no subcommand or trace 'rendr'; did you mean 'render'? (see 'tabnav-sim --help')"
            ),
            (
                ["--layout", "symetric", "Examples/jianshu.trace"],
                "'--layout' takes seed, symmetric or stack, not 'symetric'; did you mean 'symmetric'? (see 'tabnav-sim --help')"
            ),
            (["generate", "extra"], "unexpected argument 'extra' for 'generate' (see 'tabnav-sim help generate')"),
        ])
    func slips(_ arguments: [String], _ message: String) throws {
        let run = try Sim.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "tabnav-sim: error: \(message)\n")
    }

    @Test(
        "Each subcommand's --help and 'help SUBCOMMAND' print its declared help; the tool's help is the table's",
        arguments: Tool.commands.map(\.name))
    func helpIsDeclared(_ name: String) throws {
        let spec = try #require(Tool.commands.first { $0.name == name }).spec
        let own = try Sim.run([name, "--help"])
        #expect(own.status == 0 && own.stderr.isEmpty)
        #expect(own.stdout == spec.helpText() + "\n")
        #expect(try Sim.run(["help", name]).stdout == own.stdout)
        #expect(try Sim.run(["-h"]).stdout == Tool.helpText + "\n")
    }

    @Test("'help format' prints the trace format at a glance, written from the syntax table")
    func helpFormat() throws {
        let run = try Sim.run(["help", "format"])
        #expect(run.status == 0)
        #expect(run.stdout == TraceSyntaxSummary.text + "\n")
        #expect(run.stdout.contains("  back-menu SCREEN"))
    }

    @Test("A check failure exits 1, a usage error 2, through the same binary")
    func exitTiers() throws {
        let path = try Sim.tempTrace("tabs a b\ntap b\nexpect tab=a\n")
        let failed = try Sim.run(["--quiet", path])
        #expect(failed.status == 1)
        #expect(failed.stderr.isEmpty)
        let usage = try Sim.run(["--quiet", "--wide", path])
        #expect(usage.status == 2)
        #expect(
            usage.stderr
                == "tabnav-sim: error: '--quiet' and '--wide' cannot be combined: --quiet prints no table (see 'tabnav-sim --help')\n"
        )
    }
}
