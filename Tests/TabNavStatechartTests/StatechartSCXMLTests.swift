import Foundation
import TabNav
import TabNavStatechart
import Testing

@testable import TabNavTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SCXML rendering is well-formed and structurally valid.
@Suite("Statechart SCXML")
struct StatechartSCXMLTests {
    @Test("The <scxml> name is an XML name token Qt loads, whatever the chart's name: spaces, '+', '<stdin>', emoji")
    func nameIsAToken() throws {
        let cases = [
            ("jianshu", "jianshu"), ("my app+v2", "my_app_v2"), ("<stdin>", "_stdin_"), ("简书-2.0", "简书-2.0"),
            ("𝒜x", "_x"), ("", "chart"), ("++", "chart"),
        ]
        for (name, token) in cases {
            var chart = DrawnCharts.chart(.jianshu)
            chart.name = name
            let document = try SCXMLDocument(chart.scxml())
            #expect(document.root.attributes["name"] == token, "\(name)")
        }
    }

    @Test("The document's comment is written as it reads: no line needed '--' broken up, so its command works as given")
    func commentNeedsNoBreaking() throws {
        let text = DrawnCharts.chart(.jianshu).scxml()
        let comment = try #require(
            text.range(of: "<!--").flatMap { start in
                text.range(of: "-->", range: start.upperBound..<text.endIndex).map { text[start.upperBound..<$0.lowerBound] }
            })
        #expect(!comment.contains("- -"))
        #expect(comment.contains("tabnav-sim statechart -e FILE"))
    }

    @Test(
        "The SCXML is well-formed, one <parallel> of the regions and the data region; ids are unique; initials, targets and In() states exist; every event updates every datum",
        arguments: [Configuration<String>.jianshu] + ChartConfigurations.shapes)
    func structurallyValid(configuration: Configuration<String>) throws {
        let chart = DrawnCharts.chart(configuration)
        let document = try SCXMLDocument(chart.scxml())
        #expect(document.root.name == "scxml")
        #expect(document.root.attributes["xmlns"] == "http://www.w3.org/2005/07/scxml")
        #expect(document.root.attributes["version"] == "1.0")
        let parallel = try #require(document.root.children.first { $0.name == "parallel" })
        #expect(document.root.attributes["initial"] == parallel.attributes["id"])
        #expect(
            parallel.children.map { $0.attributes["id"] ?? "" } == chart.regions.map { Statechart.identifier($0.id) } + ["data"])
        let stateIDs = document.all.filter { $0.name == "state" || $0.name == "parallel" }.compactMap { $0.attributes["id"] }
        let ids = document.all.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count, "ids repeat (XML ids, states and data alike, must be unique)")
        for region in parallel.children {
            let initial = try #require(region.attributes["initial"])
            #expect(region.children.contains { $0.attributes["id"] == initial }, "\(initial) is not a child of its region")
        }
        let transitions = document.all.filter { $0.name == "transition" && $0.attributes["target"] != nil }
        #expect(transitions.count == chart.transitionCount)
        for t in transitions {
            #expect(!(t.attributes["event"] ?? "").isEmpty)
            #expect(stateIDs.contains(t.attributes["target"] ?? ""), "unknown target \(t.attributes["target"] ?? "")")
            for match in (t.attributes["cond"] ?? "").matches(of: /In\('([^']*)'\)/) {
                #expect(stateIDs.contains(String(match.1)), "In() names an unknown state \(match.1)")
            }
        }
        let data = Set(document.all.filter { $0.name == "data" }.compactMap { $0.attributes["id"] })
        let kept: Set = [
            "selected", "stacks", "presented", "enabled", "badges", "swiping", "buttonsPresent", "barStuck", "appHidden",
            "minimized", "sheetSwiping",
        ]
        #expect(kept.isSubset(of: data))
        let keeper = try #require(document.all.first { $0.attributes["id"] == "data.kept" })
        let update = try #require(keeper.children.first { $0.name == "transition" })
        #expect(update.attributes["target"] == nil)
        #expect(
            Set(update.children.compactMap { $0.attributes["location"] }).isSuperset(of: kept), "every kept datum is assigned")
        // The data region takes every kind of event, named as the library's cases.
        #expect(update.attributes["event"]?.split(separator: " ").map(String.init) == TabNavEventKind.allCases.map(\.rawValue))
    }

    @Test(
        "A navigation event's transitions wait for every swipe region to be idle: the back-swipe's and, where it is, the sheet swipe's",
        arguments: ChartConfigurations.shapes)
    func gateNamesEverySwipe(configuration: Configuration<String>) throws {
        let chart = DrawnCharts.chart(configuration)
        let document = try SCXMLDocument(chart.scxml())
        let swipes = ["swipe"] + (chart.region("sheet-swipe") == nil ? [] : ["sheet-swipe"])
        for region in chart.regions {
            for t in region.transitions where t.event.kind.isNavigation {
                let event = chart.scxmlEvent(t.event)
                let element = try #require(
                    document.all.first {
                        $0.name == "transition" && $0.attributes["event"] == event
                            && $0.attributes["target"] == Statechart.identifier(region.id) + "." + Statechart.identifier(t.target)
                    })
                for swipe in swipes {
                    #expect(
                        (element.attributes["cond"] ?? "").contains("In('\(Statechart.identifier(swipe)).idle')"),
                        "\(region.id): \(event)")
                }
            }
        }
    }
}

/// A parsed XML document: just the elements and their attributes, enough for structural checks.
struct SCXMLDocument {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    let root: Element

    /// Every element, depth first.
    var all: [Element] {
        var out: [Element] = []
        func walk(_ e: Element) {
            out.append(e)
            e.children.forEach(walk)
        }
        walk(root)
        return out
    }

    init(_ text: String) throws {
        let delegate = Builder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse(), let root = delegate.root else {
            throw ParseError(message: parser.parserError.map { "\($0)" } ?? "no root element")
        }
        self.root = root
    }

    struct ParseError: Error { let message: String }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: Element?
        var open: [Element] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = Element(name: name, attributes: attributes)
            if let parent = open.last { parent.children.append(element) } else { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}
