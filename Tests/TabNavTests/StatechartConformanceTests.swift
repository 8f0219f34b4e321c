import TabNav
import TabNavStatechart
import TabNavTesting
import Testing

/// The diagrams cannot lie: every transition of the chart is driven through the reducer from states in its
/// source, and every step of seeded random runs, under every configuration, is explained by the chart.
@Suite("Statechart conformance")
struct StatechartConformanceTests {
    @Test(
        "Every transition lands in its target from states in its source where its guard holds, and each is tried",
        arguments: ChartConfigurations.shapes)
    func everyTransitionLandsInItsTarget(configuration: Configuration<String>) {
        let chart = Statechart(configuration: configuration)
        let pool = explore(configuration, walks: 22, steps: 20, seed: statechartSeed)
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
            let chart = Statechart(configuration: configuration)
            for _ in 0..<3 {
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
        "Every step of seeded random runs with format 2's steps, under ios26 with each minimize behaviour, each modal style and badges on the item, is explained"
    )
    func format2RandomRunsAreExplained() {
        var rng = SplitMix64(seed: statechartSeed)
        var reported = 0
        var kinds = Set<Statechart.EventKind>()
        for configuration in ChartConfigurations.format2 {
            let chart = Statechart(configuration: configuration)
            for _ in 0..<3 {
                var state = TabNavState(configuration: configuration)
                var history: [TabNavEvent<String>] = []
                for _ in 0..<120 {
                    let event = EventAlphabet.random(in: state, using: &rng, mix: .coverage)
                    let before = state
                    if state.reduce(event).outcome != .noop { kinds.insert(event.kind) }
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
        // The runs take every kind of step somewhere, format 2's included, but the More tab's (these apps have four tabs).
        #expect(kinds == Set(Statechart.EventKind.allCases).subtracting(Statechart.EventKind.format2))
    }

    @Test("Under ios14.0, as under modern, a rotation puts the system buttons of an on-system-bar bar back (§4.3)")
    func ios14RotationReAddsTheButtons() {
        var configuration = ChartConfigurations.jianshu
        configuration.profile = .ios14_0
        let chart = Statechart(configuration: configuration)
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
