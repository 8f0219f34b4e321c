import TabNav
import TabNavStatechart
import Testing

@testable import TabNavTestSupport

/// Every export names its states with one escaping of the app's names (`Statechart.identifier`): valid for XML, Qt,
/// Graphviz and Mermaid, readable for ASCII and CJK names, and unique in a chart whatever the names.
@Suite("Statechart identifiers")
struct StatechartIdentifierTests {
    /// Tab names that the trace format accepts and that once broke an export: Unicode letters outside the old XML
    /// tables and outside the Basic Multilingual Plane, names that differ only in `.`, `-` or `_`, a tab named like
    /// the drawings' "any other state", and two names whose stack and selection states once met (`selection.a` +
    /// `-stack.root` and `a-stack.root`).
    static let awkwardApps: [[String]] = [
        ["ǅ", "ᚠ", "ꞵ", "𝒜x"], ["a.b", "a-b", "a_b", "a--b"], ["any", "home"], ["selection.a", "a-stack.root"],
        ["简书", "发现", "ホーム", "홈", "x1.2-y_"], ["a", "a.b", "b", "c", "d", "e", "f"],
    ]

    static func chart(_ names: [String]) throws -> Statechart {
        Statechart(configuration: try Configuration(tabs: names.map { TabSpec(name: $0, root: $0) }), name: "app")
    }

    @Test(
        "An identifier keeps ASCII letters, digits and CJK, turns a '-' between them into '_', escapes the rest",
        arguments: [
            ("home", "home"), ("sheet-swipe", "sheet_swipe"), ("发现", "发现"), ("a.b", "a__46__b"), ("a_b", "a__95__b"),
            ("a--b", "a__45____45__b"), ("a-", "a__45__"), ("ǅ", "__453__"), ("𝒜x", "__119964__x"), ("1a", "__49__a"),
            ("", "_"),
        ])
    func identifierTable(name: String, identifier: String) {
        #expect(Statechart.identifier(name) == identifier)
    }

    @Test("Identifiers are XML names every consumer takes (ASCII letters, digits, '_', CJK), never '.', '-' or '__x'")
    func identifiersUseTheSharedAlphabet() {
        for names in Self.awkwardApps {
            for name in names + names.map({ $0 + "-stack" }) {
                let id = Statechart.identifier(name)
                #expect(Self.isSharedName(id), "\(name) → \(id)")
                #expect(!id.contains(".") && !id.contains("-"), "\(name) → \(id)")
            }
        }
    }

    @Test("SCXML: state ids are XML names in the shared alphabet, unique, each region's states prefixed by its id")
    func scxmlIDs() throws {
        for names in Self.awkwardApps {
            let text = try Self.chart(names).scxml()
            let document = try SCXMLDocument(text)
            let ids = document.all.compactMap { $0.attributes["id"] }
            #expect(Set(ids).count == ids.count, "\(names): ids repeat")
            for id in ids { #expect(Self.isSharedName(id), "\(names): \(id) is not an XML name every consumer takes") }
            let parallel = try #require(document.root.children.first { $0.name == "parallel" })
            for region in parallel.children {
                let regionID = try #require(region.attributes["id"])
                for state in region.children where state.name == "state" {
                    let id = state.attributes["id"] ?? ""
                    // The Qt driver reads a state's region as the part before the first '.'.
                    #expect(id.split(separator: ".").first.map(String.init) == regionID, "\(names): \(id) in \(regionID)")
                }
            }
            let stateIDs = Set(document.all.filter { $0.name == "state" }.compactMap { $0.attributes["id"] })
            for match in text.matches(of: /In\('([^']*)'\)/) {
                #expect(stateIDs.contains(String(match.1)), "\(names): In('\(match.1)') names no state")
            }
        }
    }

    @Test("SCXML: a tab's events name it by one token, so no tab's transitions match another tab's events")
    func scxmlEventNames() throws {
        for names in Self.awkwardApps {
            let chart = try Self.chart(names)
            let document = try SCXMLDocument(chart.scxml())
            let events = Set(document.all.filter { $0.name == "transition" }.compactMap { $0.attributes["event"] })
            let taps = events.filter { $0.hasPrefix("select.") }
            #expect(taps.count == names.count, "\(names): \(taps.sorted())")
            for event in taps { #expect(event.split(separator: ".").count == 2, "\(names): \(event)") }
        }
    }

    @Test("Mermaid: every state and region is declared under its own id, in the shared alphabet without '.' or '-'")
    func mermaidIDs() throws {
        for names in Self.awkwardApps {
            let chart = try Self.chart(names)
            for text in [chart.mermaid()] + chart.regions.map(chart.mermaid) {
                let declared = text.matches(of: /state "[^"]*" as ([^\s{]+)/).map { String($0.1) }
                #expect(Set(declared).count == declared.count, "\(names): a Mermaid id names two states")
                for id in declared {
                    #expect(Self.isSharedName(id) && !id.contains("."), "\(names): \(id)")
                }
            }
            let overview = chart.mermaidOverview()
            let nodes = overview.matches(of: /^\s+([^\s(\[]+)(?:\(\[|\(\( \)\))/.anchorsMatchLineEndings()).map { String($0.1) }
            #expect(Set(nodes).count == nodes.count, "\(names): an overview node id repeats")
        }
    }

    @Test("Graphviz: every node is declared once under its own id")
    func dotIDs() throws {
        for names in Self.awkwardApps {
            let text = try Self.chart(names).dot()
            let declared = text.matches(of: /^\s+"([^"]+)" \[/.anchorsMatchLineEndings()).map { String($0.1) }
            #expect(Set(declared).count == declared.count, "\(names): a DOT node id names two nodes")
        }
    }

    /// Whether a string is an XML 1.0 name in the alphabet every consumer shares: ASCII letters, digits, `_` and `.`
    /// and the CJK letters of XML 1.0's fourth edition (what libxml2 checks), starting with a letter or `_`.
    static func isSharedName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first else { return false }
        func letter(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || Statechart.isPlainCJK(c)
        }
        guard letter(first) || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }
    }
}
