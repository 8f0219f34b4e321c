import TabNav

extension Statechart {
    /// The chart as an SCXML document: a `<parallel>` of the regions, each a `<state>` with its `initial`,
    /// the stacks, the modal and the tab items in the `<datamodel>`, and one `<transition event cond target>`
    /// a transition. Conditions are ECMAScript over the data, `In()` and the event's data; the predicates
    /// they call are listed in the document's opening comment.
    /// - Returns: The XML text.
    /// - Complexity: O(*t*) in the number of transitions.
    public func scxml() -> String {
        var comment = ["  TabNav statechart: \(name)"]
        comment += ["", "  Configuration, as a trace header:"] + facts.map { "    " + $0 }
        comment += ["", "  Rules:"] + rules.map { "    " + $0 }
        comment += ["", "  Event names are the TabNavEvent cases (a tab-naming event carries the tab: tabTapped.discover);",
                    "  _event.data has the case's arguments: tab, target (a tab name, or null for the focused stack),",
                    "  screen, screens, path, style, animated, hidesBar.", "", "  Predicates the conditions call:"]
        comment += Self.predicates.map { "    \($0.0): \($0.1)" }
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<!--"] + comment.map(commentSafe) + ["-->"]
        out.append("<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" datamodel=\"ecmascript\" "
            + "name=\(attr(name)) initial=\"tabnav\">")
        out.append("  <datamodel>")
        out.append("    <data id=\"selected\" expr=\(attr(js(tabs.first ?? "")))/>")
        let stacks = tabs.indices.map { i in
            "\(js(tabs[i])): [{screen: \(js(roots[i])), hidesBar: \(hidingScreens.contains(roots[i]))}]"
        }
        out.append("    <data id=\"stacks\" expr=\(attr("{" + stacks.joined(separator: ", ") + "}"))/>")
        out.append("    <data id=\"modal\" expr=\"null\"/>")
        out.append("    <data id=\"enabled\" expr=\(attr("{" + tabs.map { "\(js($0)): true" }.joined(separator: ", ") + "}"))/>")
        out.append("    <data id=\"badges\" expr=\(attr("{" + tabs.map { "\(js($0)): null" }.joined(separator: ", ") + "}"))/>")
        out.append("    <data id=\"hidingScreens\" expr=\(attr("[" + hidingScreens.map(js).joined(separator: ", ") + "]"))/>")
        out.append("  </datamodel>")
        out.append("  <parallel id=\"tabnav\">")
        for region in regions {
            out.append("    <state id=\(attr(xmlID(region.id))) initial=\(attr(stateID(region, region.initial)))>")
            for state in region.states {
                let transitions = region.transitions.filter { $0.source == state.id }
                if transitions.isEmpty {
                    out.append("      <state id=\(attr(stateID(region, state.id)))/>")
                    continue
                }
                out.append("      <state id=\(attr(stateID(region, state.id)))>")
                for t in transitions {
                    var condition = t.event.kind.isNavigation ? ["In('\(stateID(regionNamed: "swipe", Region.idle))')"] : []
                    if let g = scxmlCondition(t.guard) { condition.append(g) }
                    let cond = condition.isEmpty ? "" : " cond=\(attr(condition.joined(separator: " && ")))"
                    out.append("        <transition event=\(attr(scxmlEvent(t.event)))\(cond) target=\(attr(stateID(region, t.target)))/>")
                }
                out.append("      </state>")
            }
            out.append("    </state>")
        }
        out += ["  </parallel>", "</scxml>"]
        return out.joined(separator: "\n") + "\n"
    }

    /// The predicates SCXML conditions call, with their meaning.
    static let predicates: [(String, String)] = [
        ("tappable(e)", "no modal, the bar visible, and a tapped tab enabled"),
        ("targets(e, tab)", "the event's stack is the tab's: e.data.target names it, or it is null and the tab is focused"),
        ("popToIndex(e, tab)", "the index of the nearest entry below the top of the tab's stack named e.data.screen, or -1"),
        ("focusedDepth()", "the depth of the focused stack: the modal's while one is presented, else the selected tab's"),
        ("policyHidesAfter(e)", "look-ahead: policyHidden of the selected tab's stack once the event has acted"),
        ("changesTabOrStack(e)", "look-ahead: the event changes the selected tab or the selected tab's stack"),
        ("sticksBar(e)", "look-ahead: an animated pop-to-root, pop-to or set-stack shrinks the selected stack by 2 or more, "
            + "no modal, from a top entry that hid the bar"),
        ("reAddsButtons(e)", "look-ahead: under legacy, an animated pop-to-root or pop-to (a re-tap's included) shrinks the "
            + "selected stack by 2 or more, no modal; under modern and ios14.0, a rotation"),
        ("changesAStack(e)", "look-ahead: the event changes a navigation stack, a tab's or the modal's"),
    ]

