import TabNav
import TabNavTrace
import Testing

// Short names for the arguments of parameterized tests, so that `swift test` prints one readable line a case
// rather than a configuration's whole reflection (kilobytes a line).

extension Configuration: CustomTestStringConvertible where Screen == String {
    /// The configuration as a trace header on one line: `tabs home me; profile ios26; …`.
    public var testDescription: String { TraceHeader(configuration: self).canonicalLines.joined(separator: "; ") }
}
