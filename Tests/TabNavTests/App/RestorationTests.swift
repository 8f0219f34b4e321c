import Foundation
import TabNav
import Testing

/// Restoring an archive into the running build's configuration.
@Suite("Restoring against the running configuration")
struct RestorationTests {
    static func archive(_ state: TabNavState<Route>) throws -> Data { try JSONEncoder().encode(state) }

    static func restore(_ data: Data, into configuration: Configuration<Route>) throws -> TabNavState<Route> {
        let decoder = JSONDecoder()
        decoder.userInfo[TabNavState<Route>.runningConfigurationKey] = configuration
        return try decoder.decode(TabNavState<Route>.self, from: data)
    }

    @Test("The running configuration's rules apply after an update: hiding screens and profile are the new build's")
    func runningRulesApply() throws {
        let old = try routeConfiguration(profile: .legacy)
        var state = TabNavState(configuration: old)
        state.reduce(.push(.settings))
        #expect(!state.isBarHidden)
        let new = try routeConfiguration(profile: .ios26, hiding: [.settings])
        let restored = try Self.restore(try Self.archive(state), into: new)
        #expect(restored.configuration == new)
        #expect(restored.tabs[0].stack.top.hidesBar && restored.isBarHidden)
        // Without the running configuration the archive brings its own back: what the fix is about.
        let stale = try JSONDecoder().decode(TabNavState<Route>.self, from: try Self.archive(state))
        #expect(stale.configuration.profile == .legacy && !stale.isBarHidden)
    }

    @Test("With String screens an entry's own flag survives, and a flag the old hiding screens set goes with them")
    func ownFlagsSurvive() throws {
        let tabs = [TabSpec(name: "home", root: "home"), TabSpec(name: "me", root: "me")]
        var state = TabNavState(configuration: try Configuration<String>(tabs: tabs, hidingScreens: ["settings"]))
        state.reduce(TabNavRequest.push("settings"))
        state.reduce(TabNavRequest.push("comments", hidesBar: true))
        let data = try JSONEncoder().encode(state)
        let decoder = JSONDecoder()
        decoder.userInfo[TabNavState<String>.runningConfigurationKey] = try Configuration<String>(tabs: tabs)
        let restored = try decoder.decode(TabNavState<String>.self, from: data)
        #expect(restored.tabs[0].stack.entries.map(\.hidesBar) == [false, false, true])
    }

    @Test("For a TabBarHidingScreen type the running rule decides every flag: the archive cannot tell its own flags")
    func screenRuleDecides() throws {
        var state = TabNavState(configuration: try routeConfiguration(hiding: [.settings]))
        state.reduce(.push(.settings))
        state.reduce(.push(.comments(article: 1), hidesBar: true))
        state.reduce(.push(.article(id: 2)))
        let restored = try Self.restore(try Self.archive(state), into: try routeConfiguration())
        // settings: no longer declared; comments: its own flag is not told from an old build's rule; article: the rule.
        #expect(restored.tabs[0].stack.entries.map(\.hidesBar) == [false, false, false, true])
    }

