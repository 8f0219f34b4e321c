import TabNav

extension JSONOutput {
    /// With `--layout`: a fault of the custom bar's layout, before the summary; a failure under `--strict`.
    struct LayoutAnomalyLine: Encodable {
        let type = "layout-anomaly"
        let layout: String
        let finding: String
        let failure: Bool

        init(_ finding: String, layout: TabBarLayout.Style, strict: Bool) {
            self.layout = "\(layout)"
            self.finding = finding
            failure = strict
        }
    }
}
