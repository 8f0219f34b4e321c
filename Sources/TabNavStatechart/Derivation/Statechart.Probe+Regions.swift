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
    /// - Complexity: O(*n*) in the steps; the region's state before is read once for each probed state (its steps are
    /// consecutive), not once a step.
    package func moves(_ region: Statechart.Region) -> [Move] {
        var moves: [Move] = []
        moves.reserveCapacity(steps.count)
        var source = ""
        for i in steps.indices {
            if i == 0 || steps[i].state != steps[i - 1].state { source = region.activeState(in: steps[i].before) }
            var accepted = true
            if case .rejected = steps[i].outcome { accepted = false }
            moves.append(
                Move(
                    kind: steps[i].event.kind, source: source, target: region.activeState(in: steps[i].after),
                    facts: steps[i].facts, accepted: accepted))
        }
        return moves
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
        // By index: a debug build (the tests') copied every move, strings and facts, to test it.
        for i in indices where !found.contains(self[i].kind) && keep(self[i]) { found.insert(self[i].kind) }
        return TabNavEventKind.allCases.filter(found.contains)
    }

    /// Whether every accepted move of this kind satisfies `rule`.
    func always(_ kind: TabNavEventKind, _ rule: (Element) -> Bool) -> Bool {
        allSatisfy { $0.kind != kind || !$0.accepted || rule($0) }
    }
}
