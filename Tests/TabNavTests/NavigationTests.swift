import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Push, pop, pop-to and pop-to-root (§3)")
struct NavigationTests {
    // MARK: push

    @Test("push puts a new entry on the selected stack, animated unless instant", arguments: [false, true])
    func pushOntoSelectedStack(instant: Bool) throws {
        var state = try makeState()
        arrange(&state, [.tap(1)])
        var expected = state
        expected.appendNewEntry("topic", to: .tab(1))
        expectStep(
            &state, .push("topic", instant: instant), outcome: .ok,
            effects: [.push("topic", hidesBar: false, stack: .tab(1), animated: !instant)], state: expected)
    }

    @Test(
        "An entry pushed with hides-bar hides the bar, and the bar effect follows the push's animation", arguments: [false, true])
    func pushWithHidesBarWord(instant: Bool) throws {
        var state = try makeState()
        var expected = state
        expected.appendNewEntry("article", hidesBar: true, to: .tab(0))
        expectStep(
            &state, .push("article", hidesBar: true, instant: instant), outcome: .ok,
            effects: [
                .push("article", hidesBar: true, stack: .tab(0), animated: !instant),
                .setTabBarHidden(true, animated: !instant),
            ],
            state: expected)
        #expect(state.value(of: .bar) == "hidden")
    }

    @Test("An entry of a screen declared hides-bar hides the bar without the word")
    func pushDeclaredHidingScreen() throws {
        var state = try makeState(hiding: ["article"])
        var expected = state
        expected.appendNewEntry("article", hidesBar: true, to: .tab(0))
        expectStep(
            &state, .push("article"), outcome: .ok,
            effects: [.push("article", hidesBar: true, stack: .tab(0), animated: true), .setTabBarHidden(true, animated: true)],
            state: expected)
    }

    @Test("push acts on the modal's stack while a modal is presented")
    func pushOntoModal() throws {
        var state = try makeState()
        arrange(&state, [.present("compose")])
        var expected = state
        expected.appendNewEntry("draft", to: .modal)
        expectStep(
            &state, .push("draft"), outcome: .ok,
            effects: [.push("draft", hidesBar: false, stack: .modal, animated: true)], state: expected)
        #expect(state.value(of: .modal) == "compose>draft")
        #expect(state.value(of: .stack) == "home")
    }

    @Test("push in=TAB targets that tab's stack in the background, under a modal too", arguments: [false, true])
    func pushInBackground(underModal: Bool) throws {
        var state = try makeState()
        if underModal { arrange(&state, [.present("compose")]) }
        var expected = state
        expected.appendNewEntry("article", hidesBar: true, to: .tab(2))
        // The bar follows the selected tab, so a hiding entry in the background changes no bar.
        expectStep(
            &state, .push("article", hidesBar: true, in: 2), outcome: .ok,
            effects: [.push("article", hidesBar: true, stack: .tab(2), animated: true)], state: expected)
        #expect(state.value(of: .bar) == "visible")
    }

    @Test(
        "A navigation step whose in= names no tab is rejected",
        arguments: [
            Event.push("x", in: 3), .pop(in: 3), .popTo("x", in: 3), .popToRoot(in: 3), .setStack(["x"], in: 3),
        ])
    func missingTargetIsRejected(event: Event) throws {
        var state = try makeState()
        expectUnchanged(&state, event, .rejected(.noSuchTab(3)))
    }

    // MARK: pop

    @Test("pop removes the top entry, animated unless instant", arguments: [false, true])
    func popRemovesTop(instant: Bool) throws {
        var state = try makeState()
        arrange(&state, [.push("article"), .push("comments")])
        var expected = state
        expected.keepEntries(2, of: .tab(0))
        expectStep(
            &state, .pop(instant: instant), outcome: .ok, effects: [.pop(stack: .tab(0), animated: !instant)], state: expected)
    }

    @Test("pop at the root is a noop without effects")
    func popAtRootIsNoop() throws {
        var state = try makeState()
        expectUnchanged(&state, .pop(), .noop)
        expectUnchanged(&state, .pop(instant: true, in: 1), .noop)
    }

    @Test("Popping the entry that hid the bar shows it again")
    func popShowsBar() throws {
        var state = try makeState()
        arrange(&state, [.push("article", hidesBar: true)])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(
            &state, .pop(instant: true), outcome: .ok,
            effects: [.pop(stack: .tab(0), animated: false), .setTabBarHidden(false, animated: false)], state: expected)
    }

