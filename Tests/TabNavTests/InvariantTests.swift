import Testing

@_spi(Replay) @testable import TabNav
@testable import TabNavTestSupport

@Suite("Invariants of the state")
struct InvariantTests {
    /// A hand-broken state: how to break a valid one, and the one rule it must then break.
    struct Breakage: Sendable, CustomTestStringConvertible {
        var name: String
        var kind: InvariantViolation.Kind
        var customBar: CustomBar = .none
        var overlapFix: OverlapFix = .none
        var setup: [Event] = []
        var breakIt: @Sendable (inout State) -> Void
        var testDescription: String { "\(kind.rawValue): \(name)" }
    }

    static let breakages: [Breakage] = [
        Breakage(name: "a tab renamed", kind: .tabsMatchConfiguration) { $0.tabs[1].name = "other" },
        Breakage(name: "a tab missing", kind: .tabsMatchConfiguration) { $0.tabs.removeLast() },
        Breakage(name: "tabs swapped", kind: .tabsMatchConfiguration) { $0.tabs.swapAt(0, 1) },
        Breakage(name: "a tab's stack emptied", kind: .emptyStack) { $0.tabs[2].stack = NavigationStack(entries: []) },
        Breakage(name: "the modal's stack emptied", kind: .emptyStack, setup: [.present("compose")]) {
            $0.modal?.stack = NavigationStack(entries: [])
        },
        Breakage(name: "selection past the last tab", kind: .selectionInRange) { $0.selectedIndex = 3 },
        Breakage(name: "negative selection", kind: .selectionInRange) { $0.selectedIndex = -1 },
        Breakage(name: "a swipe over a root", kind: .swipeOverPoppableStack) { $0.swipe = .active },
        Breakage(name: "a swipe over a modal's root", kind: .swipeOverPoppableStack, setup: [.push("a"), .present("m")]) {
            $0.swipe = .active
        },
        Breakage(name: "More selected without a More tab", kind: .moreSelection) { $0.isMoreSelected = true },
        Breakage(name: "More showing a tab without a More tab", kind: .moreSelection) { $0.moreShows = .tab(1) },
        Breakage(name: "a zero count", kind: .badgeWellFormed) { $0.tabs[0].badge = .count(0) },
        Breakage(name: "a negative count", kind: .badgeWellFormed) { $0.tabs[1].badge = .count(-2) },
        Breakage(name: "an empty text", kind: .badgeWellFormed) { $0.tabs[2].badge = .text("") },
        Breakage(
            name: "a hiding count that disagrees with the entries", kind: .hidingCountMatches, setup: [.push("a", hidesBar: true)]
        ) {
            InvariantTests.overwriteHidingCount(of: &$0.tabs[0].stack, with: 0)
        },
        Breakage(name: "a shared identity", kind: .entryIdentity) {
            $0.tabs[1].stack = NavigationStack(entries: [Entry(screen: "discover", hidesBar: false, id: EntryID(rawValue: 0))])
        },
        Breakage(name: "an identity not below the next one", kind: .entryIdentity) { $0.nextEntryID = 2 },
        Breakage(name: "buttons present without on-system-bar", kind: .systemButtons) { $0.systemButtonsPresent = true },
        Breakage(name: "buttons present on a replaced bar", kind: .systemButtons, customBar: .replaced) {
            $0.systemButtonsPresent = true
        },
        Breakage(name: "buttons present under the layout fix", kind: .systemButtons, customBar: .onSystemBar, overlapFix: .layout)
        {
            $0.systemButtonsPresent = true
        },
        Breakage(name: "stuck under modern", kind: .stuckOnlyUnderIOS14) { $0.barStuckHidden = true },
        Breakage(name: "minimized under modern", kind: .minimizedOnlyWhenAllowed) { $0.barMinimized = true },
        Breakage(name: "a sheet swipe without a modal", kind: .sheetSwipeOverSheet) { $0.sheetSwipe = .active },
    ]

    @Test("Each hand-broken state reports exactly the rule it breaks", arguments: breakages)
    func brokenStateReportsItsRule(breakage: Breakage) throws {
        var state = try makeState(customBar: breakage.customBar, overlapFix: breakage.overlapFix)
        arrange(&state, breakage.setup)
        try #require(state.invariantViolations().isEmpty)
        breakage.breakIt(&state)
        let violations = state.invariantViolations()
        #expect(violations.map(\.kind) == [breakage.kind])
        #expect(violations.allSatisfy { $0.description.hasPrefix("\(breakage.kind.rawValue): ") && !$0.message.isEmpty })
    }

