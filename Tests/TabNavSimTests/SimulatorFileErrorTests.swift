import Foundation
import Testing

@testable import TabNavTestSupport

/// More kinds of file error of the trace format, through the built binary: its exact position
/// and message on standard error, exit status 2, and nothing replayed. The cases the issue lists
/// are in ``BadInputCatalogueTests``.
@Suite("tabnav-sim file errors", .serialized)
struct SimulatorFileErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var error: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "name of the wrong form", text: "tabs a\npush 9x\n",
            error:
                "2:6: error: '9x' is not a valid screen name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'"
        ),
        Case(
            name: "reserved word as a name", text: "tabs a\npush none\n",
            error: "2:6: error: 'none' is a reserved word and cannot be a screen name"),
        Case(name: "missing argument", text: "tabs a\npush\n", error: "2:1: error: 'push' needs a screen"),
        Case(
            name: "repeated option", text: "tabs a\npush x instant instant\n",
            error: "2:16: error: option 'instant' is given twice"),
        Case(
            name: "option the step does not take", text: "tabs a\ntap a instant\n",
            error: "2:7: error: 'tap' does not take 'instant'"),
        Case(
            name: "expect without a pair", text: "tabs a\nexpect\n",
            error: "2:1: error: 'expect' needs at least one KEY=VALUE pair"),
        Case(name: "expect key twice", text: "tabs a\nexpect tab=a tab=a\n", error: "2:14: error: key 'tab' is given twice"),
        Case(
            name: "centre with both actions", text: "tabs a\ncenter w present=x push=y\n",
            error: "2:20: error: 'center' takes either 'present=' or 'push=', not both"),
        Case(
            name: "style without present", text: "tabs a\ncenter w push=y style=sheet\n",
            error: "2:17: error: 'style=' goes only with 'present='"),
        Case(
            name: "set-stack without a screen", text: "tabs a\nset-stack\n",
            error: "2:1: error: 'set-stack' needs at least one screen"),
        Case(name: "undeclared tab in a root line", text: "tabs a\nroot b x\n", error: "2:6: error: unknown tab 'b' (tabs: a)"),
        Case(
            name: "tab index with a tab after the centre", text: "tabs a\ncenter w push=x\ntap 1\n",
            error: "3:5: error: tab index 1 is out of range (0-0)"),
        Case(
            name: "column counts characters, a tab as one", text: "tabs a\n\tpush  é€\n",
            error:
                "2:8: error: 'é€' is not a valid screen name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'"
        ),
    ]

    @Test("A file error is reported as FILE:LINE:COLUMN: error: MESSAGE, exit 2, nothing replayed", arguments: cases)
    func fileError(_ c: Case) throws {
        let path = try Sim.tempTrace(c.text, name: "bad")
        let run = try Sim.run([path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty, "nothing may be replayed")
        #expect(run.stderr == "\(path):\(c.error)\ntabnav-sim: error: 1 error in the trace; nothing was replayed\n")
    }

    @Test(
        "A faulty tabs line is reported once, not again at the end of the file (it was printed twice, counted as 2)",
        arguments: ["tabs a b c d e f g h i j k l m n o p q\n", "tabs a a\n", "tabs 1x\n", "tabs a none\n", "tabs a\u{20AC}\n"])
    func faultyTabsOnce(text: String) throws {
        let path = try Sim.tempTrace(text, name: "tabs")
        let run = try Sim.run([path])
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines.first?.hasPrefix("\(path):1:") == true, "\(run.stderr)")
        #expect(lines.last == "tabnav-sim: error: 1 error in the trace; nothing was replayed")
    }

    @Test("Every root line before tabs that names no tab is reported, as Trace.parse reports them (only the first was)")
    func everyDeferredError() throws {
        let path = try Sim.tempTrace("root foo x\nroot 7 y\nroot me z\ntabs home me\npush 1x\n", name: "roots")
        let run = try Sim.run([path])
        #expect(run.status == 2)
        #expect(
            run.stderr == """
                \(path):5:6: error: '1x' is not a valid screen name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'
                \(path):1:6: error: unknown tab 'foo' (tabs: home, me)
                \(path):2:6: error: tab index 7 is out of range (0-1)
                tabnav-sim: error: 3 errors in the trace; nothing was replayed

                """)
    }

    @Test("Every faulty line is reported, in order, then the count; CRLF, a BOM and comments are fine")
    func everyError() throws {
        let path = try Sim.tempTrace(
            "\u{FEFF}tabs a b\r\n# comment\r\npush x   # trailing\r\ntap c\r\nfly\r\nexpect depth=0\r\n", name: "many")
        let run = try Sim.run([path])
        #expect(run.status == 2)
        #expect(
            run.stderr == """
                \(path):4:5: error: unknown tab 'c' (tabs: a, b)
                \(path):5:1: error: unknown step 'fly' \(TraceTestSupport.stepList)
                \(path):6:14: error: '0' is not a depth: a number from 1
                tabnav-sim: error: 3 errors in the trace; nothing was replayed

                """)
    }
}
