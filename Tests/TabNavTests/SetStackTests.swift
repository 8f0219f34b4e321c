import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Replacing a whole stack (set-stack, §3)")
struct SetStackTests {
    @Test("set-stack replaces the whole stack, root included, animated unless instant", arguments: [false, true])
    func setStackReplacesRoot(instant: Bool) throws {
        var state = try makeState()
        arrange(&state, [.push("a")])
        var expected = state
        let first = state.nextEntryID
        expected.setEntries(
            [
                Entry(screen: "feed", hidesBar: false, id: EntryID(rawValue: first)),
                Entry(screen: "post", hidesBar: false, id: EntryID(rawValue: first + 1)),
            ], of: .tab(0))
        expected.nextEntryID += 2
        expectStep(
            &state, .setStack(["feed", "post"], instant: instant), outcome: .ok,
            effects: [.setViewControllers(["feed", "post"], stack: .tab(0), animated: !instant)], state: expected)
        #expect(state.value(of: .stack) == "feed>post")
    }

    @Test("set-stack keeps the entries, and their identities, of the prefix that already matches")
    func setStackKeepsMatchingPrefix() throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b"), .push("c")])
        var expected = state
        expected.keepEntries(2, of: .tab(0))
        expected.appendNewEntry("d", to: .tab(0))
        expectStep(
            &state, .setStack(["home", "a", "d"]), outcome: .ok,
            effects: [.setViewControllers(["home", "a", "d"], stack: .tab(0), animated: true)], state: expected)
    }

    @Test("set-stack can grow a stack, keeping all of it")
    func setStackGrows() throws {
        var state = try makeState()
        var expected = state
        expected.appendNewEntry("a", to: .tab(0))
        expected.appendNewEntry("b", to: .tab(0))
        expectStep(
            &state, .setStack(["home", "a", "b"], instant: true), outcome: .ok,
            effects: [.setViewControllers(["home", "a", "b"], stack: .tab(0), animated: false)], state: expected)
    }

    @Test("set-stack to the stack as it is is a noop without effects")
    func identicalSetStackIsNoop() throws {
        var state = try makeState(hiding: ["article"])
        arrange(&state, [.push("article"), .push("comments")])
        expectUnchanged(&state, .setStack(["home", "article", "comments"]), .noop)
        expectUnchanged(&state, .setStack(["discover"], in: 1), .noop)
    }

    @Test("set-stack entries hide the bar only by declaration: an entry pushed with hides-bar is replaced by one that does not")
    func setStackHidesOnlyByDeclaration() throws {
        var state = try makeState()
        arrange(&state, [.push("article", hidesBar: true)])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expected.appendNewEntry("article", hidesBar: false, to: .tab(0))
        expectStep(
            &state, .setStack(["home", "article"]), outcome: .ok,
            effects: [
                .setViewControllers(["home", "article"], stack: .tab(0), animated: true),
                .setTabBarHidden(false, animated: true),
            ],
            state: expected)
    }

    @Test("set-stack entries of a declared screen hide the bar")
    func setStackDeclaredHidingScreen() throws {
        var state = try makeState(hiding: ["article"])
        var expected = state
        expected.appendNewEntry("article", hidesBar: true, to: .tab(0))
        expectStep(
            &state, .setStack(["home", "article"], instant: true), outcome: .ok,
            effects: [
                .setViewControllers(["home", "article"], stack: .tab(0), animated: false),
                .setTabBarHidden(true, animated: false),
            ],
            state: expected)
    }

    @Test("set-stack with no screen is rejected")
    func emptySetStackIsRejected() throws {
        var state = try makeState()
        expectUnchanged(&state, .setStack([]), .rejected(.emptyStack))
    }

    @Test("set-stack acts on the modal's stack while one is presented, and in=TAB on that tab's stack")
    func setStackModalAndBackground() throws {
        var state = try makeState()
        arrange(&state, [.present("compose")])
        var expected = state
        expected.appendNewEntry("draft", to: .modal)
        expectStep(
            &state, .setStack(["compose", "draft"]), outcome: .ok,
            effects: [.setViewControllers(["compose", "draft"], stack: .modal, animated: true)], state: expected)
        expected.setEntries([Entry(screen: "inbox", hidesBar: false, id: EntryID(rawValue: expected.nextEntryID))], of: .tab(2))
        expected.nextEntryID += 1
        expectStep(
            &state, .setStack(["inbox"], in: 2), outcome: .ok,
            effects: [.setViewControllers(["inbox"], stack: .tab(2), animated: true)], state: expected)
    }
}
