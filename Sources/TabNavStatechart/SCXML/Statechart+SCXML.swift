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
        comment += [
            "", "  This document runs: an SCXML processor with the ecmascript data model (Qt's, in Scripts/check-scxml.sh)",
            "  replays a trace step by step and agrees with tabnav-sim. Send one event a step, named as below.",
            "", "  Events: the kind of event, as the library names it (TabNavEvent.Kind: tap, backSwipeEnded), then the",
            "  tab for the kinds whose subject is one: tap.discover. popToEntry, popToDepth and replaceModal, which",
            "  no trace step writes, are the chart's too, but this script does not run them: it rejects them.",
            "  _event.data carries the event's arguments as the library names them: tab (the named tab, 0-based),",
            "  in (the stack: null for the focused one, a tab index, or 'modal'), screen, entries and path (lists",
            "  of {screen, hidesBar}), style, animated, hidesBar, entryId, depth, toDepth, badge (none, dot,",
            "  count:N or text:T), phase (whole, began, ended or cancelled), scroll (down, up or top).",
            "  tabnav-sim statechart -e FILE prints them for a trace.",
            "", "  Data: selected, stacks (each tab's entries {screen, hidesBar}, root first), presented (null or",
            "  {style, stack}), enabled, badges, swiping, buttonsPresent, barStuck, appHidden, minimized,",
            "  sheetSwiping, moreSelected and moreShows (the overflow tab More shows or last showed, null for its",
            "  list), sizeClass (the width: compact or regular), orientation (portrait or landscape on an iphone-max,",
            "  else null) and returnTab (the last tab selected as a bar tab). The region 'data' updates them",
            "  with step(), the machine's step written in the script; observed holds what tabnav-sim observes, the",
            "  outcome and, beside a rejected one, the rejection's code as tabnav-sim's JSON output writes it (tab-bar-hidden).",
            "", "  Predicates the conditions call (defined in the script):",
        ]
        comment += Self.predicates.map { "    \($0.0): \($0.1)" }
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<!--"] + comment.map(commentSafe) + ["-->"]
        out.append(
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" datamodel=\"ecmascript\" "
                + "name=\(attr(nameToken(name))) initial=\"tabnav\">")
        out.append("  <datamodel>")
        out += scxmlData.map { "    <data id=\"\($0.0)\" expr=\(attr($0.1))/>" }
        out.append("  </datamodel>")
        out.append("  <script><![CDATA[")
        out += Self.scxmlScript.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        out.append("  ]]></script>")
        out.append("  <parallel id=\"tabnav\">")
        // The gate: a navigation event's transitions need every swipe region idle.
        let gate = regions.filter { $0.kind == .backSwipe || $0.kind == .sheetSwipe }.map {
            "In('\(stateID($0, Region.idle))')"
        }
        for region in regions {
            out.append("    <state id=\(attr(Self.identifier(region.id))) initial=\(attr(stateID(region, region.initial)))>")
            for state in region.states {
                let transitions = region.transitions.filter { $0.source == state.id }
                if transitions.isEmpty {
                    out.append("      <state id=\(attr(stateID(region, state.id)))/>")
                    continue
                }
                out.append("      <state id=\(attr(stateID(region, state.id)))>")
                for t in transitions {
                    var condition = t.event.kind.isNavigation ? gate : []
                    if let g = scxmlCondition(t.guard) { condition.append(g) }
                    let cond = condition.isEmpty ? "" : " cond=\(attr(condition.joined(separator: " && ")))"
                    out.append(
                        "        <transition event=\(attr(scxmlEvent(t.event)))\(cond) target=\(attr(stateID(region, t.target)))/>"
                    )
                }
                out.append("      </state>")
            }
            out.append("    </state>")
        }
        out += dataRegion
        out += ["  </parallel>", "</scxml>"]
        return out.joined(separator: "\n") + "\n"
    }

    /// The `<data>` items at launch, id and ECMAScript expression: the constants the script reads, then the data
    /// the `data` region keeps up to date.
    var scxmlData: [(String, String)] {
        let c = configuration
        let center = c.centerButton.map {
            switch $0.action {
            case .present(let screen, let style): "{action: 'present', screen: \(js(screen)), style: \(js(style.rawValue))}"
            case .push(let screen, _): "{action: 'push', screen: \(js(screen)), style: null}"
            }
        }
        let stacks = tabs.indices.map { i in
            "\(js(tabs[i])): [{screen: \(js(roots[i])), hidesBar: \(hidingScreens.contains(roots[i]))}]"
        }
        func perTab(_ value: String) -> String { "{" + tabs.map { "\(js($0)): \(value)" }.joined(separator: ", ") + "}" }
        let launch = TabNavState(configuration: c)
        return [
            ("tabs", "[" + tabs.map(js).joined(separator: ", ") + "]"),
            (
                "settings",
                "{profile: \(js(c.profile.rawValue)), customBar: \(js(c.customBar.rawValue)), "
                    + "overlapFix: \(js(c.overlapFix.rawValue)), barPolicy: \(js(c.barPolicy.rawValue)), "
                    + "badgePolicy: \(js(c.badgePolicy.rawValue)), center: \(center ?? "null"), "
                    + "badgeTarget: \(js(c.badgeTarget.rawValue)), minimize: \(js(c.minimize.rawValue)), "
                    // The profile's facts that the rules file names, for the script to read rather than restate.
                    + "hasBackMenu: \(c.hasBackMenu), appRemovesButtons: \(c.appRemovesSystemButtons), "
                    + "hasMinimizingBar: \(c.hasMinimizingBar), misplacesCenter: \(c.misplacesCenterButton), "
                    + "device: \(js(c.device.rawValue))}"
            ),
            ("hidingScreens", "[" + hidingScreens.map(js).joined(separator: ", ") + "]"),
            ("selected", js(tabs.first ?? "")),
            ("stacks", "{" + stacks.joined(separator: ", ") + "}"),
            ("presented", "null"),
            ("enabled", perTab("true")),
            ("badges", perTab("'none'")),
            ("swiping", "false"),
            // At launch as the chart's buttons region starts (drawn from the reducer's launch state: trace format 2
            // has UIKit's buttons present at launch under some profiles and fixes).
            ("buttonsPresent", regions.first { $0.id == "buttons" }?.initial == Region.shown ? "true" : "false"),
            ("barStuck", "false"),
            ("appHidden", "false"),
            ("minimized", "false"),
            ("sheetSwiping", "false"),
            // The More tab (V4 of format 2): whether it is selected, and the overflow tab it shows or last showed (null
            // for its list).
            ("moreSelected", "false"),
            ("moreShows", "null"),
            // Format 3 (V14, V15): the width (not `width`, the width region's XML id), the orientation (a large iPhone's; null on the other devices) and the return
            // tab, the last tab selected as a bar tab.
            ("sizeClass", js(launch.width.rawValue)),
            ("orientation", c.device == .iphoneMax ? js(launch.orientation.rawValue) : "null"),
            ("returnTab", js(tabs.first ?? "")),
            ("result", "null"),
            ("observed", "null"),
        ]
    }

    /// The region that keeps the data: one state, entered at launch, whose targetless transition takes every event,
    /// runs `step` on the data as they were before it (the conditions of the other regions read the same) and
    /// assigns the result.
    var dataRegion: [String] {
        let kept = [
            "selected", "stacks", "presented", "enabled", "badges", "swiping", "buttonsPresent", "barStuck", "appHidden",
            "minimized", "sheetSwiping", "moreSelected", "moreShows", "sizeClass", "orientation", "returnTab",
        ]
        var out = [
            "    <state id=\"data\" initial=\"data.kept\">", "      <state id=\"data.kept\">",
            "        <onentry>", "          <assign location=\"observed\" expr=\"observe(snapshot(), 'ok', null)\"/>",
            "        </onentry>",
        ]
        // Every kind of event, by name: an SCXML event descriptor matches a name and the names that extend it.
        out.append("        <transition event=\(attr(TabNavEventKind.allCases.map(\.rawValue).joined(separator: " ")))>")
        out.append("          <assign location=\"result\" expr=\"step(snapshot(), _event)\"/>")
        out += kept.map { "          <assign location=\"\($0)\" expr=\"result.state.\($0)\"/>" }
        out.append("          <assign location=\"observed\" expr=\"observe(result.state, result.outcome, result.rejection)\"/>")
        out += ["        </transition>", "      </state>", "    </state>"]
        return out
    }

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
        case .tapReachesBar: return "reachesBar(_event)"
        case .selected(let t): return selection(t)
        case .targets(let t): return "targets(_event, \(tab(t)))"
        case .focused(let t): return "In('\(stateID(regionNamed: "modal", Region.none))') && \(selection(t))"
        case .depthIs(let t, let n): return "stacks[\(tab(t))].length == \(n)"
        case .depthAbove(let t, let n): return "stacks[\(tab(t))].length > \(n)"
        case .popToReachesRoot(let t): return "popToIndex(_event, \(tab(t))) == 0"
        case .popToStopsAboveRoot(let t): return "popToIndex(_event, \(tab(t))) > 0"
        case .oneScreen: return "_event.data.entries.length == 1"
        case .severalScreens: return "_event.data.entries.length >= 2"
        case .emptyPath: return "_event.data.path.length == 0"
        case .nonEmptyPath: return "_event.data.path.length > 0"
        case .popsToRootDepth: return "_event.data.toDepth == 1"
        case .popsToDepthAboveRoot(let t): return "_event.data.toDepth >= 2 && _event.data.toDepth < stacks[\(tab(t))].length"
        case .focusedCanPop: return "focusedCanPop()"
        case .swiping: return "In('\(stateID(regionNamed: "swipe", Region.active))')"
        case .sheetSwiping: return "In('\(stateID(regionNamed: "sheet-swipe", Region.active))')"
        case .scrollMinimizes: return "minimizingScroll(_event)"
        case .scrollExpands: return "expandingScroll(_event)"
        case .moreShows(let t): return "In('\(stateID(regionNamed: "more", t.map(tabName) ?? Region.list))')"
        case .atMoreRoot(let t):
            return
                "In('\(stateID(regionNamed: "modal", Region.none))') && \(selection(t)) && moreSelected && stacks[\(tab(t))].length == 1"
        case .focusedTarget: return "(_event.data.in === null || _event.data.in === undefined)"
        case .listTakesPick:
            return
                "In('\(stateID(regionNamed: "modal", Region.none))') && In('\(stateID(regionNamed: "selection", Region.moreList))') "
                + "&& snapshot().enabled[tabs[_event.data.tab]] && isOverflow(snapshot(), _event.data.tab)"
        case .modalPresented: return "!In('\(stateID(regionNamed: "modal", Region.none))')"
        case .modalStyle(let style):
            // The modal region draws styles together (a locked sheet as a sheet, over-full-screen as full screen):
            // the style itself is in the data, read as it was before the event.
            return "(presented !== null && presented.style == \(js(style.rawValue)))"
        case .presentsStyle(let style): return "_event.data.style == \(js(style.rawValue))"
        case .policyHidesAfter: return "policyHidesAfter(_event)"
        case .changesTabOrStack: return "changesTabOrStack(_event)"
        case .expandsMinimized: return "expandsMinimized(_event)"
        case .sticksBar: return "sticksBar(_event)"
        case .reAddsButtons: return "reAddsButtons(_event)"
        case .changesAStack: return "changesAStack(_event)"
        case .overflow(let t): return "isOverflow(snapshot(), \(t))"
        case .moreExists: return "hasMore(snapshot())"
        case .returnTab(let t): return "returnTab == \(tab(t))"
        case .changesWidth: return "changesWidth(_event)"
        case .dropsMore: return "dropsMore(_event)"
        case .movesOntoBar(let t): return "movesOntoBar(_event, \(t))"
        case .movesIntoMore(let t): return "movesIntoMore(_event, \(t))"
        case .hidesBottomBarAfter: return "hidesBottomBarAfter(_event)"
        case .becomesFloating: return "becomesFloating(_event)"
        case .tapDismissesFormSheet: return "dismissesFormSheet(_event)"
        case .controllerAppears: return "controllerAppears(_event)"
        }
    }

    /// The SCXML event name of a transition: the kind's case name (``TabNavEventKind``), then the tab for the
    /// events that name one.
    package func scxmlEvent(_ e: Event) -> String {
        guard let t = e.tab else { return e.kind.rawValue }
        return e.kind.rawValue + "." + Self.identifier(tabName(t))
    }

    private func stateID(_ region: Region, _ state: String) -> String { dottedID(region.id, state) }

    private func stateID(regionNamed id: String, _ state: String) -> String { dottedID(id, state) }

    /// The chart's name as the `<scxml>` element's `name` takes it (an XML name token, which Qt also loads): ASCII
    /// letters and digits, `.`, `-`, `_` and the CJK ideographs, kana and hangul kept, any other character `_`;
    /// `chart` when nothing is left. `my app+v2` is `my_app_v2`.
    package func nameToken(_ name: String) -> String {
        let kept = String(
            name.unicodeScalars.map { c -> Character in
                c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)) || c == "." || c == "-" || c == "_"
                    || Self.isPlainCJK(c) ? Character(c) : "_"
            })
        return kept.allSatisfy { $0 == "_" } ? "chart" : kept
    }

    /// Whether a character is a CJK ideograph (U+4E00–U+9FA5), a kana or a hangul syllable: letters that every XML
    /// name rule, Qt and Mermaid accept.
    package static func isPlainCJK(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x4E00...0x9FA5, 0x3041...0x3094, 0x30A1...0x30FA, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// A double-quoted XML attribute value: `&`, `<`, `>` and `"` escaped, single quotes kept for legibility.
    func attr(_ s: String) -> String {
        "\"" + s.escaping(xmlAttributeEscapes) + "\""
    }

    /// An ECMAScript string literal in single quotes.
    func js(_ s: String) -> String { "'" + s.escaping(jsEscapes) + "'" }

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
