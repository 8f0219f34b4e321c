import Testing
import TabNav

/// The README's coordinator example, compiled and run so that it cannot rot.
@Suite("The README example")
struct ReadmeExampleTests {
    enum Route: String, Hashable, Sendable, Codable { case home, discover, me, article, compose }

    @Test("Pushing a hiding article then tapping the centre button presents compose over a hidden bar")
    func coordinatorExample() throws {
        let config = try Configuration<Route>(
            tabs: [TabSpec(name: "home", root: .home), TabSpec(name: "discover", root: .discover),
                   TabSpec(name: "me", root: .me)],
            hidingScreens: [.article],
            centerButton: CenterButton(name: "write", action: .present(.compose, style: .fullScreen))
        )
        var state = TabNavState(configuration: config)
        var performed: [Effect<Route>] = []
        for event in [TabNavEvent<Route>.pushed(.article, hidesBar: false, animated: true, target: nil),
                      .centerButtonTapped] {
            performed += state.reduce(event).effects
        }
        #expect(performed == [
            .push(Entry(screen: .article, hidesBar: true, id: EntryID(rawValue: 3)), stack: .tab(0), animated: true),
            .setTabBarHidden(true, animated: true),
            .present(Entry(screen: .compose, hidesBar: false, id: EntryID(rawValue: 4)), style: .fullScreen, animated: true),
        ])
        #expect(state.modal?.stack.description == "compose")
        #expect(state.isBarHidden)
    }
}
