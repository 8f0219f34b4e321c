import TabNav

extension JSONOutput {
    /// A check that found invariants broken: each broken rule's kind and message.
    struct InvariantLine: Encodable {
        let type = "invariant"
        let line: Int
        let violations: [ViolationObject]

        init(line: Int, _ violations: [InvariantViolation]) {
            self.line = line
            self.violations = violations.map { ViolationObject(kind: $0.kind.rawValue, message: $0.message) }
        }
    }

    /// One broken invariant: its kind (`empty-stack`) and what is wrong.
    struct ViolationObject: Encodable {
        let kind: String
        let message: String
    }
}
