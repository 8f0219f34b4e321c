extension TraceParser {
    /// What one line gives the streaming parser: nothing, a step, an expectation, or the line's first fault.
    ///
    /// It is `Result<TraceStatement?, TraceError>` in one enum of this module: a caller that drops it destroys it
    /// through code made for it, where the `Result` went through the standard library's generic value witnesses
    /// (about 200 instructions a line, Docs/Performance.md).
    @usableFromInline
    package enum Parsed {
        /// A blank, comment or header line.
        case nothing
        /// A step line.
        case step(TraceStep)
        /// A step line seen lately, whose step went to the closure of ``TraceParser/parseLine(_:number:seen:)``.
        case seen
        /// An `expect` line.
        case expect(Expectation)
        /// The line's first fault.
        case failure(TraceError)

        /// The same as a `Result`, as the public `parseLine` overloads give it.
        package var result: Result<TraceStatement?, TraceError> {
            switch self {
            case .nothing, .seen: .success(nil)
            case .step(let step): .success(.step(step))
            case .expect(let expectation): .success(.expect(expectation))
            case .failure(let error): .failure(error)
            }
        }
    }
}
