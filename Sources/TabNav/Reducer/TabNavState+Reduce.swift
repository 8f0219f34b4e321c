extension TabNavState {
    /// Applies one request of the app or the user and returns its outcome and the commands that make UIKit do it.
    ///
    /// Never traps: a request that does not apply (an unknown tab index, a tap under a modal, …) is
    /// `rejected` with a reason and changes nothing; one that changes nothing is a `noop`.
    /// - Parameter request: What the app or the user asks for, e.g. `.push(.article)` or `.tap(tab: 2)`.
    /// - Returns: The outcome and the effects, in order.
    /// - Complexity: O(1) amortised for taps, selection, push, pop and badges; O(*k*) for a pop or
    ///   replacement that removes or adds *k* entries; O(*n*) in the stack for `popTo`, `setStack` and `open`.
    @discardableResult
    @_specialize(exported:true,where Screen == String)
    public mutating func reduce(_ request: TabNavRequest<Screen>) -> StepResult<Screen> {
        reduce(.request(request))
    }

    /// Applies one report of what UIKit has already done and returns its outcome and the app's follow-ups.
    ///
    /// A report yields no navigation command (see ``UIKitReport``). Never traps, as `reduce(_:)` of a request.
    /// - Parameter report: What UIKit did, e.g. `.backSwipe(.whole)`.
    /// - Returns: The outcome and the effects, in order.
    /// - Complexity: O(*k*) for a pop that removes *k* entries, O(*n*) in the stack for `backMenuPopped`; else O(1).
    @discardableResult
    @_specialize(exported:true,where Screen == String)
    public mutating func reduce(_ report: UIKitReport<Screen>) -> StepResult<Screen> {
        reduce(.report(report))
    }

    /// Applies one event, a request or a report, and returns its outcome and effects.
    /// - Parameter event: The request or the report.
    /// - Returns: The outcome and the effects, in order.
    /// - Complexity: As the request's or the report's own step.
    @discardableResult
    @_specialize(exported:true,where Screen == String)
    public mutating func reduce(_ event: TabNavEvent<Screen>) -> StepResult<Screen> {
        var effects: StepEffects<Screen> = []
        let outcome = reduce(event, effects: &effects)
        return StepResult(outcome: outcome, effects: effects)
    }

    /// Applies one event and writes its effects into a list that the caller keeps (for the simulator and the
    /// benchmarks: `@_spi(Replay) import TabNav`).
    ///
    /// The same step as `reduce(_:)`, for long replays: the list's spilled storage (beyond two effects) is reused
    /// from step to step.
    /// - Parameters:
    ///   - event: The request or the report.
    ///   - effects: Emptied, then filled with the step's effects, in order.
    /// - Returns: The outcome.
    /// - Complexity: As the request's or the report's own step.
    @discardableResult
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    @_spi(Replay)
    public mutating func reduce(_ event: TabNavEvent<Screen>, effects: inout StepEffects<Screen>) -> Outcome {
        var facts = StepFacts()
        return step(event, effects: &effects, facts: &facts)
    }

    /// ``reduce(_:effects:)`` of an event, which also hands back the step's facts (none when it is rejected).
    ///
    /// The frame of every step: the back-swipe gate, the transition writing into the caller's buffer, the top
    /// switch, the end. It takes no closure: a closure over the request costs a thunk and a copy on every step.
    @inline(__always) // Into the two entry points and `preview`: the entry point was a call and nothing more.
    mutating func step(_ event: TabNavEvent<Screen>, effects: inout StepEffects<Screen>, facts: inout StepFacts) -> Outcome {
        effects.clear()
        if swipe == .active && event.isNavigation { return .rejected(.backSwipeActive) }
        if sheetSwipe == .active && event.isNavigation { return .rejected(.sheetSwipeActive) }
        let before = Before(self)
        // The transition writes the effects straight into the caller's buffer, which stays in place for the step.
        return withUnsafeMutablePointer(to: &effects) { buffer in
            var t = Transition<Screen>(effects: buffer)
            let rejection: Rejection?
            switch event {
            case .request(let request): rejection = apply(request, &t)
            case .report(let report): rejection = apply(report, &t)
            }
            if let rejection {
                buffer.pointee.clear()
                return .rejected(rejection)
            }
            let outcome = finish(&t, before: before)
            facts = t.facts
            if outcome == .noop, let desync = t.desync { return .desync(desync) }
            return outcome
        }
    }
}

extension Array {
    /// Removes every element and keeps the capacity; for the one or two effects of a step, cheaper than
    /// `removeAll(keepingCapacity: true)`, which goes through `replaceSubrange`.
    mutating func clear() {
        while !isEmpty { removeLast() }
    }
}
