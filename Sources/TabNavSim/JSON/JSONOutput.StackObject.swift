import TabNav

extension JSONOutput {
    /// A stack a command or an event acts on: `{"tab": NAME}` or `{"modal": true}`.
    struct StackObject: Encodable {
        let ref: StackRef
        let tabs: [String]

        private enum CodingKeys: String, CodingKey { case tab, modal }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch ref {
            case .tab(let index): try container.encode(TabValue(index, in: tabs), forKey: .tab)
            case .modal: try container.encode(true, forKey: .modal)
            }
        }
    }
}
