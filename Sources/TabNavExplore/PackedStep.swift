@_spi(Replay) import TabNav

/// The explorer's successor function on packed states, shared by the search's workers (``Explorer``) and
/// ``PackedSpaceStepper``: a key unpacked into one reused state of numbered screens, each letter applied by the
/// library's reducer, each result within the bound packed.
///
/// It keeps the state it unpacked last and, between letters, writes back only what the last step changed (``dirty``).
/// One a thread: it is a value with caches, not shared.
struct PackedStep {
    var codec: StateCodec<Int>
    var state: TabNavState<Int>
    var effects: StepEffects<Int> = []
    let checks: PropertyChecks
    /// The state with names, for the goals; made only when there are goals.
    var mirror: NamedMirror?
    /// The letters' events, their screens numbered, and the same events with the plain ones apart (``PlainEvent``).
    let events: [TabNavEvent<Int>]
    let plainEvents: [PlainEvent]
    /// The depth bound: no stack grows past it.
    let depth: Int
    /// The bit of ``dirty`` that stands for the parts outside the stacks, which are always written back (as a stack's
    /// bit it would only make that stack be looked at).
    static let partsOutsideStacks: UInt32 = 1 << 31
    /// The stacks (bit *i*: stack *i*) and ``partsOutsideStacks`` that steps since the codec's last unpack may have
    /// changed: the ones to write back before the next step.
    var dirty: UInt32 = ~0

    /// What one letter did to the state unpacked last (``apply(_:source:into:)``).
    enum Result {
        /// The reducer refused the letter.
        case rejected(Outcome)
        /// The reducer accepted it and changed nothing.
        case noop(Outcome)
        /// The result has a stack past the bound: not a transition.
        case beyondBound
        /// The result, packed, differs from the state in the stacks `changed` (``StateCodec/pack(_:into:source:)``).
        case changed(UInt32, Outcome)
        /// The state did not unpack again before the step (a key not made by the codec).
        case notUnpacked
        /// The result did not fit the layout.
        case notPacked
    }

    init(model: ExploreModel, numbered: NumberedModel, layout: StateLayout, checks: PropertyChecks) {
        codec = StateCodec(layout: layout)
        state = TabNavState(configuration: numbered.configuration)
        self.checks = checks
        if !checks.goals.isEmpty { mirror = NamedMirror(configuration: model.configuration, names: layout.screens) }
        events = numbered.events
        plainEvents = numbered.events.map(PlainEvent.init)
        depth = model.depth
    }

    /// Unpacks `source` into the state: the stacks that no step changed since the last unpack and whose fields are
    /// unchanged are left alone.
    /// - Returns: `false` when the state refused a part (a key not made by the codec).
    @inline(__always)
    mutating func load(_ source: UnsafePointer<UInt64>) -> Bool {
        let ok = codec.decode(source, into: &state, clean: ~dirty)
        dirty = ok ? 0 : ~0
        return ok
    }

    /// The properties of the state just unpacked: anomalies, broken invariants and the goals that do not read the
    /// outcome; `nil` when the state did not take its names back.
    @inline(__always)
    mutating func stateFlags() -> UInt64? {
        var found = checks.shapeFlags(state)
        if checks.hasStateGoals {
            guard mirror!.mirror(state) else { return nil }
            found |= checks.goalFlags(mirror!.state)
        }
        return found
    }

    /// The goals that read the outcome and hold after the step just applied; `nil` when the state did not take its
    /// names back.
    mutating func outcomeFlags(_ outcome: Outcome) -> UInt64? {
        guard mirror!.mirror(state) else { return nil }
        return checks.outcomeFlags(mirror!.state, outcome)
    }

    /// Applies letter `index` to `source`, the key unpacked last, and packs a result that changed the state and keeps
    /// within the bound into `next` (the key's words).
    @inline(__always)
    mutating func apply(_ index: Int, source: UnsafePointer<UInt64>, into next: UnsafeMutablePointer<UInt64>) -> Result {
        if dirty != 0 {
            guard codec.decode(source, into: &state, stacks: dirty) else {
                dirty = ~0
                return .notUnpacked
            }
            dirty = 0
        }
        let outcome = state.reduce(plainEvents[index], or: events, at: index, effects: &effects)
        if case .rejected = outcome { return .rejected(outcome) }
        if outcome.isNoop { return .noop(outcome) }
        guard withinBound() else {
            dirty = codec.changedParts(&state) | Self.partsOutsideStacks
            return .beyondBound
        }
        dirty = ~0
        guard let changed = codec.pack(&state, into: next, source: source) else { return .notPacked }
        dirty = changed | Self.partsOutsideStacks
        return .changed(changed, outcome)
    }

    private func withinBound() -> Bool {
        for t in state.tabs.indices where state.tabs[t].stack.entries.count > depth { return false }
        return (state.modal?.stack.entries.count ?? 0) <= depth
    }
}
