import Foundation
import TabNav
import TabNavTesting
import Testing

/// The README's coordinator test, compiled and run: the block between the markers is the README's, word for word.
@Suite("The README's coordinator test")
struct ReadmeCoordinatorTests {
    // README:begin
    enum Route: Hashable, Sendable, TabBarHidingScreen {
        case home, discover, me, article(id: Int), compose
        var hidesTabBar: Bool { if case .article = self { true } else { false } }
    }

    @Test func uikitAlwaysShowsTheState() throws {
        let configuration = try Configuration<Route>(
            tabs: [
                TabSpec(name: "home", root: .home), TabSpec(name: "discover", root: .discover),
                TabSpec(name: "me", root: .me),
            ],
            centerButton: CenterButton(name: "write", action: .present(.compose, style: .sheet)))
        var state = TabNavState(configuration: configuration) // the coordinator's state
        var uikit = SimulatedUIKit(showing: state) // UIKit, as a value
        var random = SplitMix64(seed: 2026)
        for _ in 0..<3_000 {
            // The user acts on UIKit, which tells the coordinator; or the app asks for something.
            let event: TabNavEvent<Route>? =
                switch Int.random(in: 0..<8, using: &random) {
                case 0: uikit.userTaps(tab: Int.random(in: 0..<3, using: &random)).map { .request($0) }
                case 1: uikit.userTapsCenter().map { .request($0) }
                case 2: uikit.userSwipesBack().map { .report($0) }
                case 3: uikit.userSwipesSheetDown().map { .report($0) }
                case 4: .request(.push(.article(id: Int.random(in: 0..<9, using: &random))))
                case 5: .request(.open(tab: 1, path: [.article(id: 1)]))
                case 6: .request(.dismiss())
                default: .request(.setBadge(.count(3), tab: 2))
                }
            guard let event else { continue }
            let step = state.reduce(event) // assign first…
            // A report of UIKit is never refused or out of step: UIKit has already done it.
            if case .report = event { #expect(step.outcome.rejection == nil && step.outcome.desync == nil) }
            for effect in step.effects { try uikit.perform(effect) } // …then perform
            #expect(uikit.differences(from: state).isEmpty)
        }
    }
    // README:end

    @Test("The README shows this test word for word")
    func readmeShowsIt() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let source = try String(contentsOf: here, encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.hasSuffix("// README:begin") })
        let end = try #require(lines.firstIndex { $0.hasSuffix("// README:end") })
        let block = lines[(begin + 1)..<end].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
        #expect(
            readme.contains(block.joined(separator: "\n")), "README.md lacks the coordinator test of \(here.lastPathComponent)")
    }
}
