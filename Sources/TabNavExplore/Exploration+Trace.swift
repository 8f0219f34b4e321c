import TabNav
import TabNavTrace

extension Exploration {
    /// The shortest trace found for a property: the header, a comment, the steps, and an `expect` line that asserts
    /// the finding, as a file that `tabnav-sim` replays; `nil` when the property was not reached.
    ///
    /// An anomaly is asserted with `anomalies=` (the whole set present then) and a goal with its own pairs. A broken
    /// invariant has no `expect` key: the trace says so in a comment, and the replay reports the break (exit 1).
    /// - Parameters:
    ///   - property: The property.
    ///   - model: The model explored.
    ///   - goals: The goals explored.
    /// - Returns: The trace's text, every line ended by `\n`.
    /// - Complexity: O(*n*) in the length of the path.
    package func trace(for property: ExploreProperty, model: ExploreModel, goals: [ExploreGoal]) -> String? {
        guard let path = findings[property] else { return nil }
        var state = TabNavState(configuration: model.configuration)
        var steps: [String] = []
        for index in path {
            state.reduce(model.letters[index].event)
            steps.append(model.letters[index].text)
        }
        var lines = model.header.canonicalLines
        lines.append("")
        lines.append("# A shortest trace to \(property), found by `tabnav-sim explore` at depth bound \(model.depth):")
        lines.append(
            path.isEmpty
                ? "# 0 steps: the launch state shows it."
                : "# \(path.count) step\(path.count == 1 ? "" : "s"); no shorter sequence of the alphabet's letters reaches it.")
        lines += steps
        switch property {
        case .anomaly:
            let present = state.anomalies.map(\.rawValue)
            lines.append("expect anomalies=\(present.isEmpty ? "none" : present.joined(separator: ","))")
        case .invariant(let kind):
            lines.append("# the state breaks the invariant \(kind.rawValue) here: the replay reports it")
        case .goal(let i):
            lines.append("expect \(goals[i].text)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
