@_spi(Replay) import TabNav

/// Steps the keys of a ``PackedSpace`` by every letter, as ``Explorer`` steps its states: the key unpacked into a
/// state of numbered screens, each letter applied by the library's reducer, each result within the bound packed.
///
/// A stepper keeps the state it unpacked last and writes back only what a step changed, so it is made once and
/// reused (``PackedSpace/makeStepper()``); it is not shared between threads.
public struct PackedSpaceStepper {
    private let space: PackedSpace
    private var codec: StateCodec<Int>
    private var state: TabNavState<Int>
    private var effects: [Effect<Int>] = []
    private var mirror: NamedMirror?
    private let scratch: KeyScratch
    private let events: [TabNavEvent<Int>]
    private let plainEvents: [PlainEvent]
    /// The parts that steps since the last unpack may have changed, to write back before the next step: bit *i*
    /// stack *i*, and ``partsOutsideStacks``.
    private var dirty: UInt32 = ~0
    /// The bit of ``dirty`` for the parts outside the stacks, always written back after a step that changed the state.
    private static let partsOutsideStacks: UInt32 = 1 << 31

    init(space: PackedSpace) {
        self.space = space
        codec = StateCodec(layout: space.layout)
        state = TabNavState(configuration: space.numbered.configuration)
        if !space.goals.isEmpty { mirror = NamedMirror(configuration: space.model.configuration, names: space.layout.screens) }
        scratch = KeyScratch(words: space.layout.words, successors: 0, screens: 0, classes: 0)
        events = space.numbered.events
        plainEvents = space.numbered.events.map(PlainEvent.init)
    }

    /// Steps the key at `offset` in `keys` by every letter, in letter order.
    /// - Parameters:
    ///   - keys: Keys one after the other.
    ///   - offset: Where the key starts: its ``PackedSpace/words`` words must be in `keys`.
    ///   - steps: Overwritten with the state's properties, its successors within the bound, and the steps' properties.
    /// - Throws: ``ExploreError/stateOutsideLayout(_:)`` for a key out of `keys`, one the layout does not unpack,
    ///   or a successor it cannot pack.
    /// - Complexity: O(*l*) reducer steps for *l* letters.
    public mutating func step(_ keys: [UInt64], at offset: Int, into steps: inout PackedSpaceSteps) throws(ExploreError) {
        let words = scratch.words
        let outcomeGoals = space.checks.outcomeMask != 0
        steps.clear(letters: events.count, outcomeGoals: outcomeGoals)
        guard offset >= 0, offset <= keys.count - words, keys[offset + words - 1] >> 63 == 0 else {
            throw .stateOutsideLayout("a key outside the list, or with its last bit set")
        }
        let source = scratch.source
        let next = scratch.next
        for w in 0..<words { source[w] = keys[offset + w] }
        // The unpack trusts a stack's entry count: a key not made by the codec is refused before it.
        for at in space.layout.stackAt
        where Int(UnsafePointer(source).get(at: at, width: StateLayout.depthBits)) >= space.model.depth {
            throw .stateOutsideLayout("a key with a stack deeper than the bound")
        }
        guard codec.decode(source, into: &state, clean: ~dirty) else {
            dirty = ~0
            throw .stateOutsideLayout("a key that does not unpack")
        }
        dirty = 0
        steps.stateFlags = space.checks.shapeFlags(state)
        if space.checks.hasStateGoals {
            guard mirror!.mirror(state) else { throw .stateOutsideLayout("a state did not take its names back") }
            steps.stateFlags |= space.checks.goalFlags(mirror!.state)
        }
        let events = events
        for index in events.indices {
            if dirty != 0 {
                guard codec.decode(source, into: &state, stacks: dirty) else {
                    dirty = ~0
                    throw .stateOutsideLayout("a stored state did not unpack")
                }
                dirty = 0
            }
            let outcome = state.reduce(plainEvents[index], or: events, at: index, effects: &effects)
            if case .rejected = outcome {
                if outcomeGoals { try noteOutcome(outcome, letter: index, into: &steps) }
                continue
            }
            if outcome.isNoop {
                steps.transitions += 1
                if outcomeGoals { try noteOutcome(outcome, letter: index, into: &steps) }
                continue
            }
            guard withinBound() else {
                dirty = codec.changedParts(&state) | Self.partsOutsideStacks
                continue
            }
            dirty = ~0
            steps.transitions += 1
            if outcomeGoals { try noteOutcome(outcome, letter: index, into: &steps) }
            guard let changed = codec.pack(&state, into: next, source: source) else {
                throw .stateOutsideLayout("after '\(space.model.letters[index].text)'")
            }
            dirty = changed | Self.partsOutsideStacks
            for w in 0..<words { steps.successors.append(next[w]) }
            steps.letters.append(index)
        }
    }

    private func withinBound() -> Bool {
        let depth = space.model.depth
        for t in state.tabs.indices where state.tabs[t].stack.entries.count > depth { return false }
        return (state.modal?.stack.entries.count ?? 0) <= depth
    }

    private mutating func noteOutcome(_ outcome: Outcome, letter: Int, into steps: inout PackedSpaceSteps) throws(ExploreError) {
        guard mirror!.mirror(state) else {
            dirty = ~0
            throw .stateOutsideLayout("a state did not take its names back")
        }
        steps.stepFlags[letter] = space.checks.outcomeFlags(mirror!.state, outcome)
    }
}