    @Test(
        "The shape and entries scopes split the rules: each broken state reports its rule in exactly one of them",
        arguments: breakages)
    func scopesSplitTheRules(breakage: Breakage) throws {
        var state = try makeState(customBar: breakage.customBar, overlapFix: breakage.overlapFix)
        arrange(&state, breakage.setup)
        breakage.breakIt(&state)
        let shape = state.invariantViolations(.shape)
        let entries = state.invariantViolations(.entries)
        let readsEntries: Set<InvariantViolation.Kind> = [.hidingCountMatches, .entryIdentity]
        #expect((shape + entries).map(\.kind) == [breakage.kind])
        #expect(Set(shape + entries) == Set(state.invariantViolations(.all)))
        #expect(entries.allSatisfy { readsEntries.contains($0.kind) } && shape.allSatisfy { !readsEntries.contains($0.kind) })
    }

    @Test("Every kind of violation is triggered by some hand-broken state")
    func everyKindIsCovered() {
        #expect(Set(Self.breakages.map(\.kind)) == Set(InvariantViolation.Kind.allCases))
    }

    @Test("A state broken in several ways reports every rule it breaks")
    func severalViolations() throws {
        var state = try makeState()
        state.selectedIndex = 9
        state.barStuckHidden = true
        state.tabs[0].badge = .count(0)
        #expect(Set(state.invariantViolations().map(\.kind)) == [.selectionInRange, .stuckOnlyUnderIOS14, .badgeWellFormed])
    }

    @Test(
        "Buttons present on an on-system-bar app without the layout fix, and a stuck bar under ios14.0, break nothing",
        arguments: [OverlapFix.none, .completion])
    func allowedFlags(fix: OverlapFix) throws {
        var state = try makeState(profile: .ios14_0, customBar: .onSystemBar, overlapFix: fix)
        state.systemButtonsPresent = true
        state.barStuckHidden = true
        #expect(state.invariantViolations().isEmpty)
    }

    /// Writes a wrong hiding count into a stack, which no API allows: the stored property's offset is taken
    /// from `MemoryLayout.offset(of:)`, so the write lands on the field itself.
    static func overwriteHidingCount(of stack: inout NavigationStack<String>, with count: Int) {
        guard let offset = MemoryLayout<NavigationStack<String>>.offset(of: \NavigationStack<String>.hidingCount) else {
            Issue.record("hidingCount is not a stored property")
            return
        }
        withUnsafeMutableBytes(of: &stack) { $0.storeBytes(of: count, toByteOffset: offset, as: Int.self) }
    }
}

@Suite("Invariants of the shape alone, and identities out of order")
struct InvariantShapeScopeTests {
    @Test("The shape scope checks every rule but the hiding count and identities", arguments: InvariantTests.breakages)
    func shapeScope(breakage: InvariantTests.Breakage) throws {
        var state = try makeState(customBar: breakage.customBar, overlapFix: breakage.overlapFix)
        arrange(&state, breakage.setup)
        breakage.breakIt(&state)
        let readsEntries: Set<InvariantViolation.Kind> = [.hidingCountMatches, .entryIdentity]
        #expect(state.invariantViolations(.shape) == state.invariantViolations().filter { !readsEntries.contains($0.kind) })
    }

    @Test("A shared identity is found whether the stacks' identities are in order or not")
    func sharedIdentityOutOfOrder() throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .push("b"), .push("c", in: 1)])
        state.nextEntryID = 10
        let e = { (screen: String, id: UInt64) in Entry(screen: screen, hidesBar: false, id: EntryID(rawValue: id)) }
        // In order: tab 2 holds #4, which tab 0 holds too.
        state.tabs[2].stack = NavigationStack(entries: [e("me", 2), e("x", 4)])
        #expect(state.invariantViolations().map(\.kind) == [.entryIdentity])
        // Out of order: the same, and a decoded stack may be out of order and valid.
        state.tabs[2].stack = NavigationStack(entries: [e("x", 4), e("me", 2)])
        #expect(state.invariantViolations().map(\.kind) == [.entryIdentity])
        state.tabs[2].stack = NavigationStack(entries: [e("x", 8), e("me", 2)])
        #expect(state.invariantViolations().isEmpty)
        state.tabs[2].stack = NavigationStack(entries: [e("x", 7), e("y", 7)])
        #expect(state.invariantViolations().map(\.kind) == [.entryIdentity])
    }
}
