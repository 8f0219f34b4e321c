import TabNavExplore

#if canImport(Glibc)
    import Glibc
#endif

/// The breadth-first search spread over the ranks: each state is owned by one rank (``Partition``), which alone
/// keeps it and steps it.
///
/// Level by level, each rank steps the states of the level it owns with the library's successor function
/// (``PackedSpaceStepper``), sends each successor's key with the step that found it (``Origin``) to the successor's
/// owner in one all-to-all exchange, and adds the ones it did not hold, in rank order, as the next level. A global
/// sum of the new states ends the search. Every figure is a sum or a least value over the ranks, so none depends on
/// how many there are. With the space's symmetry every successor is its orbit's representative, so a state's owner
/// is its orbit's, and each printed path is made concrete (``PackedSpace/concrete(_:)``).
struct DistributedSearch {
    let space: PackedSpace
    let world: Communicator
    /// Stop after the first level at which this many states are found (whole levels).
    var maxStates: Int?
    /// Stop after this many levels: the states of the last one are checked but not stepped.
    var maxLevels: Int?

    /// What the search found, the same on every rank.
    struct Result {
        var states = 0
        /// The states the ones found stand for (their orbits' sizes, summed); ``states`` without twins.
        var statesWithoutSymmetry = 0
        var transitions = 0
        /// The last level with a state: the longest shortest path.
        var levels = 0
        var isComplete = true
        /// For each property bit, the length of a shortest path that reaches it, or `nil`.
        var shortest: [Int?] = []
        /// For each property reached, a shortest path's letters.
        var paths: [Int: [Int]] = [:]
        /// The wall time of the slowest rank, and its time stepping and exchanging, in seconds.
        var seconds = 0.0
        var stepSeconds = 0.0
        var exchangeSeconds = 0.0
        /// The processor time of all the ranks together, stepping and in all (MPI's waits spin, so the whole counts
        /// the exchange's waiting too), in seconds.
        var stepCPUSeconds = 0.0
        var cpuSeconds = 0.0
        /// The bytes the ranks sent one another (keys and origins; a rank's own successors are not sent).
        var bytesSent = 0
        /// The largest number of states a rank owned, and the bytes of the largest store.
        var largestShare = 0
        var largestStoreBytes = 0
    }

    /// Where a rank first saw each property: the level of the path's end, and the state (global number) and letter
    /// that end it.
    private struct Witnesses {
        var level = [UInt64](repeating: .max, count: 64)
        var state = [UInt64](repeating: 0, count: 64)
        var letter = [UInt64](repeating: 0, count: 64)

