import Foundation
import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

/// The public API is total: out-of-range indices, extreme numbers, empty stacks and paths, and states
/// that have used up their entry identities give a rejected outcome, a `nil` or a thrown error, never a trap.
@Suite("The public API is total")
struct APITotalityTests {
    /// Tab indices that no three-tab app has.
    static let badIndices = [-1, -2, Int.min, 3, 4, 1_000, Int.max]

    /// Every event that names a tab by index, with that index.
    static func eventsNaming(_ i: Int) -> [Event] {
        [
            .tap(i), .select(i), .open(i), .open(i, ["a", "b"]), .badge(i, .dot), .badge(i, .none), .enable(i), .disable(i),
            .push("a", in: i), .pop(in: i), .popTo("home", in: i), .popToRoot(in: i), .setStack(["a"], in: i),
        ]
    }

    @Test(
        "Every event that takes a tab index or a target rejects an index out of range, and changes nothing",
        arguments: badIndices)
    func outOfRangeIndex(_ i: Int) throws {
        for event in Self.eventsNaming(i) {
            var state = try makeState()
            arrange(&state, [.push("a"), .push("b", in: 1), .badge(2, .count(3))])
            expectUnchanged(&state, event, .rejected(.noSuchTab(i)))
        }
    }

    @Test("Under a modal and on a hidden bar, an index out of range is still rejected for the index", arguments: [-1, Int.max])
    func outOfRangeUnderModal(_ i: Int) throws {
        var state = try makeState(hiding: ["secret"])
        arrange(&state, [.push("secret"), .present("m")])
        for event in Self.eventsNaming(i) { expectUnchanged(&state, event, .rejected(.noSuchTab(i))) }
    }

    @Test("During a back-swipe, a navigation event is rejected for the swipe first, whatever its index")
    func outOfRangeDuringSwipe() throws {
        var state = try makeState()
        arrange(&state, [.push("a"), .swipeStart])
        for event in Self.eventsNaming(Int.min) where event.isNavigation {
            expectUnchanged(&state, event, .rejected(.backSwipeActive))
        }
        for event in [Event.badge(Int.min, .dot), .enable(Int.max), .disable(-1)] {
            expectUnchanged(&state, event, .rejected(.noSuchTab(event.namedTabs[0])))
        }
    }

    @Test("Badges of every size and sign: zero, negative counts and empty texts clear, huge counts show 99+")
    func extremeBadges() throws {
        var state = try makeState(badgePolicy: .keep)
        for badge in [Badge.count(0), .count(-1), .count(Int.min), .text("")] {
            expectUnchanged(&state, .badge(1, badge), .noop)
        }
        step(&state, .badge(1, .count(Int.max)))
        #expect(state.value(of: .badge(1)) == "99+")
        step(&state, .badge(1, .count(Int.min)))
        #expect(state.tabs[1].badge == .none)
        #expect(Badge(count: Int.min) == .none && Badge(count: Int.max).description == "99+")
    }

    @Test("An empty set-stack is rejected; an empty deep-link path keeps the root alone")
    func emptyStacksAndPaths() throws {
        var state = try makeState()
        arrange(&state, [.push("a", in: 2), .push("b", in: 2)])
        expectUnchanged(&state, .setStack([]), .rejected(.emptyStack))
        expectUnchanged(&state, .setStack([], in: Int.max), .rejected(.emptyStack))
        step(&state, .open(2, []))
        #expect(state.selectedIndex == 2 && state.screens(of: .tab(2)) == ["me"])
        expectUnchanged(&state, .open(2, []), .noop)
    }

    @Test("Reading the state with an index out of range gives nil, not a trap")
    func readingOutOfRange() throws {
        let state = try makeState()
        for i in Self.badIndices {
            #expect(state.stack(.tab(i)) == nil)
            #expect(state.value(of: .stackOfTab(i)) == nil)
            #expect(state.value(of: .badge(i)) == nil)
        }
        #expect(state.stack(.modal) == nil)
        #expect(state.value(of: .modal) == "none")
        let header = TraceHeader(configuration: state.configuration)
        #expect(header.stepText(for: .tap(Int.min)) == "tap \(Int.min)")
        #expect(header.keyText(for: .badge(Int.max)) == "badge.\(Int.max)")
    }

