import TabNav

/// The screens of a Jianshu-like app as an app declares them: an enum with associated values, where "every article
/// hides the bar" is a rule over cases, not a set of values.
enum Route: Hashable, Sendable, Codable, TabBarHidingScreen {
    case home, discover, follow, me
    case article(id: Int)
    case comments(article: Int)
    case settings
    case compose

    var hidesTabBar: Bool {
        if case .article = self { return true }
        return false
    }
}

/// The four-tab app of these tests, with a centre button.
func routeConfiguration(
    center: CenterButton<Route>.Action = .present(.compose, style: .fullScreen), profile: UIKitProfile = .modern,
    hiding: Set<Route> = []
) throws -> Configuration<Route> {
    try Configuration(
        tabs: [
            TabSpec(name: "home", root: .home), TabSpec(name: "discover", root: .discover),
            TabSpec(name: "follow", root: .follow), TabSpec(name: "me", root: .me),
        ],
        hidingScreens: hiding, centerButton: CenterButton(name: "write", action: center), profile: profile)
}
