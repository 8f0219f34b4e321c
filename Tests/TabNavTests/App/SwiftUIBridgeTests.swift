import TabNav
import Testing

/// The pure half of the SwiftUI bridge: what bindings read, and which event SwiftUI's writes stand for.
@Suite("SwiftUI bridge")
struct SwiftUIBridgeTests {
    static func deep() throws -> TabNavState<Route> {
        var state = TabNavState(configuration: try routeConfiguration())
        for id in 1...3 { state.reduce(.push(.comments(article: id))) }
        return state
    }

    @Test("Bindings read the selection and each tab's entries above its root")
    func reads() throws {
        var state = try Self.deep()
        #expect(state.tabViewSelection == 0)
        #expect(state.navigationPath(tab: 0).map(\.screen) == [1, 2, 3].map { .comments(article: $0) })
        #expect(state.navigationPath(tab: 1).isEmpty && state.navigationPath(tab: 9).isEmpty)
        state.reduce(.present(.compose, style: .sheet))
        state.reduce(.push(.settings))
        #expect(state.modalNavigationPath.map(\.screen) == [.settings])
    }

    @Test("A new selection is a tap; the same one, or no tab, is nothing")
    func selection() throws {
        let state = try Self.deep()
        #expect(state.event(forSelection: 2) == .request(.tap(tab: 2)))
        #expect(state.event(forSelection: 0) == nil && state.event(forSelection: 7) == nil)
    }

    @Test("With a More tab, an overflow tab SwiftUI selects is picked from the More list, else selected")
    func selectionWithMore() throws {
        let tabs = ["a", "b", "c", "d", "e", "f", "g"].map { TabSpec<String>(name: $0, root: $0) }
        var state = TabNavState(configuration: try Configuration(tabs: tabs))
        #expect(state.event(forSelection: 2) == .request(.tap(tab: 2)))
        let selected = try #require(state.event(forSelection: 5))
        #expect(selected == .request(.select(tab: 5)))
        var copy = state
        #expect(copy.reduce(selected).outcome == .ok && copy.tabViewSelection == 5)
        state.reduce(.tapMore)
        let picked = try #require(state.event(forSelection: 4))
        #expect(picked == .request(.pick(tab: 4)))
        #expect(state.reduce(picked).outcome == .ok && state.tabViewSelection == 4)
    }

    @Test("A path one shorter is the back button; several shorter a back-menu pick or a system pop; any other a set-stack")
    func paths() throws {
        var state = try Self.deep()
        let path = state.navigationPath(tab: 0)
        #expect(state.event(forPath: path, tab: 0) == nil)
        #expect(state.event(forPath: Array(path.prefix(2)), tab: 0) == .report(.backButtonTapped))
        #expect(state.event(forPath: Array(path.prefix(1)), tab: 0) == .report(.backMenuPicked(.comments(article: 1))))
        #expect(state.event(forPath: [], tab: 0) == .report(.backMenuPicked(.home)))
        #expect(state.event(forPath: [], tab: 1) == nil)
        // Replayed, each event leaves the state with SwiftUI's path.
        for keep in [2, 1, 0] {
            var copy = state
            let event = try #require(copy.event(forPath: Array(path.prefix(keep)), tab: 0))
            #expect(copy.reduce(event).outcome == .ok)
            #expect(copy.navigationPath(tab: 0) == Array(path.prefix(keep)))
        }
        // A stack that is not on screen: UIKit popped it by itself.
        state.reduce(.select(tab: 1))
        #expect(state.event(forPath: [], tab: 0) == .report(.systemPopped(toDepth: 1, in: .tab(0))))
        // A path SwiftUI grew: the state decides, through set-stack.
        let grown = path + [path[0]]
        #expect(
            state.event(forPath: grown, tab: 0)
                == .request(.setStack([NewEntry(.home)] + grown.map { NewEntry($0.screen) }, in: .tab(0))))
    }

    @Test("A duplicate screen above the kept entry makes the back-menu ambiguous: a system pop instead")
    func ambiguousMenu() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        for screen: Route in [.settings, .comments(article: 1), .settings, .comments(article: 2)] { state.reduce(.push(screen)) }
        let path = state.navigationPath(tab: 0)
        let event = state.event(forPath: Array(path.prefix(1)), tab: 0)
        #expect(event == .report(.systemPopped(toDepth: 2, in: .tab(0))))
        var copy = state
        copy.reduce(try #require(event))
        #expect(copy.navigationPath(tab: 0) == Array(path.prefix(1)))
    }
}