    @Test("A plan between states of different apps throws")
    func planBetweenDifferentApps() throws {
        let a = try makeState()
        let b = try makeState(tabs: ["home", "me"])
        #expect(throws: PlanError.differentTabs) { try State.plan(from: a, to: b) }
    }

    // MARK: - Entry identities run out

    @Test(
        "A decoded state whose next identity is UInt64.max rejects every step that needs a new entry, and nothing else (fuzz finding)"
    )
    func noIdentityLeft() throws {
        var state = try decodedState(identitiesLeft: 0, steps: [.push("a"), .push("b")])
        for event in [
            Event.push("c"), .push("c", in: 2), .present("m"), .setStack(["x"]), .setStack(["home", "a", "b", "c"]),
            .open(1, ["x"]), .open(0, ["a", "b", "c"]),
        ] {
            expectUnchanged(&state, event, .rejected(.noEntryIdentityLeft))
        }
        // Steps that make no entry still apply.
        expectUnchanged(&state, .setStack(["home", "a", "b"]), .noop)
        for event in [Event.setStack(["home", "a"]), .open(1), .pop(in: 0), .tap(0), .badge(2, .dot), .dismiss, .rotate] {
            let outcome = step(&state, event).outcome
            #expect(outcome != .rejected(.noEntryIdentityLeft), "\(event)")
        }
        expectUnchanged(&state, .open(0, []), .noop)
        #expect(state.invariantViolations().isEmpty)
        #expect(state.nextEntryID == UInt64.max)
    }

    @Test("The centre button needs an identity too, whether it presents or pushes")
    func centreWithoutIdentity() throws {
        for center in [presentingCenter(), pushingCenter()] {
            var state = try decodedState(identitiesLeft: 0, config: makeConfig(center: center))
            expectUnchanged(&state, .tapCenter, .rejected(.noEntryIdentityLeft))
        }
    }

    @Test("The last identities are handed out, then steps are rejected; UInt64.max itself is never an identity")
    func lastIdentities() throws {
        var state = try decodedState(identitiesLeft: 2)
        expectUnchanged(&state, .setStack(["home", "a", "b", "c"]), .rejected(.noEntryIdentityLeft))
        step(&state, .push("a"))
        #expect(state.selectedTab.stack.top.id == EntryID(rawValue: UInt64.max - 2))
        step(&state, .present("m"))
        #expect(state.modal?.stack.root.id == EntryID(rawValue: UInt64.max - 1))
        #expect(state.identitiesLeft == 0)
        expectUnchanged(&state, .push("b"), .rejected(.noEntryIdentityLeft))
        step(&state, .dismiss)
        expectUnchanged(&state, .present("m"), .rejected(.noEntryIdentityLeft))
        #expect(state.invariantViolations().isEmpty)
    }

    @Test("A deep link that needs more identities than are left is rejected before it dismisses or selects anything")
    func deepLinkDoesNotHalfApply() throws {
        var state = try decodedState(identitiesLeft: 1, steps: [.present("m"), .push("n")])
        expectUnchanged(&state, .open(2, ["x", "y"]), .rejected(.noEntryIdentityLeft))
        #expect(state.modal != nil && state.selectedIndex == 0)
        step(&state, .open(2, ["x"]))
        #expect(state.modal == nil && state.selectedIndex == 2 && state.identitiesLeft == 0)
    }

    @Test("The rejection has a readable reason and survives Codable")
    func rejectionReason() throws {
        let outcome = Outcome.rejected(.noEntryIdentityLeft)
        #expect(outcome.description == "rejected: no entry identity is left to hand out")
        #expect(try JSONDecoder().decode(Outcome.self, from: JSONEncoder().encode(outcome)) == outcome)
    }
}
