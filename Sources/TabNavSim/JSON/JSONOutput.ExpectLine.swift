import TabNavTrace

extension JSONOutput {
    /// One `expect` line, whether it held, and the pairs that did not.
    struct ExpectLine: Encodable {
        let type = "expect"
        let line: Int
        let column: Int
        let text: String
        let passed: Bool
        let failures: [FailureObject]

        /// An expectation and its failures.
        /// - Parameters:
        ///   - expectation: The parsed line.
        ///   - text: The line in canonical form.
        ///   - failures: The pairs that did not hold.
        init(_ expectation: Expectation, text: String, failures: [ExpectFailure]) {
            line = expectation.position.line
            column = expectation.position.column
            self.text = text
            passed = failures.isEmpty
            self.failures = failures.map { failure in
                let pair = expectation.pairs.first { $0.keyText == failure.keyText }
                return FailureObject(
                    key: failure.keyText, column: pair?.position.column ?? expectation.position.column,
                    expected: failure.expected, actual: failure.actual)
            }
        }
    }

    /// A pair of an `expect` line that did not hold: its key, where it is, what it expected and what was observed.
    struct FailureObject: Encodable {
        let key: String
        let column: Int
        let expected: String
        let actual: String
    }
}
