import TabNav
import TabNavTrace

extension JSONOutput {
    /// With `--strict`: the launch state (`step` `(launch)`, at line 1, column 1) or a step that left anomalies that no
    /// `expect` line acknowledged, a failure.
    struct AnomalyLine: Encodable {
        let type = "anomaly"
        let line: Int
        let column: Int
        let step: String
        let anomalies: [Anomaly]

        init(_ anomalies: [Anomaly], at site: AnomalySite) {
            switch site {
            case .launch:
                (line, column, step) = (1, 1, "(launch)")
            case .step(let step):
                (line, column, self.step) = (step.position.line, step.position.column, step.text)
            }
            self.anomalies = anomalies
        }
    }
}
