import TabNav
import TabNavTrace

/// The simulator's human rendering of a trace header, from the one model, ``Configuration/headerFacts`` (the JSON
/// header object, ``JSONOutput/HeaderLine``, is rendered from it too).
enum HeaderRendering {
    /// The human header line: every fact, defaults included, as its header line, separated by `; `.
    static func line(_ header: TraceHeader) -> String {
        header.configuration.headerFacts.map(\.description).joined(separator: "; ")
    }
}
