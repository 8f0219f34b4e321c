import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Custom tab bars and overlap fixes (§4.2, ordering rule of §4.3)")
struct CustomBarTests {
    /// What a step does under one custom bar and overlap fix.
    struct Row: Sendable, CustomTestStringConvertible {
        var bar: CustomBar
        var fix: OverlapFix
        var outcome: Outcome
        var extraEffects: [Fx]
        var buttonsBack: Bool
        var testDescription: String { "custom-bar \(bar), overlap-fix \(fix)" }
    }

    /// A modern rotation: only on-system-bar has buttons to put back; completion does not run (no stack
    /// changed); layout removes them again, which makes the rotation a noop that still emits the removal.
    static let rotations: [Row] = [
        Row(bar: .none, fix: .none, outcome: .noop, extraEffects: [], buttonsBack: false),
        Row(bar: .none, fix: .completion, outcome: .noop, extraEffects: [], buttonsBack: false),
        Row(bar: .none, fix: .layout, outcome: .noop, extraEffects: [], buttonsBack: false),
        Row(bar: .onSystemBar, fix: .none, outcome: .ok, extraEffects: [], buttonsBack: true),
        Row(bar: .onSystemBar, fix: .completion, outcome: .ok, extraEffects: [], buttonsBack: true),
        Row(bar: .onSystemBar, fix: .layout, outcome: .noop, extraEffects: [.removeSystemTabBarButtons], buttonsBack: false),
        Row(bar: .replaced, fix: .none, outcome: .noop, extraEffects: [], buttonsBack: false),
        Row(bar: .replaced, fix: .completion, outcome: .noop, extraEffects: [], buttonsBack: false),
        Row(bar: .replaced, fix: .layout, outcome: .noop, extraEffects: [], buttonsBack: false),
        Row(bar: .overContent, fix: .none, outcome: .noop, extraEffects: [], buttonsBack: false),
        Row(bar: .overContent, fix: .completion, outcome: .noop, extraEffects: [], buttonsBack: false),
        Row(bar: .overContent, fix: .layout, outcome: .noop, extraEffects: [], buttonsBack: false),
    ]

    @Test(
        "A modern rotation puts the buttons back only on an on-system-bar app, and layout removes them in the same step",
        arguments: rotations)
    func modernRotation(row: Row) throws {
        var state = try makeState(profile: .modern, customBar: row.bar, overlapFix: row.fix)
        arrange(&state, [.push("article")])
        var expected = state
        expected.systemButtonsPresent = row.buttonsBack
        expectStep(&state, .rotate, outcome: row.outcome, effects: row.extraEffects, state: expected)
        #expect(state.value(of: .overlap) == (row.buttonsBack ? "yes" : "no"))
        #expect(state.value(of: .anomalies) == (row.buttonsBack ? "overlap" : "none"))
    }

    /// A legacy animated pop-to-root from depth 3: the pop changes a stack, so completion runs as well as layout.
    static let legacyPops: [Row] = [
        Row(bar: .none, fix: .none, outcome: .ok, extraEffects: [], buttonsBack: false),
        Row(bar: .none, fix: .completion, outcome: .ok, extraEffects: [], buttonsBack: false),
        Row(bar: .none, fix: .layout, outcome: .ok, extraEffects: [], buttonsBack: false),
        Row(bar: .onSystemBar, fix: .none, outcome: .ok, extraEffects: [], buttonsBack: true),
        Row(bar: .onSystemBar, fix: .completion, outcome: .ok, extraEffects: [.removeSystemTabBarButtons], buttonsBack: false),
        Row(bar: .onSystemBar, fix: .layout, outcome: .ok, extraEffects: [.removeSystemTabBarButtons], buttonsBack: false),
        Row(bar: .replaced, fix: .none, outcome: .ok, extraEffects: [], buttonsBack: false),
        Row(bar: .replaced, fix: .completion, outcome: .ok, extraEffects: [], buttonsBack: false),
        Row(bar: .replaced, fix: .layout, outcome: .ok, extraEffects: [], buttonsBack: false),
        Row(bar: .overContent, fix: .none, outcome: .ok, extraEffects: [], buttonsBack: false),
        Row(bar: .overContent, fix: .completion, outcome: .ok, extraEffects: [], buttonsBack: false),
        Row(bar: .overContent, fix: .layout, outcome: .ok, extraEffects: [], buttonsBack: false),
    ]

    @Test(
        "A legacy multi-level pop puts the buttons back on an on-system-bar app; completion and layout remove them in the same step",
        arguments: legacyPops)
    func legacyMultiLevelPop(row: Row) throws {
        var state = try makeState(profile: .legacy, customBar: row.bar, overlapFix: row.fix)
        arrange(&state, [.push("a"), .push("b")])
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expected.systemButtonsPresent = row.buttonsBack
        expectStep(
            &state, .popToRoot(), outcome: row.outcome,
            effects: [.popToRoot(stack: .tab(0), animated: true)] + row.extraEffects, state: expected)
        #expect(state.hasOverlap == row.buttonsBack)
    }

    /// A step after a modern rotation put the buttons back, and whether it changes a navigation stack.
    struct After: Sendable, CustomTestStringConvertible {
        var name: String
        var setup: [Event] = []
        var event: Event
        var changesStack: Bool
        var testDescription: String { name }
    }

