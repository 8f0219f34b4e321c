import TabNav

/// The header of a trace (§2 of the trace format): the app's configuration, with screens named by strings.
public struct TraceHeader: Hashable, Sendable, Codable {
    /// The configuration the header declares: tabs and roots, hiding screens, centre button and policies.
    public var configuration: Configuration<String>

    /// Creates a header.
    /// - Parameter configuration: The configuration it declares.
    public init(configuration: Configuration<String>) {
        self.configuration = configuration
    }

    /// The header as canonical lines: `tabs` first, then `root` lines in tab order, `screen` lines sorted by name,
    /// `center`, `bar-policy`, `badge-policy`, `profile`, `custom-bar` and `overlap-fix`; only the lines that
    /// differ from the defaults, `tabs` always.
    /// - Complexity: O(*s* log *s*) in the number of hiding screens.
    public var canonicalLines: [String] {
        configuration.headerFacts.filter { !$0.isDefault }.map(\.description)
    }
}
