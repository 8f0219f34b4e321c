import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Observables as expect lines spell them (§5)")
struct ObservableTests {
    @Test(
        "The launch state shows the first tab, every stack at its root, no modal, visible bar, no badges, outcome ok, swipe idle")
    func launchValues() throws {
        let state = try makeState(roots: ["me": "profile"])
        let values: [(ObservableKey, String)] = [
            (.tab, "home"), (.stack, "home"), (.stackOfTab(2), "profile"), (.depth, "1"), (.modal, "none"),
            (.bar, "visible"), (.overlap, "no"), (.anomalies, "none"), (.badge(1), "none"), (.outcome, "ok"), (.swipe, "idle"),
        ]
        for (key, value) in values {
            #expect(state.value(of: key) == value, "\(key)")
        }
    }

    @Test("Every key that reads the state (all but outcome, tested below) reads it after a few steps")
    func valuesAfterSteps() throws {
        var state = try makeState()
        arrange(
            &state,
            [
                .push("article"), .push("comments", hidesBar: true), .push("topic", in: 1), .select(1),
                .badge(0, .count(120)), .badge(2, .text("new")), .present("compose"), .push("draft"), .swipeStart,
            ])
        let values: [(ObservableKey, String)] = [
            (.tab, "discover"), (.stack, "discover>topic"), (.stackOfTab(0), "home>article>comments"),
            (.stackOfTab(1), "discover>topic"),
            (.depth, "2"), (.modal, "compose>draft"), (.bar, "visible"), (.overlap, "no"), (.anomalies, "none"),
            (.badge(0), "99+"), (.badge(1), "none"), (.badge(2), "new"), (.swipe, "active"),
        ]
        for (key, value) in values {
            #expect(state.value(of: key) == value, "\(key)")
        }
    }

    @Test(
        "outcome shows the outcome it is given by name",
        arguments: [
            (Outcome.ok, "ok"), (.noop, "noop"), (.rejected(.alreadyPresenting), "rejected"),
        ])
    func outcomeValue(outcome: Outcome, name: String) throws {
        let state = try makeState()
        #expect(state.value(of: .outcome, outcome: outcome) == name)
    }

    @Test(
        "Keys that name a missing tab have no value",
        arguments: [ObservableKey.stackOfTab(3), .badge(3), .stackOfTab(-1), .badge(-1)])
    func missingTab(key: ObservableKey) throws {
        let state = try makeState()
        #expect(state.value(of: key) == nil)
    }
}
