import TabNav
import TabNavTesting
import Testing

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
        for kind in EventGenerator.Kind.allCases {
            let event = generator.event(kind, state, &random)
            state.reduce(event)
        }
        #expect(state.invariantViolations().isEmpty)
    }
}
