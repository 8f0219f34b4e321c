import Foundation
import Testing

@testable import TabNavTestSupport

/// The catalogue of bad input, one test a case, through the built `tabnav-sim` as a user sees it: the whole of
/// standard error (position and message), the exit status, and nothing replayed. Docs/TraceFormat.md lists
/// the same messages ("Errors and exit codes"), and a test below keeps the two in step.
@Suite("Bad input catalogue", .serialized)
struct BadInputCatalogueTests {
    /// A trace file with one fault: its bytes, and the error it gives, `LINE:COLUMN: error: MESSAGE`.
    struct FileCase: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var position: String
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ position: String, _ message: String) {
            self.init(name, Array(text.utf8), position, message)
        }

        init(_ name: String, _ bytes: [UInt8], _ position: String, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.position = position
            self.message = message
        }
    }

    static let missingTabs = "missing 'tabs' line: declare the tab bar with 'tabs NAME...' before the first step"
    static let oneError = "tabnav-sim: error: 1 error in the trace; nothing was replayed"

    static let fileCases: [FileCase] = [
        FileCase("empty file", "", "1:1", missingTabs),
        FileCase("no tabs", "# an app\npush detail\nexpect depth=2\n", "1:1", missingTabs),
        FileCase(
            "header after steps", "tabs home\npush detail\nprofile legacy\n", "3:1", "'profile' must come before the first step"),
        FileCase(
            "repeated header", "tabs home me\nbar-policy sticky\nbar-policy top-only\n", "3:1",
            "'bar-policy' is given twice (first on line 2)"),
        FileCase("seventeen tabs", "tabs a b c d e f g h i j k l m n o p q\n", "1:38", "a tab bar has at most 16 tabs"),
        FileCase("duplicate tab", "tabs home me home\n", "1:14", "tab 'home' is declared twice"),
        FileCase(
            "centre named like a tab", "tabs home me\ncenter me present=compose\n", "2:8",
            "the centre button 'me' has the name of a tab"),
        FileCase("unknown step", "tabs home\nswipe-left\n", "2:1", "unknown step 'swipe-left' " + TraceTestSupport.stepList),
        FileCase(
            "misspelt step", "tabs home\npsuh detail\n", "2:1",
            "unknown step 'psuh'; did you mean 'push'? " + TraceTestSupport.stepList),
        FileCase(
            "leading zero", "tabs home me\nbadge me 007\n", "2:10",
            "'007' has a leading zero: numbers are written without one ('7')"),
        FileCase(
            "tabs after an expect line", "expect tab=home\ntabs home\n", "2:1", "'tabs' must come before the first 'expect' line"),
        FileCase(
            "set-stack with hides-bar", "tabs home\nset-stack a b hides-bar\n", "2:15",
            "'set-stack' does not take 'hides-bar': its entries hide the bar when their screen is declared so ('screen NAME hides-bar' in the header)"
        ),
        FileCase(
            "a stack with '*'", "tabs home\nexpect stack=home>article*\n", "2:19",
            "'article*' is not a screen name: '*' only marks, in the report, an entry that hides the tab bar; an expected stack names screens alone (write 'article')"
        ),
        FileCase(
            "a no-break space", "tabs home\u{A0}\n", "1:6",
            "'home\\u{A0}' (U+00A0 is a no-break space) is not a valid tab name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'"
        ),
        FileCase(
            "an escape sequence", "tabs home\npush x\u{1B}[31m\n", "2:6",
            "'x\\u{1B}[31m' is not a valid screen name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'"
        ),
        FileCase(
            "unknown tab", "tabs home discover me\ntap settings\n", "2:5", "unknown tab 'settings' (tabs: home, discover, me)"),
        FileCase(
            "index out of range", "tabs home me\ncenter write present=compose\nselect 2\n", "3:8",
            "tab index 2 is out of range (0-1)"),
        FileCase(
            "malformed key=value", "tabs home\npush detail in==home\n", "2:13",
            "malformed key=value 'in==home': more than one '='"),
        FileCase(
            "unknown expect key", "tabs home\nexpect colour=red\n", "2:8",
            "unknown expect key 'colour' (keys: tab, stack, stack.TAB, depth, modal, bar, overlap, anomalies, badge.TAB, outcome, swipe, sheet-swipe, app-hidden, more, width, orientation)"
        ),
        FileCase(
            "a wrong value for a key", "tabs home\nexpect bar=grey\n", "2:12",
            "'grey' is not a value of 'bar' (visible, hidden or minimized)"),
        FileCase("invalid UTF-8", Array("tabs home\npush caf".utf8) + [0xE9, 0x0A], "2:9", "invalid UTF-8 (byte 0xE9)"),
        FileCase(
            "invalid UTF-8 after a valid character", Array("tabs home\n# é ".utf8) + [0xFF, 0xFE, 0x0A], "2:5",
            "invalid UTF-8 (byte 0xFF)"),
        FileCase(
            "NUL bytes", Array("tabs home\npush de".utf8) + [0x00, 0x00] + Array("tail\n".utf8), "2:8",
            "NUL byte (the file must be UTF-8 text)"),
    ]

    @Test(
        "A faulty file prints the position and message of its fault, then the count, on standard error; exits 2; replays nothing",
        arguments: fileCases)
    func fileCase(_ c: FileCase) throws {
        let path = try Self.write(c.bytes)
        let run = try Sim.run([path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty, "nothing may be replayed")
        let summary = c.name == "NUL bytes" ? Self.oneErrorStoppedAtNul(line: 2) : Self.oneError
        #expect(run.stderr == "\(path):\(c.position): error: \(c.message)\n\(summary)\n")
    }

    /// The summary of a file whose reading stopped at a NUL byte.
    static func oneErrorStoppedAtNul(line: Int) -> String {
        "tabnav-sim: error: 1 error in the trace (reading stopped at a NUL byte on line \(line)); nothing was replayed"
    }

    /// The time limit is a guard against a scan that goes quadratic in the line (hours at 10 MB), not a measurement.
    @Test("A 10 MB line is an error at its first column, quoted in 40 characters", .timeLimit(.minutes(1)))
    func tenMegabyteLine() throws {
        let path = try Self.write(Array("tabs home\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20) + [0x0A])
        let run = try Sim.run([path])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "\(path):2:1: error: unknown step '\(String(repeating: "x", count: 39))…' \(TraceTestSupport.stepList)\n\(Self.oneError)\n"
        )
    }

    @Test("A 10 MB screen name is valid and replays", .timeLimit(.minutes(1)))
    func tenMegabyteName() throws {
        let name = [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20)
        let path = try Self.write(Array("tabs home\npush ".utf8) + name + Array("\nexpect depth=2\n".utf8))
        let run = try Sim.run(["--quiet", path])
        #expect(run.status == 0)
        #expect(run.stdout == "steps: 1 (ok 1, noop 0, rejected 0); no anomalies; invariants held\n1 passed, 0 failed\n")
    }

    /// 100,000 pushes at the default size, 1,000,000 under `TABNAV_TEST_SIZE=large`: either takes hours if a step costs
    /// time in the depth (20,000 pushes took 98 s when it did).
    @Test(
        "A trace of a million pushes (a tenth at the default size) replays and exits 0, in bounded memory and linear time",
        .timeLimit(.minutes(3)))
    func millionPushes() throws {
        let pushes = TestSize.pick(100_000, large: 1_000_000)
        var bytes = Array("tabs home\n".utf8)
        bytes.reserveCapacity(7 * pushes + 100)
        for _ in 0..<pushes { bytes += [0x70, 0x75, 0x73, 0x68, 0x20, 0x61, 0x0A] } // "push a\n"
        bytes += Array("expect depth=\(pushes + 1)\n".utf8)
        let path = try Self.write(bytes)
        // Under a 256 MB address-space cap, which bounds its resident size too: the trace (7 bytes a push) is never held
        // whole, the state of its entries is. (The peak resident size of the children, getrusage's, was no measure: a
        // child spawned by this process counts this process's own size until it runs the binary.)
        let run = try Sim.shell("ulimit -v 262144; exec \"$SIM\" --quiet '\(path)'")
        #expect(run.status == 0, "under a 256 MB address-space cap: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(
            run.stdout
                == "steps: \(pushes) (ok \(pushes), noop 0, rejected 0); no anomalies; invariants held\n1 passed, 0 failed\n")
    }

    @Test("CRLF, tabs, trailing spaces, a byte-order mark and comments everywhere are a valid trace")
    func blanksAndCommentsEverywhere() throws {
        let text =
            "\u{FEFF}# written by hand on Windows\r\n\r\n \t \r\n"
            + "tabs\thome  discover\t me   # three tabs\r\n"
            + "\tcenter write\tpresent=compose   style=sheet\t# a sheet\r\n"
            + "screen article hides-bar\t \r\n"
            + "# a comment line\r\n"
            + "push article\t\t# the bar hides\r\n"
            + "expect\tdepth=2 \t bar=hidden#a comment right after a word\r\n"
            + "   pop   \r\n"
            + "tap\t1\n"
            + "expect tab=discover   \r\n"
            + "  tap write\t\r\n"
            + "expect modal=compose\t\t\r\n"
            + "dismiss\r\n"
            + "  # an indented comment\r\n"
            + "expect modal=none outcome=ok"
        let path = try Self.write(Array(text.utf8))
        let run = try Sim.run(["--quiet", path])
        #expect(run.stderr.isEmpty)
        #expect(run.status == 0)
        #expect(run.stdout == "steps: 5 (ok 5, noop 0, rejected 0); no anomalies; invariants held\n4 passed, 0 failed\n")
    }

    @Test("A missing file exits 2 with the system's reason")
    func missingFile() throws {
        let run = try Sim.run(["/nonexistent/x.trace"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "tabnav-sim: error: cannot read '/nonexistent/x.trace': No such file or directory\n")
    }

    @Test("A directory exits 2")
    func directory() throws {
        let run = try Sim.run(["Examples"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "tabnav-sim: error: cannot read 'Examples': it is a directory\n")
    }

    @Test("An unreadable file exits 2: a path through a regular file cannot be opened, even by root")
    func unopenableFile() throws {
        let run = try Sim.run(["Examples/jianshu.trace/more.trace"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "tabnav-sim: error: cannot read 'Examples/jianshu.trace/more.trace': Not a directory\n")
    }

    @Test(
        "An unreadable file exits 2: a file that opens but cannot be read (/proc/self/mem), even by root",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem")))
    func unreadableFile() throws {
        let run = try Sim.run(["/proc/self/mem"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "tabnav-sim: error: cannot read the trace: Input/output error\n")
    }

    @Test("An unreadable file exits 2: no read permission (when not running as root)", .enabled(if: getuid() != 0))
    func noPermission() throws {
        let path = try Self.write(Array("tabs home\n".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let run = try Sim.run([path])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "tabnav-sim: error: cannot read '\(path)': Permission denied\n")
    }

    @Test("Empty standard input lacks its tabs line at 1:1")
    func emptyStandardInput() throws {
        let run = try Sim.run(["-"], input: Data())
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "<stdin>:1:1: error: \(Self.missingTabs)\n\(Self.oneError)\n")
    }

    @Test("Standard input that cannot be read (a directory) exits 2")
    func unreadableStandardInput() throws {
        let run = try Sim.run(["-"], standardInput: "/")
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr == "tabnav-sim: error: cannot read '-': Is a directory\n")
    }

    @Test("--help lists the exit statuses and where the messages are described")
    func helpListsExitStatuses() throws {
        let run = try Sim.run(["--help"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let help = run.stdout
        for line in [
            "EXIT STATUS:", "  0  every expectation held", "  1  an expectation failed", "  2  errors in the trace",
            "a file that cannot be read", "output that cannot be written", "Errors go to standard error",
            "Docs/TraceFormat.md (\"Errors and exit codes\")",
        ] {
            #expect(help.contains(line), "--help does not say: \(line)")
        }
    }

    @Test("Docs/TraceFormat.md lists every message of the catalogue")
    func documented() throws {
        let doc = try String(contentsOf: Sim.root.appendingPathComponent("Docs/TraceFormat.md"), encoding: .utf8)
        let messages =
            Self.fileCases.map(\.message) + [
                "unknown step '\(String(repeating: "x", count: 39))…' (steps: …)", "1 error in the trace; nothing was replayed",
                "reading stopped at a NUL byte on line", "line longer than 16777216 bytes; reading stops here",
                "and 5 more errors",
                "cannot write the output: No space left on device", "'--json' and '--quiet' cannot be combined",
                "'generate --seed' takes an integer from 0 to 18446744073709551615", "(see 'tabnav-sim help statechart')",
                "cannot read '/nonexistent/x.trace': No such file or directory", "cannot read 'Examples': it is a directory",
                "cannot read 'Examples/jianshu.trace/more.trace': Not a directory", "cannot read the trace: Input/output error",
                "cannot read '-': Is a directory", "unknown option '--quite'; did you mean '--quiet'?",
                "no subcommand or trace 'rendr'; did you mean 'render'?",
            ]
        for message in messages {
            #expect(
                doc.contains(message.replacingOccurrences(of: "|", with: "\\|")), "Docs/TraceFormat.md does not show: \(message)")
        }
    }

    /// Writes bytes to a fresh temporary trace file and returns its path.
    static func write(_ bytes: [UInt8]) throws -> String {
        let path = try Sim.tempTrace("", name: "bad-input")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
