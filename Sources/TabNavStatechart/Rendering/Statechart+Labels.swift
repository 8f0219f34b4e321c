import TabNav
import TabNavTrace

extension Statechart {
    /// An event as diagrams label it, in trace words: `tap discover`, `tap write`, `pop-to-root`; a kind that no trace
    /// step writes (`popToEntry`) by its case name.
    /// - Parameter event: The event pattern.
    /// - Returns: The label.
    public func label(_ event: Event) -> String {
        label(event, tabName: tabName)
    }

    func label(_ event: Event, tabName: (Int) -> String) -> String {
        if event.kind == .tapCenter { return "tap \(centerName ?? "centre")" }
        let step = event.kind.traceStep ?? event.kind.rawValue
        guard let tab = event.tab else { return step }
        return "\(step) \(tabName(tab))"
    }

    /// A guard as diagrams label it, conditions joined by commas: `on home, depth 2`; empty for ``Guard/always``.
    /// - Parameter guard: The guard.
    /// - Returns: The label.
    public func label(_ guard: Guard) -> String {
        label(`guard`, tabName: tabName)
    }

    func label(_ guard: Guard, tabName: (Int) -> String) -> String {
        switch `guard` {
        case .always: return ""
        case .all(let parts): return parts.map { label($0, tabName: tabName) }.filter { !$0.isEmpty }.joined(separator: ", ")
        case .not(.policyHidesAfter): return "stack shows bar"
        case .not(.sticksBar): return "no stick"
        case .not(.changesAStack): return "changes no stack"
        case .not(.hidesBottomBarAfter): return "floating or stack shows bar"
        case .not(let inner): return "not (\(label(inner, tabName: tabName)))"
        case .tappable: return "tappable"
        case .tapReachesBar: return "reaches the bar"
        case .selected(let t): return "\(tabName(t)) selected"
        case .targets(let t): return "on \(tabName(t))"
        case .focused(let t): return "\(tabName(t)) focused"
        case .depthIs(_, let n): return "depth \(n)"
        case .depthAbove(_, let n): return "depth \(n + 1)+"
        case .popToReachesRoot: return "to the root"
        case .popToStopsAboveRoot: return "above the root"
        case .oneScreen: return "1 screen"
        case .severalScreens: return "2+ screens"
        case .emptyPath: return "no path"
        case .nonEmptyPath: return "a path"
        case .popsToRootDepth: return "to depth 1"
        case .popsToDepthAboveRoot: return "to depth 2+"
        case .focusedCanPop: return "can pop"
        case .swiping: return "swiping"
        case .sheetSwiping: return "sheet swiping"
        case .scrollMinimizes: return "\(scrolls(minimizing: true)), no modal, bar shown"
        case .scrollExpands: return "\(scrolls(minimizing: false)), no modal"
        case .moreShows(let t): return "More at \(t.map(tabName) ?? "its list")"
        case .atMoreRoot(let t): return "More shows \(tabName(t)) at its root"
        case .focusedTarget: return "no in="
        case .listTakesPick: return "list shown, enabled"
        case .modalPresented: return "a modal"
        case .modalStyle(let style): return "\(style) modal"
        case .presentsStyle(let style): return "style=\(style)"
        case .policyHidesAfter: return "stack hides bar"
        case .changesTabOrStack: return "changes tab or stack"
        case .expandsMinimized: return "new content"
        case .sticksBar: return "sticks: animated 2+ level pop from a hiding top"
        case .reAddsButtons(let causes):
            return causes.map {
                switch $0 {
                case .multiLevelPop: "animated 2+ level pop"
                case .rotation: configuration.canResize ? "rotation or resize" : "rotation"
                case .badgeChange: "badge change"
                }
            }.joined(separator: " or ")
        case .changesAStack: return "changes a stack"
        case .overflow(let t): return "\(tabName(t)) in More"
        case .moreExists: return "More exists"
        case .returnTab(let t): return "return tab \(tabName(t))"
        case .changesWidth: return "changes the width"
        case .dropsMore: return "More goes away"
        case .movesOntoBar(let t): return "\(tabName(t)) leaves More"
        case .movesIntoMore(let t): return "\(tabName(t)) goes into More"
        case .hidesBottomBarAfter: return "bottom bar, stack hides bar"
        case .becomesFloating: return "becomes floating"
        case .tapDismissesFormSheet: return "over a form sheet"
        case .controllerAppears: return "the controller appears"
        }
    }

    /// The scroll directions that minimize (or expand) the bar under the chart's configuration, as trace words:
    /// `down`, `down or top`; `no scroll` when there is none.
    func scrolls(minimizing: Bool) -> String {
        let found = Scroll.allCases.filter { configuration.scrollMinimizes($0) == minimizing }.map(\.rawValue)
        return found.isEmpty ? "no scroll" : found.joined(separator: " or ")
    }

    /// The tab's name, or its index when the chart has no such tab.
    func tabName(_ index: Int) -> String {
        tabs.indices.contains(index) ? tabs[index] : "#\(index)"
    }
}
