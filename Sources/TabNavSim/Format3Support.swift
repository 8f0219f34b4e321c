import TabNav

/// What the periphery does not draw yet of trace format 3: `statechart` and `render` model the `iphone` device only
/// (compact width, no orientation). A trace on another device is replayed, checked and reported in full, and
/// explored (`explore` keeps the width); these commands refuse it with a usage error instead of giving a chart or a
/// picture that leave the width out.
enum Format3Support {
    /// Throws a usage error naming the command and the device when `configuration` is not on `device iphone`.
    /// - Parameters:
    ///   - configuration: The trace's app.
    ///   - command: The subcommand, for the message and its help.
    static func requireIPhone(_ configuration: Configuration<String>, for command: String) throws(SimError) {
        guard configuration.device != .iphone else { return }
        throw SimError.usage(
            "'\(command)' models 'device iphone' only for now; this trace is on 'device \(configuration.device)' "
                + "(replay it with 'tabnav-sim FILE', which follows every width change)",
            help: "tabnav-sim help \(command)")
    }
}
