import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

@Suite("Checking expect lines")
struct TraceExpectationTests {
    /// Replays a trace through the reducer and returns, for each `expect` line, its failures.
    static func replay(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [[ExpectFailure]] {
        guard let trace = TraceTestSupport.trace(text, sourceLocation: sourceLocation) else { return [] }
        var state = TabNavState(configuration: trace.header.configuration)
        var outcome = Outcome.ok
        var results: [[ExpectFailure]] = []
        for statement in trace.statements {
            switch statement {
            case .step(let step): outcome = state.reduce(step.event).outcome
            case .expect(let expectation): results.append(expectation.failures(in: state, outcome: outcome))
            }
        }
        return results
    }

    @Test("Every key of the initial state holds with its documented value")
    func initialState() {
        let text = """
            tabs home me
            root me profile
            expect tab=home stack=home stack.me=profile depth=1 modal=none bar=visible overlap=no
            expect anomalies=none badge.home=none badge.me=none outcome=ok swipe=idle
            """
        #expect(Self.replay(text) == [[], []])
    }

    @Test("A failed pair is reported with its key as written, the expected and the actual value")
    func failures() {
        let text = """
            tabs home me
            push detail
            expect depth=3 stack=home>detail tab=me outcome=ok
            """
        #expect(
            Self.replay(text) == [
                [
                    ExpectFailure(keyText: "depth", expected: "3", actual: "2"),
                    ExpectFailure(keyText: "tab", expected: "me", actual: "home"),
                ]
            ])
    }

    @Test("The expectations of the example of §7 hold")
    func specExample() {
        let text = """
            tabs home discover follow me
            center write present=compose
            screen article hides-bar
            custom-bar on-system-bar
            profile legacy
            push article
            push comments
            expect depth=3 bar=hidden
            tap discover
            expect outcome=rejected
            pop-to-root
            expect stack=home bar=visible overlap=yes anomalies=overlap
            tap write
            expect modal=compose tab=home
            tap discover
            expect outcome=rejected
            dismiss
            expect modal=none overlap=no
            """
        #expect(Self.replay(text) == Array(repeating: [], count: 6))
    }

    @Test("Badges, swipes and outcomes read as expect lines spell them")
    func badgesSwipesOutcomes() {
        let text = """
            tabs home me
            badge me 120
            badge home new
            expect badge.me=99+ badge.home=new outcome=ok
            badge me 120
            expect outcome=noop
            push a
            back-swipe start
            expect swipe=active stack=home>a
            tap me
            expect outcome=rejected badge.me=99+
            """
        #expect(Self.replay(text) == [[], [], [], []])
    }

    @Test("Anomalies compare as a set: any order, none for no anomaly")
    func anomaliesAsSet() {
        #expect(Expectation.anomalySet("bar-missing,overlap") == Expectation.anomalySet("overlap,bar-missing"))
        #expect(Expectation.anomalySet("none").isEmpty)
        #expect(Expectation.anomalySet("overlap") != Expectation.anomalySet("overlap,bar-missing"))
        let text = """
            tabs home
            screen detail hides-bar
            custom-bar over-content
            push detail
            expect anomalies=bar-over-hiding-screen
            expect anomalies=bar-over-hiding-screen,overlap
            """
        #expect(
            Self.replay(text) == [
                [],
                [
                    ExpectFailure(
                        keyText: "anomalies", expected: "bar-over-hiding-screen,overlap", actual: "bar-over-hiding-screen")
                ],
            ])
    }
}
