import TabNav
import TabNavTrace

extension JSONOutput {
    /// With `--strict`: a step that left anomalies, a failure.
    struct AnomalyLine: Encodable {
        let type = "anomaly"
        let line: Int
        let column: Int
        let step: String
        let anomalies: [Anomaly]

        init(_ anomalies: [Anomaly], after step: TraceStep) {
            line = step.position.line
            column = step.position.column
            self.step = step.text
            self.anomalies = anomalies
        }
    }
}
