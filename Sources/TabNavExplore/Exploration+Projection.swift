extension Exploration {
    /// What a search that stopped short (``Explorer/maxStates`` or ``Explorer/memory``) would have needed to finish:
    /// an estimate from the sizes of the levels it completed, not a measurement.
    ///
    /// The next level is projected at the last level's growth (the ratio of its size to the one before). The rest of
    /// the search is projected only when the growth slows: each later level grows by the last ratio less the mean
    /// fall of the ratio over the last levels, until a level would be empty. While the ratio does not fall, no end is
    /// in sight and ``finishStates`` is `nil`.
    public struct Projection: Hashable, Sendable {
        /// The new states of each level the search completed, level 0 (launch) first.
        public var levelSizes: [Int]
        /// The states the next level would find, by the last level's growth.
        public var nextLevelStates: Int
        /// The bytes the search would hold after the next level (its store and the threads' lists at the merge).
        public var nextLevelBytes: Int
        /// The levels still to come, when the growth slows; `nil` otherwise.
        public var finishLevels: Int?
        /// The states the whole search would find, when the growth slows; `nil` otherwise.
        public var finishStates: Int?
        /// The bytes the whole search would hold at its end, when ``finishStates`` is known.
        public var finishBytes: Int?

        /// Projects the rest of a search from its levels.
        /// - Parameters:
        ///   - levelSizes: The new states of each completed level, launch first.
        ///   - heldBytes: The bytes held after the last one.
        ///   - bytesPerState: The bytes a new state adds while it is found and kept.
        /// - Complexity: O(*l*) in the levels, and at most 10,000 projected ones.
        public init(levelSizes: [Int], heldBytes: Int, bytesPerState: Int) {
            self.levelSizes = levelSizes
            let ratios = zip(levelSizes.dropFirst(), levelSizes).map { $1 > 0 ? Double($0) / Double($1) : 0 }
            let growth = ratios.last ?? 1
            let last = Double(levelSizes.last ?? 1)
            nextLevelStates = Int((last * growth).rounded())
            nextLevelBytes = heldBytes + nextLevelStates * bytesPerState
            // The mean fall of the ratio over the last (up to) three levels.
            let recent = ratios.suffix(4)
            guard recent.count >= 2, let first = recent.first else { return }
            let fall = (first - growth) / Double(recent.count - 1)
            guard fall > 0 else { return }
            var ratio = growth
            var size = last
            var states = 0.0
            var levels = 0
            while levels < 10_000 {
                ratio -= fall
                size *= ratio
                if ratio <= 0 || size < 0.5 { break }
                states += size
                levels += 1
            }
            let found = levelSizes.reduce(0, +)
            finishLevels = levels
            finishStates = found + Int(states.rounded())
            finishBytes = heldBytes + Int(states.rounded()) * bytesPerState
        }
    }
}
