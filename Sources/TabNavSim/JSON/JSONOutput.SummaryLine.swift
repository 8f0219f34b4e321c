extension JSONOutput {
    /// The last line of a replay: the counts, what failed, and the exit status.
    struct SummaryLine: Encodable {
        let type = "summary"
        let passed: Int
        let failed: Int
        let failedExpectations: Int
        let anomalyFailures: Int
        let layoutFailures: Int
        let steps: Int
        let ok: Int
        let noop: Int
        let rejected: Int
        let anomalySteps: Int
        let launchAnomaly: Bool
        let acknowledgedAnomalies: Int
        let invariantBreaks: Int
        let strict: Bool
        let exitCode: Int32

        init(_ s: Summary) {
            passed = s.passed
            failed = s.failed
            failedExpectations = s.failedExpectations
            anomalyFailures = s.strict ? s.anomalyFailures : 0
            layoutFailures = s.strict ? s.layoutFaults : 0
            steps = s.steps
            ok = s.ok
            noop = s.noop
            rejected = s.rejected
            anomalySteps = s.anomalySteps
            launchAnomaly = s.launchAnomaly
            acknowledgedAnomalies = s.acknowledgedAnomalies
            invariantBreaks = s.invariantBreaks
            strict = s.strict
            exitCode = s.exitCode
        }
    }
}
