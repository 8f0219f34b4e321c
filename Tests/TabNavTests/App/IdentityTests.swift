import TabNav
import TabNavTesting
import Testing

/// Entry identities never repeat along a coordinator's history, whatever jumps it makes.
@Suite("Entry identities across plans and jumps")
struct IdentityTests {
    /// Every identity in the state.
    static func identities(_ state: TabNavState<Route>) -> [EntryID] {
        state.tabs.flatMap(\.stack.entries).map(\.id) + (state.modal?.stack.entries.map(\.id) ?? [])
    }

    @Test("After a jump back to an older bookmark the next push does not reuse a later bookmark's identity")
    func jumpBackDoesNotReuse() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        let older = state
        state.reduce(.push(.article(id: 1)))
        let later = state
        let articleID = later.tabs[0].stack.top.id
        _ = try state.move(to: older)
        state.reduce(.push(.settings))
        #expect(state.tabs[0].stack.top.id != articleID, "a push after the jump reuses the article's identity")
        // And back to the later bookmark: its article was popped on the way, so it comes back as a new entry.
        let effects = try state.move(to: later)
        let article = state.tabs[0].stack.top
        #expect(article.screen == .article(id: 1) && article.id != articleID)
        #expect(!Self.identities(state).contains(where: { $0 == articleID }))
        #expect(effects.contains(.setViewControllers(state.tabs[0].stack.entries, stack: .tab(0), animated: true)))
    }

    @Test("The same identity with another screen is a new entry in the plan")
    func sameIdentityOtherScreen() throws {
        let launch = TabNavState(configuration: try routeConfiguration())
        var a = launch
        a.reduce(.push(.article(id: 1)))
        var b = launch
        b.reduce(.push(.comments(article: 1)))
        #expect(a.tabs[0].stack.top.id == b.tabs[0].stack.top.id, "two branches of one state hand out the same identity")
        let effects = try TabNavState.plan(from: a, to: b)
        guard case .setViewControllers(let entries, _, _)? = effects.first else {
            Issue.record("expected one replacement, got \(effects)")
            return
        }
        #expect(entries.last?.screen == .comments(article: 1))
        #expect(entries.last?.id != a.tabs[0].stack.top.id)
    }

    @Test("Identities only grow along random histories of steps and jumps, and a state never holds one twice")
    func neverRepeat() throws {
        let config = try routeConfiguration()
        var state = TabNavState(configuration: config)
        var bookmarks = [state]
        var handedOut = Set(Self.identities(state))
        let requests: [TabNavRequest<Route>] = [
            .push(.article(id: 1)), .push(.settings), .pop(), .popToRoot(), .select(tab: 1), .select(tab: 0),
            .present(.compose, style: .sheet), .dismiss(), .setStack([.home, .comments(article: 2)]),
        ]
        var random = SplitMix64(seed: 7)
        for i in 0..<400 {
            let before = Set(Self.identities(state))
            if i % 7 == 3 {
                _ = try state.move(to: bookmarks[Int.random(in: 0..<bookmarks.count, using: &random)])
            } else {
                state.reduce(requests[Int.random(in: 0..<requests.count, using: &random)])
            }
            if i % 5 == 0 { bookmarks.append(state) }
            let now = Self.identities(state)
            #expect(Set(now).count == now.count, "an identity twice in one state")
            for id in now where !before.contains(id) {
                #expect(!handedOut.contains(id), "identity \(id) handed out again at step \(i)")
            }
            handedOut.formUnion(now)
        }
    }
}
