import TabNav

/// What an exploration found: its size and speed, whether it is complete, and for every property the shortest
/// path that reaches it, or none.
public struct Exploration: Hashable, Sendable {
    /// The properties asked about, in report order: the anomalies, the invariant kinds, then the goals.
    package var properties: [ExploreProperty]
    /// For each property reached, the letters of a shortest path from launch, as indices into the model's letters
    /// (empty when the launch state has it). A property missing here was not reached.
    package var findings: [ExploreProperty: [Int]]
    /// The distinct canonical states found.
    public var states: Int
    /// The steps applied within the bound and accepted by the reducer (`ok` or `noop`), over every state stepped:
    /// every state found, but for the ones a search cut by its limit found last and did not step.
    public var transitions: Int
    /// The longest shortest path: the breadth-first level of the last state found.
    public var longestShortestPath: Int
    /// Whether every state within the bound was found (no `--max-states` stop).
    public var isComplete: Bool
    /// Every state reachable in this many steps or fewer was found; the whole space when complete.
    public var depthCompleted: Int
    /// The wall-clock time of the search, in seconds.
    public var seconds: Double
    /// The bytes of the state store at the end (keys, parents, letters and hash table, by capacity).
    public var storeBytes: Int
    /// The bits of a packed state, and the 64-bit words it takes.
    public var stateBits: Int
    /// The 64-bit words of a packed state.
    public var stateWords: Int
    /// The letters, by index, that never changed a state: always rejected, a noop, or past the bound.
    public var idleLetters: [Int]
    /// The threads that generated successors.
    public var threads: Int
    /// The classes of interchangeable screens the search folded together (``Explorer/symmetry``), by name; empty when
    /// the model has none or the reduction was off.
    public var twins: [[String]] = []
    /// How ``twins`` were folded: ``Explorer/Symmetry/off`` when there are none.
    public var symmetry = Explorer.Symmetry.off
    /// The states the ones found stand for: the sum of their orbits' sizes under the renamings of ``twins``; equal to
    /// ``states`` when there are no twins. For a complete search, the states a search without reduction finds.
    public var statesWithoutSymmetry = 0
    /// Whether the store kept fingerprints (``Explorer/fingerprints``) rather than the states themselves.
    public var fingerprints = false
    /// What a bound on memory (``Explorer/memory``) made the search do.
    public var memory = MemoryUse()
    /// For a search that stopped short, an estimate of what would finish it; `nil` for a complete one.
    public var projection: Projection?
    /// The packed states, in the order found, and their layout: read by ``forEachState(model:_:)``.
    var packed = ChunkedList<UInt64>()
    var layout: StateLayout?

    /// States found per second.
    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
    /// Store bytes per state.
    public var bytesPerState: Double { states > 0 ? Double(storeBytes) / Double(states) : 0 }

    /// With fingerprints, a bound on the chance that two of the states had the same fingerprint (so that one of them,
    /// and what only it leads to, may have been missed): *n*(*n* − 1)/2 pairs, each alike with chance 2⁻⁶³ for
    /// 63-bit fingerprints, so about *n*²/2⁶⁴ for *n* states. 0 for an exact store.
    public var missProbability: Double {
        guard fingerprints else { return 0 }
        let n = Double(states)
        return Swift.min(1, n * (n - 1) / 2 / 9_223_372_036_854_775_808.0)
    }

    /// Calls `body` with every state found, in breadth-first order, unpacked (entry identities are fresh); with
    /// symmetry reduction, one state an orbit; with fingerprints, none (the keys were let go).
    /// - Parameters:
    ///   - model: The model explored.
    ///   - body: Called once a state.
    /// - Complexity: O(*s*) unpackings.
    public func forEachState(model: ExploreModel, _ body: (TabNavState<String>) -> Void) {
        guard let layout else { return }
        var codec = StateCodec<String>(layout: layout)
        var state = TabNavState(configuration: model.configuration)
        packed.forEachChunk { keys in
            var offset = 0
            while offset + layout.words <= keys.count {
                if codec.decode(keys.baseAddress! + offset, into: &state) { body(state) }
                offset += layout.words
            }
        }
    }
}

/// Why an exploration could not run.
public enum ExploreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The depth bound is out of range.
    case depthOutOfRange(Int)
    /// The alphabet has more letters than a state can record.
    case tooManyLetters(Int)
    /// More goals than a state's flags can hold.
    case tooManyGoals(Int)
    /// A reached state has a part the packed layout has no room for (a screen no line names): a defect of the
    /// explorer, reported rather than hidden.
    case stateOutsideLayout(String)
    /// The app has state the packed layout does not keep. Not thrown any more: the layout keeps all of trace format 2,
    /// the More tab included; the case stays so that code that switches over the errors keeps compiling.
    case modelOutsideLayout(String)
    /// A stack of the model needs more bits than a packed field holds (``StateLayout/maximumFieldBits``): too many
    /// distinct screens for the depth bound.
    case layoutTooWide(stackBits: Int, depth: Int, screens: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .depthOutOfRange(let d): "the depth bound must be 1 to \(ExploreModel.maximumDepth), not \(d)"
        case .tooManyLetters(let n): "the alphabet has \(n) letters; at most \(ExploreModel.maximumLetters) are explored"
        case .tooManyGoals(let n): "\(n) goals given; at most \(Explorer.maximumGoals) are checked at once"
        case .stateOutsideLayout(let s): "internal error: a reached state does not fit the packed layout (\(s))"
        case .modelOutsideLayout(let s):
            "explore does not cover this app: \(s)"
        case .layoutTooWide(let bits, let depth, let screens):
            "a stack of depth \(depth) over \(screens) distinct screens needs \(bits) bits; at most "
                + "\(StateLayout.maximumFieldBits) fit: lower --depth or name fewer distinct screens"
        }
    }
}
