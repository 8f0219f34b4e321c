import TabNav
import TabNavTrace

/// Prints a scenario in the trace format of `Docs/TraceFormat.md`, so that `tabnav-sim` replays it.
///
/// Test support only: once the library's printer (`TraceHeader.stepText(for:)`) is merged, the
/// step half can be replaced by it; the round-trip law checks that both agree with the parser.
enum TracePrinting {
    /// The header lines of a configuration; default options are left out.
    static func header(_ c: ScenarioConfig) -> [String] {
        var lines = ["tabs " + c.tabs.joined(separator: " ")]
        for (tab, root) in zip(c.tabs, c.rootOfEachTab) where tab != root { lines.append("root \(tab) \(root)") }
        for screen in c.hiding { lines.append("screen \(screen) hides-bar") }
        if let center = c.center {
            if center.pushes {
                lines.append("center \(center.name) push=\(center.screen)")
            } else {
                lines.append(
                    "center \(center.name) present=\(center.screen)"
                        + (center.style == .fullScreen ? "" : " style=\(center.style)"))
            }
        }
        if c.barPolicy != .sticky { lines.append("bar-policy \(c.barPolicy)") }
        if c.profile != .modern { lines.append("profile \(c.profile)") }
        if c.customBar != .none { lines.append("custom-bar \(c.customBar)") }
        if c.overlapFix != .none { lines.append("overlap-fix \(c.overlapFix)") }
        if c.badgePolicy != .clearOnTap { lines.append("badge-policy \(c.badgePolicy)") }
        if c.badgeTarget != .custom { lines.append("badge-target \(c.badgeTarget)") }
        if c.minimize != .never { lines.append("minimize \(c.minimize)") }
        if c.device != .iphone { lines.append("device \(c.device)") }
        return lines
    }

    /// One step line: tabs by name, options after the positional words.
    static func step(_ event: TabNavEvent<String>, in c: ScenarioConfig) -> String {
        // A tab out of range prints as its index, a line that fails to parse, as the library's printer does.
        let tab = { (i: Int) in c.tabs.indices.contains(i) ? c.tabs[i] : String(i) }
        func nav(_ words: [String], _ animated: Bool, _ target: StackRef?) -> String {
            (words + (animated ? [] : ["instant"]) + (target.tabIndex.map { ["in=\(tab($0))"] } ?? [])).joined(separator: " ")
        }
        switch event {
        case .request(.popToEntry), .request(.popToDepth), .request(.replaceModal): return "# \(event): no trace step"
        case .request(.tap(tab: let i)): return "tap \(tab(i))"
        case .request(.tapCenter): return "tap \(c.center?.name ?? "CENTER")"
        case .request(.select(tab: let i)): return "select \(tab(i))"
        case .request(.tapMore): return "tap more"
        case .request(.pick(tab: let i)): return "pick \(tab(i))"
        case .request(.selectMore): return "select more"
        case .request(.push(let s, let h, let a, let t)): return nav(["push", s] + (h ? ["hides-bar"] : []), a, t)
        case .request(.pop(let a, let t)): return nav(["pop"], a, t)
        case .request(.popTo(let s, let a, let t)): return nav(["pop-to", s], a, t)
        case .request(.popToRoot(let a, let t)): return nav(["pop-to-root"], a, t)
        case .request(.setStack(let s, let a, let t)): return nav(["set-stack"] + s.map(\.screen), a, t)
        case .report(.backSwipe(.whole)): return "back-swipe"
        case .report(.backSwipe(.began)): return "back-swipe start"
        case .report(.backSwipe(.ended)): return "back-swipe finish"
        case .report(.backSwipe(.cancelled)): return "back-swipe cancel"
        case .request(.present(let s, let style, _)):
            return "present \(s)" + (style == .fullScreen ? "" : " style=\(style.rawValue)")
        case .request(.dismiss): return "dismiss"
        case .request(.open(let i, let path)): return (["open", tab(i)] + path.map(\.screen)).joined(separator: " ")
        case .request(.setBadge(let b, tab: let i)): return "badge \(tab(i)) \(badgeWord(b))"
        case .request(.enable(tab: let i)): return "enable \(tab(i))"
        case .request(.disable(tab: let i)): return "disable \(tab(i))"
        case .report(.rotated): return "rotate"
        case .report(.resized(let w)): return "resize \(w.rawValue)"
        case .report(.backButtonTapped): return "back-button"
        case .report(.backMenuPicked(let s)): return "back-menu \(s)"
        case .report(.sheetSwipe(.whole)): return "sheet-swipe"
        case .report(.sheetSwipe(.began)): return "sheet-swipe start"
        case .report(.sheetSwipe(.ended)): return "sheet-swipe finish"
        case .report(.sheetSwipe(.cancelled)): return "sheet-swipe cancel"
        case .report(.scrolled(let s)): return "scroll \(s.rawValue)"
        case .request(.hideBar(let a)): return "hide-bar" + (a ? "" : " instant")
        case .request(.showBar(let a)): return "show-bar" + (a ? "" : " instant")
        case .report(.systemPopped(let d, let t)): return nav(["system-pop", String(d)], true, t)
        }
    }

    /// The word that sets `badge` on a `badge` line.
    static func badgeWord(_ badge: Badge) -> String {
        switch badge {
        case .none: "clear"
        case .dot: "dot"
        case .count(let n): String(n)
        case .text(let text): text
        }
    }

    /// A whole trace: comment lines, the header, the steps, and an optional final `expect` line of `KEY=VALUE` pairs.
    static func trace(_ s: Scenario, comments: [String] = [], expect: [String] = []) -> String {
        var lines = comments.map { "# " + $0 }
        // The library's own printer, as the simulator prints traces.
        let printer = TraceHeader(configuration: s.config.libraryConfiguration)
        lines += printer.canonicalLines
        lines.append("")
        lines += s.events.map { printer.stepText(for: $0) }
        if !expect.isEmpty { lines.append("expect " + expect.joined(separator: " ")) }
        return lines.joined(separator: "\n") + "\n"
    }
}
