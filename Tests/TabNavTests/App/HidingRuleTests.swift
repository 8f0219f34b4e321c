import TabNav
import Testing

/// The bar-hiding rule over screens: every path that makes an entry applies it, and a request's own flag adds to it.
@Suite("Bar hiding by a rule over screens")
struct HidingRuleTests {
    @Test("Every article hides the bar whether it is pushed, deep-linked, set in a stack or pushed by the centre button")
    func ruleAppliesOnEveryPath() throws {
        let pushing = try routeConfiguration(center: .push(.article(id: 9)))
        let paths: [(String, TabNavRequest<Route>)] = [
            ("push", .push(.article(id: 1))),
            ("open", .open(tab: 0, path: [.article(id: 1)])),
            ("setStack", .setStack([.home, .article(id: 1)])),
            ("centre push", .tapCenter),
        ]
        for (name, request) in paths {
            var state = TabNavState(configuration: pushing)
            let result = state.reduce(request)
            #expect(result.outcome == .ok, "\(name)")
            #expect(state.tabs[0].stack.top.hidesBar, "\(name): the article's entry hides the bar")
            #expect(state.isBarHidden, "\(name): the bar is hidden over an article")
        }
    }

    @Test("A screen the rule does not hide shows the bar; the set of values still works beside the rule")
    func ruleAndSet() throws {
        var state = TabNavState(configuration: try routeConfiguration(hiding: [.settings]))
        state.reduce(.push(.comments(article: 1)))
        #expect(!state.isBarHidden)
        state.reduce(.push(.settings))
        #expect(state.isBarHidden)
    }

    @Test("A request's own flag hides one entry: open, set-stack and the centre button take per-entry flags")
    func perEntryFlags() throws {
        var state = TabNavState(configuration: try routeConfiguration(center: .push(.settings, hidesBar: true)))
        state.reduce(.open(tab: 1, path: [NewEntry(.comments(article: 2), hidesBar: true)]))
        #expect(state.tabs[1].stack.entries.map(\.hidesBar) == [false, true])
        state.reduce(.setStack([NewEntry(.discover), NewEntry(.settings, hidesBar: true), NewEntry(.article(id: 3))]))
        #expect(state.tabs[1].stack.entries.map(\.hidesBar) == [false, true, true])
        var other = TabNavState(configuration: try routeConfiguration(center: .push(.settings, hidesBar: true)))
        other.reduce(.tapCenter)
        #expect(other.tabs[0].stack.top.hidesBar && other.isBarHidden)
    }

    @Test("set-stack keeps an entry only when its flag stays the same")
    func setStackComparesFlags() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        state.reduce(.setStack([.home, .settings]))
        let kept = state.tabs[0].stack.top.id
        #expect(state.reduce(.setStack([.home, .settings])).outcome == .noop)
        state.reduce(.setStack([NewEntry(.home), NewEntry(.settings, hidesBar: true)]))
        #expect(state.tabs[0].stack.top.id != kept && state.tabs[0].stack.top.hidesBar)
    }
}
