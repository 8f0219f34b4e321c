import Foundation
import Testing

@testable import TabNavSim
@testable import TabNavTestSupport

/// The human report's table lines up in a terminal: columns are measured in terminal cells, so CJK names (two cells
/// a character) do not push later columns, and a tab inside a step shows as a space.
@Suite("The report's columns in terminal cells")
struct ReportColumnsTests {
    /// The cells a terminal gives `text`: two for the CJK ideographs and kana these tests use, one otherwise.
    static func cells(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { n, c in
            n + ((0x3041...0x30FF).contains(c.value) || (0x4E00...0x9FFF).contains(c.value) ? 2 : 1)
        }
    }

    /// Where in a row, in cells, the BAR column starts: after its `visible`, `hidden` or `minimized` cell's leading
    /// spaces.
    static func barColumn(_ row: Substring) -> Int? {
        for value in ["  visible  ", "  hidden   ", "  minimized"] {
            if let range = row.range(of: value) { return cells(row[..<range.lowerBound]) }
        }
        return nil
    }

    @Test("The Chinese example's rows put the BAR and ANOMALIES columns at the same cell in every row")
    func chineseRowsAlign() throws {
        let run = try Sim.run(["Examples/jianshu-chinese.trace"])
        #expect(run.status == 0)
        let rows = run.stdout.split(separator: "\n").filter { line in
            line.dropFirst(5).hasPrefix("  ") && line.prefix(5).trimmingCharacters(in: .whitespaces).allSatisfy(\.isNumber)
                && !line.contains("  expect ")
        }
        #expect(rows.count >= 8)
        let columns = Set(rows.compactMap(Self.barColumn))
        #expect(columns.count == 1, "BAR starts at cells \(columns.sorted())")
    }

    @Test("A tab character between a step's words shows as a space and moves no column")
    func tabInStep() throws {
        let path = try Sim.tempTrace("tabs home me\npush\tarticle\npush comments\n", name: "tab-in-step")
        let run = try Sim.run([path])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("\t"))
        let rows = run.stdout.split(separator: "\n").filter { $0.contains("push ") }
        #expect(rows.count == 2 && Set(rows.compactMap(Self.barColumn)).count == 1)
    }

    @Test("--wide measures the columns it shows whole, so a long stack does not push the columns after it")
    func wideAligns() throws {
        let pushes = (1...8).map { "push screen\($0)withalongname\n" }.joined()
        let path = try Sim.tempTrace("tabs home me\n" + pushes, name: "wide-columns")
        let rows = try Sim.run(["--wide", path]).stdout.split(separator: "\n").filter { $0.contains("push screen") }
        #expect(rows.count == 8 && Set(rows.compactMap(Self.barColumn)).count == 1)
    }
}

/// `--effects` names tabs as the trace does.
@Suite("Effects name their tabs")
struct EffectTabNamesTests {
    @Test("--effects writes a tab by its name, in every effect that names one, and an index past the last as a number")
    func effectsNameTabs() throws {
        let run = try Sim.run(["--effects", "Examples/more-tab.trace"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("effects: showInMore(tab 'shop', animated); setBadge(none, tab 'shop')"))
        #expect(run.stdout.contains("effects: push(cart, tab 'shop', animated)"))
        #expect(!run.stdout.contains("(tab 5"))
        #expect(
            HumanReporter.namingTabs("select(tab 1); setBadge(dot, tab 9)", ["home", "me"])
                == "select(tab 'me'); setBadge(dot, tab 9)")
        #expect(HumanReporter.namingTabs("push(tab, tab 0, animated)", ["home"]) == "push(tab, tab 'home', animated)")
    }
}