    /// A guard as an SCXML condition, or `nil` for ``Guard/always``.
    func scxmlCondition(_ g: Guard) -> String? {
        func tab(_ t: Int) -> String { js(tabName(t)) }
        func selection(_ t: Int) -> String { "In('\(stateID(regionNamed: "selection", tabName(t)))')" }
        switch g {
        case .always: return nil
        case .all(let parts):
            let conditions = parts.compactMap(scxmlCondition)
            return conditions.isEmpty ? nil : conditions.joined(separator: " && ")
        case .not(let inner): return scxmlCondition(inner).map { "!(\($0))" } ?? "false"
        case .tappable: return "tappable(_event)"
        case .selected(let t): return selection(t)
        case .targets(let t): return "targets(_event, \(tab(t)))"
        case .focused(let t): return "In('\(stateID(regionNamed: "modal", Region.none))') && \(selection(t))"
        case .depthIs(let t, let n): return "stacks[\(tab(t))].length == \(n)"
        case .depthAbove(let t, let n): return "stacks[\(tab(t))].length > \(n)"
        case .popToReachesRoot(let t): return "popToIndex(_event, \(tab(t))) == 0"
        case .popToStopsAboveRoot(let t): return "popToIndex(_event, \(tab(t))) > 0"
        case .oneScreen: return "_event.data.screens.length == 1"
        case .severalScreens: return "_event.data.screens.length >= 2"
        case .emptyPath: return "_event.data.path.length == 0"
        case .nonEmptyPath: return "_event.data.path.length > 0"
        case .popsToRootDepth: return "_event.data.depth == 1"
        case .popsToDepthAboveRoot(let t): return "_event.data.depth >= 2 && _event.data.depth < stacks[\(tab(t))].length"
        case .focusedCanPop: return "focusedDepth() > 1"
        case .swiping: return "In('\(stateID(regionNamed: "swipe", Region.active))')"
        case .modalPresented: return "!In('\(stateID(regionNamed: "modal", Region.none))')"
        case .modalStyle(let style):
            return "In('\(stateID(regionNamed: "modal", style == .fullScreen ? Region.fullScreen : Region.sheet))')"
        case .presentsStyle(let style): return "_event.data.style == \(js(style.rawValue))"
        case .policyHidesAfter: return "policyHidesAfter(_event)"
        case .changesTabOrStack: return "changesTabOrStack(_event)"
        case .sticksBar: return "sticksBar(_event)"
        case .reAddsButtons: return "reAddsButtons(_event)"
        case .changesAStack: return "changesAStack(_event)"
        }
    }

    /// The SCXML event name: the case name, then the tab for the events that name one.
    func scxmlEvent(_ e: Event) -> String {
        guard let t = e.tab else { return e.kind.rawValue }
        return e.kind.rawValue + "." + xmlID(tabName(t))
    }

    private func stateID(_ region: Region, _ state: String) -> String { xmlID(region.id) + "." + xmlID(state) }

    private func stateID(regionNamed id: String, _ state: String) -> String { xmlID(id) + "." + xmlID(state) }

    /// An XML name: letters, digits, `-`, `_` and `.` kept, anything else `_`, an underscore first if needed.
    func xmlID(_ s: String) -> String {
        let kept = String(s.unicodeScalars.map { c -> Character in
            c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == "." ? Character(c) : "_"
        })
        guard let first = kept.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return "_" + kept }
        return kept
    }

    /// A double-quoted XML attribute value: `&`, `<`, `>` and `"` escaped, single quotes kept for legibility.
    private func attr(_ s: String) -> String {
        "\"" + s.escaping(xmlAttributeEscapes) + "\""
    }

    /// An ECMAScript string literal in single quotes.
    private func js(_ s: String) -> String { "'" + s.escaping(jsEscapes) + "'" }

    /// A line that can sit in an XML comment: no `--`.
    private func commentSafe(_ line: String) -> String {
        var out = ""
        for c in line {
            if c == "-" && out.hasSuffix("-") { out += " " }
            out.append(c)
        }
        return out
    }
}
