import TabNav
import TabNavStatechart
import TabNavTesting
import Testing

@testable import TabNavTestSupport

/// Trace format 3 in the chart: on a large iPhone and an iPad, every step of seeded random runs that rotate and resize
/// among the other steps, and every event of the alphabet from the states of short walks, is explained by the chart
/// (the width region, tabs moving between the bar and More, the floating bar, the iPad's form sheets).
@Suite("Statechart conformance, format 3 devices")
struct Format3StatechartConformanceTests {
    /// Large iPhones and iPads under every profile, with four, seven and ten tabs (More in no width, in compact width
    /// only, in both), each custom bar in turn, `ios26` minimizing either way, the centre button presenting a sheet or
    /// pushing.
    static var configurations: [Configuration<String>] {
        let names = ["home", "discover", "follow", "me", "news", "shop", "help", "maps", "books", "games"]
        var all: [Configuration<String>] = []
        for device in [Device.iphoneMax, .ipad] {
            for profile in UIKitProfile.allCases {
                for count in [4, 7, 10] {
                    let n = all.count
                    let action: CenterButton<String>.Action =
                        n % 2 == 0 ? .present("compose", style: .sheet) : .push("article")
                    all.append(
                        try! Configuration(
                            tabs: names.prefix(count).map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"],
                            centerButton: CenterButton(name: "write", action: action),
                            barPolicy: n % 3 == 0 ? .topOnly : .sticky, badgePolicy: n % 2 == 0 ? .clearOnTap : .keep,
                            profile: profile, customBar: CustomBar.allCases[n % CustomBar.allCases.count],
                            overlapFix: OverlapFix.allCases[n % OverlapFix.allCases.count],
                            badgeTarget: n % 4 == 1 ? .item : .custom,
                            minimize: profile == .ios26 ? (n % 2 == 0 ? .onScrollDown : .onScrollUp) : .never,
                            device: device))
                }
            }
        }
        // The iPad's floating bar with the custom bar drawn on the system bar (custom-bar-lost), six tabs.
        all.append(
            try! Configuration(
                tabs: names.prefix(6).map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"],
                centerButton: CenterButton(name: "write", action: .present("compose", style: .sheet)),
                profile: .ios26, customBar: .onSystemBar, minimize: .onScrollDown, device: .ipad))
        return all
    }

    /// A width change now and then among the generator's steps: a rotation, a resize either way.
    static func event(in state: TabNavState<String>, using rng: inout SplitMix64) -> TabNavEvent<String> {
        switch rng.next() % 10 {
        case 0: return .report(.rotated)
        case 1 where state.configuration.canResize: return .report(.resized(rng.next() % 2 == 0 ? .compact : .regular))
        default: return EventAlphabet.random(in: state, using: &rng, mix: .coverage)
        }
    }

    @Test("Every step of seeded random runs with rotations and resizes is explained, and the width region moves")
    func randomRunsAreExplained() {
        var rng = SplitMix64(seed: statechartSeed)
        var reported = 0
        var widthMoves = 0
        var fired = Set<String>()
        // At the default size every other configuration (each device, profile and tab count still runs) and the last,
        // the iPad's floating bar with the custom bar on the system bar.
        let all = Self.configurations
        let chosen = all.indices.filter { TestSize.isLarge || $0 % 2 == 1 || $0 == all.count - 1 }
        for configuration in chosen.map({ all[$0] }) {
            let chart = DrawnCharts.chart(configuration)
            #expect(chart.region("width") != nil)
            for _ in 0..<TestSize.pick(2, large: 6) {
                var state = TabNavState(configuration: configuration)
                var history: [TabNavEvent<String>] = []
                for _ in 0..<200 {
                    let event = Self.event(in: state, using: &rng)
                    let before = state
                    state.reduce(event)
                    history.append(event)
                    if before.width != state.width { widthMoves += 1 }
                    let check = chart.check(before: before, event: event, after: state)
                    for id in check.fired {
                        fired.formUnion(Self.format3Guards(chart.regions[id.region].transitions[id.index].guard))
                    }
                    let found = check.discrepancies
                    if !found.isEmpty && reported < 5 {
                        reported += 1
                        Issue.record(Comment(rawValue: Self.report(found, configuration, history)))
                    }
                }
            }
        }
        #expect(widthMoves > 100)
        // Every guard of format 3 opens some transition in these runs.
        #expect(fired == Self.allFormat3Guards, "never fired: \(Self.allFormat3Guards.subtracting(fired).sorted())")
    }

    static let allFormat3Guards: Set<String> = [
        "overflow", "moreExists", "returnTab", "changesWidth", "dropsMore", "movesOntoBar", "movesIntoMore",
        "hidesBottomBarAfter", "becomesFloating", "tapDismissesFormSheet", "controllerAppears",
    ]

    /// The guards of format 3 in a guard, by case name.
    static func format3Guards(_ g: Statechart.Guard) -> Set<String> {
        switch g {
        case .all(let parts): return parts.reduce(into: []) { $0.formUnion(format3Guards($1)) }
        case .not(let inner): return format3Guards(inner)
        case .overflow: return ["overflow"]
        case .moreExists: return ["moreExists"]
        case .returnTab: return ["returnTab"]
        case .changesWidth: return ["changesWidth"]
        case .dropsMore: return ["dropsMore"]
        case .movesOntoBar: return ["movesOntoBar"]
        case .movesIntoMore: return ["movesIntoMore"]
        case .hidesBottomBarAfter: return ["hidesBottomBarAfter"]
        case .becomesFloating: return ["becomesFloating"]
        case .tapDismissesFormSheet: return ["tapDismissesFormSheet"]
        case .controllerAppears: return ["controllerAppears"]
        default: return []
        }
    }

    @Test(
        "Every event of the alphabet, from the states of short walks with width changes, is explained",
        // At the default size every fourth configuration, among those whose charts the random runs draw.
        arguments: configurations.enumerated().filter { TestSize.isLarge || $0.offset % 4 == 1 }.map(\.element))
    func walksAreExplained(configuration: Configuration<String>) {
        let chart = DrawnCharts.chart(configuration)
        var rng = SplitMix64(seed: statechartSeed)
        var reported = 0
        var seen = Set<TabNavState<String>>()
        for _ in 0..<3 {
            var state = TabNavState(configuration: configuration)
            var history: [TabNavEvent<String>] = []
            for _ in 0..<TestSize.pick(12, large: 30) {
                if seen.insert(state).inserted {
                    for event in EventAlphabet.all(in: state) {
                        var after = state
                        after.reduce(event)
                        let found = chart.discrepancies(before: state, event: event, after: after)
                        if !found.isEmpty && reported < 5 {
                            reported += 1
                            Issue.record(Comment(rawValue: Self.report(found, configuration, history + [event])))
                        }
                    }
                }
                let event = Self.event(in: state, using: &rng)
                state.reduce(event)
                history.append(event)
            }
        }
    }

    @Test("iPhone charts have no width region, and an iPhone's rotation moves no tab")
    func iPhoneChartsHaveNoWidthRegion() {
        let chart = DrawnCharts.chart(ChartConfigurations.seven[0])
        #expect(chart.region("width") == nil)
        #expect(!chart.regions.flatMap(\.transitions).contains { $0.guard == .changesWidth })
    }

    static func report(_ found: [Statechart.Discrepancy], _ c: Configuration<String>, _ history: [TabNavEvent<String>])
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
