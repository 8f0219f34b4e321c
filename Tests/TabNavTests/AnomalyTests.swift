import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("What is drawn, and the anomalies (§4.4)")
struct AnomalyTests {
    /// A scene and the anomalies it shows.
    struct Scene: Sendable, CustomTestStringConvertible {
        var name: String
        var profile: UIKitProfile = .modern
        var customBar: CustomBar = .none
        var setup: [Event]
        var bar: String
        var anomalies: [Anomaly]
        var testDescription: String { name }
    }

    static let scenes: [Scene] = [
        Scene(name: "launch", setup: [], bar: "visible", anomalies: []),
        Scene(name: "a hiding screen, system bar", setup: [.push("a", hidesBar: true)], bar: "hidden", anomalies: []),
        Scene(
            name: "a hiding screen, replaced bar", customBar: .replaced, setup: [.push("a", hidesBar: true)], bar: "hidden",
            anomalies: []),
        Scene(
            name: "a hiding screen, on-system-bar", customBar: .onSystemBar, setup: [.push("a", hidesBar: true)], bar: "hidden",
            anomalies: []),
        Scene(
            name: "overlap: on-system-bar, buttons back, bar visible", customBar: .onSystemBar,
            setup: [.rotate], bar: "visible", anomalies: [.overlap]),
        Scene(
            name: "no overlap while the bar is hidden", customBar: .onSystemBar,
            setup: [.push("a", hidesBar: true), .rotate], bar: "hidden", anomalies: []),
        Scene(
            name: "legacy overlap after a multi-level pop", profile: .legacy, customBar: .onSystemBar,
            setup: [.push("a"), .push("b"), .popToRoot()], bar: "visible", anomalies: [.overlap]),
        Scene(
            name: "bar-missing: stuck hidden over a plain stack", profile: .ios14_0,
            setup: [.push("a"), .push("b", hidesBar: true), .popToRoot()], bar: "hidden", anomalies: [.barMissing]),
        Scene(
            name: "stuck over a hiding stack is no anomaly", profile: .ios14_0,
            setup: [.push("a"), .push("b", hidesBar: true), .popToRoot(), .push("c", hidesBar: true)], bar: "hidden",
            anomalies: []),
        Scene(
            name: "bar-over-hiding-screen: over-content with a hiding screen", customBar: .overContent,
            setup: [.push("a", hidesBar: true)], bar: "visible", anomalies: [.barOverHidingScreen]),
        Scene(
            name: "over-content is visible even when stuck", profile: .ios14_0, customBar: .overContent,
            setup: [.push("a"), .push("b", hidesBar: true), .popToRoot()], bar: "visible", anomalies: []),
    ]

    @Test("bar, overlap and anomalies are drawn as §4.4 says", arguments: scenes)
    func anomaliesOfScene(scene: Scene) throws {
        var state = try makeState(profile: scene.profile, customBar: scene.customBar)
        arrange(&state, scene.setup)
        #expect(state.value(of: .bar) == scene.bar)
        #expect(state.anomalies == scene.anomalies)
        #expect(
            state.value(of: .anomalies)
                == (scene.anomalies.isEmpty ? "none" : scene.anomalies.map(\.rawValue).joined(separator: ",")))
        #expect(state.value(of: .overlap) == (scene.anomalies.contains(.overlap) ? "yes" : "no"))
        #expect(state.hasOverlap == scene.anomalies.contains(.overlap))
    }

    @Test("An overlap comes and goes with the bar: hiding the bar hides it, showing the bar shows it again")
    func overlapFollowsBar() throws {
        var state = try makeState(customBar: .onSystemBar)
        arrange(&state, [.rotate])
        #expect(state.anomalies == [.overlap])
        arrange(&state, [.push("a", hidesBar: true)])
        #expect(state.anomalies.isEmpty)
        arrange(&state, [.pop()])
        #expect(state.anomalies == [.overlap])
    }

    @Test("Anomalies are spelled as in trace files")
    func anomalySpelling() {
        #expect(
            Anomaly.allCases.map(\.description) == [
                "overlap", "bar-missing", "bar-over-hiding-screen", "center-misplaced", "custom-bar-lost",
            ])
    }
}
