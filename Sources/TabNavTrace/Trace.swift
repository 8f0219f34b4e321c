import TabNav

/// A whole trace in memory: its header and its statements, as ``TraceParser`` reads them.
public struct Trace: Hashable, Sendable, Codable {
    /// The header.
    public var header: TraceHeader
    /// The steps and expectations, in file order.
    public var statements: [TraceStatement]

    /// Creates a trace.
    /// - Parameters:
    ///   - header: The header.
    ///   - statements: The steps and expectations, in order.
    public init(header: TraceHeader, statements: [TraceStatement]) {
        self.header = header
        self.statements = statements
    }

    /// Parses a whole trace, reporting every faulty line.
    /// - Parameter text: The file's text; `\n` and `\r\n` line endings, an optional byte-order mark.
    /// - Returns: The trace, or every error of the file (the first fault of each faulty line, and the
    ///   whole-file errors), sorted by position.
    /// - Complexity: O(*n*) in the length of the text.
    public static func parse(_ text: String) -> Result<Trace, TraceErrors> {
        var text = text
        return text.withUTF8 { bytes in
            var parser = TraceParser()
            var statements: [TraceStatement] = []
            var errors: [TraceError] = []
            var number = 0
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                number += 1
                switch parser.parseLine(UnsafeBufferPointer(rebasing: bytes[start..<end]), number: number) {
                case .step(let step): statements.append(.step(step))
                case .expect(let expectation): statements.append(.expect(expectation))
                case .nothing, .seen: break
                case .failure(let error): errors.append(error)
                }
                start = end + 1
            }
            let header = parser.finish()
            errors += parser.deferredErrors
            if case .failure(let error) = header, !errors.contains(error) { errors.append(error) }
            guard errors.isEmpty, case .success(let header) = header else {
                return .failure(TraceErrors(errors.sorted { $0.position < $1.position }))
            }
            return .success(Trace(header: header, statements: statements))
        }
    }

    /// The trace as canonical text: the header's canonical lines, a blank line, then one line a statement,
    /// steps as ``TraceHeader/stepText(for:)`` prints their events; every line ends with `\n`.
    /// - Complexity: O(*n*) in the size of the trace.
    public func canonicalText() -> String {
        var lines = header.canonicalLines
        if !statements.isEmpty { lines.append("") }
        for statement in statements {
            switch statement {
            case .step(let step): lines.append(header.stepText(for: step.event))
            case .expect(let expectation): lines.append(header.expectText(for: expectation))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
