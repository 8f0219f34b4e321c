/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Property tests use it so that a run is a pure function of its seed: the same seed
/// generates the same cases on every machine and toolchain.
struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state.
    private(set) var state: UInt64

    /// Creates a generator from a seed; every seed, zero included, is fine.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A well-mixed seed for the `index`-th case of a run seeded with `seed`.
    static func caseSeed(run seed: UInt64, case index: Int) -> UInt64 {
        var g = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return g.next()
    }
}
