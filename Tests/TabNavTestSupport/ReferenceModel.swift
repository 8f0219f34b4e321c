import TabNav

/// A deliberately naive model of the machine, written from the trace format (§2–§5, format 2's V4–V8 and format 3's
/// V13–V22) alone.
///
/// It shares no code with the library: stacks are arrays of names and flags, everything the
/// spec derives (the bar, the anomalies, the outcome) is recomputed from scratch at every step,
/// and the outcome is found by comparing the whole state before and after the step. It reads
/// library events and enums as plain data only. Differential tests hold the library to it.
struct ReferenceModel: Sendable {
    /// One entry of a stack: its screen and its `hidesBottomBarWhenPushed` flag. No identity:
    /// the spec's state is names, hiding flags and the flags listed in §3.
    struct Entry: Hashable, Sendable {
        var name: String
        var hides: Bool
    }

    /// Everything §3 counts when it judges a step a noop.
    struct World: Hashable, Sendable {
        var stacks: [[Entry]]
        /// The bar tab last selected; while More is selected, More's own selection says what is shown.
        var selected = 0
        /// V4: the More item is selected.
        var moreSelected = false
        /// V4: the overflow tab More shows (or last showed); `nil` for its list.
        var moreLast: Int? = nil
        var modal: [Entry]? = nil
        /// The modal's style as a trace spells it; `full-screen` when there is none.
        var modalStyle = "full-screen"
        /// Each tab's badge as set: `none`, `dot`, a count or a text. The count is the state behind
        /// the shown value (`250` and `100` both show `99+` but are different states, §3).
        var badges: [String]
        var enabled: [Bool]
        var buttonsBack = false
        var stuck = false
        var swiping = false
        /// V5: the app hid the bar.
        var appHidden = false
        /// V6: iOS 26 minimized the bar.
        var minimized = false
        /// V7: the user is dragging a sheet.
        var sheetSwiping = false
        /// V14: the window is regular in width (an iPad at launch, a large iPhone in landscape).
        var regular = false
        /// V14: a large iPhone is held in landscape.
        var landscape = false
    }

    let config: ScenarioConfig
    private(set) var world: World
    /// The previous step's outcome: `ok`, `noop` or `rejected`.
    private(set) var outcome = "ok"

    /// The state at launch (§2): first tab, roots alone, no modal, no badges, all enabled.
    init(_ config: ScenarioConfig) {
        self.config = config
        let stacks = config.rootOfEachTab.map { [Entry(name: $0, hides: config.hiding.contains($0))] }
        world = World(stacks: stacks, badges: config.tabs.map { _ in "none" }, enabled: config.tabs.map { _ in true })
        // V22: an iPad starts regular, an iPhone compact (a large one in portrait).
        world.regular = config.device == .ipad
        // V8.1 and V6: UIKit's buttons are there at launch unless the profile's launch removes them.
        if config.customBar == .onSystemBar {
            switch config.profile {
            case .ios26: world.buttonsBack = true
            case .modern, .ios14_0: world.buttonsBack = config.overlapFix != .layout
            default: break
            }
        }
    }

    /// V6: under `ios26` the app's removal of UIKit's buttons finds none to remove.
    private var removalWorks: Bool { config.profile != .ios26 }

    /// A sheet, locked or not.
    private func isSheet(_ style: String) -> Bool { style == "sheet" || style == "locked-sheet" }

    // MARK: - Derived values, recomputed from scratch

    /// `policyHidden` (§4.1) of a stack.
    func policyHidden(_ stack: [Entry]) -> Bool {
        if config.barPolicy == .sticky { return stack.contains { $0.hides } }
        return stack.last?.hides ?? false
    }

    /// V4: the tab whose stack is on screen: the bar tab selected, or the overflow tab More shows; `nil` while
    /// More shows its list.
    func current(_ w: World) -> Int? {
        w.moreSelected ? w.moreLast : w.selected
    }

    /// `policyHidden` of the selected stack; the More list has none and hides nothing.
    func selectedPolicy(_ w: World) -> Bool {
        current(w).map { policyHidden(w.stacks[$0]) } ?? false
    }

    /// `bar` (§4.4) of a world; V17.1: only the app hides the floating bar.
    func barHidden(_ w: World) -> Bool {
        if config.customBar == .overContent { return false }
        if floating(w) { return w.appHidden }
        return w.appHidden || selectedPolicy(w) || w.stuck
    }

