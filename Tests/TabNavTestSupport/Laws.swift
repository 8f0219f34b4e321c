import Foundation
import TabNav

/// The algebraic laws of property 3, as properties of scenarios on the library.
///
/// Most laws are checked at every state a scenario reaches (at launch and after every step):
/// from a copy of that state they replay a few steps of their own and compare observables.
/// `index` varies the law's parameters (which tab, which options) from state to state.
enum Laws {
    /// A law broken at one state: the law's own steps, what went wrong, and the right values.
    struct Break {
        var steps: [TabNavEvent<String>]
        var message: String
        var expect: [String] = []
        /// The law and the keys it broke, which shrinking keeps.
        var kind: String
    }

    /// A property that checks `law` at launch and after every step of the scenario.
    static func atEveryState(_ law: @escaping (TabNavState<String>, Int) -> Break?) -> (Scenario) -> PropertyFailure? {
        { s in
            var state = TabNavState(configuration: s.config.libraryConfiguration)
            if let b = law(state, 0) {
                return PropertyFailure(step: nil, message: b.message, expect: b.expect, then: b.steps, kind: b.kind)
            }
            for (i, event) in s.events.enumerated() {
                state.reduce(event)
                if let b = law(state, i + 1) {
                    return PropertyFailure(step: i, message: b.message, expect: b.expect, then: b.steps, kind: b.kind)
                }
            }
            return nil
        }
    }

    /// Replays `steps` on a copy of `state`.
    /// - Returns: The final state, the observables with the last outcome, and every outcome.
    static func replay(_ steps: [TabNavEvent<String>], on state: TabNavState<String>)
        -> (state: TabNavState<String>, observables: Observables, outcomes: [Outcome])
    {
        var s = state
        let outcomes = steps.map { s.reduce($0).outcome }
        return (s, s.observables(outcome: outcomes.last ?? .ok), outcomes)
    }

    /// A break when `actual` differs from `expected` on any key but `outcome` (or on the `only` keys).
    static func differs(
        _ actual: Observables, from expected: Observables, steps: [TabNavEvent<String>], _ law: String,
        only: ((String) -> Bool)? = nil
    ) -> Break? {
        let keys = expected.differences(from: actual, ignoring: ["outcome"]).filter { only?($0) ?? true }
        guard !keys.isEmpty else { return nil }
        let detail = keys.map { "\($0): \(actual[$0] ?? "-") instead of \(expected[$0] ?? "-")" }.joined(separator: "; ")
        return Break(
            steps: steps, message: "\(law): \(detail)", expect: keys.compactMap { k in expected[k].map { "\(k)=\($0)" } },
            kind: "\(law): " + keys.sorted().joined(separator: ","))
    }

    // MARK: - The laws

    /// A rejected step changes nothing at all; a noop step changes no observable and no state (§3).
    static var rejectedAndNoopChangeNothing: (Scenario) -> PropertyFailure? {
        { s in
            var state = TabNavState(configuration: s.config.libraryConfiguration)
            for (i, event) in s.events.enumerated() {
                let before = state
                let outcome = state.reduce(event).outcome
                guard outcome != .ok else { continue }
                let expected = before.observables(outcome: outcome)
                if let b = differs(
                    state.observables(outcome: outcome), from: expected, steps: [], "a \(outcome.name) step changed observables")
                {
                    return PropertyFailure(step: i, message: b.message, expect: b.expect, kind: b.kind)
                }
                if state != before {
                    return PropertyFailure(step: i, message: "a \(outcome.name) step changed the state behind the observables")
                }
            }
            return nil
        }
    }

    /// Pushing then popping the same stack restores every observable, when the push applies and no
    /// flag that a stack change clears by rule (the stuck bar, re-added buttons under `completion`) is set.
    static var pushThenPopRestores: (Scenario) -> PropertyFailure? {
        atEveryState { state, index in
            let fix = state.configuration.overlapFix
            // A minimized bar expands when the selected stack changes (V6), and a sheet swipe rejects navigation (V7).
            guard state.swipe == .idle, state.sheetSwipe == .idle, !state.barStuckHidden, !state.barMinimized,
                !(state.systemButtonsPresent && fix == .completion)
            else { return nil }
            let target: Int? = index % 3 == 2 ? index % state.tabs.count : nil
            let animated = index % 2 == 0
            let steps: [TabNavEvent<String>] = [
                .request(
                    .push(
                        index % 4 < 2 ? "detail" : "article", hidesBar: index % 5 == 1, animated: animated,
                        in: StackRef?(tabOrFocused: target))),
                .request(.pop(animated: animated, in: StackRef?(tabOrFocused: target))),
            ]
            let after = replay(steps, on: state)
            return differs(after.observables, from: state.observables(outcome: .ok), steps: steps, "push then pop")
        }
    }

