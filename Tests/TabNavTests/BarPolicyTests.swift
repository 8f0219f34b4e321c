import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("hidesBottomBarWhenPushed and the bar policy (§4.1, §4.4)")
struct BarPolicyTests {
    @Test(
        "sticky hides the bar while any entry hides it; top-only only while the top does",
        arguments: [(BarPolicy.sticky, true), (.topOnly, false)])
    func policyOverAHidingMiddleEntry(policy: BarPolicy, hiddenUnderPlainTop: Bool) throws {
        var state = try makeState(barPolicy: policy)
        var expected = state
        expected.appendNewEntry("article", hidesBar: true, to: .tab(0))
        expectStep(
            &state, .push("article", hidesBar: true), outcome: .ok,
            effects: [.push("article", hidesBar: true, stack: .tab(0), animated: true), .setTabBarHidden(true, animated: true)],
            state: expected)
        // A plain entry on top: sticky stays hidden, top-only shows the bar.
        expected.appendNewEntry("comments", to: .tab(0))
        let barEffect: [Fx] = hiddenUnderPlainTop ? [] : [.setTabBarHidden(false, animated: true)]
        expectStep(
            &state, .push("comments"), outcome: .ok,
            effects: [.push("comments", hidesBar: false, stack: .tab(0), animated: true)] + barEffect, state: expected)
        #expect(state.policyHidesBar == hiddenUnderPlainTop)
        #expect(state.value(of: .bar) == (hiddenUnderPlainTop ? "hidden" : "visible"))
        #expect(state.anomalies.isEmpty)
    }

    @Test("A root declared hides-bar hides the bar at launch under either policy", arguments: BarPolicy.allCases)
    func hidingRootAtLaunch(policy: BarPolicy) throws {
        let state = try makeState(roots: ["home": "splash"], hiding: ["splash"], barPolicy: policy)
        #expect(state.tabs[0].stack.root.hidesBar == true)
        #expect(state.value(of: .bar) == "hidden")
        #expect(state.anomalies.isEmpty)
        #expect(state.invariantViolations().isEmpty)
    }

    @Test(
        "Over a hiding root, sticky keeps the bar hidden for good; top-only shows it once a plain entry is on top",
        arguments: [(BarPolicy.sticky, [Fx]()), (.topOnly, [.setTabBarHidden(false, animated: true)])])
    func hidingRootThenPush(policy: BarPolicy, barEffects: [Fx]) throws {
        var state = try makeState(roots: ["home": "splash"], hiding: ["splash"], barPolicy: policy)
        var expected = state
        expected.appendNewEntry("feed", to: .tab(0))
        expectStep(
            &state, .push("feed"), outcome: .ok,
            effects: [.push("feed", hidesBar: false, stack: .tab(0), animated: true)] + barEffects, state: expected)
        #expect(state.isBarHidden == (policy == .sticky))
    }

    @Test("The bar follows the selected tab's stack: a switch to a tab with a hiding entry hides it, without animation")
    func barFollowsSelectedTab() throws {
        var state = try makeState()
        var expected = state
        expected.appendNewEntry("article", hidesBar: true, to: .tab(1))
        expectStep(
            &state, .push("article", hidesBar: true, in: 1), outcome: .ok,
            effects: [.push("article", hidesBar: true, stack: .tab(1), animated: true)], state: expected)
        expected.selectedIndex = 1
        expectStep(
            &state, .tap(1), outcome: .ok, effects: [.select(tab: 1), .setTabBarHidden(true, animated: false)], state: expected)
        #expect(state.value(of: .bar) == "hidden")
    }

    @Test("Under top-only, a tap is accepted when a hiding entry is below the top")
    func topOnlyTapBelowHidingEntry() throws {
        var state = try makeState(barPolicy: .topOnly)
        arrange(&state, [.push("article", hidesBar: true), .push("comments")])
        var expected = state
        expected.selectedIndex = 1
        expectStep(&state, .tap(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
    }

    @Test("setTabBarHidden is emitted only when the bar observable changes")
    func barEffectOnlyOnChange() throws {
        var state = try makeState()
        arrange(&state, [.push("a", hidesBar: true)])
        var expected = state
        expected.appendNewEntry("b", hidesBar: true, to: .tab(0))
        // Already hidden: no bar effect.
        expectStep(
            &state, .push("b", hidesBar: true), outcome: .ok,
            effects: [.push("b", hidesBar: true, stack: .tab(0), animated: true)], state: expected)
        expected.keepEntries(2, of: .tab(0))
        expectStep(&state, .pop(), outcome: .ok, effects: [.pop(stack: .tab(0), animated: true)], state: expected)
    }
}
