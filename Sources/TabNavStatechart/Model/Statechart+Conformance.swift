import TabNav

extension Statechart {
    /// Names one transition of the chart: its region's index in ``regions`` and its index in that region.
    public struct TransitionID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        /// The region's index.
        public var region: Int
        /// The transition's index in the region.
        public var index: Int

        /// Creates an identifier.
        /// - Parameters:
        ///   - region: The region's index.
        ///   - index: The transition's index in the region.
        public init(region: Int, index: Int) {
            self.region = region
            self.index = index
        }

        /// Orders by region, then by transition.
        public static func < (a: TransitionID, b: TransitionID) -> Bool { (a.region, a.index) < (b.region, b.index) }

        /// `REGION#INDEX`.
        public var description: String { "\(region)#\(index)" }
    }

    /// A step of the reducer that the chart does not explain, in one region.
    public struct Discrepancy: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The region's identifier.
        public var region: String
        /// The region's state before the step.
        public var source: String
        /// The event, as the reducer received it.
        public var event: String
        /// The states the chart allows after the step: the targets of its enabled transitions, or the source when none is enabled.
        public var expected: [String]
        /// The region's state after the step.
        public var actual: String

        /// Creates a discrepancy.
        /// - Parameters:
        ///   - region: The region.
        ///   - source: The state before.
        ///   - event: The event.
        ///   - expected: The states the chart allows.
        ///   - actual: The state reached.
        public init(region: String, source: String, event: String, expected: [String], actual: String) {
            self.region = region
            self.source = source
            self.event = event
            self.expected = expected
            self.actual = actual
        }

        /// `REGION: SOURCE --EVENT--> ACTUAL, the chart says EXPECTED`.
        public var description: String {
            let says =
                expected.count > 1
                ? "the chart is ambiguous between \(expected.joined(separator: ", "))"
                : "the chart says \(expected.first ?? "?")"
            return "\(region): \(source) --\(event)--> \(actual), \(says)"
        }
    }

    /// What the chart says about one step: the transitions that fired, and where the reducer disagrees.
    public struct StepCheck: Hashable, Sendable, Codable {
        /// The chart's transitions enabled by the step, in every region.
        public var fired: [TransitionID]
        /// The regions where the step is not explained; empty when the chart explains it.
        public var discrepancies: [Discrepancy]
    }

    /// The transitions of the region at `regionIndex` that `event` enables in `state`: the source is the region's
    /// state, the event matches, the gate is open (no back-swipe or sheet swipe, or not a navigation event), the reducer does not
    /// reject the step for want of an entry identity (which the chart does not model) and the guard holds.
    /// - Parameters:
    ///   - regionIndex: The region's index in ``regions``.
    ///   - state: The state before the event.
    ///   - event: The event.
    /// - Returns: The enabled transitions' identifiers.
    /// - Complexity: O(*t*) in the region's transitions, plus one step of the reducer on a copy of the state.
    public func enabledTransitions<Screen>(in regionIndex: Int, before state: TabNavState<Screen>, event: TabNavEvent<Screen>)
        -> [TransitionID]
    {
        guard regions.indices.contains(regionIndex) else { return [] }
        var lookahead: StepPreview<Screen>? = nil
        let source = regions[regionIndex].activeState(in: state)
        return enabled(regionIndex, from: source, state, event, event.kind, event.subjectTab, &lookahead)
    }

    /// Checks one step of the reducer against the chart: in every region, the state after the step must be the
    /// target of the transitions the event enables before it, or the state before when none is enabled.
    ///
    /// An event that names a tab outside the configuration (an index out of range) is not in the chart's
    /// alphabet: every region must stay where it is.
    /// - Parameters:
    ///   - before: The state before the step.
    ///   - event: The event the reducer was given.
    ///   - after: The state the reducer left.
    /// - Returns: The transitions that fired and the discrepancies.
    /// - Complexity: O(*t*) in the chart's transitions, plus one step of the reducer on a copy of the state.
    public func check<Screen>(before: TabNavState<Screen>, event: TabNavEvent<Screen>, after: TabNavState<Screen>) -> StepCheck {
        var result = StepCheck(fired: [], discrepancies: [])
        var lookahead: StepPreview<Screen>? = nil
        // The event's kind and tabs are read once for every region, and the loops run over indices: a debug build (the
        // conformance tests') spent most of a check reading them again for every transition and building tuples.
        let named = event.namedTabs
        let inAlphabet = named.allSatisfy { (0..<before.tabs.count).contains($0) }
        let kind = event.kind
        let subjectTab = event.subjectTab(named: named)
        for r in regions.indices {
            let region = regions[r]
            let source = region.activeState(in: before)
            let actual = region.activeState(in: after)
            let fired = inAlphabet ? enabled(r, from: source, before, event, kind, subjectTab, &lookahead) : []
            result.fired += fired
            var expected: [String] = []
            for id in fired where !expected.contains(region.transitions[id.index].target) {
                expected.append(region.transitions[id.index].target)
            }
            if expected.isEmpty { expected = [source] }
            if expected != [actual] {
                result.discrepancies.append(
                    Discrepancy(region: region.id, source: source, event: "\(event)", expected: expected, actual: actual))
            }
        }
        return result
    }

    /// Shorthand for ``check(before:event:after:)``'s discrepancies.
    /// - Parameters:
    ///   - before: The state before the step.
    ///   - event: The event.
    ///   - after: The state after.
    /// - Returns: The regions where the chart does not explain the step.
    public func discrepancies<Screen>(before: TabNavState<Screen>, event: TabNavEvent<Screen>, after: TabNavState<Screen>)
        -> [Discrepancy]
    {
        check(before: before, event: event, after: after).discrepancies
    }

    /// The transitions of region `r` that `event` (of `kind`, naming `subjectTab`) enables in `state`, where the region
    /// is in `source`.
    private func enabled<Screen>(
        _ r: Int, from source: String, _ state: TabNavState<Screen>, _ event: TabNavEvent<Screen>, _ kind: TabNavEventKind,
        _ subjectTab: Int?, _ ahead: inout StepPreview<Screen>?
    ) -> [TransitionID] {
        if (state.swipe == .active || state.sheetSwipe == .active) && event.isNavigation { return [] }
        if state.identitiesLeft < Self.identitiesWorthAPreview {
            if ahead == nil { ahead = state.preview(event) }
            if ahead?.outcome == .rejected(.noEntryIdentityLeft) { return [] }
        }
        let region = regions[r]
        var found: [TransitionID] = []
        for i in region.transitions.indices {
            let t = region.transitions[i]
            guard t.event.matches(kind: kind, subjectTab: subjectTab), t.source == source else { continue }
            if t.guard.holds(state, event, &ahead) { found.append(TransitionID(region: r, index: i)) }
        }
        return found
    }

    /// Below this many identities left, a step may run out of them (no event adds more entries than a path
    /// of this length): the reducer is asked, for the chart does not model identities.
    static var identitiesWorthAPreview: UInt64 { UInt64(UInt32.max) }
}
