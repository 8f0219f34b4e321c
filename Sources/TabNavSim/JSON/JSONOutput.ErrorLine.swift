import TabNavTrace

extension JSONOutput {
    /// An error in the trace file; nothing is replayed.
    struct ErrorLine: Encodable {
        let type = "error"
        let file: String
        let line: Int
        let column: Int
        let message: String

        init(_ error: TraceError, file: String) {
            self.file = file
            line = error.position.line
            column = error.position.column
            message = error.message
        }
    }
}
