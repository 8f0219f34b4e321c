import TabNav

extension Statechart.Probe {
    /// A probed step as one region sees it: the kind of event, the region's states before and after, and what
    /// the step did.
    package struct Move {
        /// The kind of event.
        package var kind: TabNavEventKind
        /// The kind's place in `TabNavEventKind.allCases`.
        var kindIndex: Int
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
        moves.reserveCapacity(heads.count)
        var source = ""
        for i in heads.indices {
            let head = heads[i]
            if i == 0 || head.state != heads[i - 1].state { source = region.activeState(in: states[head.state]) }
            moves.append(
                Move(
                    kind: head.kind, kindIndex: head.kindIndex, source: source, target: region.activeState(in: afters[i]),
                    facts: head.facts,
                    accepted: head.accepted))
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
        // By the kind's place, not in a set: a kind hashes as its raw string, and the regions ask this of every move
        // many times. By index: a debug build (the tests') copied every move, strings and facts, to test it.
        let all = TabNavEventKind.allCases
        var found = [Bool](repeating: false, count: all.count)
        for i in indices where !found[self[i].kindIndex] && keep(self[i]) { found[self[i].kindIndex] = true }
        return all.indices.filter { found[$0] }.map { all[$0] }
    }

    /// Whether every accepted move of this kind satisfies `rule`.
    func always(_ kind: TabNavEventKind, _ rule: (Element) -> Bool) -> Bool {
        allSatisfy { $0.kind != kind || !$0.accepted || rule($0) }
    }
}
