import Foundation
@testable import TabNav

/// A small, seeded, reproducible random generator (SplitMix64), so that a failing walk can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The default seed, or the one in the environment variable `TABNAV_SEED`.
    static var defaultSeed: UInt64 {
        ProcessInfo.processInfo.environment["TABNAV_SEED"].flatMap(UInt64.init) ?? 20_261_129
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
        switch Int.random(in: 0..<22, using: &rng) {
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
        default: return .rotate
        }
    }
}
