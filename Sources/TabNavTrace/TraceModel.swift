import TabNav

/// A position in a trace file: 1-based line and column, a column counting characters (a tab is one).
public struct TracePosition: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int

    /// Creates a position.
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - column: The 1-based column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    /// Orders positions by line, then column.
    public static func < (a: TracePosition, b: TracePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// An error of the trace file (§6 of the trace format): where, and a message that says how to fix it.
public struct TraceError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where the fault is.
    public var position: TracePosition
    /// What is wrong.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - position: Where the fault is.
    ///   - message: What is wrong.
    public init(_ position: TracePosition, _ message: String) {
        self.position = position
        self.message = message
    }

    /// `LINE:COLUMN: error: MESSAGE`; prefix it with the file name to get the full form.
    public var description: String { "\(position): error: \(message)" }
}

/// One step line of a trace: the event it stands for, where it is, and its text as written.
public struct TraceStep: Hashable, Sendable, Codable {
    /// The library event the step stands for.
    public var event: TabNavEvent<String>
    /// The position of the step's first word.
    public var position: TracePosition
    /// The step as written, without its comment and surrounding blanks.
    public var text: String

    /// Creates a step.
    /// - Parameters:
    ///   - event: The event.
    ///   - position: Its first word's position.
    ///   - text: Its text as written.
    public init(event: TabNavEvent<String>, position: TracePosition, text: String) {
        self.event = event
        self.position = position
        self.text = text
    }
}

/// One `KEY=VALUE` pair of an `expect` line.
public struct ExpectPair: Hashable, Sendable, Codable {
    /// What to observe.
    package var key: ObservableKey
    /// The key as written (`stack.home`, `badge.me`).
    public var keyText: String
    /// The expected value as written.
    public var value: String
    /// The position of the pair's first character.
    public var position: TracePosition

    /// Creates a pair.
    /// - Parameters:
    ///   - key: What to observe.
    ///   - keyText: The key as written.
    ///   - value: The expected value.
    ///   - position: Where the pair is.
    package init(key: ObservableKey, keyText: String, value: String, position: TracePosition) {
        self.key = key
        self.keyText = keyText
        self.value = value
        self.position = position
    }
}

/// An `expect` line: pairs that must all hold after the previous step.
public struct Expectation: Hashable, Sendable, Codable {
    /// The pairs, in the order written.
    public var pairs: [ExpectPair]
    /// The position of the word `expect`.
    public var position: TracePosition

    /// Creates an expectation.
    /// - Parameters:
    ///   - pairs: At least one pair, no key twice.
    ///   - position: Where the line is.
    public init(pairs: [ExpectPair], position: TracePosition) {
        self.pairs = pairs
        self.position = position
    }
}

/// One pair of an `expect` line that did not hold.
public struct ExpectFailure: Hashable, Sendable, Codable {
    /// The key as written.
    public var keyText: String
    /// The value the line expects.
    public var expected: String
    /// The value observed.
    public var actual: String

    /// Creates a failure.
    /// - Parameters:
    ///   - keyText: The key as written.
    ///   - expected: The expected value.
    ///   - actual: The observed value.
    public init(keyText: String, expected: String, actual: String) {
        self.keyText = keyText
        self.expected = expected
        self.actual = actual
    }
}

/// A statement of a trace after its header: a step, or an expectation.
public enum TraceStatement: Hashable, Sendable, Codable {
    /// A step, replayed through the reducer.
    case step(TraceStep)
    /// An expectation about the state after the previous step.
    case expect(Expectation)
}
