import TabNav

extension Configuration where Screen == String {
    /// The Jianshu-style app of the trace format's example: four tabs, a centre "write" button that presents
    /// `compose` full screen, `article` hiding the bar, a custom bar on the system tab bar, the `legacy` profile.
    package static var jianshu: Configuration<String> {
        do {
            return try Configuration(
                tabs: ["home", "discover", "follow", "me"].map { TabSpec(name: $0, root: $0) },
                hidingScreens: ["article"],
                centerButton: CenterButton(name: "write", action: .present("compose", style: .fullScreen)),
                profile: .legacy,
                customBar: .onSystemBar)
        } catch {
            preconditionFailure("the Jianshu configuration is valid: \(error)")
        }
    }
}
