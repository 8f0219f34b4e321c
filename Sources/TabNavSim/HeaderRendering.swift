import TabNav
import TabNavTrace

/// The simulator's renderings of a trace header, both from the one model, ``Configuration/headerFacts``.
enum HeaderRendering {
    /// The human header line: every fact, defaults included, as its header line, separated by `; `.
    static func line(_ header: TraceHeader) -> String {
        header.configuration.headerFacts.map(\.description).joined(separator: "; ")
    }

    /// The JSON header fields: `tabs`, `roots` (every tab), `hidingScreens`, `center` (or `null`) and `settings`
    /// (every setting by its keyword, defaults included).
    static func jsonFields(_ header: TraceHeader) -> [(String, String)] {
        var tabs: [String] = []
        var roots: [(String, String)] = []
        var hiding: [String] = []
        var center = "null"
        var settings: [(String, String)] = []
        for fact in header.configuration.headerFacts {
            switch fact.kind {
            case .tabs(let names):
                tabs = names
                roots = names.map { ($0, $0.jsonQuoted) }
            case .root(let tab, let screen):
                if let i = roots.firstIndex(where: { $0.0 == tab }) { roots[i].1 = screen.jsonQuoted }
            case .hidingScreen(let screen):
                hiding.append(screen)
            case .center(let name, let action, let screen, let style):
                var fields = [("name", name.jsonQuoted), ("action", action.jsonQuoted), ("screen", screen.jsonQuoted)]
                if action == "present" { fields.append(("style", (style ?? "full-screen").jsonQuoted)) }
                center = JSONReporter.object(fields)
            case .setting(let keyword, let value):
                settings.append((keyword, value.jsonQuoted))
            }
        }
        return [
            ("tabs", JSONReporter.array(tabs.map(\.jsonQuoted))), ("roots", JSONReporter.object(roots)),
            ("hidingScreens", JSONReporter.array(hiding.map(\.jsonQuoted))), ("center", center),
            ("settings", JSONReporter.object(settings)),
        ]
    }
}
