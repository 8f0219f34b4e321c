extension JSONOutput {
    /// The centre button: its name, `present` or `push`, its screen, and the modal's style when it presents.
    struct CenterObject: Encodable {
        let name: String
        let action: String
        let screen: String
        let style: String?
    }
}
