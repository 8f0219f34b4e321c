import TabNav

extension Statechart.Probe {
    /// A probed step as one region sees it: the kind of event, the region's states before and after, and what
    /// the step did.
    package struct Move {
        /// The kind of event.
        package var kind: TabNavEventKind
        /// The region's state before the step.
        package var source: String
        /// The region's state after the step.
        package var target: String
        var facts: StepFacts
        /// Whether the reducer took the step.
        package var accepted: Bool
    }

    /// Every probed step as `region` sees it, in probing order.
    package func moves(_ region: Statechart.Region) -> [Move] {
        steps.map { step in
            var accepted = true
            if case .rejected = step.outcome { accepted = false }
            return Move(
                kind: step.event.kind, source: region.activeState(in: step.before),
                target: region.activeState(in: step.after), facts: step.facts, accepted: accepted)
        }
    }
}

extension [Statechart.Probe.Move] {
    /// The kinds of event, in ``TabNavEventKind`` order, of the moves from `source` to `target` for which
    /// `keep` holds.
    func kinds(from source: String, to target: String, where keep: (Element) -> Bool = { _ in true }) -> [TabNavEventKind] {
        kinds { $0.source == source && $0.target == target && keep($0) }
    }

    /// The kinds of event, in ``TabNavEventKind`` order, of the moves for which `keep` holds.
    func kinds(where keep: (Element) -> Bool) -> [TabNavEventKind] {
        var found = Set<TabNavEventKind>()
        for move in self where !found.contains(move.kind) && keep(move) { found.insert(move.kind) }
        return TabNavEventKind.allCases.filter(found.contains)
    }

    /// Whether every accepted move of this kind satisfies `rule`.
    func always(_ kind: TabNavEventKind, _ rule: (Element) -> Bool) -> Bool {
        allSatisfy { $0.kind != kind || !$0.accepted || rule($0) }
    }
}
