/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// The one seeded generator of the project: the property tests, the fuzzers, `tabnav-sim generate` and, through
/// its traces, the benchmarks draw from it, so that a run is a pure function of its seed on every machine.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state.
    public private(set) var state: UInt64

    /// Creates a generator from a seed; every seed, zero included, is fine.
    /// - Parameter seed: The seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    /// - Returns: A uniformly distributed value.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A well-mixed seed for the `index`-th case of a run seeded with `seed`.
    /// - Parameters:
    ///   - seed: The run's seed.
    ///   - index: The case's index in the run.
    /// - Returns: The case's own seed.
    public static func caseSeed(run seed: UInt64, case index: Int) -> UInt64 {
        var g = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return g.next()
    }
}

extension RandomNumberGenerator {
    /// A number in `0..<bound`, as `next() % bound`: one draw, the same on every platform (the tiny modulo bias
    /// does not matter to a generator of events).
    /// - Parameter bound: A positive bound (a bound of 0 or less gives 0).
    /// - Returns: A number from 0 to `bound - 1`.
    package mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }

    /// `true` with probability `percent` / 100, from one draw.
    /// - Parameter percent: The chance in percent, 0 to 100.
    /// - Returns: Whether the chance came up.
    package mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of a non-empty array, from one draw.
    /// - Parameter items: The choices.
    /// - Returns: One of them.
    package mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}
