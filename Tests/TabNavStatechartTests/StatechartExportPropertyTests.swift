import Foundation
import TabNav
import TabNavStatechart
import TabNavTesting
import TabNavTrace
import Testing

@testable import TabNavTestSupport

/// Random valid apps, named from the whole alphabet the trace format allows: every export's ids are valid for its
/// consumer and unique in the chart. (The consumers themselves run in `Scripts/check-exports.sh` and
/// `Scripts/check-scxml.sh`, on apps that `Scripts/random-apps.py` draws the same way.)
@Suite("Statechart exports of random apps")
struct StatechartExportPropertyTests {
    /// How many apps a run draws: 10 (CI runs 60 more through the consumers themselves, `Scripts/check-exports.sh`), or
    /// 600 under `TABNAV_TEST_SIZE=large`.
    static let count = TestSize.pick(10, large: 600)

    @Test("For random apps (1 to 16 tabs, any Unicode letters, every setting): SCXML, Mermaid and DOT ids valid and unique")
    func everyExportNamesEachStateOnce() throws {
        var random = SplitMix64(seed: statechartSeed)
        for index in 0..<Self.count {
            let header = RandomApp.header(&random)
            guard case .success(let trace) = Trace.parse(header) else {
                Issue.record("app \(index): the format refuses the header it allows:\n\(header)")
                continue
            }
            let chart = Statechart(configuration: trace.header.configuration, name: "app")
            let problems = ExportIDs.problems(chart)
            #expect(problems.isEmpty, "app \(index) (seed \(statechartSeed)):\n\(header)\n\(problems.joined(separator: "\n"))")
        }
    }
}