    /// The anomalies (§4.4) of a world, sorted by name.
    func anomalies(_ w: World) -> [String] {
        var found: [String] = []
        let hidden = barHidden(w)
        let policy = selectedPolicy(w)
        if config.customBar == .onSystemBar && w.buttonsBack && !hidden && !floating(w) { found.append("overlap") }
        if config.customBar == .onSystemBar && floating(w) && !hidden { found.append("custom-bar-lost") }
        if hidden && !policy && !w.appHidden { found.append("bar-missing") }
        if !hidden && policy { found.append("bar-over-hiding-screen") }
        if config.profile == .ios26 && config.customBar == .replaced && config.center != nil && !hidden {
            found.append("center-misplaced")
        }
        return found.sorted()
    }

    /// Every observable of §5, keyed as an `expect` line spells it.
    var observables: Observables {
        let w = world
        let join = { (s: [Entry]) in s.map(\.name).joined(separator: ">") }
        var o = Observables()
        let onScreen = current(w)
        o["tab"] = onScreen.map { config.tabs[$0] } ?? "more"
        o["stack"] = onScreen.map { join(w.stacks[$0]) } ?? "more"
        for (i, name) in config.tabs.enumerated() { o["stack.\(name)"] = join(w.stacks[i]) }
        o["depth"] = onScreen.map { String(w.stacks[$0].count) } ?? "1"
        o["more"] = !w.moreSelected ? "none" : w.moreLast.map { config.tabs[$0] } ?? "list"
        o["modal"] = w.modal.map(join) ?? "none"
        o["bar"] = barHidden(w) ? "hidden" : w.minimized ? "minimized" : "visible"
        o["app-hidden"] = w.appHidden ? "yes" : "no"
        o["sheet-swipe"] = w.sheetSwiping ? "active" : "idle"
        let found = anomalies(w)
        o["overlap"] = found.contains("overlap") ? "yes" : "no"
        o["anomalies"] = found.isEmpty ? "none" : found.joined(separator: ",")
        for (i, name) in config.tabs.enumerated() { o["badge.\(name)"] = shown(w.badges[i]) }
        o["outcome"] = outcome
        o["swipe"] = w.swiping ? "active" : "idle"
        o["width"] = w.regular ? "regular" : "compact"
        if config.device == .iphoneMax { o["orientation"] = w.landscape ? "landscape" : "portrait" }
        return o
    }

    // MARK: - Steps

    /// Replays one step (§3) and returns its outcome, `ok`, `noop` or `rejected`.
    @discardableResult
    mutating func step(_ event: TabNavEvent<String>) -> String {
        let before = world
        var w = world
        if apply(event, to: &w) {
            consequences(of: event, before: before, after: &w)
            outcome = w == before ? "noop" : "ok"
            world = w
        } else {
            outcome = "rejected"
        }
        return outcome
    }

    private func entry(_ name: String, word: Bool = false) -> Entry {
        Entry(name: name, hides: word || config.hiding.contains(name))
    }

    private func isNavigation(_ event: TabNavEvent<String>) -> Bool {
        switch event {
        case .request(.setBadge), .request(.enable), .request(.disable), .report(.rotated), .report(.backSwipe(.ended)),
            .report(.backSwipe(.cancelled)):
            false
        case .request(.hideBar), .request(.showBar), .report(.scrolled), .report(.sheetSwipe(.ended)),
            .report(.sheetSwipe(.cancelled)):
            false
        default: true
        }
    }

