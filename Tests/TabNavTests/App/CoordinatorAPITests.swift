import TabNav
import Testing

/// The calls a coordinator makes: move(to:), the desync outcome, the selection readers, the new requests.
@Suite("The coordinator's API")
struct CoordinatorAPITests {
    @Test("move(to:) assigns the state UIKit shows after the plan, then returns the plan; a throw changes nothing")
    func moveAssignsFirst() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        var target = state
        target.reduce(.select(tab: 2))
        target.reduce(.push(.settings))
        target.reduce(.present(.compose, style: .sheet))
        let plan = try TabNavState.plan(from: state, to: target)
        let effects = try state.move(to: target)
        #expect(effects == plan)
        #expect(state == target)
        let other = TabNavState(configuration: try Configuration<Route>(tabs: [TabSpec(name: "x", root: .home)]))
        let before = state
        #expect(throws: PlanError.differentTabs) { _ = try state.move(to: other) }
        #expect(state == before)
    }

    @Test("Reports that contradict the state are a desync, which the trace format counts a noop")
    func desyncs() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        let cases: [(UIKitReport<Route>, Desync)] = [
            (.backSwipe(.whole), .nothingToPop), (.backSwipe(.began), .nothingToPop), (.backButtonTapped, .nothingToPop),
            (.backSwipe(.ended), .backSwipeNotBegun), (.backSwipe(.cancelled), .backSwipeNotBegun),
            (.sheetSwipe(.whole), .noSheet), (.sheetSwipe(.began), .noSheet),
            (.sheetSwipe(.ended), .sheetSwipeNotBegun), (.sheetSwipe(.cancelled), .sheetSwipeNotBegun),
        ]
        for (report, desync) in cases {
            let before = state
            let result = state.reduce(report)
            #expect(result.outcome == .desync(desync), "\(report)")
            #expect(result.outcome.desync == desync && result.outcome.isNoop && !result.outcome.isRejected)
            #expect(result.outcome.name == "noop" && result.effects.isEmpty && state == before)
        }
        // A report that fits the state is no desync; a scroll with nothing to minimize is a plain noop.
        state.reduce(.push(.settings))
        #expect(state.reduce(.backSwipe(.whole)).outcome == .ok)
        #expect(state.reduce(.scrolled(.down)).outcome == .noop)
    }

    @Test("Outcome reads its rejection without a pattern")
    func rejectionReaders() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        state.reduce(.present(.compose, style: .fullScreen))
        let result = state.reduce(.tap(tab: 1))
        #expect(result.outcome.isRejected && result.outcome.rejection == .modalCoversTabBar)
        #expect(TabNavState(configuration: try routeConfiguration()).selection == .tab(0))
    }

    @Test("Over the More list the selection says so and no stack is focused")
    func selectionOverMore() throws {
        let tabs = ["a", "b", "c", "d", "e", "f", "g"].map { TabSpec<String>(name: $0, root: $0) }
        var state = TabNavState(configuration: try Configuration(tabs: tabs))
        #expect(state.selection == .tab(0) && state.focusedStack == .tab(0) && !state.isMoreSelected)
        state.reduce(.tapMore)
        #expect(state.selection == .moreList && state.focusedStack == nil && state.isMoreSelected)
        state.reduce(.pick(tab: 5))
        #expect(state.selection == .tab(5) && state.focusedStack == .tab(5) && state.isMoreSelected)
        state.reduce(TabNavRequest.present("m", style: .sheet))
        #expect(state.focusedStack == .modal)
    }

    @Test("popToEntry and popToDepth pop by identity and by depth, and refuse what is not in the stack")
    func popByIdentityAndDepth() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        for id in 1...4 { state.reduce(.push(.comments(article: id))) }
        let second = state.tabs[0].stack.entries[2]
        let result = state.reduce(.popToEntry(second.id))
        #expect(result.effects == [.popTo(second.id, stack: .tab(0), animated: true)])
        #expect(state.tabs[0].stack.top == second)
        #expect(state.reduce(.popToEntry(EntryID(rawValue: 999))).outcome == .rejected(.entryNotInStack(EntryID(rawValue: 999))))
        #expect(state.reduce(.popToDepth(2, animated: false)).effects == [.pop(stack: .tab(0), animated: false)])
        #expect(state.reduce(.popToDepth(2)).outcome == .noop)
        #expect(state.reduce(.popToDepth(5)).outcome == .rejected(.depthOutOfRange(5, depth: 2)))
        #expect(state.reduce(.popToDepth(1)).effects == [.popToRoot(stack: .tab(0), animated: true)])
    }

    @Test("present and dismiss take animated:, and replaceModal swaps the modal in one step")
    func modalRequests() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        let shown = state.reduce(.present(.compose, style: .sheet, animated: false))
        #expect(
            shown.effects.count == 1
                && shown.effects.first.map { if case .present(_, .sheet, false) = $0 { true } else { false } } == true)
        let replaced = state.reduce(.replaceModal(.settings, style: .fullScreen))
        #expect(replaced.outcome == .ok && state.modal?.stack.root.screen == .settings && state.modal?.style == .fullScreen)
        #expect(replaced.effects.first == .dismiss(animated: false))
        #expect(state.reduce(.dismiss(animated: false)).effects == [.dismiss(animated: false)])
        #expect(state.reduce(.replaceModal(.compose, style: .sheet)).effects.count == 1, "with no modal it presents")
    }
}
