import TabNav

extension JSONOutput {
    /// Why a step was rejected: a stable code for tools and the sentence the human report prints.
    struct RejectionObject: Encodable {
        let code: String
        let message: String

        init(_ rejection: Rejection) {
            code = rejection.code
            message = rejection.description
        }
    }
}
