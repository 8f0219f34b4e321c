import Foundation
@testable import TabNav

/// The random walks' generator: the property tests' SplitMix64, so that one seed reproduces any run.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// The default seed of the random walks, or the one in `TABNAV_PBT_SEED` (decimal or `0x` hex).
    static var defaultSeed: UInt64 {
        PropertySettings.current(defaultCases: 0).seed
    }
}

/// Random events over a small pool of screens, mostly aimed at tabs that exist.
enum EventGenerator {
    static let screens = ["a", "b", "article", "home", "discover", "compose"]

    static func event(for state: State, using rng: inout SeededGenerator) -> Event {
        let tabCount = state.tabs.count
        func tab() -> Int { Int.random(in: 0..<(tabCount + 1), using: &rng) }  // now and then one past the end
        func target() -> Int? { Bool.random(using: &rng) && Bool.random(using: &rng) ? tab() : nil }
        func screen() -> String { screens.randomElement(using: &rng)! }
        let instant = Int.random(in: 0..<4, using: &rng) == 0
        switch Int.random(in: 0..<26, using: &rng) {
        case 0, 1: return .tap(tab())
        case 2: return .tapCenter
        case 3: return .select(tab())
        case 4, 5, 6: return .push(screen(), hidesBar: Int.random(in: 0..<3, using: &rng) == 0, instant: instant, in: target())
        case 7: return .pop(instant: instant, in: target())
        case 8: return .popTo(screen(), instant: instant, in: target())
        case 9: return .popToRoot(instant: instant, in: target())
        case 10: return .setStack((0..<Int.random(in: 0...4, using: &rng)).map { _ in screen() }, instant: instant, in: target())
        case 11: return .backSwipe
        case 12: return .swipeStart
        case 13: return .swipeFinish
        case 14: return .swipeCancel
        case 15: return .present(screen(), style: Bool.random(using: &rng) ? .fullScreen : .sheet)
        case 16: return .dismiss
        case 17: return .open(tab(), (0..<Int.random(in: 0...2, using: &rng)).map { _ in screen() })
        case 18:
            let badges: [Badge] = [.none, .count(0), .count(3), .count(120), .dot, .text("new")]
            return .badge(tab(), badges.randomElement(using: &rng)!)
        case 19: return .enable(tab())
        case 20: return .disable(tab())
        case 21: return .rotate
        case 22: return .report(.backButtonPopped)
        case 23: return .report(.backMenuPopped(to: screen()))
        case 24: return .report(.sheetSwipedDown)
        default: return .report(.systemPopped(toDepth: Int.random(in: 0...4, using: &rng), in: StackTarget(tabOrFocused: target())))
        }
    }
}
