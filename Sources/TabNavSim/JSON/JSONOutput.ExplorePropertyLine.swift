import TabNavExplore

extension JSONOutput {
    /// `explore --json`: one property, whether it is reachable (`null` when an incomplete search found no path), and
    /// its shortest trace when it is.
    struct ExplorePropertyLine: Encodable {
        let type = "property"
        let property: String
        /// The goal's pairs, for a goal of the file.
        let goal: String?
        let reachable: Nullable<Bool>
        /// The steps of the shortest trace, when reachable.
        let length: Int?
        let trace: String?

        init(_ property: ExploreProperty, report: ExploreReport) {
            let r = report.result
            self.property = property.description
            if case .goal(let i) = property { goal = report.goals[i].text } else { goal = nil }
            let path = r.findings[property]
            reachable = Nullable(path == nil ? (r.isComplete ? false : nil) : true)
            length = path?.count
            trace = path.map { _ in r.trace(for: property, model: report.model, goals: report.goals) ?? "" }
        }
    }
}
