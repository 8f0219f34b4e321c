import Foundation
import TabNav
import Testing

@testable import TabNavStatechart
@testable import TabNavTestSupport
@testable import TabNavTrace

/// The SCXML's ECMAScript has one source, `Sources/TabNavStatechart/SCXML/machine.js`; the library embeds it.
@Suite("The SCXML's script")
struct SCXMLScriptTests {
    @Test("The embedded script is machine.js without its leading comment (Scripts/embed-scxml-script.py)")
    func embeddedIsTheFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = root.appendingPathComponent("Sources/TabNavStatechart/SCXML/machine.js")
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        if lines.first?.hasPrefix("//") == true, let blank = lines.firstIndex(of: "") {
            lines.removeFirst(blank + 1)
        }
        while lines.last == "" { lines.removeLast() }
        #expect(Statechart.scxmlScript == lines.joined(separator: "\n"), "run Scripts/embed-scxml-script.py")
    }

    @Test("machine.js handles every kind a trace can state, no other, and gates the library's navigation kinds")
    func everyKindHandled() throws {
        let script = Statechart.scxmlScript
        for kind in TabNavEventKind.allCases {
            let handled = script.contains("case '\(kind)':")
            // A kind a trace step writes is an event of the chart, so Qt's engine steps it with machine.js; the
            // others never reach the script, which rejects them as unknown.
            #expect(handled == (kind.traceStep != nil), "machine.js and the trace's kind \(kind): add or remove its case")
        }
        let gate = try #require(script.range(of: "function isNavigation(kind) {"))
        let end = try #require(script.range(of: "].indexOf(kind) < 0;", range: gate.upperBound..<script.endIndex))
        let listed = script[gate.upperBound..<end.lowerBound].split(separator: "'").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let library = TabNavEventKind.allCases.filter { !$0.isNavigation }.map(\.description)
        #expect(Set(listed) == Set(library), "machine.js's isNavigation lists the kinds a swipe lets through")
        #expect(listed.count == Set(listed).count)
    }
}
