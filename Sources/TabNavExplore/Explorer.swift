import Dispatch
import TabNav

/// Bounded, breadth-first, exhaustive exploration of a model: every canonical state reachable from launch with the
/// model's letters, no stack past the bound, each found first along a shortest path.
///
/// The successor of a state by a letter is what the library's reducer makes of it: the explorer unpacks the state
/// into a ``TabNavState``, calls ``TabNavState/reduce(_:effects:)``, and packs the result (``StateLayout``). A
/// letter whose result has a stack deeper than the bound is not applied. A state's own properties (anomalies,
/// invariants, goals) are checked when it is unpacked to be stepped; the states a search stopped at its limit never
/// stepped are unpacked and checked at the end. Each level's states are stepped by ``threads`` threads, which take
/// chunks of the level in turn, each into its own lists; the new states are then added to the store in chunk order
/// (by all the threads, each inserting into its own regions of the table), so the result does not depend on the
/// number of threads.
public struct Explorer: Sendable {
    /// The most goals checked at once.
    public static var maximumGoals: Int { 64 - Anomaly.allCases.count - InvariantViolation.Kind.allCases.count }

    /// What is explored.
    public var model: ExploreModel
    /// The goals to decide, besides the anomalies and invariants.
    public var goals: [ExploreGoal]
    /// Stop once this many states are found; `nil` for no limit.
    public var maxStates: Int?
    /// The threads that step states: 1 to ``maximumThreads``, clamped by
    /// ``init(model:goals:maxStates:threads:symmetry:)`` and again by ``run()``.
    public var threads: Int
    /// How states that differ only by a renaming of interchangeable screens are kept as one (symmetry reduction):
    /// the verdicts and shortest lengths are the same either way, ``Exploration/states`` counts orbits, and
    /// ``Exploration/statesWithoutSymmetry`` the states they stand for. Has an effect only when the model has twins.
    public var symmetry: Symmetry
    /// Whether the store keeps a 63-bit fingerprint of each state instead of its key (hash compaction): about a
    /// third of the memory, at the risk, at most ``Exploration/missProbability``, that two states share a
    /// fingerprint and one of them (with what only it leads to) is missed. Off by default: the store is exact.
    public var fingerprints = false
    /// A bound, in bytes, on the memory of the search (``Exploration/MemoryUse``), checked between levels; `nil` for
    /// none.
    public var memory: Int?

    /// A level's new states are added to the store in batches, by all the threads (each its own regions of the
    /// table, its look-ups prefetched), when there are at least this many, the search has no limit in reach and the
    /// store's table has at least ``parallelMergeCapacity`` slots (cut into 64 regions); otherwise one by one. Only
    /// the time depends on them: the tests lower them to make small searches take the batches' way.
    package var parallelMergeMinimum = 1 << 14
    /// See ``parallelMergeMinimum``; at least 1,024 (the table's first size) to matter.
    package var parallelMergeCapacity = 1 << 16

    /// The most threads used, as `explore --threads` allows.
    public static let maximumThreads = 64

    /// Creates an explorer.
    /// - Parameters:
    ///   - model: What to explore.
    ///   - goals: Goals to decide.
    ///   - maxStates: A limit on the states found.
    ///   - threads: The threads that step states, clamped to 1...``maximumThreads``.
    ///   - symmetry: How to fold the renamings of interchangeable screens (``symmetry``).
    public init(
        model: ExploreModel, goals: [ExploreGoal] = [], maxStates: Int? = nil, threads: Int = 2,
        symmetry: Symmetry = .stacks
    ) {
        self.model = model
        self.goals = goals
        self.maxStates = maxStates
        self.threads = Swift.min(Swift.max(1, threads), Self.maximumThreads)
        self.symmetry = symmetry
    }

    /// The properties in flag order: anomalies, invariant kinds, goals.
    package var properties: [ExploreProperty] {
        Anomaly.allCases.map(ExploreProperty.anomaly) + InvariantViolation.Kind.allCases.map(ExploreProperty.invariant)
            + goals.indices.map(ExploreProperty.goal)
    }

    /// Explores the whole bounded space, or up to ``maxStates``.
    /// - Returns: The exploration.
    /// - Throws: ``ExploreError`` for a bound, alphabet or goal list out of range, or stacks too wide to pack.
    /// - Complexity: O(*s* · *l*) reducer steps for *s* states and *l* letters; memory O(*s*).
    public func run() throws(ExploreError) -> Exploration {
        var clamped = self
        clamped.threads = Swift.min(Swift.max(1, threads), Self.maximumThreads)
        // The model, the bound, the alphabet and the goals are checked as the packed space checks them.
        var search = try Search(explorer: clamped)
        return try search.run()
    }
}
