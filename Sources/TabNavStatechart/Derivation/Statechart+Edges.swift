import TabNav

extension Statechart {
    /// One arrow of a diagram: every transition between two states, one line for each guard.
    struct Edge {
        /// The source state, or `nil` for "any other state" (see ``edges(_:)``).
        var source: String?
        var target: String
        /// `event, event [guard]` lines, in the order the transitions come.
        var lines: [String]
    }

    /// The region's transitions grouped into arrows: one per source and target, in first-appearance order;
    /// on each, the events that share a guard are listed on one line (a drawn self-loop adds its note). In a region of four states or more,
    /// when every other state has an arrow to a target and all of them read alike, they are drawn as one
    /// arrow from "any other state" (the tab selection: any tab to discover by `tap discover`).
    func edges(_ region: Region) -> [Edge] {
        let plain = pairEdges(region)
        guard region.states.count >= 4 else { return plain }
        var merged: [Edge] = []
        var done = Set<String>()
        for edge in plain {
            let target = edge.target
            if done.contains(target) { continue }
            let incoming = plain.filter { $0.target == target && $0.source != target }
            let others = Set(region.states.map(\.id)).subtracting([target])
            if let first = incoming.first, Set(incoming.compactMap(\.source)) == others,
                incoming.allSatisfy({ $0.lines == first.lines })
            {
                done.insert(target)
                merged.append(Edge(source: nil, target: target, lines: first.lines))
                merged += plain.filter { $0.target == target && $0.source == target }
            } else if edge.source != nil && !done.contains(target) {
                merged.append(edge)
            }
        }
        return merged
    }

    /// Whether any arrow of the region is drawn from "any other state".
    func drawsAnyState(_ region: Region) -> Bool {
        edges(region).contains { $0.source == nil }
    }

    private func pairEdges(_ region: Region) -> [Edge] {
        var order: [String] = []
        var groups: [String: (source: String, target: String, guards: [String], events: [String: [String]])] = [:]
        for t in region.transitions {
            let key = t.source + "\u{0}" + t.target
            if groups[key] == nil {
                order.append(key)
                groups[key] = (t.source, t.target, [], [:])
            }
            let guardText = label(t.guard)
            var condition = guardText.isEmpty ? "" : "[\(guardText)]"
            if t.isSelfLoop && !t.note.isEmpty { condition += (condition.isEmpty ? "" : " ") + "(\(t.note))" }
            if groups[key]!.events[condition] == nil { groups[key]!.guards.append(condition) }
            let event = label(t.event)
            if !(groups[key]!.events[condition] ?? []).contains(event) {
                groups[key]!.events[condition, default: []].append(event)
            }
        }
        return order.map { key in
            let g = groups[key]!
            let lines = g.guards.map { condition in
                let events = g.events[condition]!.joined(separator: ", ")
                return condition.isEmpty ? events : "\(events) \(condition)"
            }
            return Edge(source: g.source, target: g.target, lines: lines)
        }
    }

    /// The rules every rendering states: the gate, and implicit self-loops.
    var rules: [String] {
        [
            "While the back-swipe or the sheet swipe is active, every navigation event is rejected: no transition of one is enabled.",
            "An event with no enabled transition leaves a region where it is (noops and rejections).",
        ]
    }
}
