import TabNav
import Testing

@testable import TabNavTestSupport

/// A coordinator's first steps, as the docs tell them, compiled and run so that they cannot rot.
@Suite("A coordinator's first steps")
struct ReadmeExampleTests {
    enum Route: Hashable, Sendable { case home, discover, me, article, compose }

    @Test("A hiding article blocks tab taps; after a back-swipe the centre button presents compose")
    func coordinatorExample() throws {
        let config = try Configuration<Route>(
            tabs: [
                TabSpec(name: "home", root: .home), TabSpec(name: "discover", root: .discover),
                TabSpec(name: "me", root: .me),
            ],
            hidingScreens: [.article],
            centerButton: CenterButton(name: "write", action: .present(.compose, style: .fullScreen))
        )
        var state = TabNavState(configuration: config)

        let pushed = state.reduce(.push(.article)) // push; 'article' hides the tab bar
        let tapped = state.reduce(.tap(tab: 1)) // rejected: the bar is not on screen
        let swiped = state.reduce(.backSwipe(.whole)) // UIKit popped by itself: no pop command
        let step = state.reduce(.tapCenter) // presents compose
        var performed: [Effect<Route>] = []
        for effect in step.effects {
            switch effect {
            case .push, .present: performed.append(effect)
            default: break
            }
        }

        #expect([pushed.outcome, tapped.outcome, swiped.outcome, step.outcome] == [.ok, .rejected(.tabBarHidden), .ok, .ok])
        #expect(
            pushed.effects == [
                .push(Entry(screen: .article, hidesBar: true, id: EntryID(rawValue: 3)), stack: .tab(0), animated: true),
                .setTabBarHidden(true, animated: true),
            ])
        #expect(tapped.effects.isEmpty)
        #expect(swiped.effects == [.setTabBarHidden(false, animated: true)])
        #expect(
            performed == [
                .present(Entry(screen: .compose, hidesBar: false, id: EntryID(rawValue: 4)), style: .fullScreen, animated: true)
            ])
        #expect(state.modal?.stack.description == "compose")
        #expect(state.tabs[0].stack.description == "home")
    }
}
