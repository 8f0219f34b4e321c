extension JSONOutput {
    /// The last line of a trace with errors: how many there were, and how many were printed.
    struct ErrorCountLine: Encodable {
        let type = "errors"
        let file: String
        let count: Int
        let shown: Int
    }
}
