import TabNavTesting
import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// `anomalyFlags` reads the bar, the policy and the floating bar once (Docs/Performance.md): its bits must be the ones
/// the single-rule observables give, each of which asks `isBarHidden` itself.
@Suite("Anomaly flags against the single-rule observables")
struct AnomalyFlagsTests {
    /// The random walks' configurations, and an iPad under `ios26` (the floating bar) with each custom bar.
    static let configurations: [Config] = {
        var all = RandomWalkTests.configurations
        for customBar in CustomBar.allCases {
            for barPolicy in BarPolicy.allCases {
                all.append(
                    try! Configuration(
                        tabs: defaultTabs.map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"],
                        centerButton: presentingCenter(style: .sheet), barPolicy: barPolicy, profile: .ios26,
                        customBar: customBar, device: .ipad))
            }
        }
        return all
    }()

    /// The flags as the single-rule observables give them.
    static func ruleFlags(_ state: State) -> UInt64 {
        var flags: UInt64 = 0
        let hidden = state.isBarHidden
        let policy = state.policyHidesBar
        if state.hasOverlap { flags |= Anomaly.overlap.flag }
        if hidden && !policy && !state.appHidBar { flags |= Anomaly.barMissing.flag }
        if !hidden && policy { flags |= Anomaly.barOverHidingScreen.flag }
        if state.isCenterMisplaced { flags |= Anomaly.centerMisplaced.flag }
        if state.isCustomBarLost { flags |= Anomaly.customBarLost.flag }
        return flags
    }

    @Test("Along random walks anomalyFlags equals the flags of the single-rule observables", arguments: configurations.indices)
    func flagsMatchRules(index: Int) {
        let seed = SeededGenerator.defaultSeed &+ UInt64(index)
        var rng = SeededGenerator(seed: seed)
        var state = TabNavState(configuration: Self.configurations[index])
        for step in 0..<RandomWalkTests.stepsPerWalk {
            let expected = Self.ruleFlags(state)
            guard state.anomalyFlags == expected else {
                Issue.record("seed \(seed), configuration #\(index), step \(step): \(state.anomalyFlags) against \(expected)")
                return
            }
            state.reduce(EventGenerator.uniformStep(for: state, using: &rng))
        }
    }
}