    @Test("pop acts on the modal's stack while one is presented, and in=TAB on that tab's stack")
    func popModalAndBackground() throws {
        var state = try makeState()
        arrange(&state, [.push("topic", in: 1), .present("compose"), .push("draft")])
        var expected = state
        expected.keepEntries(1, of: .modal)
        expectStep(&state, .pop(), outcome: .ok, effects: [.pop(stack: .modal, animated: true)], state: expected)
        expected.keepEntries(1, of: .tab(1))
        expectStep(&state, .pop(in: 1), outcome: .ok, effects: [.pop(stack: .tab(1), animated: true)], state: expected)
    }

    // MARK: pop-to

    @Test("pop-to pops to the nearest entry of that name below the top", arguments: [false, true])
    func popToNearestBelowTop(instant: Bool) throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b"), .push("a"), .push("c")])
        let target = state.entries(of: .tab(0))[3]
        var expected = state
        expected.keepEntries(4, of: .tab(0))
        expectStep(
            &state, .popTo("a", instant: instant), outcome: .ok,
            effects: [.popTo(target.id, stack: .tab(0), animated: !instant)], state: expected)
    }

    @Test("pop-to skips the top even when it has that name, and pops to the one below")
    func popToSkipsTop() throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b"), .push("a")])
        let target = state.entries(of: .tab(0))[1]
        var expected = state
        expected.keepEntries(2, of: .tab(0))
        expectStep(
            &state, .popTo("a"), outcome: .ok, effects: [.popTo(target.id, stack: .tab(0), animated: true)], state: expected)
    }

    @Test("pop-to the root's screen pops to the root")
    func popToRootScreen() throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b")])
        let root = state.entries(of: .tab(0))[0]
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(
            &state, .popTo("home"), outcome: .ok, effects: [.popTo(root.id, stack: .tab(0), animated: true)], state: expected)
    }

    @Test("pop-to is a noop when only the top entry has that name")
    func popToOnlyTopIsNoop() throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b")])
        expectUnchanged(&state, .popTo("b"), .noop)
        expectUnchanged(&state, .popTo("home", in: 1), .rejected(.screenNotInStack("home")))
        expectUnchanged(&state, .popTo("discover", in: 1), .noop)
    }

    @Test("pop-to is rejected when no entry has that name")
    func popToMissingIsRejected() throws {
        var state = try makeState()
        arrange(&state, [.push("a")])
        expectUnchanged(&state, .popTo("zzz"), .rejected(.screenNotInStack("zzz")))
    }

    @Test("pop-to acts on the modal's stack, and in=TAB on that tab's stack")
    func popToModalAndBackground() throws {
        var state = try makeState()
        arrange(&state, [.push("a", in: 2), .push("b", in: 2), .present("compose"), .push("draft"), .push("preview")])
        var expected = state
        let modalRoot = state.entries(of: .modal)[0]
        expected.keepEntries(1, of: .modal)
        expectStep(
            &state, .popTo("compose", instant: true), outcome: .ok,
            effects: [.popTo(modalRoot.id, stack: .modal, animated: false)], state: expected)
        let a = state.entries(of: .tab(2))[1]
        expected.keepEntries(2, of: .tab(2))
        expectStep(
            &state, .popTo("a", in: 2), outcome: .ok, effects: [.popTo(a.id, stack: .tab(2), animated: true)], state: expected)
    }

    // MARK: pop-to-root

    @Test("pop-to-root keeps only the root, animated unless instant", arguments: [false, true])
    func popToRootKeepsRoot(instant: Bool) throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b", hidesBar: true)])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(
            &state, .popToRoot(instant: instant), outcome: .ok,
            effects: [.popToRoot(stack: .tab(0), animated: !instant), .setTabBarHidden(false, animated: !instant)],
            state: expected)
    }

    @Test("pop-to-root at the root is a noop without effects")
    func popToRootAtRootIsNoop() throws {
        var state = try makeState()
        expectUnchanged(&state, .popToRoot(), .noop)
        expectUnchanged(&state, .popToRoot(instant: true, in: 2), .noop)
    }

    @Test("pop-to-root acts on the modal's stack, and in=TAB on that tab's stack under a modal too")
    func popToRootModalAndBackground() throws {
        var state = try makeState()
        arrange(&state, [.push("a", in: 1), .present("compose"), .push("draft")])
        var expected = state
        expected.keepEntries(1, of: .modal)
        expectStep(&state, .popToRoot(), outcome: .ok, effects: [.popToRoot(stack: .modal, animated: true)], state: expected)
        expected.keepEntries(1, of: .tab(1))
        expectStep(
            &state, .popToRoot(instant: true, in: 1), outcome: .ok,
            effects: [.popToRoot(stack: .tab(1), animated: false)], state: expected)
    }
}
