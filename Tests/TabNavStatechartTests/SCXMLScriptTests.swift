import Foundation
import Testing

@testable import TabNavStatechart
@testable import TabNavTestSupport

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
}
