import TabNav

extension Statechart {
    /// An event as diagrams label it, in trace words: `tap discover`, `tap write`, `pop-to-root`.
    /// - Parameter event: The event pattern.
    /// - Returns: The label.
    public func label(_ event: Event) -> String {
        switch event.kind {
        case .centerButtonTapped: return "tap \(centerName ?? "centre")"
        default:
            guard let tab = event.tab else { return event.kind.step }
            return "\(event.kind.step) \(tabName(tab))"
        }
    }

    /// A guard as diagrams label it, conditions joined by commas: `on home, depth 2`; empty for ``Guard/always``.
    /// - Parameter guard: The guard.
    /// - Returns: The label.
    public func label(_ guard: Guard) -> String {
        switch `guard` {
        case .always: return ""
        case .all(let parts): return parts.map(label).filter { !$0.isEmpty }.joined(separator: ", ")
        case .not(.policyHidesAfter): return "stack shows bar"
        case .not(.sticksBar): return "no stick"
        case .not(let inner): return "not (\(label(inner)))"
        case .tappable: return "tappable"
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
        case .modalPresented: return "a modal"
        case .modalStyle(let style): return "\(style) modal"
        case .presentsStyle(let style): return "style=\(style)"
        case .policyHidesAfter: return "stack hides bar"
        case .changesTabOrStack: return "changes tab or stack"
        case .sticksBar: return "sticks: animated 2+ level pop from a hiding top"
        case .reAddsButtons: return "animated 2+ level pop"
        case .changesAStack: return "changes a stack"
        }
    }

    /// The tab's name, or its index when the chart has no such tab.
    func tabName(_ index: Int) -> String {
        tabs.indices.contains(index) ? tabs[index] : "#\(index)"
    }
}
