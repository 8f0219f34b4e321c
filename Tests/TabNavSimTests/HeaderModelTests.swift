import Foundation
import TabNav
import TabNavStatechart
import TabNavTrace
import Testing

@testable import TabNavTestSupport

/// The one header model (`Configuration.headerFacts`) and its four renderings: the canonical trace text, the
/// simulator's header line, its JSON header object and the statechart's facts.
@Suite("One header model, four renderings", .serialized)
struct HeaderModelTests {
    static let settingKeywords = [
        "bar-policy", "badge-policy", "profile", "custom-bar", "overlap-fix", "badge-target", "minimize", "device",
    ]

    /// The example's header, parsed by the library.
    static func header(_ path: String) throws -> TraceHeader {
        let text = try String(contentsOf: Sim.root.appendingPathComponent(path), encoding: .utf8)
        guard case .success(let trace) = Trace.parse(text) else { throw CocoaError(.fileReadCorruptFile) }
        return trace.header
    }

    /// `bar-policy` as `barPolicy`.
    static func camelCased(_ keyword: String) -> String {
        let words = keyword.split(separator: "-").map(String.init)
        return words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The header lines a JSON header object states, in the canonical order.
    static func lines(fromJSON header: [String: Any]) throws -> [String] {
        let tabs = try #require(header["tabs"] as? [String])
        let roots = try #require(header["roots"] as? [String: String])
        var lines = ["tabs " + tabs.joined(separator: " ")]
        lines += tabs.compactMap { tab in roots[tab].flatMap { $0 == tab ? nil : "root \(tab) \($0)" } }
        lines += try #require(header["hidingScreens"] as? [String]).map { "screen \($0) hides-bar" }
        if let center = header["center"] as? [String: String] {
            let style = center["style"].flatMap { $0 == "full-screen" ? nil : " style=\($0)" } ?? ""
            lines.append("center \(center["name"]!) \(center["action"]!)=\(center["screen"]!)" + style)
        }
        // The JSON keys are the keywords in camelCase: `bar-policy` is `barPolicy`.
        let settings = try #require(header["settings"] as? [String: String])
        let keys = settingKeywords.map(camelCased)
        #expect(Set(settings.keys) == Set(keys), "the JSON header states every setting")
        lines += zip(settingKeywords, keys).map { "\($0) \(settings[$1] ?? "?")" }
        return lines
    }

    @Test("The four renderings of every example's header agree with its facts", arguments: SimulatorTests.examples)
    func renderingsAgree(_ path: String) throws {
        let header = try Self.header(path)
        let facts = header.configuration.headerFacts
        let all = facts.map(\.description)
        // 1. The canonical trace text: the facts that are not defaults, and it parses back to the same header.
        #expect(header.canonicalLines == facts.filter { !$0.isDefault }.map(\.description))
        guard case .success(let reparsed) = Trace.parse(header.canonicalLines.joined(separator: "\n")) else {
            Issue.record("the canonical header of \(path) does not parse")
            return
        }
        #expect(reparsed.header == header)
        // 2. The human header line: every fact.
        let human = try Sim.run([path]).stdout.split(separator: "\n").first.map(String.init)
        #expect(human == "\(path): " + all.joined(separator: "; "))
        // 3. The JSON header object: every fact, structured.
        let json = try Sim.run(["--json", path]).stdout.split(separator: "\n").first.map(String.init) ?? ""
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(try Self.lines(fromJSON: object) == all)
        // 4. The statechart's facts, in the library and in the rendered Markdown (at the default size for every third
        // example: each draws the chart, in a debug build).
        let index = SimulatorTests.examples.firstIndex(of: path) ?? 0
        guard TestSize.isLarge || index % 3 == 0 else { return }
        #expect(Statechart(configuration: header.configuration).facts == all)
        let run = try Sim.run(["statechart", "--format", "markdown", path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("```\n" + all.joined(separator: "\n") + "\n```"))
    }

    @Test("A fact marks a default setting, keeps the centre's style only when it is not full-screen, and sorts screens")
    func factsOfAConfiguration() throws {
        let config = try Configuration<String>(
            tabs: [TabSpec(name: "home", root: "feed"), TabSpec(name: "me", root: "me")], hidingScreens: ["z", "a"],
            centerButton: CenterButton(name: "write", action: .present("compose", style: .sheet)), profile: .legacy)
        #expect(
            config.headerFacts.map(\.description) == [
                "tabs home me", "root home feed", "screen a hides-bar", "screen z hides-bar",
                "center write present=compose style=sheet",
                "bar-policy sticky", "badge-policy clear-on-tap", "profile legacy", "custom-bar none", "overlap-fix none",
                "badge-target custom", "minimize never", "device iphone",
            ])
        #expect(
            config.headerFacts.filter(\.isDefault).map(\.keyword)
                == ["bar-policy", "badge-policy", "custom-bar", "overlap-fix", "badge-target", "minimize", "device"])
    }
}
