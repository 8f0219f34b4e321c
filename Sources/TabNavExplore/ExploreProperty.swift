import TabNav
import TabNavTrace

/// A question an exploration answers for every state it finds: is this anomaly present, is this invariant
/// broken, does this goal hold?
package enum ExploreProperty: Hashable, Sendable, CustomStringConvertible {
    /// The anomaly is present.
    case anomaly(Anomaly)
    /// The state breaks a rule of this kind.
    case invariant(InvariantViolation.Kind)
    /// The goal at this index of ``Explorer/goals`` holds.
    case goal(Int)

    /// `anomaly overlap`, `invariant empty-stack` or `goal N` (1-based).
    package var description: String {
        switch self {
        case .anomaly(let a): "anomaly \(a)"
        case .invariant(let k): "invariant \(k.rawValue)"
        case .goal(let i): "goal \(i + 1)"
        }
    }

    /// A name fit for a file: `anomaly-overlap`, `invariant-empty-stack`, `goal-1`.
    package var fileStem: String { description.split(separator: " ").joined(separator: "-") }
}

/// A goal: an `expect` line's pairs, reached when they all hold.
public struct ExploreGoal: Hashable, Sendable {
    /// The pairs as given, `KEY=VALUE …`.
    public var text: String
    /// The parsed expectation.
    public var expectation: Expectation

    /// Whether one of its keys is `outcome`, so that it is a property of a step rather than of a state.
    public var readsOutcome: Bool { expectation.pairs.contains { $0.key == .outcome } }

    /// Parses a goal in the `expect` syntax under an app's header.
    /// - Parameters:
    ///   - text: `KEY=VALUE …`, as after `expect` in a trace.
    ///   - header: The app, whose tab names the keys may use.
    /// - Returns: The goal, or the first error, its column counted in `text`.
    public static func parse(_ text: String, header: TraceHeader) -> Result<ExploreGoal, TraceError> {
        var parser = TraceParser()
        var number = 0
        for line in header.canonicalLines {
            number += 1
            _ = parser.parseLine(line, number: number)
        }
        switch parser.parseLine("expect " + text, number: number + 1) {
        case .success(.expect(let expectation)?):
            return .success(ExploreGoal(text: text, expectation: expectation))
        case .failure(let error):
            return .failure(TraceError(TracePosition(line: 1, column: Swift.max(1, error.position.column - 7)), error.message))
        default:
            return .failure(TraceError(TracePosition(line: 1, column: 1), "a goal is KEY=VALUE pairs, as in an expect line"))
        }
    }

    /// Whether the goal holds in a state reached by a step with this outcome.
    /// - Parameters:
    ///   - state: The state.
    ///   - outcome: The outcome of the step that reached it (`ok` at launch).
    /// - Returns: Whether every pair holds.
    public func holds(in state: TabNavState<String>, outcome: Outcome) -> Bool {
        expectation.failures(in: state, outcome: outcome).isEmpty
    }
}
