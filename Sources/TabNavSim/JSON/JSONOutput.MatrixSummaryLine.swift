extension JSONOutput {
    /// The last line of `--matrix`: how many combinations, how many show no anomaly, and whether the trace's own does.
    struct MatrixSummaryLine: Encodable {
        let type = "matrix-summary"
        let combinations: Int
        let clean: Int
        let ownClean: Bool
    }
}
