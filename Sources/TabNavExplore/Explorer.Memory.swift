extension Exploration {
    /// What a bound on memory (``Explorer/memory``) made a search do.
    ///
    /// Between levels the search weighs what it holds (the store) and what the next level will add: as many new
    /// states for each state stepped as the last level found (the growth), each taking its key, parent, letter and
    /// table slots in the store and its place in the threads' lists until the merge. When that passes half the bound with an exact store, the store
    /// switches to fingerprints (``Explorer/fingerprints``); when it passes the bound, the search stops before the
    /// level, every state up to it found and checked.
    public struct MemoryUse: Hashable, Sendable {
        /// The bound, in bytes; `nil` for none.
        public var limit: Int?
        /// The level after which the store switched to fingerprints; `nil` when it did not switch.
        public var fingerprintsFromLevel: Int?
        /// Whether the search stopped because the next level would not fit.
        public var stopped = false
        /// The bytes the search would have held after the next level (the projection that stopped it), or after the
        /// last level checked.
        public var projectedBytes = 0
        /// The new states the next level was projected to find.
        public var projectedStates = 0

        /// Creates a record of no bound.
        public init() {}
    }
}

extension Explorer.Search {
    /// Whether the next level, the states `next`, may be stepped under ``Explorer/memory``; switches the store to
    /// fingerprints first when that makes it fit. `stepped` is the count of the level before, `level` the next one's.
    mutating func withinMemory(stepped: Int, next: Range<Int>, level: Int) -> Bool {
        guard let limit = explorer.memory else { return true }
        memory.limit = limit
        func projection() -> (bytes: Int, states: Int) {
            let growth = stepped > 0 ? Double(next.count) / Double(stepped) : 1
            let states = Int(Double(next.count) * growth)
            return (store.bytes + states * bytesPerNewState, states)
        }
        var (bytes, states) = projection()
        if !store.fingerprints && bytes > limit / 2 {
            store = store.withFingerprints(keepingKeysFrom: next.lowerBound)
            memory.fingerprintsFromLevel = level - 1
            (bytes, states) = projection()
        }
        memory.projectedBytes = bytes
        memory.projectedStates = states
        if bytes > limit { memory.stopped = true }
        return bytes <= limit
    }
}

extension Explorer.Search {
    /// The bytes a new state adds while a level is found: in the store its key, parent and letter, and its slots (a
    /// load down to 5/16 after a doubling); in a thread's lists until the merge its key, hash, parent and letter, and
    /// fingerprint.
    var bytesPerNewState: Int {
        let stored = layout.words * 8 + 5 + store.probeWords * 8 * 16 / 5
        let listed = layout.words * 8 + 8 + 4 + 1 + (store.fingerprints ? 8 : 0)
        return stored + listed
    }
}
