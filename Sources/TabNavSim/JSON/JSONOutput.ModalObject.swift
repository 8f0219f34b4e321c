import TabNav

extension JSONOutput {
    /// The presented modal: its stack and its style.
    struct ModalObject: Encodable {
        let stack: [EntryObject]
        let style: ModalStyle

        init(_ modal: Modal<String>) {
            stack = modal.stack.entries.map { EntryObject($0) }
            style = modal.style
        }
    }
}