        mutating func note(_ flags: UInt64, level length: Int, state global: UInt64, letter: Int?) {
            var rest = flags
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                rest &= rest - 1
                guard UInt64(length) < level[bit] else { continue }
                level[bit] = UInt64(length)
                state[bit] = global
                self.letter[bit] = letter.map(UInt64.init) ?? 0xff
            }
        }
    }

    func run() throws(ExploreError) -> Result {
        let start = world.now
        let words = space.words
        var store = OwnedStates(words: words)
        var stepper = space.makeStepper()
        var steps = PackedSpaceSteps()
        var witnesses = Witnesses()
        var result = Result()
        let launch = space.launchKey
        let launchOwner = Partition.owner(Partition.hash(launch, at: 0, words: words), size: world.size)
        if launchOwner == world.rank {
            _ = store.insert(launch, at: 0, hash: Partition.hash(launch, at: 0, words: words), origin: Origin.launch)
        }
        witnesses.note(space.launchFlags, level: 0, state: Origin.global(rank: launchOwner, number: 0), letter: nil)
        var levelStart = 0
        var level = 0
        var transitions = 0
        var orbitStates = 0
        var bytesSent = 0
        var stepSeconds = 0.0
        var exchangeSeconds = 0.0
        var stepCPU = 0.0
        let startCPU = processorSeconds()
        var total = 1
        while true {
            let cut = (maxLevels.map { level >= $0 } ?? false) || (maxStates.map { total >= $0 && level > 0 } ?? false)
            let stepStart = world.now
            let stepStartCPU = processorSeconds()
            var buckets = [[UInt64]](repeating: [], count: world.size)
            for number in levelStart..<store.count {
                try stepper.step(store.keys, at: number * words, into: &steps)
                orbitStates += steps.orbitSize
                let global = Origin.global(rank: world.rank, number: number)
                witnesses.note(steps.stateFlags, level: level, state: global, letter: nil)
                // A level cut checks its last level's states without stepping them, as the explorer's limit does.
                if cut { continue }
                for (letter, flags) in steps.stepFlags.enumerated() where flags != 0 {
                    witnesses.note(flags, level: level + 1, state: global, letter: letter)
                }
                transitions += steps.transitions
                for i in 0..<steps.count {
                    let at = i * words
                    let owner = Partition.owner(Partition.hash(steps.successors, at: at, words: words), size: world.size)
                    buckets[owner].append(contentsOf: steps.successors[at..<at + words])
                    buckets[owner].append(Origin.step(parent: global, letter: steps.letters[i]))
                }
            }
            stepSeconds += world.now - stepStart
            stepCPU += processorSeconds() - stepStartCPU
            if cut {
                result.isComplete = false
                break
            }
            let exchangeStart = world.now
            for (owner, bucket) in buckets.enumerated() where owner != world.rank { bytesSent += bucket.count * 8 }
            let received = world.exchange(buckets)
            let next = store.count
            var at = 0
            while at < received.count {
                _ = store.insert(
                    received, at: at, hash: Partition.hash(received, at: at, words: words), origin: received[at + words])
                at += words + 1
            }
            let found = Int(world.sum([UInt64(store.count - next)])[0])
            exchangeSeconds += world.now - exchangeStart
            if found == 0 { break }
            total += found
            level += 1
            levelStart = next
        }
        result.levels = level
        let sums = world.sum([
            UInt64(store.count), UInt64(transitions), UInt64(bytesSent), UInt64(stepCPU * 1e6),
            UInt64((processorSeconds() - startCPU) * 1e6), UInt64(orbitStates),
        ])
        result.states = Int(sums[0])
        result.transitions = Int(sums[1])
        result.bytesSent = Int(sums[2])
        result.stepCPUSeconds = Double(sums[3]) / 1e6
        result.cpuSeconds = Double(sums[4]) / 1e6
        result.statesWithoutSymmetry = Int(sums[5])
        let least = world.minimum(witnesses.level)
        result.shortest = least.map { $0 == .max ? nil : Int($0) }
        result.paths = paths(witnesses, least: least, store: store)
        let times = world.maximum([
            world.now - start, stepSeconds, exchangeSeconds, Double(store.count), Double(store.bytes),
        ])
        result.seconds = times[0]
        result.stepSeconds = times[1]
        result.exchangeSeconds = times[2]
        result.largestShare = Int(times[3])
        result.largestStoreBytes = Int(times[4])
        return result
    }

    /// A shortest path to each property reached: the lowest rank that saw it at the least level gives its witness,
    /// and the path is walked back from owner to owner, one broadcast a step.
    private func paths(_ witnesses: Witnesses, least: [UInt64], store: OwnedStates) -> [Int: [Int]] {
        let reached = (0..<least.count).filter { least[$0] != .max && $0 < space.propertyNames.count }
        let candidates = world.minimum(
            reached.map { witnesses.level[$0] == least[$0] ? UInt64(world.rank) : .max })
        var paths: [Int: [Int]] = [:]
        for (bit, rank) in zip(reached, candidates) {
            let end = world.broadcast([witnesses.state[bit], witnesses.letter[bit]], from: Int(rank))
            var letters = end[1] == 0xff ? [] : [Int(end[1])]
            var state = end[0]
            while true {
                let owner = Origin.rank(state)
                let origin = world.broadcast(
                    owner == world.rank ? [store.origins[Origin.number(state)]] : [0], from: owner)[0]
                if origin == Origin.launch { break }
                letters.append(Origin.letter(origin))
                state = Origin.parent(origin)
            }
            paths[bit] = space.concrete(letters.reversed())
        }
        return paths
    }
}

/// The processor time this process has used, in seconds.
func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
