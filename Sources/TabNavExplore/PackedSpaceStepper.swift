@_spi(Replay) import TabNav

/// Steps the keys of a ``PackedSpace`` by every letter, as ``Explorer`` steps its states: the key unpacked into a
/// state of numbered screens, each letter applied by the library's reducer, each result within the bound packed.
///
/// A stepper keeps the state it unpacked last and writes back only what a step changed, so it is made once and
/// reused (``PackedSpace/makeStepper()``); it is not shared between threads.
public struct PackedSpaceStepper {
    private let space: PackedSpace
    /// The successor function the explorer's own search steps with.
    private var core: PackedStep
    private let scratch: KeyScratch

    init(space: PackedSpace) {
        self.space = space
        core = PackedStep(model: space.model, numbered: space.numbered, layout: space.layout, checks: space.checks)
        scratch = KeyScratch(
            words: space.layout.words, successors: 0, screens: space.folding.classOf.count,
            classes: space.folding.classes.count)
    }

    /// Steps the key at `offset` in `keys` by every letter, in letter order; with ``PackedSpace/symmetry``, each
    /// successor is its orbit's representative (the key stepped must be one, as the launch key and every successor
    /// are).
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
        let letterCount = core.events.count
        steps.clear(letters: letterCount, outcomeGoals: outcomeGoals)
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
        guard core.load(source) else { throw .stateOutsideLayout("a key that does not unpack") }
        guard let flags = core.stateFlags() else { throw .stateOutsideLayout("a state did not take its names back") }
        steps.stateFlags = flags
        let folding = space.folding
        if !folding.isTrivial { steps.orbitSize = Int(folding.survey(UnsafePointer(source), scratch: scratch.renaming).orbit) }
        for index in 0..<letterCount {
            switch core.apply(index, source: source, into: next) {
            case .rejected(let outcome):
                if outcomeGoals { try noteOutcome(outcome, letter: index, into: &steps) }
            case .noop(let outcome):
                steps.transitions += 1
                if outcomeGoals { try noteOutcome(outcome, letter: index, into: &steps) }
            case .beyondBound:
                break
            case .notUnpacked:
                throw .stateOutsideLayout("a stored state did not unpack")
            case .notPacked:
                throw .stateOutsideLayout("after '\(space.model.letters[index].text)'")
            case .changed(_, let outcome):
                steps.transitions += 1
                if outcomeGoals { try noteOutcome(outcome, letter: index, into: &steps) }
                if !folding.isTrivial { folding.canonicalize(next, scratch: scratch.renaming) }
                for w in 0..<words { steps.successors.append(next[w]) }
                steps.letters.append(index)
            }
        }
    }

    private mutating func noteOutcome(_ outcome: Outcome, letter: Int, into steps: inout PackedSpaceSteps) throws(ExploreError) {
        guard let flags = core.outcomeFlags(outcome) else {
            core.dirty = ~0
            throw .stateOutsideLayout("a state did not take its names back")
        }
        steps.stepFlags[letter] = flags
    }
}
