import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Presenting and dismissing a modal (§3, §4.2)")
struct ModalTests {
    @Test("present shows a modal whose stack is the screen, full-screen unless a style is given", arguments: ModalStyle.allCases)
    func presentShowsModal(style: ModalStyle) throws {
        var state = try makeState()
        arrange(&state, [.push("article")])
        var expected = state
        expected.modal = Modal(
            stack: NavigationStack(entries: [Entry(screen: "login", hidesBar: false, id: EntryID(rawValue: state.nextEntryID))]),
            style: style)
        expected.nextEntryID += 1
        expectStep(
            &state, .present("login", style: style), outcome: .ok, effects: [.present("login", style: style, animated: true)],
            state: expected)
        #expect(state.value(of: .modal) == "login")
        #expect(state.focusedStackRef == .modal)
    }

    @Test("present with no style given is full-screen")
    func presentDefaultsToFullScreen() throws {
        var state = try makeState()
        arrange(&state, [.present("login")])
        #expect(state.modal?.style == .fullScreen)
    }

    @Test("present while a modal is presented is rejected: already presenting")
    func presentWhilePresenting() throws {
        var state = try makeState()
        arrange(&state, [.present("login")])
        expectUnchanged(&state, .present("other"), .rejected(.alreadyPresenting))
        expectUnchanged(&state, .present("login", style: .sheet), .rejected(.alreadyPresenting))
    }

    @Test("dismiss removes the modal, animated, whatever its stack", arguments: ModalStyle.allCases)
    func dismissRemovesModal(style: ModalStyle) throws {
        var state = try makeState()
        arrange(&state, [.present("compose", style: style), .push("draft")])
        var expected = state
        expected.modal = nil
        expectStep(&state, .dismiss, outcome: .ok, effects: [.dismiss(animated: true)], state: expected)
        #expect(state.value(of: .modal) == "none")
    }

    @Test("dismiss with no modal is a noop without effects")
    func dismissWithoutModal() throws {
        var state = try makeState()
        expectUnchanged(&state, .dismiss, .noop)
    }

    @Test("A modal does not change the bar observable, hidden or visible", arguments: [false, true])
    func modalLeavesBar(hiding: Bool) throws {
        var state = try makeState()
        if hiding { arrange(&state, [.push("article", hidesBar: true)]) }
        let bar = state.value(of: .bar)
        arrange(&state, [.present("compose"), .push("draft", hidesBar: true)])
        #expect(state.value(of: .bar) == bar)
        arrange(&state, [.dismiss])
        #expect(state.value(of: .bar) == bar)
    }

    @Test(
        "A full-screen dismissal makes the tab bar controller appear, and its viewWillAppear removes re-added buttons",
        arguments: [(UIKitProfile.modern, OverlapFix.none), (.modern, .completion), (.legacy, .none)])
    func fullScreenDismissalRemovesButtons(profile: UIKitProfile, fix: OverlapFix) throws {
        var state = try makeState(profile: profile, customBar: .onSystemBar, overlapFix: fix)
        try reAddButtons(&state)
        arrange(&state, [.present("compose", style: .fullScreen)])
        #expect(state.systemButtonsPresent)
        var expected = state
        expected.modal = nil
        expected.systemButtonsPresent = false
        expectStep(
            &state, .dismiss, outcome: .ok, effects: [.dismiss(animated: true), .removeSystemTabBarButtons], state: expected)
        #expect(state.value(of: .overlap) == "no")
    }

    @Test(
        "A sheet dismissal does not make the tab bar controller appear under modern: the buttons stay",
        arguments: [OverlapFix.none, .completion])
    func sheetDismissalKeepsButtons(fix: OverlapFix) throws {
        var state = try makeState(profile: .modern, customBar: .onSystemBar, overlapFix: fix)
        try reAddButtons(&state)
        arrange(&state, [.present("compose", style: .sheet)])
        var expected = state
        expected.modal = nil
        expectStep(&state, .dismiss, outcome: .ok, effects: [.dismiss(animated: true)], state: expected)
        #expect(state.value(of: .overlap) == "yes")
    }

    @Test("Under legacy a sheet is shown full screen, so its dismissal removes the buttons")
    func legacySheetDismissalRemovesButtons() throws {
        var state = try makeState(profile: .legacy, customBar: .onSystemBar)
        try reAddButtons(&state)
        arrange(&state, [.present("compose", style: .sheet)])
        var expected = state
        expected.modal = nil
        expected.systemButtonsPresent = false
        expectStep(
            &state, .dismiss, outcome: .ok, effects: [.dismiss(animated: true), .removeSystemTabBarButtons], state: expected)
    }

    @Test("A dismissal with no re-added buttons emits no removal")
    func dismissalWithoutButtons() throws {
        var state = try makeState(customBar: .onSystemBar)
        arrange(&state, [.present("compose")])
        var expected = state
        expected.modal = nil
        expectStep(&state, .dismiss, outcome: .ok, effects: [.dismiss(animated: true)], state: expected)
    }

    @Test("Under completion, presenting or dismissing is not a change of a stack, but a change of the modal's stack is")
    func completionIgnoresPresentAndDismiss() throws {
        var state = try makeState(profile: .modern, customBar: .onSystemBar, overlapFix: .completion)
        try reAddButtons(&state)
        // Presenting keeps the buttons.
        var expected = state
        expected.modal = Modal(
            stack: NavigationStack(entries: [Entry(screen: "compose", hidesBar: false, id: EntryID(rawValue: state.nextEntryID))]
            ), style: .sheet)
        expected.nextEntryID += 1
        expectStep(
            &state, .present("compose", style: .sheet), outcome: .ok,
            effects: [.present("compose", style: .sheet, animated: true)], state: expected)
        // A push onto the modal's stack changes a stack: the fix runs.
        expected.appendNewEntry("draft", to: .modal)
        expected.systemButtonsPresent = false
        expectStep(
            &state, .push("draft"), outcome: .ok,
            effects: [.push("draft", hidesBar: false, stack: .modal, animated: true), .removeSystemTabBarButtons], state: expected
        )
        // Re-added again, a sheet dismissal keeps them.
        arrange(&state, [.rotate])
        expected = state
        expected.modal = nil
        expectStep(&state, .dismiss, outcome: .ok, effects: [.dismiss(animated: true)], state: expected)
        #expect(state.systemButtonsPresent)
    }

    /// Puts UIKit's buttons back on an on-system-bar app: a rotation under modern, an animated multi-level pop under legacy.
    private func reAddButtons(_ state: inout State, sourceLocation: SourceLocation = #_sourceLocation) throws {
        switch state.configuration.profile {
        case .legacy: arrange(&state, [.push("a"), .push("b"), .popToRoot()], sourceLocation: sourceLocation)
        case .modern, .ios14_0, .ios26: arrange(&state, [.rotate], sourceLocation: sourceLocation)
        }
        try #require(state.systemButtonsPresent, sourceLocation: sourceLocation)
    }
}