    static let afterRotation: [After] = [
        After(name: "push", event: .push("x"), changesStack: true),
        After(name: "instant push", event: .push("x", instant: true), changesStack: true),
        After(name: "push in a background tab", event: .push("x", in: 2), changesStack: true),
        After(name: "pop", setup: [.push("x")], event: .pop(), changesStack: true),
        After(name: "pop-to", setup: [.push("x"), .push("y")], event: .popTo("x", instant: true), changesStack: true),
        After(name: "set-stack", event: .setStack(["other"]), changesStack: true),
        After(name: "back-swipe", setup: [.push("x")], event: .backSwipe, changesStack: true),
        After(name: "back-swipe finish", setup: [.push("x"), .swipeStart], event: .swipeFinish, changesStack: true),
        After(name: "centre push", event: .tapCenter, changesStack: true),
        After(name: "re-tap's pop", setup: [.push("x")], event: .tap(0), changesStack: true),
        After(name: "push onto a modal", setup: [.present("m", style: .sheet)], event: .push("x"), changesStack: true),
        After(name: "open", event: .open(1, ["x"]), changesStack: true),
        After(name: "tap another tab", event: .tap(1), changesStack: false),
        After(name: "select", event: .select(2), changesStack: false),
        After(name: "badge", event: .badge(0, .dot), changesStack: false),
        After(name: "disable", event: .disable(1), changesStack: false),
        After(name: "present", event: .present("m", style: .sheet), changesStack: false),
        After(name: "back-swipe start", setup: [.push("x")], event: .swipeStart, changesStack: false),
        After(name: "back-swipe cancel", setup: [.push("x"), .swipeStart], event: .swipeCancel, changesStack: false),
    ]

    /// Runs `row` on an on-system-bar app whose buttons a rotation put back, and on a twin state without them:
    /// the two must end alike but for the buttons and the app's removal.
    private func compareWithTwin(_ row: After, fix: OverlapFix, removes: Bool, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        var state = try makeState(center: pushingCenter(), profile: .modern, customBar: .onSystemBar, overlapFix: fix)
        arrange(&state, row.setup + [.rotate], sourceLocation: sourceLocation)
        try #require(state.systemButtonsPresent, sourceLocation: sourceLocation)
        var twin = state
        twin.systemButtonsPresent = false
        let twinResult = step(&twin, row.event, sourceLocation: sourceLocation)
        try #require(twinResult.outcome == .ok, sourceLocation: sourceLocation)
        var expected = twin
        expected.systemButtonsPresent = !removes
        expectStep(
            &state, row.event, outcome: .ok,
            effects: twinResult.effects + (removes ? [.removeSystemTabBarButtons] : []), state: expected,
            sourceLocation: sourceLocation)
    }

    @Test(
        "completion removes the re-added buttons at the end of every step that changes a stack, and only then",
        arguments: afterRotation)
    func completionRunsOnStackChanges(row: After) throws {
        try compareWithTwin(row, fix: .completion, removes: row.changesStack)
    }

    @Test(
        "With overlap-fix none, only the tab bar controller's appearance removes the buttons: a stack change keeps them",
        arguments: afterRotation)
    func noFixKeepsButtons(row: After) throws {
        try compareWithTwin(row, fix: .none, removes: false)
    }

    @Test("on-system-bar hides with the system bar: re-added buttons overlap only while the bar is visible")
    func onSystemBarHidesWithTheBar() throws {
        var state = try makeState(customBar: .onSystemBar)
        arrange(&state, [.push("article", hidesBar: true), .rotate])
        #expect(state.systemButtonsPresent)
        #expect(state.value(of: .overlap) == "no")
        #expect(state.anomalies.isEmpty)
        var expected = state
        expected.keepEntries(1, of: .tab(0))
        expectStep(
            &state, .pop(), outcome: .ok,
            effects: [.pop(stack: .tab(0), animated: true), .setTabBarHidden(false, animated: true)], state: expected)
        #expect(state.value(of: .overlap) == "yes")
        #expect(state.anomalies == [.overlap])
    }

    @Test("A rotation when the buttons are already back is a noop")
    func rotationWithButtonsBack() throws {
        var state = try makeState(customBar: .onSystemBar, overlapFix: .completion)
        arrange(&state, [.rotate])
        expectUnchanged(&state, .rotate, .noop)
    }

    @Test("replaced hides with the system bar and never overlaps")
    func replacedNeverOverlaps() throws {
        var state = try makeState(profile: .legacy, customBar: .replaced)
        arrange(&state, [.push("a", hidesBar: true)])
        #expect(state.value(of: .bar) == "hidden")
        // An animated multi-level pop, which re-adds under legacy on an on-system-bar app.
        arrange(&state, [.push("b"), .popToRoot()])
        #expect(!state.systemButtonsPresent)
        #expect(state.value(of: .overlap) == "no")
        #expect(state.value(of: .bar) == "visible")
    }

    @Test("over-content keeps the bar visible for good: hiding entries emit no bar effect and leave taps allowed")
    func overContentAlwaysVisible() throws {
        var state = try makeState(center: pushingCenter(), customBar: .overContent)
        var expected = state
        expected.appendNewEntry("article", hidesBar: true, to: .tab(0))
        expectStep(
            &state, .push("article", hidesBar: true), outcome: .ok,
            effects: [.push("article", hidesBar: true, stack: .tab(0), animated: true)], state: expected)
        #expect(state.value(of: .bar) == "visible")
        #expect(state.anomalies == [.barOverHidingScreen])
        expected.selectedIndex = 1
        expectStep(&state, .tap(1), outcome: .ok, effects: [.select(tab: 1)], state: expected)
        expected.selectedIndex = 0
        expectStep(&state, .tap(0), outcome: .ok, effects: [.select(tab: 0)], state: expected)
        expected.appendNewEntry("compose", to: .tab(0))
        expectStep(
            &state, .tapCenter, outcome: .ok,
            effects: [.push("compose", hidesBar: false, stack: .tab(0), animated: true)], state: expected)
    }
}