    /// The step's own change; false when it is rejected.
    private func apply(_ event: TabNavEvent<String>, to w: inout World) -> Bool {
        if (w.swiping || w.sheetSwiping) && isNavigation(event) { return false }
        if namesNoSuchTab(event) { return false }
        if let handled = applyWidth(event, to: &w) { return handled }
        if let handled = applyMore(event, to: &w) { return handled }
        switch event {
        case .request(.popToEntry), .request(.popToDepth), .request(.replaceModal):
            // No trace step says these: the model states the trace format, and no generator makes them.
            return false
        case .request(.tap(tab: let i)):
            // V19's order: a covering modal, a hidden bar, a tab not on the bar; a form sheet is dismissed by the tap.
            if w.modal != nil && !formSheet(w) || barHidden(w) || isOverflow(i, w) { return false }
            if w.modal != nil {
                dismiss(&w)
                return true
            }
            if !w.enabled[i] { return false }
            if w.minimized {
                w.minimized = false
                return true
            }
            if i != current(w) {
                w.selected = i
                w.moreSelected = false
            } else {
                w.stacks[i] = [w.stacks[i][0]]
            }
            if config.badgePolicy == .clearOnTap { w.badges[i] = "none" }
        case .request(.tapCenter):
            guard let center = config.center else { return false }
            if w.modal != nil && !formSheet(w) || barHidden(w) { return false }
            // V17.1: the centre button lived on the custom bar the floating bar lost.
            if floating(w) && config.customBar == .onSystemBar { return false }
            if w.modal != nil {
                dismiss(&w)
                return true
            }
            if w.minimized { return false }
            if center.pushes {
                guard let shown = current(w) else { return false }
                w.stacks[shown].append(entry(center.screen))
            } else {
                w.modal = [entry(center.screen)]
                w.modalStyle = center.style.rawValue
            }
        case .request(.select(tab: let i)):
            select(i, &w)
        case .request(.push(let screen, let word, _, let target)):
            modify(&w, target) { $0.append(entry(screen, word: word)) }
        case .request(.pop(_, let target)):
            modify(&w, target) { if $0.count > 1 { $0.removeLast() } }
        case .request(.popTo(let screen, _, let target)):
            let stack = read(w, target)
            if let k = stack.dropLast().lastIndex(where: { $0.name == screen }) {
                modify(&w, target) { $0 = Array($0[...k]) }
            } else if stack.last?.name != screen {
                return false
            }
        case .request(.popToRoot(_, let target)):
            modify(&w, target) { $0 = [$0[0]] }
        case .request(.setStack(let screens, _, let target)):
            if screens.isEmpty { return false }
            modify(&w, target) { $0 = screens.map { entry($0.screen) } }
        case .report(.backSwipe(.whole)), .report(.backButtonTapped):
            modify(&w, nil) { if $0.count > 1 { $0.removeLast() } }
        case .report(.backMenuPicked(let screen)):
            if config.profile == .legacy { return false }
            return apply(.request(.popTo(screen)), to: &w)
        case .report(.sheetSwipe(.whole)), .report(.sheetSwipe(.began)):
            guard w.modal != nil else { return true }
            if !isSheet(w.modalStyle) || w.modalStyle == "locked-sheet" || config.profile == .legacy { return false }
            if event == .report(.sheetSwipe(.began)) { w.sheetSwiping = true } else { dismiss(&w) }
        case .report(.sheetSwipe(.ended)):
            if w.sheetSwiping { dismiss(&w) }
        case .report(.sheetSwipe(.cancelled)):
            w.sheetSwiping = false
        case .request(.hideBar):
            w.appHidden = true
        case .request(.showBar):
            w.appHidden = false
        case .report(.scrolled(let scroll)):
            guard w.modal == nil, config.profile == .ios26, config.customBar != .overContent, !floating(w) else { return true }
            // V13: on-scroll-down minimizes on down and expands at the top; on-scroll-up minimizes on up and at the
            // top and expands on down. Only a shown bar minimizes; an expanding scroll expands whatever `bar` shows.
            let minimizes: Bool? =
                switch (config.minimize, scroll) {
                case (.never, _), (.onScrollDown, .up): nil
                case (.onScrollDown, .down), (.onScrollUp, .up), (.onScrollUp, .top): true
                case (.onScrollDown, .top), (.onScrollUp, .down): false
                }
            if minimizes == true && !barHidden(w) { w.minimized = true }
            if minimizes == false { w.minimized = false }
        case .report(.systemPopped(let depth, let target)):
            let count = read(w, target).count
            if depth < 1 || depth > count { return false }
            modify(&w, target) { $0 = Array($0.prefix(depth)) }
        case .report(.backSwipe(.began)):
            if read(w, nil).count > 1 { w.swiping = true }
        case .report(.backSwipe(.ended)):
            if w.swiping {
                modify(&w, nil) { $0.removeLast() }
                w.swiping = false
            }
        case .request(.tapMore), .request(.pick), .request(.selectMore):
            return false
        case .report(.backSwipe(.cancelled)):
            w.swiping = false
        case .request(.present(let screen, let style, _)):
            if w.modal != nil { return false }
            w.modal = [entry(screen)]
            w.modalStyle = style.rawValue
        case .request(.dismiss):
            dismiss(&w)
        case .request(.open(let tab, let path)):
            dismiss(&w)
            select(tab, &w)
            w.stacks[tab] = [w.stacks[tab][0]] + path.map { entry($0.screen) }
        case .request(.setBadge(let badge, tab: let tab)):
            w.badges[tab] = stored(badge)
        case .request(.enable(tab: let tab)):
            w.enabled[tab] = true
        case .request(.disable(tab: let tab)):
            w.enabled[tab] = false
        case .report(.rotated), .report(.resized):
            // The width change came first (applyWidth); the bar is laid out again.
            if config.profile != .legacy && config.customBar == .onSystemBar { w.buttonsBack = true }
        }
        return true
    }

