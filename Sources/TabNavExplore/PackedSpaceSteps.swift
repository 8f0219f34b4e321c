/// What stepping one state by every letter gave (``PackedSpaceStepper/step(_:at:into:)``): the state's own
/// properties, the successors within the bound, and the steps' counts and properties.
///
/// Made once and passed to each step, so that its lists keep their storage.
public struct PackedSpaceSteps: Hashable, Sendable {
    /// The properties of the state stepped (anomalies, broken invariants, goals that do not read the outcome).
    public internal(set) var stateFlags: UInt64 = 0
    /// The states the one stepped stands for: the size of its orbit under ``PackedSpace/symmetry``'s renamings (1
    /// without twins).
    public internal(set) var orbitSize = 1
    /// The steps the explorer counts as transitions: within the bound and accepted by the reducer (`ok` or `noop`).
    public internal(set) var transitions = 0
    /// The successors' keys, one after the other, ``PackedSpace/words`` words each: every step within the bound that
    /// changed the state, in letter order (a successor may equal the state or another successor).
    public internal(set) var successors: [UInt64] = []
    /// The letter of each successor, by index into the model's letters.
    public internal(set) var letters: [Int] = []
    /// For each letter, the goals that read the outcome and hold after its step (rejected, noop or within the bound);
    /// empty when no goal reads the outcome.
    public internal(set) var stepFlags: [UInt64] = []

    /// Creates an empty record.
    public init() {}

    /// The number of successors.
    public var count: Int { letters.count }

    mutating func clear(letters letterCount: Int, outcomeGoals: Bool) {
        stateFlags = 0
        orbitSize = 1
        transitions = 0
        successors.removeAll(keepingCapacity: true)
        letters.removeAll(keepingCapacity: true)
        stepFlags.removeAll(keepingCapacity: true)
        if outcomeGoals { stepFlags.append(contentsOf: repeatElement(0, count: letterCount)) }
    }
}
