import Foundation
import TabNavTesting

@testable import TabNav

/// The random walks' generator: the property tests' SplitMix64, so that one seed reproduces any run.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// The default seed of the random walks, or the one in `TABNAV_PBT_SEED` (decimal or `0x` hex).
    static var defaultSeed: UInt64 {
        PropertySettings.current(defaultCases: 0).seed
    }
}

extension EventGenerator {
    /// One step of the shared generator's uniform mix, for the random walks (that mix keeps nothing between steps).
    static func uniformStep(for state: State, using rng: inout SplitMix64) -> Event {
        var generator = EventGenerator(mix: .uniform)
        return generator.next(for: state, using: &rng)
    }
}
