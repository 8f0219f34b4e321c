import TabNav

extension Statechart {
    /// The notations a chart renders to.
    public enum Format: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// A Mermaid `stateDiagram-v2`, the regions as concurrent parts of one composite state.
        case mermaid
        /// A Markdown page: the whole machine and each region as Mermaid blocks, with a table of transitions.
        case markdown
        /// A Graphviz DOT digraph, one cluster a region.
        case dot
        /// An SCXML document: a `<parallel>` of regions, the stacks in the `<datamodel>`.
        case scxml

        /// The name used on the command line.
        public var description: String { rawValue }
    }

    /// The chart in a notation.
    /// - Parameter format: The notation.
    /// - Returns: The text, ending with a newline.
    /// - Complexity: O(*t*) in the number of transitions.
    public func render(_ format: Format) -> String {
        switch format {
        case .mermaid: mermaid()
        case .markdown: markdown()
        case .dot: dot()
        case .scxml: scxml()
        }
    }
}
