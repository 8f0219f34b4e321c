import TabNav
import TabNavExplore
import TabNavStatechart

/// `explore --chart-coverage`: every explored state stepped by every letter once more, each step explained by the
/// app's statechart; which of its transitions were never taken, and where the chart disagrees with the reducer.
struct ExploreChartCoverage {
    /// Every transition of the chart, as `REGION: SOURCE --EVENT--> TARGET`, with whether a step took it.
    var transitions: [(label: String, taken: Bool)] = []
    /// The steps the chart does not explain (the first few), and how many there were.
    var discrepancies: [String] = []
    var discrepancyCount = 0

    /// Steps every state of `result` by every letter of `model` (within the bound) and asks the chart.
    /// - Complexity: O(*s* · *l* · *t*) for *s* states, *l* letters and *t* chart transitions.
    init(model: ExploreModel, result: Exploration) {
        let chart = Statechart(configuration: model.configuration)
        var taken: Set<Statechart.TransitionID> = []
        var found: [String] = []
        var count = 0
        result.forEachState(model: model) { before in
            for letter in model.letters {
                var after = before
                after.reduce(letter.event)
                let deepest = after.tabs.map(\.stack.depth).max() ?? 0
                guard deepest <= model.depth, (after.modal?.stack.depth ?? 0) <= model.depth else { continue }
                let check = chart.check(before: before, event: letter.event, after: after)
                taken.formUnion(check.fired)
                count += check.discrepancies.count
                if found.count < 5 { found += check.discrepancies.map { "'\(letter.text)': \($0)" }.prefix(5 - found.count) }
            }
        }
        for (r, region) in chart.regions.enumerated() {
            for (i, t) in region.transitions.enumerated() {
                transitions.append(
                    (
                        "\(region.id): \(t.source) --\(chart.label(t.event))--> \(t.target)",
                        taken.contains(.init(region: r, index: i))
                    ))
            }
        }
        discrepancies = found
        discrepancyCount = count
    }

    /// Prints the coverage lines.
    func print(_ out: inout Output) {
        let never = transitions.filter { !$0.taken }
        out.line("statechart transitions taken: \(transitions.count - never.count) of \(transitions.count)")
        for t in never { out.line("  never taken: \(t.label)") }
        out.line("steps the statechart does not explain: \(discrepancyCount)")
        for d in discrepancies { out.line("  \(d)") }
    }
}
