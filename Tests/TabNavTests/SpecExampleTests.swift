import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("The example of the trace format (§7)")
struct SpecExampleTests {
    @Test("A Jianshu-style app on a legacy on-system-bar custom bar replays as §7 expects")
    func jianshuExample() throws {
        // tabs home discover follow me / center write present=compose / screen article hides-bar
        // custom-bar on-system-bar / profile legacy
        var state = try makeState(
            tabs: ["home", "discover", "follow", "me"], hiding: ["article"], center: presentingCenter("write", "compose"),
            profile: .legacy, customBar: .onSystemBar
        )
        func expect(_ pairs: [ObservableKey: String], _ outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
            for (key, value) in pairs {
                #expect(state.value(of: key, outcome: outcome) == value, "\(key)", sourceLocation: sourceLocation)
            }
        }
        var result = step(&state, .push("article")) // the bar hides
        result = step(&state, .push("comments"))
        expect([.depth: "3", .bar: "hidden"], result.outcome)
        result = step(&state, .tap(1)) // the bar is not on screen
        expect([.outcome: "rejected"], result.outcome)
        result = step(&state, .popToRoot()) // animated, from depth 3: UIKit re-adds its buttons
        expect([.stack: "home", .bar: "visible", .overlap: "yes", .anomalies: "overlap"], result.outcome)
        result = step(&state, .tapCenter)
        expect([.modal: "compose", .tab: "home"], result.outcome)
        result = step(&state, .tap(1))
        expect([.outcome: "rejected"], result.outcome)
        result = step(&state, .dismiss) // full-screen dismissal: viewWillAppear removes the buttons
        expect([.modal: "none", .overlap: "no"], result.outcome)
    }
}
