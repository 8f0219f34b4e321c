import TabNav
import TabNavStatechart
import Testing

@testable import TabNavTestSupport

/// The chart's look-ahead guards run the reducer itself on a copy of the state, so they foresee exactly the
/// step the reducer takes, rejections included.
@Suite("Statechart guards that preview the step")
struct StatechartGuardPreviewTests {
    static let lookaheadGuards: [Statechart.Guard] = [
        .policyHidesAfter, .changesTabOrStack, .sticksBar, .reAddsButtons([]), .changesAStack,
    ]

    /// Jianshu's tabs, `on-system-bar` under `legacy`, with a centre button that pushes a bar-hiding article.
    static func pushingCentre() throws -> Config {
        try Configuration(
            tabs: ["home", "discover", "follow", "me"].map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"],
            centerButton: CenterButton(name: "write", action: .push("article")), profile: .legacy, customBar: .onSystemBar)
    }

    @Test(
        "On a decoded state with no entry identity left, the look-ahead guards foresee no change where the reducer rejects the step"
    )
    func lookaheadAgreesWhenIdentitiesRunOut() throws {
        for profile in UIKitProfile.allCases {
            var configuration = try Self.pushingCentre()
            configuration.profile = profile
            let state = try decodedState(
                identitiesLeft: 0, config: configuration, steps: [.push("a"), .push("b")])
            let chart = DrawnCharts.chart(configuration)
            let needAnEntry: [Event] = [
                .push("article"), .push("c", hidesBar: true), .push("c", in: 2), .present("m"),
                .open(1, ["article"]), .setStack(["home", "article"]), .tapCenter,
            ]
            for event in needAnEntry {
                var after = state
                #expect(after.reduce(event).outcome == .rejected(.noEntryIdentityLeft), "\(event)")
                for condition in Self.lookaheadGuards {
                    #expect(!condition.holds(before: state, event: event), "\(profile) \(event) \(condition)")
                }
                #expect(chart.discrepancies(before: state, event: event, after: after).isEmpty, "\(profile) \(event)")
            }
        }
    }

    @Test("The look-ahead guards hold where the reducer's step does what they name, on the same state with identities left")
    func lookaheadHoldsWhereTheStepActs() throws {
        let configuration = try Self.pushingCentre()
        let state = try decodedState(identitiesLeft: 5, config: configuration, steps: [.push("a"), .push("b")])
        for event in [Event.push("article"), .tapCenter, .open(1, ["article"])] {
            #expect(Statechart.Guard.policyHidesAfter.holds(before: state, event: event), "\(event)")
            #expect(Statechart.Guard.changesTabOrStack.holds(before: state, event: event), "\(event)")
            #expect(Statechart.Guard.changesAStack.holds(before: state, event: event), "\(event)")
        }
        #expect(Statechart.Guard.reAddsButtons([.multiLevelPop]).holds(before: state, event: .popToRoot()))
        #expect(!Statechart.Guard.reAddsButtons([.multiLevelPop]).holds(before: state, event: .popToRoot(instant: true)))
    }

    /// The shapes and the seven-tab apps: every seven-tab app under `TABNAV_TEST_SIZE=large`, the last two at the
    /// default size (the More tab's steps are probed only where there is a More tab).
    static let configurations =
        ChartConfigurations.shapes + (TestSize.isLarge ? ChartConfigurations.seven : Array(ChartConfigurations.seven.suffix(2)))

    @Test(
        "The probe that draws the bar, buttons and modal regions tries every kind of event, and the reducer accepts each somewhere",
        arguments: Self.configurations)
    func probeTriesEveryKind(configuration: Config) {
        let steps = DrawnCharts.probe(configuration).steps
        let accepted = steps.filter { if case .rejected = $0.outcome { false } else { true } }
        // The More tab's steps are probed only where there is a More tab (V4 of format 2).
        let more: Set<TabNavEventKind> = [.tapMore, .pick, .selectMore]
        // Only an iPad resizes (V14 of format 3).
        let drawn = Set(TabNavEventKind.allCases).subtracting(configuration.hasMoreTab ? [] : more)
            .subtracting(configuration.canResize ? [] : [.resized])
        #expect(Set(steps.map(\.event.kind)) == drawn)
        let kinds = Set(accepted.map(\.event.kind))
        for kind in TabNavEventKind.allCases where drawn.contains(kind) && !kinds.contains(kind) {
            var reason = kind == .tapCenter && configuration.centerButton == nil ? "no centre button" : ""
            if kind == .backMenuPicked && configuration.profile == .legacy { reason = "no back menu before iOS 14 (V8.3)" }
            #expect(!reason.isEmpty, "the reducer accepts no probed \(kind)")
        }
    }

    @Test(
        "The written selection, More and stack regions have a transition for every move the reducer's probed steps make in them",
        arguments: Self.configurations)
    func writtenRegionsCoverTheProbe(configuration: Config) {
        let chart = DrawnCharts.chart(configuration)
        let probe = DrawnCharts.probe(configuration)
        for region in chart.regions {
            switch region.kind {
            case .selection, .more, .stack: break
            default: continue
            }
            let drawn = Set(region.transitions.map { "\($0.source) \($0.event.kind) \($0.target)" })
            var missing = Set<String>()
            for move in probe.moves(region) where move.accepted && move.source != move.target {
                let text = "\(move.source) \(move.kind) \(move.target)"
                if !drawn.contains(text) { missing.insert(text) }
            }
            #expect(missing.isEmpty, "\(region.id): no transition for \(missing.sorted())")
        }
    }
}