    /// A second `pop-to-root` right after a first changes nothing and is never `ok`.
    static var popToRootIsIdempotent: (Scenario) -> PropertyFailure? {
        atEveryState { state, index in
            let target: Int? = index % 3 == 1 ? index % state.tabs.count : nil
            let step = TabNavEvent<String>.request(.popToRoot(animated: index % 2 == 0, in: StackRef?(tabOrFocused: target)))
            let once = replay([step], on: state)
            let twice = replay([step], on: once.state)
            if twice.outcomes == [.ok] {
                return Break(
                    steps: [step, step], message: "pop-to-root twice: the second was ok", expect: ["outcome=noop"],
                    kind: "pop-to-root twice")
            }
            return differs(twice.observables, from: once.observables, steps: [step, step], "pop-to-root twice differs from once")
        }
    }

    /// Selecting A, B, then A again leaves every stack and the modal as they were; so do three
    /// taps that all apply when A is not the selected tab.
    static var selectABALeavesStacks: (Scenario) -> PropertyFailure? {
        atEveryState { state, index in
            let n = state.tabs.count
            let a = index % n
            let b = (index / n + 1) % n
            let isStack = { (k: String) in k.hasPrefix("stack.") || k == "modal" }
            let before = state.observables(outcome: .ok)
            let selects: [TabNavEvent<String>] = [
                .request(.select(tab: a)), .request(.select(tab: b)), .request(.select(tab: a)),
            ]
            if let broken = differs(
                replay(selects, on: state).observables, from: before, steps: selects, "select A, B, A", only: isStack)
            {
                return broken
            }
            // On a minimized bar the first tap only expands it (V6); around an iPad form sheet it only dismisses the
            // sheet (V18 of format 3).
            guard a != state.selectedIndex, b != a, !state.barMinimized, !state.isIPadFormSheet else { return nil }
            let taps: [TabNavEvent<String>] = [.request(.tap(tab: a)), .request(.tap(tab: b)), .request(.tap(tab: a))]
            let tapped = replay(taps, on: state)
            guard tapped.outcomes.allSatisfy({ $0 == .ok }) else { return nil }
            return differs(tapped.observables, from: before, steps: taps, "tap A, B, A", only: isStack)
        }
    }

    /// `open T s…` equals `dismiss`, `select T`, then an instant `set-stack` of T's root and s….
    static var openIsDismissSelectSetStack: (Scenario) -> PropertyFailure? {
        atEveryState { state, index in
            let tab = index % state.tabs.count
            let paths: [[String]] = [[], ["detail"], ["article", "comments"], ["detail", "photo", "detail"]]
            let path = paths[(index / 2) % paths.count]
            let open = TabNavEvent<String>.request(.open(tab: tab, path: path))
            let opened = replay([open], on: state)
            let dismissed = replay([.request(.dismiss()), .request(.select(tab: tab))], on: state)
            let root = dismissed.state.tabs[tab].stack.root.screen
            let composed = replay([.request(.setStack([root] + path, animated: false))], on: dismissed.state)
            return differs(
                opened.observables, from: composed.observables, steps: [open], "open differs from dismiss + select + set-stack")
        }
    }

    /// Encoding then decoding the configuration, the events and every fourth state gives them back.
    static var codableRoundTrip: (Scenario) -> PropertyFailure? {
        { s in
            func roundTrips<T: Codable & Equatable>(_ value: T) -> Bool {
                guard let data = try? JSONEncoder().encode(value) else { return false }
                return (try? JSONDecoder().decode(T.self, from: data)) == value
            }
            let config = s.config.libraryConfiguration
            if !roundTrips(config) {
                return PropertyFailure(step: nil, message: "the configuration does not survive a Codable round trip")
            }
            if !roundTrips(s.events) {
                return PropertyFailure(step: nil, message: "the events do not survive a Codable round trip")
            }
            var state = TabNavState(configuration: config)
            for (i, event) in s.events.enumerated() {
                let result = state.reduce(event)
                guard i % 4 == 3 || i == s.events.count - 1 else { continue }
                if !roundTrips(state) {
                    return PropertyFailure(step: i, message: "the state does not survive a Codable round trip")
                }
                if !roundTrips(result) {
                    return PropertyFailure(step: i, message: "the step result does not survive a Codable round trip")
                }
            }
            return nil
        }
    }
}
