import TabNav

/// A model's state space as the explorer packs it, for a search the explorer does not run itself (one spread over
/// several processes, say): the launch state's key, a stepper that gives each key's successors through the
/// library's reducer, and the properties a state or a step can have.
///
/// With a ``symmetry`` other than `off`, every successor a stepper gives is its orbit's representative, as the
/// explorer stores it, so a search over the keys keeps one state an orbit; ``concrete(_:)`` turns a path between
/// representatives into one that replays, and ``PackedSpaceSteps/orbitSize`` says how many states a key stands for.
///
/// A key is ``words`` 64-bit words (``StateLayout``), the top bit of the last one always zero. The properties are
/// bits of a `UInt64` in ``propertyNames`` order (anomalies, invariant kinds, then the goals), as
/// ``Explorer/run()`` checks them: a state's own properties when it is stepped, a goal that reads the outcome on
/// each step.
public struct PackedSpace: Sendable {
    /// What is explored.
    public let model: ExploreModel
    /// The goals decided besides the anomalies and invariants.
    public let goals: [ExploreGoal]
    /// Where each part of a state lives in a key.
    public let layout: StateLayout
    /// The launch state's key.
    public let launchKey: [UInt64]
    /// The launch state's properties, with the goals that read the outcome as after an `ok` step.
    public let launchFlags: UInt64
    /// How the keys fold the renamings of interchangeable screens: `off` when the model has no twins.
    public let symmetry: Explorer.Symmetry
    let numbered: NumberedModel
    let checks: PropertyChecks
    let folding: ScreenSymmetry

    /// Makes the packed space of a model, checked as ``Explorer/run()`` checks it.
    /// - Parameters:
    ///   - model: What to explore.
    ///   - goals: Goals to decide, at most ``Explorer/maximumGoals``.
    ///   - symmetry: How successors fold twins, as ``Explorer/symmetry``; `off` (every state its own key) by default.
    /// - Throws: ``ExploreError`` for a bound, alphabet or goal list out of range, or stacks too wide to pack.
    /// - Complexity: O(*n*) in the size of the model.
    public init(model: ExploreModel, goals: [ExploreGoal] = [], symmetry: Explorer.Symmetry = .off) throws(ExploreError) {
        guard (1...ExploreModel.maximumDepth).contains(model.depth) else { throw .depthOutOfRange(model.depth) }
        guard model.letters.count <= ExploreModel.maximumLetters else { throw .tooManyLetters(model.letters.count) }
        guard goals.count <= Explorer.maximumGoals else { throw .tooManyGoals(goals.count) }
        let layout = StateLayout(model: model)
        guard layout.fits else {
            throw .layoutTooWide(stackBits: layout.stackBits, depth: layout.depth, screens: layout.screens.count)
        }
        guard let numbered = NumberedModel(model: model, layout: layout) else {
            throw .stateOutsideLayout("a screen of the model has no number")
        }
        var codec = StateCodec<Int>(layout: layout)
        var key = [UInt64](repeating: 0, count: layout.words)
        let launch = TabNavState(configuration: numbered.configuration)
        let fits = key.withUnsafeMutableBufferPointer { codec.encode(launch, into: $0.baseAddress!) }
        guard fits else { throw .stateOutsideLayout("the launch state") }
        let checks = PropertyChecks(goals: goals)
        let named = TabNavState(configuration: model.configuration)
        self.model = model
        self.goals = goals
        self.layout = layout
        self.numbered = numbered
        self.checks = checks
        // The launch state holds no twin (no tab's root is one): its key is its orbit's representative.
        launchKey = key
        launchFlags = checks.stateFlags(named) | checks.outcomeFlags(named, .ok)
        folding =
            symmetry == .off
            ? ScreenSymmetry(none: layout)
            : ScreenSymmetry(model: model, layout: layout, goals: goals, perStack: symmetry == .stacks)
        self.symmetry = folding.isTrivial ? .off : symmetry
    }

    /// The classes of interchangeable screens that successors fold, by name (``Exploration/twins``); empty when
    /// ``symmetry`` is `off`.
    public var twins: [[String]] { folding.classes.map { $0.map { layout.screens[$0] } } }

    /// A path of letters between representatives (each letter from the last representative, as a stepper gives its
    /// successors) as the letters a replay from launch takes: each printed trace then replays as written, to a state
    /// of the same orbit as the path's end.
    /// - Parameter path: Letters, by index into the model's letters, from the launch state.
    /// - Returns: Letters of the same length; `path` itself when ``symmetry`` is `off` or a letter is out of range.
    /// - Complexity: O(*n* · *l*) reducer steps for a path of *n* letters out of *l*.
    public func concrete(_ path: [Int]) -> [Int] {
        guard path.allSatisfy({ (0..<letterCount).contains($0) }) else { return path }
        return folding.concrete(path, numbered: numbered)
    }

    /// The 64-bit words of a key.
    public var words: Int { layout.words }

    /// The number of letters: a step's letter is an index into the model's letters.
    public var letterCount: Int { model.letters.count }

    /// The properties in flag order, as `tabnav-sim explore` names them: `anomaly overlap`, `invariant empty-stack`,
    /// `goal 1`.
    public var propertyNames: [String] {
        (Anomaly.allCases.map(ExploreProperty.anomaly) + InvariantViolation.Kind.allCases.map(ExploreProperty.invariant)
            + goals.indices.map(ExploreProperty.goal)).map(\.description)
    }

    /// The flags of the goals that read the outcome: a property of a step (reached one step after the state stepped)
    /// rather than of a state.
    public var outcomeMask: UInt64 { checks.outcomeMask }

    /// A stepper for this space; each thread or process steps with its own.
    /// - Returns: A stepper.
    public func makeStepper() -> PackedSpaceStepper {
        PackedSpaceStepper(space: self)
    }
}
