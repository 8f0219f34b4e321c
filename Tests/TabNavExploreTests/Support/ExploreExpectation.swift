@_spi(Replay) import TabNav

@testable import TabNavExplore
@testable import TabNavTestSupport

/// What a breadth-first search with letters in order must report, worked out from the naive reference search alone:
/// the states in the order found, each one's first parent and letter, and, for a search cut at a number of states,
/// the findings (exact paths), transitions, depth completed and completeness.
struct ExploreExpectation {
    let model: ExploreModel
    let goals: [ExploreGoal]
    let reference: ReferenceSearch
    /// The canonical states in the order found.
    let keys: [ReferenceSearch.Key]
    /// Each state's first parent (`-1` for launch) and the letter from it.
    let parents: [Int]
    let letters: [Int]

    init(model: ExploreModel, goals: [ExploreGoal]) {
        self.model = model
        self.goals = goals
        reference = ReferenceSearch(model: model, goals: goals)
        keys = reference.states.map(ReferenceSearch.Key.init)
        var parents = Array(repeating: -1, count: reference.states.count)
        var letters = Array(repeating: -1, count: reference.states.count)
        // A state's first edge in (state, letter) order is the one that found it.
        for (i, row) in reference.edges.enumerated() {
            for (l, edge) in row.enumerated() {
                guard let edge, edge.target != 0, parents[edge.target] == -1 else { continue }
                parents[edge.target] = i
                letters[edge.target] = l
            }
        }
        self.parents = parents
        self.letters = letters
    }

    /// The result of a search cut at `maxStates` (`nil`: no cut).
    struct Result: Equatable {
        var states: Int
        var isComplete: Bool
        var depthCompleted: Int
        var transitions: Int
        var longestShortestPath: Int
        var idleLetters: [Int]
        var findings: [ExploreProperty: [Int]]
    }

    func path(to state: Int) -> [Int] {
        var path: [Int] = []
        var n = state
        while parents[n] != -1 {
            path.append(letters[n])
            n = parents[n]
        }
        return path.reversed()
    }

    /// What the explorer must report when told to stop at `maxStates`: the first `maxStates` states are found; every
    /// level whose states all fit is stepped; a level is cut only when a new state would pass the limit.
    func result(maxStates: Int?) -> Result {
        let total = keys.count
        let limit = maxStates ?? Int.max
        let states = Swift.min(total, limit)
        let distance = reference.distance
        let deepest = distance.max()!
        let complete = total <= limit
        // The deepest level all of whose states (and those before) were found.
        let depthCompleted =
            complete ? deepest : (0...deepest).last { d in distance.filter { $0 <= d }.count <= limit }!
        let stepped = distance.prefix(states).filter { $0 <= depthCompleted }.count
        var findings: [ExploreProperty: [Int]] = [:]
        // The state properties: at the first state found that has them.
        for i in 0..<states {
            let s = reference.states[i]
            var held: [ExploreProperty] = s.anomalies.map(ExploreProperty.anomaly)
            held += s.invariantViolations(.all).map { ExploreProperty.invariant($0.kind) }
            for (g, goal) in goals.enumerated() where !goal.readsOutcome && goal.holds(in: s, outcome: .ok) {
                held.append(.goal(g))
            }
            for p in held where findings[p] == nil { findings[p] = path(to: i) }
        }
        // The outcome goals: at launch, then at the first step (state, letter) of a stepped state.
        let launch = TabNavState(configuration: model.configuration)
        for (g, goal) in goals.enumerated() where goal.readsOutcome && goal.holds(in: launch, outcome: .ok) {
            findings[.goal(g)] = []
        }
        var transitions = 0
        var changing: Set<Int> = []
        for i in 0..<stepped {
            for (l, letter) in model.letters.enumerated() {
                var s = reference.states[i]
                let outcome = s.reduce(letter.event).outcome
                if case .rejected = outcome {
                } else {
                    let deepestStack = (s.tabs.map(\.stack.depth) + [s.modal?.stack.depth ?? 0]).max()!
                    if deepestStack > model.depth { continue }
                    transitions += 1
                    if outcome == .ok { changing.insert(l) }
                }
                for (g, goal) in goals.enumerated()
                where goal.readsOutcome && findings[.goal(g)] == nil && goal.holds(in: s, outcome: outcome) {
                    findings[.goal(g)] = path(to: i) + [l]
                }
            }
        }
        return Result(
            states: states, isComplete: complete, depthCompleted: depthCompleted, transitions: transitions,
            longestShortestPath: distance[states - 1],
            idleLetters: model.letters.indices.filter { !changing.contains($0) }, findings: findings)
    }
}
