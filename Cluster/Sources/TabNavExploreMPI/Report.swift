import Foundation
import TabNav
import TabNavExplore

/// What rank 0 prints: the counts and one line a property in the form of `tabnav-sim explore`'s report (so that a
/// script compares them line for line), then the time, the cost and the bytes sent, then each shortest path.
struct Report {
    let name: String
    let space: PackedSpace
    let result: DistributedSearch.Result
    let ranks: Int

    /// The property's label: its name, a goal with its pairs.
    func label(_ bit: Int) -> String {
        let firstGoal = space.propertyNames.count - space.goals.count
        return bit >= firstGoal ? "goal '\(space.goals[bit - firstGoal].text)'" : space.propertyNames[bit]
    }

    /// The verdict in `tabnav-sim explore`'s words.
    func verdict(_ bit: Int) -> String {
        if let length = result.shortest[bit] {
            return length == 0 ? "present at launch (0 steps)" : "reachable in " + count(length, "step")
        }
        if result.isComplete {
            return "not reachable within depth \(space.model.depth) (a proof for this model and bound)"
        }
        return "not found in the \(result.states) states explored (no proof: the search is incomplete)"
    }

    var lines: [String] {
        let r = result
        let source = space.model.usesDefaultAlphabet ? "the default alphabet" : "the file's step lines"
        var lines = [
            "\(name): explored from launch, depth bound \(space.model.depth), \(space.letterCount) letters (\(source))",
            "  states \(r.states), transitions \(r.transitions), longest shortest path " + count(r.levels, "step"),
        ]
        if space.symmetry != .off {
            lines.append(
                "  " + space.symmetry.reportLine(twins: space.twins, states: r.states, standFor: r.statesWithoutSymmetry))
        }
        lines += [
            r.isComplete
                ? "  complete: every state within the bound was explored"
                : "  INCOMPLETE: stopped after level \(r.levels); every state within \(count(r.levels, "step")) was explored"
        ]
        let bits = space.propertyNames.indices
        let width = bits.map { label($0).count }.max() ?? 0
        for bit in bits { lines.append(label(bit).padding(width) + "  " + verdict(bit)) }
        let words = space.words
        lines += [
            "  ranks \(ranks); time \(fixed(r.seconds, 3)) s on the slowest rank (stepping \(fixed(r.stepSeconds, 3)) s, "
                + "exchanging and storing \(fixed(r.exchangeSeconds, 3)) s)",
            "  cost \(fixed(r.stepCPUSeconds / Double(max(1, r.states)) * 1e6, 2)) µs of processor time a state stepping, "
                + "\(fixed(r.cpuSeconds / Double(max(1, r.states)) * 1e6, 2)) µs in all (every rank's, summed, over the states); "
                + "largest share \(r.largestShare) states, largest store \(fixed(Double(r.largestStoreBytes) / 1e6, 1)) MB",
            "  sent \(r.bytesSent) bytes between ranks, \(fixed(Double(r.bytesSent) / Double(max(1, r.transitions)), 2)) "
                + "bytes a transition (a record is a key of \(words) word\(words == 1 ? "" : "s") and its origin: "
                + "\(8 * (words + 1)) bytes)",
        ]
        for bit in bits {
            guard let path = r.paths[bit] else { continue }
            lines.append("")
            lines.append("--- shortest path to \(label(bit)) (\(count(path.count, "step"))):")
            lines += path.map { space.model.letters[$0].text }
        }
        return lines
    }

    /// A shortest trace as a file `tabnav-sim` replays: the header, the steps, and an `expect` line that asserts the
    /// finding (an invariant's break, which no key asserts, is said in a comment: the replay reports it).
    func trace(_ bit: Int) -> String? {
        guard let path = result.paths[bit] else { return nil }
        let model = space.model
        var state = TabNavState(configuration: model.configuration)
        for index in path { state.reduce(model.letters[index].event) }
        var lines = model.header.canonicalLines
        lines += ["", "# A shortest path to \(label(bit)), found by tabnav-explore-mpi on \(ranks) ranks."]
        lines += path.map { model.letters[$0].text }
        let firstGoal = space.propertyNames.count - space.goals.count
        if bit >= firstGoal {
            lines.append("expect \(space.goals[bit - firstGoal].text)")
        } else if space.propertyNames[bit].hasPrefix("anomaly") {
            let present = state.anomalies.map(\.rawValue)
            lines.append("expect anomalies=\(present.isEmpty ? "none" : present.joined(separator: ","))")
        } else {
            lines.append("# the state breaks the \(space.propertyNames[bit]) here: the replay reports it")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

extension String {
    /// The string with spaces after it up to `width` characters.
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