/// The checks of one chart's exports, each problem a line.
enum ExportIDs {
    static func problems(_ chart: Statechart) -> [String] {
        var out: [String] = []
        // SCXML: ids are shared-alphabet XML names, unique; every In() names a state; a tab's event is one token.
        let scxml = chart.scxml()
        let ids = scxml.matches(of: /\sid="([^"]*)"/).map { String($0.1) }
        if Set(ids).count != ids.count { out.append("SCXML ids repeat") }
        out += ids.filter { !StatechartIdentifierTests.isSharedName($0) }.map { "SCXML id \($0) is not a shared XML name" }
        let states = Set(scxml.matches(of: /<state id="([^"]*)"/).map { String($0.1) })
        for match in scxml.matches(of: /In\('([^']*)'\)/) where !states.contains(String(match.1)) {
            out.append("In('\(match.1)') names no state")
        }
        for match in scxml.matches(of: /<transition event="([^"]*)"/) {
            for token in match.1.split(separator: " ") where token.split(separator: ".").count > 2 {
                out.append("event \(token) is more than a kind and a tab")
            }
        }
        // Mermaid: each state declared under its own id, ids without '.' or '-'; edges join declared ids.
        for text in [chart.mermaid()] + chart.regions.map(chart.mermaid) {
            let declared = text.matches(of: /state "[^"]*" as ([^\s{]+)/).map { String($0.1) }
            if Set(declared).count != declared.count { out.append("Mermaid ids repeat") }
            out += declared.filter { !isMermaidID($0) }.map { "Mermaid id \($0) is not valid" }
            for edge in text.matches(of: /^\s+(\S+) --> (\S+)/.anchorsMatchLineEndings()) {
                for id in [edge.1, edge.2] where id != "[*]" && !declared.contains(String(id)) {
                    out.append("Mermaid edge names \(id), which no state declares")
                }
            }
        }
        let overview = chart.mermaidOverview()
        let nodes = overview.matches(of: /^\s+([^\s(\[]+)(?:\(\[|\(\( \)\))/.anchorsMatchLineEndings()).map { String($0.1) }
        if Set(nodes).count != nodes.count { out.append("Mermaid overview ids repeat") }
        out += nodes.filter { !isMermaidID($0) }.map { "Mermaid overview id \($0) is not valid" }
        // Graphviz: each node declared once; edges join declared nodes.
        let dot = chart.dot()
        let declared = dot.matches(of: /^\s+"([^"]+)" \[/.anchorsMatchLineEndings()).map { String($0.1) }
        if Set(declared).count != declared.count { out.append("DOT node ids repeat") }
        for edge in dot.matches(of: /^\s+"([^"]+)" -> "([^"]+)"/.anchorsMatchLineEndings()) {
            for id in [edge.1, edge.2] where !declared.contains(String(id)) {
                out.append("DOT edge names \(id), which no node declares")
            }
        }
        return out
    }

    /// A Mermaid identifier every diagram type takes: `s_`, then ASCII letters, digits, `_` and CJK letters.
    static func isMermaidID(_ id: String) -> Bool {
        id.hasPrefix("s_") && StatechartIdentifierTests.isSharedName(id) && !id.contains(".")
    }
}

/// A random app's trace header, drawn as `Scripts/random-apps.py` draws them.
enum RandomApp {
    /// Code point ranges and weights to draw letters from: ASCII, Latin, titlecase and modifier letters, Greek,
    /// Cyrillic, Runic, Georgian, kana, CJK, hangul, and beyond the Basic Multilingual Plane Linear B, Deseret,
    /// mathematical letters and CJK extension B.
    static let letterRanges: [(ClosedRange<UInt32>, Int)] = [
        (0x61...0x7A, 30), (0x41...0x5A, 10), (0xC0...0x24F, 4), (0x1C4...0x1CC, 1), (0x2B0...0x2C1, 1),
        (0x370...0x3FF, 3), (0x400...0x4FF, 3), (0x10A0...0x10FA, 1), (0x16A0...0x16EA, 2), (0x1E00...0x1EFF, 2),
        (0x3041...0x3096, 4), (0x30A1...0x30FA, 4), (0x4E00...0x9FA5, 12), (0xAC00...0xD7A3, 4), (0xA722...0xA787, 1),
        (0x10000...0x1004D, 1), (0x10400...0x1044F, 2), (0x1D400...0x1D6A5, 3), (0x20000...0x2A6D6, 3),
    ]
    /// Decimal digits of several scripts, one beyond the Basic Multilingual Plane.
    static let digitRanges: [(ClosedRange<UInt32>, Int)] = [
        (0x30...0x39, 8), (0x660...0x669, 1), (0x966...0x96F, 1), (0xFF10...0xFF19, 1), (0x1D7CE...0x1D7FF, 1),
    ]
    static let reserved: Set<String> = ["instant", "hides-bar", "start", "finish", "cancel", "none", "dot", "clear"]

    static func draw(_ random: inout SplitMix64, _ ranges: [(ClosedRange<UInt32>, Int)], digit: Bool) -> String {
        let total = ranges.map(\.1).reduce(0, +)
        while true {
            var pick = random.below(total)
            let range = ranges.first {
                pick < $0.1
                    || {
                        pick -= $0.1
                        return false
                    }($0)
            }!.0
            let value = range.lowerBound + UInt32(random.below(Int(range.upperBound - range.lowerBound) + 1))
            guard let c = Unicode.Scalar(value) else { continue }
            let category = c.properties.generalCategory
            let letter = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(
                category)
            guard digit ? category == .decimalNumber : letter else { continue }
            // No character that canonical equivalence maps to another: String compares those equal.
            guard String(c).precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual([c]) else { continue }
            return String(c)
        }
    }

    static func name(_ random: inout SplitMix64, taken: inout Set<String>) -> String {
        while true {
            var out = draw(&random, letterRanges, digit: false)
            for _ in 0..<random.pick([0, 1, 2, 3, 4, 6, 9]) {
                let r = random.below(10)
                out +=
                    r < 6
                    ? draw(&random, letterRanges, digit: false)
                    : r < 8 ? draw(&random, digitRanges, digit: true) : random.pick(["_", ".", "-"])
            }
            if !reserved.contains(out) && taken.insert(out).inserted { return out }
        }
    }

    static func header(_ random: inout SplitMix64) -> String {
        let count = random.pick([1, 2, 3, 4, 5, 5, 6, 7, 9, 12, 16])
        var taken: Set<String> = count > 5 ? ["more", "list"] : []
        let tabs = (0..<count).map { _ in name(&random, taken: &taken) }
        var screens: [String] = []
        for _ in 0...random.below(4) {
            var others = taken
            screens.append(name(&random, taken: &others))
        }
        var lines = ["tabs " + tabs.joined(separator: " ")]
        for tab in tabs where random.chance(30) {
            var others = taken
            lines.append("root \(tab) \(name(&random, taken: &others))")
        }
        lines += Set(screens.filter { _ in random.chance(40) }).sorted().map { "screen \($0) hides-bar" }
        if random.chance(70) {
            let center = name(&random, taken: &taken)
            lines.append(
                random.chance(70)
                    ? "center \(center) present=\(random.pick(screens)) style=\(random.pick(ModalStyle.allCases).rawValue)"
                    : "center \(center) push=\(random.pick(screens))")
        }
        let profile = random.pick(["modern", "legacy", "ios14.0", "ios26"])
        lines += [
            "bar-policy \(random.pick(["sticky", "top-only"]))", "badge-policy \(random.pick(["clear-on-tap", "keep"]))",
            "profile \(profile)", "custom-bar \(random.pick(["none", "on-system-bar", "replaced", "over-content"]))",
            "overlap-fix \(random.pick(["none", "completion", "layout"]))", "badge-target \(random.pick(["custom", "item"]))",
        ]
        if profile == "ios26" { lines.append("minimize \(random.pick(["never", "on-scroll-down", "on-scroll-up"]))") }
        return lines.joined(separator: "\n") + "\n"
    }
}
