import Foundation
import TabNav
import TabNavTrace
import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

@Suite("Exploration: concrete traces to an outcome")
struct ExploreConcreteOutcomeTests {
    /// `B` is pushed first but numbered after `A` (named first): the stored state after `push B` holds `A`, and its
    /// rejected `pop-to B` is, on the concrete stack `home>B`, the rejected `pop-to A`, whose rejection names `A`.
    static let renamedRejection = """
        tabs home
        pop-to A
        pop-to B
        push B
        push A
        """

    @Test(
        "A shortest trace to a rejected step through a renamed twin replays to a rejection",
        arguments: [
            Explorer.Symmetry.stacks, .screens,
        ])
    func rejectionThroughRenaming(_ way: Explorer.Symmetry) throws {
        let model = try ExploreModels.model(Self.renamedRejection, depth: 3)
        let goals = try ["outcome=rejected depth=2"].map { try ExploreGoal.parse($0, header: model.header).get() }
        let result = try Explorer(model: model, goals: goals, symmetry: way).run()
        #expect(result.findings[.goal(0)]?.count == 2)
        let text = try #require(result.trace(for: .goal(0), model: model, goals: goals))
        let trace = try Trace.parse(text).get()
        var state = TabNavState(configuration: trace.header.configuration)
        var outcome = Outcome.ok
        var last: TabNavTrace.Expectation?
        for statement in trace.statements {
            switch statement {
            case .step(let step): outcome = state.reduce(step.event).outcome
            case .expect(let expectation): last = expectation
            }
        }
        let expectation = try #require(last)
        #expect(expectation.failures(in: state, outcome: outcome).isEmpty, "\(text)")
    }
}
