@testable import TabNav

/// Deliberately broken variants of the library's machine, for the meta-tests only.
///
/// Each wraps ``LibraryMachine`` and pre- or post-processes some events (through the library's
/// internal setters, which `@testable` opens) to plant one plausible bug. The harness must catch
/// every one and shrink it to a short trace.
enum BrokenMachines {
    /// `sticky` ignores the root: a root that hides the bar no longer hides it.
    struct StickyIgnoresRoot: Machine {
        var base: LibraryMachine
        init(_ config: ScenarioConfig) { base = LibraryMachine(config) }
        mutating func step(_ event: TabNavEvent<String>) -> Outcome { base.step(event) }
        func invariantViolations() -> [String] { base.invariantViolations() }

        func observables(outcome: Outcome) -> Observables {
            var o = base.observables(outcome: outcome)
            let s = base.state
            guard s.configuration.barPolicy == .sticky, s.configuration.customBar != .overContent else { return o }
            let entries = s.selectedTab.stack.entries
            let policy = entries.dropFirst().contains { $0.hidesBar }
            let hidden = policy || s.barStuckHidden
            var anomalies: [String] = []
            if s.configuration.customBar == .onSystemBar && s.systemButtonsPresent && !hidden { anomalies.append("overlap") }
            if hidden && !policy { anomalies.append("bar-missing") }
            if !hidden && policy { anomalies.append("bar-over-hiding-screen") }
            o["bar"] = hidden ? "hidden" : "visible"
            o["overlap"] = anomalies.contains("overlap") ? "yes" : "no"
            o["anomalies"] = anomalies.isEmpty ? "none" : anomalies.joined(separator: ",")
            return o
        }
    }

    /// `pop` at the root empties the stack instead of being a noop.
    struct PopEmptiesStack: Machine {
        var base: LibraryMachine
        init(_ config: ScenarioConfig) { base = LibraryMachine(config) }
        func observables(outcome: Outcome) -> Observables { base.observables(outcome: outcome) }
        func invariantViolations() -> [String] { base.invariantViolations() }

        mutating func step(_ event: TabNavEvent<String>) -> Outcome {
            if case .request(.pop(_, let target)) = event, base.state.swipe == .idle {
                let ref = target.tabIndex.map { StackRef.tab($0) } ?? base.state.focusedStackRef
                if base.state.depth(of: ref) == 1 {
                    base.state.withStack(ref) { $0.truncate(to: 0) }
                    return .ok
                }
            }
            return base.step(event)
        }
    }

    /// A tap on a tab is accepted while a modal is presented (the modal stays up), over any machine on the
    /// library's state.
    struct TapUnderModal<Base: StateBackedMachine>: Machine {
        var base: Base
        init(_ config: ScenarioConfig) { base = Base(config) }
        func observables(outcome: Outcome) -> Observables { base.observables(outcome: outcome) }
        func invariantViolations() -> [String] { base.invariantViolations() }

        mutating func step(_ event: TabNavEvent<String>) -> Outcome {
            guard case .request(.tap) = event, let modal = base.state.modal else { return base.step(event) }
            base.state.modal = nil
            let outcome = base.step(event)
            base.state.modal = modal
            return outcome
        }
    }

    /// Under `legacy`, a single-level animated pop of the selected tab also re-adds the system buttons.
    struct LegacyReAddOnSinglePop: Machine {
        var base: LibraryMachine
        init(_ config: ScenarioConfig) { base = LibraryMachine(config) }
        func observables(outcome: Outcome) -> Observables { base.observables(outcome: outcome) }
        func invariantViolations() -> [String] { base.invariantViolations() }

        mutating func step(_ event: TabNavEvent<String>) -> Outcome {
            let s = base.state
            let selected = s.selectedIndex
            var singlePop: Bool
            switch event {
            case .request(.pop(true, let target)): singlePop = target == nil || target == .tab(selected)
            case .report(.backSwipe(.whole)), .report(.backSwipe(.ended)): singlePop = true
            default: singlePop = false
            }
            singlePop = singlePop && s.modal == nil
            let outcome = base.step(event)
            let c = s.configuration
            if singlePop && outcome == .ok && c.profile == .legacy && c.customBar == .onSystemBar && c.overlapFix == .none {
                base.state.systemButtonsPresent = true
            }
            return outcome
        }
    }

    /// Re-tapping the selected tab leaves its stack as it is (no pop-to-root).
    struct ReTapKeepsStack: Machine {
        var base: LibraryMachine
        init(_ config: ScenarioConfig) { base = LibraryMachine(config) }
        func observables(outcome: Outcome) -> Observables { base.observables(outcome: outcome) }
        func invariantViolations() -> [String] { base.invariantViolations() }

        mutating func step(_ event: TabNavEvent<String>) -> Outcome {
            if case .request(.tap(tab: let i)) = event, i == base.state.selectedIndex, base.state.selectedTab.stack.depth > 1 {
                let stack = base.state.tabs[i].stack
                let outcome = base.step(event)
                base.state.tabs[i].stack = stack
                return outcome
            }
            return base.step(event)
        }
    }

    /// A sheet's dismissal removes re-added system buttons under every profile, not only `legacy`.
    struct SheetDismissalRemovesButtons: Machine {
        var base: LibraryMachine
        init(_ config: ScenarioConfig) { base = LibraryMachine(config) }
        func observables(outcome: Outcome) -> Observables { base.observables(outcome: outcome) }
        func invariantViolations() -> [String] { base.invariantViolations() }

        mutating func step(_ event: TabNavEvent<String>) -> Outcome {
            let sheet = event == .request(.dismiss()) && base.state.modal?.style == .sheet
            let outcome = base.step(event)
            if sheet && outcome == .ok { base.state.systemButtonsPresent = false }
            return outcome
        }
    }
}

extension BrokenMachines {
    /// A reducer that forgets the steps of one family: a step of it that the library accepts is reported `ok`, but the
    /// state stays as it was. Every other step is the library's.
    struct ForgetsFamily: SteppingMachine {
        var base: LibraryMachine
        let family: EventFamily

        init(_ config: ScenarioConfig, forgetting family: EventFamily) {
            base = LibraryMachine(config)
            self.family = family
        }

        func observables(outcome: Outcome) -> Observables { base.observables(outcome: outcome) }
        func invariantViolations() -> [String] { base.invariantViolations() }

        mutating func step(_ event: TabNavEvent<String>) -> Outcome {
            guard EventFamily(event.kind) == family else { return base.step(event) }
            let before = base.state
            let outcome = base.step(event)
            if outcome == .ok { base.state = before }
            return outcome
        }
    }
}

extension BrokenMachines {
    /// Two bugs at once: a pop at the root empties the stack, and a tab tap is accepted under a modal. A case that
    /// shows one of them often shows the other later on, so a shrinker that took any failure could slip from one
    /// to the other.
    typealias TwoBugs = TapUnderModal<PopEmptiesStack>
}

extension BrokenMachines.PopEmptiesStack: StateBackedMachine {
    /// The library state underneath, for a second bug planted over this one.
    var state: TabNavState<String> {
        get { base.state }
        set { base.state = newValue }
    }
}