    /// What follows the step's own change (§4.3): UIKit's re-adding, the app's removals, the stuck flag.
    private func consequences(of event: TabNavEvent<String>, before: World, after w: inout World) {
        // A multi-level animated pop of the selected tab's stack, with no modal (legacy and ios14.0).
        var multiLevelPop = false
        var setStackShrink = false
        // The More list has no stack: `sel` is then a tab no step of the list changes.
        let sel = current(before) ?? 0
        let selectionChanged = current(w) != current(before) || w.moreSelected != before.moreSelected
        let shrink = before.stacks[sel].count - w.stacks[sel].count
        let selectedTarget = { (t: StackRef?) in t == nil || t == .tab(sel) }
        if before.modal == nil && current(before) != nil && shrink >= 2 {
            switch event {
            case .request(.tap) where !selectionChanged: multiLevelPop = true
            // V4: a re-tap of More pops the tab it shows to its root, for the profiles.
            case .request(.tapMore): multiLevelPop = true
            case .request(.popTo(_, true, let t)), .request(.popToRoot(true, let t)):
                multiLevelPop = selectedTarget(t) && !selectionChanged
            case .report(.backMenuPicked): multiLevelPop = !selectionChanged
            case .request(.setStack(_, true, let t)): setStackShrink = selectedTarget(t) && !selectionChanged
            default: break
            }
        }
        if config.profile == .legacy && multiLevelPop && config.customBar == .onSystemBar {
            w.buttonsBack = true
        }
        // V8.2: a badge on UITabBarItem that changes puts UIKit's buttons back.
        if config.badgeTarget == .item && config.customBar == .onSystemBar && w.badges != before.badges {
            w.buttonsBack = true
        }
        let stackChanged = w.stacks != before.stacks || (before.modal != nil && w.modal != nil && before.modal != w.modal)
        if config.overlapFix == .completion && stackChanged && removalWorks { w.buttonsBack = false }
        if config.overlapFix == .layout && removalWorks { w.buttonsBack = false }
        // V6 and V13: new content in the tab selected when it changes (for `open`, after its selection), or the app
        // hiding the bar, expands a minimized bar; a change of the selection alone does not.
        let selectedStackChanged = current(before) != nil && w.stacks[sel] != before.stacks[sel]
        var newContent = selectedStackChanged
        if case .request(.open) = event, let now = current(w), w.stacks[now] != before.stacks[now] { newContent = true }
        if newContent || w.appHidden {
            w.minimized = false
        }
        // §4.3 and V4: any change of the selection, to, from or within More, releases a stuck bar; the More list's
        // bar shows unless the app hid it, so a pop that ends on the list does not stick it.
        if selectionChanged || selectedStackChanged { w.stuck = false }
        if config.profile == .ios14_0 && (multiLevelPop || setStackShrink) && before.stacks[sel].last!.hides
            && current(w) != nil
        {
            w.stuck = true
        }
    }

    func dismiss(_ w: inout World) {
        guard w.modal != nil else { return }
        // V18: on an iPad in regular width a sheet is a form sheet, even under `legacy`: the bar never left.
        let formLike = config.device == .ipad && w.regular
        let appears = w.modalStyle == "full-screen" || (isSheet(w.modalStyle) && config.profile == .legacy && !formLike)
        if appears && removalWorks { w.buttonsBack = false }
        w.modal = nil
        w.modalStyle = "full-screen"
        w.sheetSwiping = false
    }

    private func read(_ w: World, _ target: StackRef?) -> [Entry] {
        switch target {
        case .tab(let t): w.stacks[t]
        case .modal: w.modal ?? []
        case nil: w.modal ?? current(w).map { w.stacks[$0] } ?? []
        }
    }

    private func modify(_ w: inout World, _ target: StackRef?, _ body: (inout [Entry]) -> Void) {
        if case .tab(let t) = target {
            body(&w.stacks[t])
        } else if w.modal != nil {
            body(&w.modal!)
        } else if target == nil, let shown = current(w) {
            body(&w.stacks[shown])
        }
    }

    /// A badge as the state keeps it: `none`, `dot`, `#N` for a positive count, or the text (an empty one is none).
    private func stored(_ badge: Badge) -> String {
        switch badge {
        case .none: "none"
        case .dot: "dot"
        case .count(let n): n <= 0 ? "none" : "#\(n)"
        // V8 of format 2: `""` is no badge.
        case .text(let text): text.isEmpty ? "none" : text
        }
    }

    /// A stored badge as `badge.TAB` shows it (§5): a count above 99 is `99+`.
    private func shown(_ stored: String) -> String {
        guard stored.hasPrefix("#"), let n = Int(stored.dropFirst()) else { return stored }
        return n > 99 ? "99+" : String(n)
    }
}
