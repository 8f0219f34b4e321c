import TabNav
import TabNavStatechart
import TabNavTesting
import Testing

@testable import TabNavTestSupport

/// The diagrams cannot lie: every transition of the chart is driven through the reducer from states in its
/// source, and every step of seeded random runs, under every configuration, is explained by the chart.
@Suite("Statechart conformance")
struct StatechartConformanceTests {
    /// The shapes walked: at the default size (``TestSize``) the first shape of each profile and number of tabs (5
    /// charts), under `TABNAV_TEST_SIZE=large` all of them (14). Every step of the random runs below is checked on every
    /// profile, custom bar and fix at both sizes.
    static var shapes: [Configuration<String>] {
        var seen = Set<String>()
        return ChartConfigurations.shapes.filter { TestSize.isLarge || seen.insert("\($0.profile) \($0.tabs.count)").inserted }
    }

    /// Walks of 5 steps at the default size, 20 under `TABNAV_TEST_SIZE=large`.
    @Test(
        "Every transition lands in its target from states in its source where its guard holds, and each is tried",
        arguments: shapes)
    func everyTransitionLandsInItsTarget(configuration: Configuration<String>) {
        let chart = DrawnCharts.chart(configuration)
        let pool = explore(configuration, walks: 22, steps: TestSize.pick(5, large: 20), seed: statechartSeed)
        var tried: [Statechart.TransitionID: Int] = [:]
        var reported = 0
        for reached in pool {
            for event in EventAlphabet.all(in: reached.state) {
                var after = reached.state
                after.reduce(event)
                let check = chart.check(before: reached.state, event: event, after: after)
                for id in check.fired { tried[id, default: 0] += 1 }
                let unexplained = check.discrepancies.filter { !KnownDeviation.explains($0, under: configuration) }
                if !unexplained.isEmpty && reported < 5 {
                    reported += 1
                    Issue.record(Comment(rawValue: unexplainedStep(unexplained, configuration, reached.history + [event])))
                }
            }
        }
        for (r, region) in chart.regions.enumerated() {
            for (i, t) in region.transitions.enumerated() where tried[Statechart.TransitionID(region: r, index: i)] == nil {
                if KnownDeviation.keepsOutOfReach(t, in: region, under: configuration) { continue }
                Issue.record(
                    "never tried: \(region.id): \(t.source) --\(chart.label(t.event)) [\(chart.label(t.guard))]--> \(t.target)")
            }
        }
    }

    @Test("Every step of seeded random runs, under every profile, custom bar, fix, policy and centre button, is explained")
    func randomRunsAreExplained() {
        var rng = SplitMix64(seed: statechartSeed)
        var reported = 0
        for configuration in ChartConfigurations.matrix {
            let chart = DrawnCharts.chart(configuration)
            for _ in 0..<TestSize.pick(1, large: 3) {
                var state = TabNavState(configuration: configuration)
                var history: [TabNavEvent<String>] = []
                for _ in 0..<120 {
                    let event = EventAlphabet.random(in: state, using: &rng)
                    let before = state
                    state.reduce(event)
                    history.append(event)
                    let unexplained = chart.discrepancies(before: before, event: event, after: state)
                        .filter { !KnownDeviation.explains($0, under: configuration) }
                    if !unexplained.isEmpty && reported < 5 {
                        reported += 1
                        Issue.record(Comment(rawValue: unexplainedStep(unexplained, configuration, history)))
                    }
                }
            }
        }
    }

    @Test(
        "Every step of seeded random runs with format 2's steps, under ios26 with each minimize behaviour, each modal style, badges on the item and seven tabs with More, is explained"
    )
    func format2RandomRunsAreExplained() {
        var rng = SplitMix64(seed: statechartSeed)
        var reported = 0
        var kinds = Set<TabNavEventKind>()
        var moreMoves = Set<MoreMove>()
        var drawnMoreMoves = Set<MoreMove>()
        for configuration in ChartConfigurations.format2 + ChartConfigurations.seven {
            let chart = DrawnCharts.chart(configuration)
            drawnMoreMoves.formUnion(MoreMove.all(in: chart, configuration))
            // The seven-tab apps run longer: More's moves are many (one per overflow tab) and each is wanted.
            // At the default size one run of each (``TestSize``).
            let (runs, steps) = configuration.hasMoreTab ? (TestSize.pick(1, large: 4), 250) : (TestSize.pick(1, large: 3), 120)
            for _ in 0..<runs {
                var state = TabNavState(configuration: configuration)
                var history: [TabNavEvent<String>] = []
                for _ in 0..<steps {
                    let event = EventAlphabet.random(in: state, using: &rng, mix: .coverage)
                    let before = state
                    if !state.reduce(event).outcome.isNoop { kinds.insert(event.kind) }
                    history.append(event)
                    let check = chart.check(before: before, event: event, after: state)
                    moreMoves.formUnion(check.fired.compactMap { MoreMove($0, in: chart, configuration) })
                    let unexplained = check.discrepancies.filter { !KnownDeviation.explains($0, under: configuration) }
                    if !unexplained.isEmpty && reported < 5 {
                        reported += 1
                        Issue.record(Comment(rawValue: unexplainedStep(unexplained, configuration, history)))
                    }
                }
            }
        }
        // The runs take every kind of step somewhere, format 2's included, the More tab's in the seven-tab apps.
        // The generator writes trace steps: the kinds only an app sends are driven by the alphabet's walks instead.
        // These apps are iPhones, which never resize (V14 of format 3).
        #expect(kinds == Set(TabNavEventKind.allCases).subtracting(EventAlphabet.appOnlyKinds).subtracting([.resized]))
        // And every kind of move of the selection and More regions of the seven-tab charts fires somewhere.
        #expect(!drawnMoreMoves.isEmpty)
        for move in drawnMoreMoves.subtracting(moreMoves).sorted(by: { "\($0)" < "\($1)" }) {
            Issue.record("never fired in the seven-tab runs: \(move)")
        }
    }

