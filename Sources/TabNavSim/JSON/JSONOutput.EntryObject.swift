import TabNav

extension JSONOutput {
    /// One entry of a stack, `{"screen", "hidesBar"}`, and its identity (`id`) where a command names it.
    struct EntryObject: Encodable {
        let screen: String
        let hidesBar: Bool
        let id: UInt64?

        /// An entry of the state, without its identity.
        init(_ entry: Entry<String>) {
            screen = entry.screen
            hidesBar = entry.hidesBar
            id = nil
        }

        /// An entry a command names, with its identity.
        init(identified entry: Entry<String>) {
            screen = entry.screen
            hidesBar = entry.hidesBar
            id = entry.id.rawValue
        }

        /// An entry a request puts on a stack: it has no identity yet.
        init(_ entry: NewEntry<String>) {
            screen = entry.screen
            hidesBar = entry.hidesBar
            id = nil
        }

        /// The More list, shown as the one entry `more` of the selected stack.
        static let moreList = EntryObject(screen: "more", hidesBar: false)

        private init(screen: String, hidesBar: Bool) {
            self.screen = screen
            self.hidesBar = hidesBar
            id = nil
        }
    }
}
