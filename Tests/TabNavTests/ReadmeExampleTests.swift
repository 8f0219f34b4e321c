import Testing
import TabNav

/// The README's coordinator example, compiled and run so that it cannot rot.
@Suite("The README example")
struct ReadmeExampleTests {
    enum Route: String, Hashable, Sendable, Codable { case home, discover, me, article, compose }

    @Test("A hiding article blocks tab taps; after a back-swipe the centre button presents compose")
    func coordinatorExample() throws {
        let config = try Configuration<Route>(
            tabs: [TabSpec(name: "home", root: .home), TabSpec(name: "discover", root: .discover),
                   TabSpec(name: "me", root: .me)],
            hidingScreens: [.article],
            centerButton: CenterButton(name: "write", action: .present(.compose, style: .fullScreen))
        )
        var state = TabNavState(configuration: config)
        var outcomes: [Outcome] = []
        var performed: [Effect<Route>] = []
        for event: TabNavEvent<Route> in [
            .request(.push(.article)), // 'article' hides the tab bar
            .request(.tap(tab: 1)),                                                    // rejected: the bar is not on screen
            .report(.backSwiped),                                                      // UIKit pops by itself
            .request(.tapCenter),                                              // presents compose
        ] {
            let step = state.reduce(event)
            outcomes.append(step.outcome)
            performed += step.effects
        }
        #expect(outcomes == [.ok, .rejected(.tabBarHidden), .ok, .ok])
        #expect(performed == [
            .push(Entry(screen: .article, hidesBar: true, id: EntryID(rawValue: 3)), stack: .tab(0), animated: true),
            .setTabBarHidden(true, animated: true),
            .setTabBarHidden(false, animated: true),
            .present(Entry(screen: .compose, hidesBar: false, id: EntryID(rawValue: 4)), style: .fullScreen, animated: true),
        ])
        #expect(state.modal?.stack.description == "compose")
        #expect(state.tabs[0].stack.description == "home")
    }
}
