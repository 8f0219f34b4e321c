import Foundation
import Testing

@testable import TabNavTestSupport

/// The rest of the newcomer's messages, through the binary: a misspelt `tabs` line is one error, `--help` is an
/// option like the others, and `explore --goal` says how to quote a goal and which letter a goal lacks.
@Suite("Command line hints")
struct CommandLineHintsTests {
    @Test("A misspelt tabs line ('tabs:', 'Tabs') is one error, not that error and a missing tabs line")
    func misspeltTabsLineIsOneError() throws {
        for word in ["tabs:", "Tabs", "tbas"] {
            let path = try Sim.tempTrace("\(word) home me\npush detail\n")
            let run = try Sim.run([path])
            #expect(run.status == 2 && run.stdout.isEmpty)
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 2, "\(word): \(run.stderr)")
            #expect(lines.first?.hasPrefix("\(path):1:1: error: unknown step '\(word)'; did you mean 'tabs'?") == true)
            #expect(lines.last == "tabnav-sim: error: 1 error in the trace; nothing was replayed")
        }
        // A word near no header line still leaves the tabs line missing: two errors.
        let other = try Sim.tempTrace("frobnicate home\n")
        #expect(try Sim.run([other]).stderr.contains("2 errors in the trace"))
    }

    @Test(
        "--help=x is refused as every flag's value is, pointing to the help of its command",
        arguments: [
            ([String](), "--help=x", "tabnav-sim --help"), (["help"], "--help=x", "tabnav-sim help help"),
            (["generate"], "--help=1", "tabnav-sim help generate"), (["explore"], "--help=", "tabnav-sim help explore"),
            ([], "--strict=yes", "tabnav-sim --help"),
        ])
    func helpWithAValue(_ command: [String], _ argument: String, _ help: String) throws {
        let run = try Sim.run(command + [argument, "Examples/jianshu.trace"])
        let name = String(argument.prefix { $0 != "=" })
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "tabnav-sim: error: option '\(name)' takes no value (see '\(help)')\n")
    }

    @Test("help --help and help -h print help's own help, as SUBCOMMAND --help prints SUBCOMMAND's")
    func helpOfHelp() throws {
        for arguments in [["help", "--help"], ["help", "-h"]] {
            let run = try Sim.run(arguments)
            #expect(run.status == 0 && run.stderr.isEmpty)
            #expect(run.stdout.hasPrefix("USAGE: tabnav-sim help [SUBCOMMAND]\n"))
            #expect(run.stdout.contains("  -h, --help"))
        }
        let generate = try Sim.run(["generate", "--help"])
        #expect(generate.stdout == (try Sim.run(["help", "generate"])).stdout)
    }

    @Test(
        "Every command's help has a '-h, --help' line, explore's included",
        arguments: ["", "explore", "generate", "render", "statechart", "help"])
    func everyHelpHasAHelpLine(_ command: String) throws {
        let run = try Sim.run(command.isEmpty ? ["--help"] : ["help", command])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix("  -h, --help") })
    }

    @Test("explore --goal tab=me bar=hidden, unquoted, says to quote the goal, whichever side of the file")
    func unquotedGoal() throws {
        for arguments in [
            ["explore", "Examples/jianshu.trace", "--goal", "tab=me", "bar=hidden"],
            ["explore", "--goal", "tab=me", "bar=hidden", "Examples/jianshu.trace"],
            ["explore", "Examples/jianshu.trace", "--goal=tab=me", "bar=hidden"],
        ] {
            let run = try Sim.run(arguments)
            #expect(run.status == 2 && run.stdout.isEmpty)
            #expect(
                run.stderr
                    == "tabnav-sim: error: 'bar=hidden' looks like one more pair of '--goal tab=me': quote a value of several "
                    + "words, --goal 'tab=me bar=hidden' (see 'tabnav-sim help explore')\n")
        }
    }

    /// The Jianshu app with an alphabet of four letters: no tap of `me`, no back-swipe, no scroll.
    static let fourLetters = """
        tabs home discover follow me
        center write present=compose
        screen article hides-bar
        push article
        pop
        tap discover
        tap write
        """

    @Test(
        "A goal that no letter can move towards says which letter is missing; a reachable one is explored",
        arguments: [
            ("tab=me", "no letter taps, selects, opens or picks 'me'"),
            ("tab=discover bar=minimized", "no letter scrolls"),
            ("swipe=active", "no letter starts a back-swipe ('back-swipe start')"),
            ("stack=home>article>comments", "no letter pushes 'comments'"),
            ("badge.me=3", "no letter sets a badge on 'me'"),
            ("more=list", "no letter shows More's list ('tap more' or 'select more')"),
            ("app-hidden=yes", "no letter hides the bar ('hide-bar')"),
            ("modal=settings", "no letter presents 'settings'"),
            ("tab=discover bar=hidden modal=compose stack=home>article depth=2", nil),
            ("tab=home depth=1 swipe=idle", nil),
        ] as [(String, String?)])
    func unreachableGoal(_ goal: String, _ missing: String?) throws {
        let path = try Sim.tempTrace(Self.fourLetters)
        let run = try Sim.run(["explore", path, "--depth", "3", "--goal", goal])
        if let missing {
            #expect(run.status == 2 && run.stdout.isEmpty)
            #expect(
                run.stderr
                    == "tabnav-sim: error: --goal '\(goal)' can never hold: \(missing) (the alphabet is the trace's step "
                    + "lines: add one that does) (see 'tabnav-sim help explore')\n")
        } else {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("goal '\(goal)'"))
        }
    }

    @Test("Under the default alphabet the message says the default alphabet lacks the letter")
    func unreachableUnderTheDefaultAlphabet() throws {
        let path = try Sim.tempTrace("tabs home me\n")
        let run = try Sim.run(["explore", path, "--goal", "bar=minimized"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--goal 'bar=minimized' can never hold: no letter scrolls (the default alphabet lacks it)"))
        let reachable = try Sim.run(["explore", path, "--depth", "2", "--goal", "tab=me app-hidden=yes swipe=active"])
        #expect(reachable.status == 0, "\(reachable.stderr)")
    }
}
