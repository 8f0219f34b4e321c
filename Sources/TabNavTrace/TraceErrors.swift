import TabNav

/// Every error of a trace file, sorted by position: what ``Trace/parse(_:)`` fails with.
public struct TraceErrors: Error, Hashable, Sendable, Codable, RandomAccessCollection, CustomStringConvertible {
    /// The errors, sorted by position.
    public var errors: [TraceError]

    /// Creates a list of errors.
    /// - Parameter errors: The errors, in the order to report them.
    public init(_ errors: [TraceError]) {
        self.errors = errors
    }

    /// The index of the first error.
    public var startIndex: Int { errors.startIndex }
    /// The index past the last error.
    public var endIndex: Int { errors.endIndex }
    /// The error at `position`.
    public subscript(position: Int) -> TraceError { errors[position] }

    /// One error a line, `LINE:COLUMN: error: MESSAGE`.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