    @Test("A root that a stack replacement put there is restored; only a changed configured root does not fit")
    func replacedRootRestores() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        #expect(state.reduce(.setStack([.settings, .comments(article: 3)], in: .tab(1))).outcome == .ok)
        let restored = try Self.restore(try Self.archive(state), into: try routeConfiguration())
        #expect(restored.tabs[1].stack.entries.map(\.screen) == [.settings, .comments(article: 3)])
    }

    @Test("Through the decoder's key every failure is a RestorationError, an unreadable archive included")
    func decoderPathThrowsRestorationErrors() throws {
        let data = try Self.archive(TabNavState(configuration: try routeConfiguration()))
        let broken = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"discover\":{}", with: "\"gone\":{}")
        #expect {
            _ = try Self.restore(Data(broken.utf8), into: try routeConfiguration())
        } throws: { error in
            guard case .unreadable = error as? RestorationError else { return false }
            return true
        }
    }

    @Test("A tab gone, or a tab whose root changed, throws an error that names it")
    func misfitsThrow() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        state.reduce(.select(tab: 3))
        let data = try Self.archive(state)
        let threeTabs = try Configuration<Route>(tabs: [
            TabSpec(name: "home", root: .home), TabSpec(name: "discover", root: .discover),
            TabSpec(name: "follow", root: .follow),
        ])
        #expect(throws: RestorationError.removedTab("me")) { try Self.restore(data, into: threeTabs) }
        let newRoot = try Configuration<Route>(tabs: [
            TabSpec(name: "home", root: .settings), TabSpec(name: "discover", root: .discover),
            TabSpec(name: "follow", root: .follow), TabSpec(name: "me", root: .me),
        ])
        #expect(throws: RestorationError.rootChanged(tab: "home")) { try Restored.decode(data, into: newRoot) }
    }

    @Test("Tabs are matched by name: a moved tab keeps its stack and the selection, a new tab starts at its root")
    func tabsMatchByName() throws {
        var state = TabNavState(configuration: try routeConfiguration())
        state.reduce(.select(tab: 3))
        state.reduce(.push(.settings))
        state.reduce(.setBadge(.count(2), tab: 1))
        let reordered = try Configuration<Route>(tabs: [
            TabSpec(name: "me", root: .me), TabSpec(name: "home", root: .home), TabSpec(name: "discover", root: .discover),
            TabSpec(name: "follow", root: .follow), TabSpec(name: "news", root: .settings),
        ])
        let restored = try Self.restore(try Self.archive(state), into: reordered)
        #expect(restored.selection == .tab(0))
        #expect(restored.tabs[0].stack.entries.map(\.screen) == [.me, .settings])
        #expect(restored.tabs[2].badge == .count(2))
        #expect(restored.tabs[4].stack.entries.map(\.screen) == [.settings])
        #expect(restored.invariantViolations().isEmpty)
    }

    @Test("What UIKit holds only while the app runs starts as at launch: the gestures, the minimized bar")
    func transientPartsReset() throws {
        let config = try Configuration<Route>(
            tabs: [TabSpec(name: "home", root: .home), TabSpec(name: "me", root: .me)], profile: .ios26,
            minimize: .onScrollDown)
        var state = TabNavState(configuration: config)
        state.reduce(.push(.settings))
        state.reduce(.scrolled(.down))
        state.reduce(.backSwipe(.began))
        #expect(state.barMinimized && state.swipe == .active)
        let restored = try Self.restore(try Self.archive(state), into: config)
        #expect(!restored.barMinimized && restored.swipe == .idle)
        #expect(restored.tabs[0].stack == state.tabs[0].stack)
    }

    @Test("An archive the running Screen type cannot read throws unreadable, naming the cause")
    func unreadableArchive() throws {
        let data = try Self.archive(TabNavState(configuration: try routeConfiguration()))
        let broken = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"discover\":{}", with: "\"gone\":{}")
        #expect(broken != String(decoding: data, as: UTF8.self))
        let running = try routeConfiguration()
        #expect {
            _ = try Restored.decode(Data(broken.utf8), into: running)
        } throws: { error in
            guard case .unreadable(let reason) = error as? RestorationError else { return false }
            return !reason.isEmpty
        }
    }
}

/// Decodes through ``TabNavState/init(from:configuration:)``, the initializer an app's own `Decodable` type calls.
struct Restored: Decodable {
    static let key = CodingUserInfoKey(rawValue: "test.running")!
    let state: TabNavState<Route>

    init(from decoder: any Decoder) throws {
        guard let running = decoder.userInfo[Self.key] as? Configuration<Route> else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no running configuration"))
        }
        state = try TabNavState(from: decoder, configuration: running)
    }

    static func decode(_ data: Data, into running: Configuration<Route>) throws -> TabNavState<Route> {
        let decoder = JSONDecoder()
        decoder.userInfo[key] = running
        return try decoder.decode(Restored.self, from: data).state
    }
}

/// Restoring, then moving there from the launch state, commands only what differs.
@Suite("Restoring, then moving from launch")
struct RestorationMoveTests {
    @Test("Tabs at their root after a restore into a reordered, grown app cost no command; the changed stack one")
    func onlyWhatDiffers() throws {
        let five = try Configuration<String>(tabs: ["home", "news", "shop", "live", "me"].map { TabSpec(name: $0, root: $0) })
        var state = TabNavState(configuration: five)
        state.reduce(TabNavRequest.select(tab: 4))
        state.reduce(TabNavRequest.push("settings"))
        let seven = try Configuration<String>(
            tabs: ["me", "home", "wallet", "news", "shop", "live", "follow"].map { TabSpec(name: $0, root: $0) })
        let decoder = JSONDecoder()
        decoder.userInfo[TabNavState<String>.runningConfigurationKey] = seven
        let restored = try decoder.decode(TabNavState<String>.self, from: try JSONEncoder().encode(state))
        var launched = TabNavState(configuration: seven)
        let effects = try launched.move(to: restored)
        let stackCommands = effects.filter {
            switch $0 {
            case .push, .pop, .popTo, .popToRoot, .setViewControllers: true
            default: false
            }
        }
        #expect(stackCommands.count == 1, "\(effects)")
        #expect(launched.tabs[0].stack.entries.map(\.screen) == ["me", "settings"])
        #expect(launched.invariantViolations().isEmpty)
    }
}
