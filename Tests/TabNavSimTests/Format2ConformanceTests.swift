import Foundation
import Testing

@testable import TabNavTestSupport

/// An independent check of trace format 2 against `tabnav-sim`: the traces in `Conformance/` were written from the
/// normative text (V1–V11 on top of version 1), not from the code, with an `expect` line after every step; each must
/// replay with exit 0 and every expectation holding. Errors of the file are checked here, position and exit code.
@Suite("Format 2 conformance: the corpus and the errors of a file", .serialized)
struct Format2ConformanceTests {
    static let corpus: [String] = {
        let dir = Sim.root.appendingPathComponent("Tests/TabNavSimTests/Conformance")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".trace") }.sorted().map { "Tests/TabNavSimTests/Conformance/\($0)" }
    }()

    @Test("The conformance corpus holds at least fifty traces")
    func corpusIsThere() {
        #expect(Self.corpus.count >= 50)
    }

    @Test("Every conformance trace replays with exit 0 and all its expectations holding", arguments: corpus)
    func replays(_ path: String) throws {
        let run = try Sim.run(["--quiet", path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix(" 0 failed\n"), "\(run.stdout)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test("Every conformance trace replays the same with --json: exit 0, no expectation failing", arguments: corpus)
    func replaysAsJSON(_ path: String) throws {
        let run = try Sim.run(["--json", path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"type\":\"expect\""))
        #expect(!run.stdout.contains("\"passed\":false"))
    }

    @Test("Every step of a conformance trace is followed by an expect line", arguments: corpus)
    func everyStepChecked(_ path: String) throws {
        let text = try String(contentsOf: Sim.root.appendingPathComponent(path), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let headers = [
            "tabs", "root", "screen", "center", "bar-policy", "profile", "custom-bar", "overlap-fix",
            "badge-policy", "badge-target", "minimize", "device",
        ]
        while let first = lines.first, let word = first.split(separator: " ").first, headers.contains(String(word)) {
            lines.removeFirst()
        }
        for (i, line) in lines.enumerated() where !line.hasPrefix("expect") {
            #expect(i + 1 < lines.count && lines[i + 1].hasPrefix("expect"), "no expect after '\(line)' in \(path)")
        }
    }

    @Test(
        "A file that breaks format 2 is reported at the fault's line and column with exit 2, and nothing replays",
        arguments: [
            ("tabs a b c d e f g h i j k l m n o p q\n", "1:38: error: a tab bar has at most 16 tabs"),
            ("tabs a b c d e more\n", "1:16: error: with more than five tabs no tab may be named 'more'"),
            ("tabs a b list d e f\n", "1:10: error: with more than five tabs no tab may be named 'list'"),
            ("tabs a b c d e\ntap more\n", "2:5: error: 'more' needs a More tab"),
            ("tabs a b c d e\nselect more\n", "2:8: error: 'more' needs a More tab"),
            ("tabs a b c d e\npick a\n", "2:1: error: 'pick' needs a More tab"),
            ("tabs a b\nminimize on-scroll-down\n", "2:10: error: 'minimize on-scroll-down' needs 'profile ios26'"),
            ("profile modern\nminimize on-scroll-up\ntabs a b\n", "2:10: error: 'minimize on-scroll-up' needs 'profile ios26'"),
            ("tabs a b\npush \"x\"\n", "2:6: error: quoted text is accepted only as a badge value"),
            ("tabs \"a\" b\n", "1:6: error: quoted text is accepted only as a badge value"),
            ("tabs a b\nexpect tab=\"a\"\n", "2:8: error: quoted text is accepted only as a badge value"),
            ("tabs a b\nbadge \"a\" 1\n", "2:7: error: quoted text is accepted only as a badge value"),
            ("tabs a b\nexpect \"badge.a\"=x\n", "2:8: error: quoted text is accepted only as a badge value"),
            ("tabs a b\nbadge a 1 \"x\"\n", "2:11: error: quoted text is accepted only as a badge value"),
            ("tabs a b\nbadge a \"1k\n", "2:9: error: unterminated quote"),
            ("tabs a b\nexpect badge.a=\"x\n", "2:16: error: unterminated quote"),
            ("tabs a b\nexpect badge.a=\"x\"y\n", "2:19: error: a quoted text is one whole word"),
            ("tabs a b\nbadge a \"a\tb\"\n", "2:9: error: a quoted text cannot hold a control character"),
            ("tabs a b\ntap 01\n", "2:5: error: '01' has a leading zero"),
            ("tabs a b\nbadge a 007\n", "2:9: error: '007' has a leading zero"),
            ("tabs a b\nsystem-pop 02\n", "2:12: error: '02' has a leading zero"),
            ("tabs a b\nexpect depth=02\n", "2:14: error: '02' has a leading zero"),
            ("tabs a b\nexpect badge.a=07\n", "2:16: error: '07' has a leading zero"),
            ("tabs a b\nroot 01 x\n", "2:6: error: '01' has a leading zero"),
            ("tabs a b\npush x in=01\n", "2:11: error: '01' has a leading zero"),
            ("tabs a b c d e f\npick 05\n", "2:6: error: '05' has a leading zero"),
            ("tabs a b\nexpect depth=１\n", "2:14: error: '１' is not a depth"),
            ("tabs a b\npush 1x\n", "2:6: error: '1x' is not a valid screen name"),
            ("tabs a b\npush ٣x\n", "2:6: error: '٣x' is not a valid screen name"),
            ("tabs a b\npush x\u{A0}y\n", "2:6: error: 'x\\u{A0}y' (U+00A0"),
            ("tabs a\u{1B}b c\n", "1:6: error: 'a\\u{1B}b' is not a valid tab name"),
            ("tabs a b\npush a\rb\n", "2:6: error: 'a\\rb' is not a valid screen name"),
            ("tabs a b\nprofile ios26\nminimize sometimes\n", "3:10: error: unknown minimize behaviour 'sometimes'"),
            ("tabs a b\nbadge-target item\nbadge-target custom\n", "3:1: error: 'badge-target' is given twice"),
            ("tabs a b\npresent x style=bogus\n", "2:17: error: unknown style 'bogus'"),
            ("tabs a b\nscroll\n", "2:1: error: 'scroll' needs 'down', 'up' or 'top'"),
            ("tabs a b\nscroll down instant\n", "2:13: error: 'scroll' does not take 'instant'"),
            ("tabs a b\nhide-bar in=a\n", "2:10: error: 'hide-bar' does not take 'in='"),
            ("tabs a b\nsheet-swipe start instant\n", "2:19: error: 'sheet-swipe' does not take 'instant'"),
            ("tabs a b\nexpect app-hidden=maybe\n", "2:19: error: 'maybe' is not a value of 'app-hidden'"),
            ("tabs a b\nexpect sheet-swipe=on\n", "2:20: error: 'on' is not a value of 'sheet-swipe'"),
            ("tabs a b\nexpect bar=minimised\n", "2:12: error: 'minimised' is not a value of 'bar'"),
            ("tabs a b c d e f g\nexpect more=a\n", "2:13: error: 'a' is not a value of 'more'"),
            ("tabs a b c d e f g\npick more\n", "2:6: error: unknown tab 'more'"),
            ("tabs a b c d e f g\nexpect stack.more=x\n", "2:14: error: unknown tab 'more'"),
            ("tabs a b c d e f g\ntap more instant\n", "2:10: error: 'tap' does not take 'instant'"),
            ("tabs a b c d e f g\nselect more in=a\n", "2:13: error: 'select' does not take 'in='"),
            ("tabs a b c d e f g\npick 7\n", "2:6: error: tab index 7 is out of range (0-6)"),
        ])
    func fileErrors(_ text: String, _ expected: String) throws {
        let path = try Sim.tempTrace(text)
        let run = try Sim.run([path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("\(path):\(expected)"), "\(run.stderr)")
    }
}

/// Disagreements found by the conformance review, each pinned by the smallest trace that shows it.
@Suite("Format 2 conformance: the review's findings", .serialized)
struct Format2ConformanceFindingTests {
    @Test("expect badge.TAB=\"\" holds when the tab has no badge, as badge TAB \"\" sets none (V2)")
    func emptyQuotedExpectIsNoBadge() throws {
        let path = try Sim.tempTrace(
            "tabs a b\nexpect badge.a=\"\"\nbadge a 3\nbadge a \"\"\nexpect outcome=ok badge.a=\"\"\nbadge a x\nexpect badge.a=\"\"\n"
        )
        let run = try Sim.run([path])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("2 passed, 1 failed (1 expectation)\n"), "\(run.stdout)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("\(path):7:8: error: expected badge.a=none, got x"), "\(run.stdout)")
    }

    @Test("Screen names and badge texts compare code point by code point, with no normalisation (V2)")
    func namesCompareByCodePoints() throws {
        // U+212A KELVIN SIGN and U+004B LATIN CAPITAL LETTER K are two names: Swift's `==` finds them equal.
        let kelvin = "\u{212A}"
        let path = try Sim.tempTrace(
            """
            tabs a b
            screen K hides-bar
            push \(kelvin)
            expect outcome=ok bar=visible
            push K
            expect outcome=ok bar=hidden
            push x
            expect outcome=ok
            pop-to \(kelvin)
            expect outcome=ok stack=a>\(kelvin)
            push K
            expect outcome=ok
            push y
            expect outcome=ok
            back-menu \(kelvin)
            expect outcome=ok stack=a>\(kelvin)
            set-stack K
            expect outcome=ok stack=K
            set-stack \(kelvin)
            expect outcome=ok stack=\(kelvin)
            open a K
            expect outcome=ok stack=\(kelvin)>K
            badge a K
            expect outcome=ok
            badge a \(kelvin)
            expect outcome=ok badge.a=\(kelvin)
            set-stack a K
            expect outcome=ok stack=a>K
            pop-to \(kelvin)
            expect outcome=rejected stack=a>K

            """)
        let run = try Sim.run([path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix(" 0 failed\n"), "\(run.stdout)")
    }
}
