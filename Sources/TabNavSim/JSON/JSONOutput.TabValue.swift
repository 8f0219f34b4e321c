extension JSONOutput {
    /// A tab as the trace names it: its name, or its index when no tab has that index (a command of a broken state).
    enum TabValue: Encodable {
        case name(String)
        case index(Int)

        /// The tab at `index` among `tabs`, by name when there is one.
        init(_ index: Int, in tabs: [String]) {
            self = tabs.indices.contains(index) ? .name(tabs[index]) : .index(index)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .name(let name): try container.encode(name)
            case .index(let index): try container.encode(index)
            }
        }
    }
}