    /// A transition of a seven-tab chart's selection or More region, with its tabs read as what they are: a tab on
    /// the bar, an overflow tab, or More's list.
    struct MoreMove: Hashable, CustomStringConvertible {
        var region: String
        var source: String
        var event: String
        var target: String

        init?(_ id: Statechart.TransitionID, in chart: Statechart, _ c: Configuration<String>) {
            let region = chart.regions[id.region]
            guard c.hasMoreTab, region.id == "selection" || region.id == "more" else { return nil }
            let t = region.transitions[id.index]
            func role(_ name: String) -> String {
                guard let i = c.tabs.firstIndex(where: { $0.name == name }) else { return name }
                return c.isOverflowTab(i) ? "overflow" : "bar tab"
            }
            self.region = region.id
            source = role(t.source)
            event = t.event.kind.rawValue + (t.event.tab.map { c.isOverflowTab($0) ? " overflow" : " bar tab" } ?? "")
            target = role(t.target)
        }

        static func all(in chart: Statechart, _ c: Configuration<String>) -> Set<MoreMove> {
            var found = Set<MoreMove>()
            for (r, region) in chart.regions.enumerated() {
                for i in region.transitions.indices {
                    if let move = MoreMove(Statechart.TransitionID(region: r, index: i), in: chart, c) { found.insert(move) }
                }
            }
            return found
        }

        var description: String { "\(region): \(source) --\(event)--> \(target)" }
    }

    @Test(
        "Seven-tab apps: every event of the alphabet, from states of short walks that start in More's list or an overflow tab, is explained",
        arguments: ChartConfigurations.seven.suffix(TestSize.pick(1, large: 2)))
    func sevenTabWalksAreExplained(configuration: Configuration<String>) {
        let chart = DrawnCharts.chart(configuration)
        var reported = 0
        // At the default size from More's starts only (Prefixes.more), under `TABNAV_TEST_SIZE=large` from every start.
        let starts = TestSize.isLarge ? nil : Prefixes.more(configuration)
        for reached in explore(configuration, walks: 0, steps: 3, seed: statechartSeed, prefixes: starts) {
            for event in EventAlphabet.all(in: reached.state) {
                var after = reached.state
                after.reduce(event)
                let unexplained = chart.discrepancies(before: reached.state, event: event, after: after)
                    .filter { !KnownDeviation.explains($0, under: configuration) }
                if !unexplained.isEmpty && reported < 5 {
                    reported += 1
                    Issue.record(Comment(rawValue: unexplainedStep(unexplained, configuration, reached.history + [event])))
                }
            }
        }
    }

    @Test("Under ios14.0, as under modern, a rotation puts the system buttons of an on-system-bar bar back (§4.3)")
    func ios14RotationReAddsTheButtons() {
        var configuration = ChartConfigurations.jianshu
        configuration.profile = .ios14_0
        let chart = DrawnCharts.chart(configuration)
        let before = TabNavState(configuration: configuration)
        var after = before
        after.reduce(.rotated)
        #expect(after.systemButtonsPresent)
        #expect(chart.discrepancies(before: before, event: .report(.rotated), after: after).isEmpty)
    }

    private func unexplainedStep(_ found: [Statechart.Discrepancy], _ c: Configuration<String>, _ history: [TabNavEvent<String>])
        -> String
    {
        """
        the chart does not explain the last step:
        \(found.map(\.description).joined(separator: "\n"))
        replay with tabnav-sim:
        \(traceText(c, history))
        """
    }
}
