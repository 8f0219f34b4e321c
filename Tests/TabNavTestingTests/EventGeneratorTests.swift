import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTesting

@Suite("The shared event generator")
struct EventGeneratorTests {
    @Test(
        "An empty list of screens falls back to the mix's own, so every kind of event can be drawn",
        arguments: [EventGenerator.Mix.realistic, .coverage, .uniform])
    func emptyScreensFallBack(_ mix: EventGenerator.Mix) throws {
        var generator = EventGenerator(mix: mix, screens: [])
        #expect(!generator.screens.isEmpty)
        #expect(generator.screens == EventGenerator(mix: mix).screens)
        let config = try Configuration<String>(
            tabs: [TabSpec(name: "home", root: "home"), TabSpec(name: "me", root: "me")],
            centerButton: CenterButton(name: "write", action: .present("compose", style: .sheet)))
        var state = TabNavState(configuration: config)
        var random = SplitMix64(seed: 42)
        for kind in TabNavEvent<String>.Kind.allCases {
            let event = generator.event(.event(kind), state, &random)
            #expect(event.kind == kind)
            state.reduce(event)
        }
        _ = generator.event(.dive, state, &random)
        #expect(state.invariantViolations().isEmpty)
    }

    @Test("The generator draws every kind of event of the library but the coordinator's own requests, by the library's names")
    func drawsEveryKind() {
        let drawn = Set(EventGenerator.Draw.order.compactMap { if case .event(let k) = $0 { k } else { nil } })
        #expect(drawn.union(EventGenerator.coordinatorKinds) == Set(TabNavEvent<String>.Kind.allCases))
        #expect(drawn.isDisjoint(with: EventGenerator.coordinatorKinds))
        #expect(EventGenerator.Draw.order.count == Set(EventGenerator.Draw.order).count)
    }

    @Test(
        "A kind the generator does not list is drawn from its arguments' domains: the generic draw builds every kind",
        arguments: [EventGenerator.Mix.realistic, .coverage, .uniform])
    func genericDrawBuildsEveryKind(_ mix: EventGenerator.Mix) throws {
        let generator = EventGenerator(mix: mix)
        let config = try Configuration<String>(tabs: ["a", "b", "c"].map { TabSpec(name: $0, root: $0) })
        let state = TabNavState(configuration: config)
        var random = SplitMix64(seed: 9)
        for kind in TabNavEvent<String>.Kind.allCases {
            for target in [nil, StackRef.tab(1)] {
                let event = generator.drawn(kind, state, animated: false, target: target, &random)
                #expect(event.kind == kind, "\(kind)")
                if event.arguments.contains(where: { $0.name == "in" }) {
                    #expect(event.arguments.contains(.in(target)), "\(event)")
                }
            }
        }
    }
}
