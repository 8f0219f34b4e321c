import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// The coordinator properties on generated scenarios, with shrinking to a minimal trace.
@Suite("Property: plans and effects keep UIKit showing the state")
struct PropertyCoordinatorTests {
    /// Why playing `plan(from: a, to: b)` on UIKit showing `a` fails to show `b`, if it does (``PlanCheck``).
    static func planFailure(_ a: State, _ b: State) -> String? { PlanCheck.failure(a, b) }

    /// The states of a scenario: at launch, then after each step.
    static func states(_ s: Scenario) -> [State] {
        var state = State(configuration: s.config.libraryConfiguration)
        var all = [state]
        for event in s.events {
            state.reduce(event)
            all.append(state)
        }
        return all
    }

    @Test("From every state of a session, the plan to its last state and back is played without refusal and lands there")
    func planBetweenStatesOfASession() {
        forAll("plan-reaches-target", cases: TestSize.pick(150, large: 300)) { s in
            let all = Self.states(s)
            let last = all[all.count - 1]
            for (i, state) in all.enumerated() {
                // Only UIKit changes the width: a plan between two widths is refused (and tested where plans are).
                if state.width != last.width || state.orientation != last.orientation { continue }
                if let message = Self.planFailure(state, last) ?? Self.planFailure(last, state) ?? Self.planFailure(state, state)
                {
                    // The failure needs the whole session (its last state), so it is reported after the last step.
                    return PropertyFailure(
                        step: s.events.isEmpty ? nil : s.events.count - 1,
                        message: "between the state after step \(i) and the last: \(message)", kind: "plan: \(message)")
                }
            }
            return nil
        }
    }

    @Test(
        "The effects of every step, played on UIKit by a recording coordinator, keep it showing the state, on uniform sessions too",
        arguments: [false, true])
    func effectsKeepUIKitInSync(uniform: Bool) {
        let generator = uniform ? ScenarioGenerators.uniformScenario : ScenarioGenerators.scenario
        forAll("effects-keep-uikit-in-sync", cases: uniform ? TestSize.pick(300, large: 3000) : 300, generator: generator) { s in
            var coordinator = RecordingCoordinator(State(configuration: s.config.libraryConfiguration))
            for (i, event) in s.events.enumerated() {
                do { _ = try coordinator.send(event) } catch {
                    return PropertyFailure(
                        step: i, message: "UIKit refuses an effect of \(event): \(error)", kind: "UIKit refuses an effect")
                }
                if coordinator.uikit != UIKitModel(coordinator.state) {
                    return PropertyFailure(
                        step: i, message: "UIKit shows \(coordinator.uikit), the state \(UIKitModel(coordinator.state))",
                        kind: "UIKit differs")
                }
            }
            return nil
        }
    }
}
