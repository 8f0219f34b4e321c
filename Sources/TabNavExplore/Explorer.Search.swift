import Dispatch
import TabNav

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Explorer {
    /// One run of the breadth-first search.
    struct Search {
        let explorer: Explorer
        /// The model's packed space: its layout, numbered screens, checks and launch key, checked once.
        let space: PackedSpace
        var layout: StateLayout { space.layout }
        var checks: PropertyChecks { space.checks }
        var store: StateStore
        /// For each property bit: the state that has it, or the step (parent, letter) that reaches it.
        var found: [Int: (parent: Int, letter: Int?)] = [:]
        var transitions = 0
        var changing: [Bool]
        /// The twins folded together (none when ``Explorer/symmetry`` is off): the space's.
        var symmetry: ScreenSymmetry { space.folding }
        /// The states the ones found stand for.
        var orbitStates = 0.0
        /// What ``Explorer/memory`` made the search do (``Exploration/memory``).
        var memory = Exploration.MemoryUse()
        /// The new states of each level found whole, launch first.
        var levelSizes: [Int] = [1]

        /// ``Explorer/parallelMergeMinimum`` and ``Explorer/parallelMergeCapacity``.
        var parallelMergeMinimum: Int { explorer.parallelMergeMinimum }
        var parallelMergeCapacity: Int { Swift.max(64, explorer.parallelMergeCapacity) }

        /// A search of the explorer's model.
        /// - Throws: ``ExploreError`` as ``PackedSpace/init(model:goals:symmetry:)`` does: a bound, alphabet or goal list out of
        ///   range, or stacks too wide to pack.
        init(explorer: Explorer) throws(ExploreError) {
            self.explorer = explorer
            space = try PackedSpace(model: explorer.model, goals: explorer.goals, symmetry: explorer.symmetry)
            store = StateStore(words: space.layout.words, fingerprints: explorer.fingerprints)
            changing = Array(repeating: false, count: explorer.model.letters.count)
        }

        mutating func run() throws(ExploreError) -> Exploration {
            let clock = ContinuousClock()
            let start = clock.now
            let model = explorer.model
            let numbered = space.numbered
            var key = space.launchKey
            // The launch state has no twin (no tab's root is one); canonical all the same.
            var renaming =
                Array(repeating: -1, count: symmetry.classOf.count) + Array(repeating: 0, count: symmetry.classes.count)
            _ = renaming.withUnsafeMutableBufferPointer { r in
                key.withUnsafeMutableBufferPointer { symmetry.canonicalize($0.baseAddress!, scratch: r.baseAddress!) }
            }
            _ = key.withUnsafeBufferPointer { store.insert($0.baseAddress!, parent: StateStore.noParent, letter: 0) }
            note(space.launchFlags, parent: 0, letter: nil)

            var workers = (0..<explorer.threads).map { _ in
                Worker(model: model, numbered: numbered, layout: layout, checks: checks, symmetry: symmetry)
            }
            var levelStart = 0
            var levelEnd = 1
            var level = 0
            var complete = true
            var depthCompleted = 0
            while levelStart < levelEnd {
                let used = levelEnd - levelStart < 256 ? 1 : workers.count
                step(levelStart..<levelEnd, workers: &workers, used: used)
                for t in 0..<used {
                    if let failure = workers[t].failure { throw .stateOutsideLayout(failure) }
                }
                noteStateHits(&workers)
                // Steps that reach an outcome goal: the earliest, in frontier order (each worker's first is its earliest).
                var hits: [Int: (parent: Int, letter: Int)] = [:]
                for t in 0..<used {
                    for (bit, hit) in workers[t].outcomeHits {
                        if let other = hits[bit], (other.parent, other.letter) < (hit.parent, hit.letter) { continue }
                        hits[bit] = hit
                    }
                    workers[t].outcomeHits = [:]
                    transitions += workers[t].transitions
                    workers[t].transitions = 0
                    orbitStates += workers[t].orbitStates
                    workers[t].orbitStates = 0
                    for (i, c) in workers[t].changing.enumerated() where c { changing[i] = true }
                }
                for (bit, hit) in hits where found[bit] == nil { found[bit] = (hit.parent, hit.letter) }
                let stopped = merge(LevelOutput(workers: workers, used: used), workers: workers)
                for t in 0..<used { workers[t].clearOutput() }
                if stopped {
                    try checkUnstepped(levelEnd..<store.count, &workers)
                    complete = false
                    depthCompleted = level
                    break
                }
                // Only the next level's keys are read from now on.
                if store.fingerprints { store.releaseKeys(below: levelEnd) }
                let stepped = levelEnd - levelStart
                levelStart = levelEnd
                levelEnd = store.count
                if levelStart < levelEnd {
                    level += 1
                    levelSizes.append(levelEnd - levelStart)
                }
                depthCompleted = level
                if levelStart < levelEnd, !withinMemory(stepped: stepped, next: levelStart..<levelEnd, level: level) {
                    try checkUnstepped(levelStart..<levelEnd, &workers)
                    complete = false
                    break
                }
            }
            let seconds =
                Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
            return exploration(seconds: seconds, complete: complete, depthCompleted: depthCompleted)
        }

        /// Steps the states numbered `range` on `used` workers. The range is cut into chunks, which the threads take
        /// in order as they finish the last one, so that no thread idles while another has a long tail; each worker
        /// notes which chunks it stepped, and the merge takes their new states in chunk order, so the result does not
        /// depend on which thread stepped what.
        private func step(_ range: Range<Int>, workers: inout [Worker], used: Int) {
            let count = range.count
            let chunk = used == 1 ? count : Swift.min(Swift.max(count / (used * 32), 64), 4096)
            let claims = ChunkClaims(count: (count + chunk - 1) / chunk)
            // The store is only read while the workers run; the copy is gone before anything is added.
            let snapshot = store
            let letters = explorer.model.letters
            let first = range.lowerBound
            workers.withUnsafeMutableBufferPointer { ws in
                // Each thread touches its own worker only.
                let slots = WorkerSlots(base: ws.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: used) { t in
                    while let c = claims.next() {
                        let lo = first + c * chunk
                        slots.base[t].step(
                            chunk: c, lo..<Swift.min(range.upperBound, lo + chunk), store: snapshot, letters: letters)
                        if slots.base[t].failure != nil { break }
                    }
                }
            }
        }

        /// Checks the properties of the states found but not stepped (a search stopped at a limit).
        private mutating func checkUnstepped(_ range: Range<Int>, _ workers: inout [Worker]) throws(ExploreError) {
            workers[0].check(range, store: store)
            if let failure = workers[0].failure { throw .stateOutsideLayout(failure) }
            orbitStates += workers[0].orbitStates
            workers[0].orbitStates = 0
            noteStateHits(&workers)
        }

        /// Records the properties the workers found on the states they stepped, each as reached at the first state
        /// (the lowest number: the first found) that has it; empties the workers' records.
        private mutating func noteStateHits(_ workers: inout [Worker]) {
            for bit in 0..<64 where found[bit] == nil {
                let first = workers.map { $0.stateHits[bit] }.min() ?? Int.max
                if first != Int.max { found[bit] = (first, nil) }
            }
            for t in workers.indices {
                for bit in 0..<64 { workers[t].stateHits[bit] = Int.max }
            }
        }

        /// Records the properties in `flags` not recorded yet, as reached at state `parent` (or by its step `letter`).
        mutating func note(_ flags: UInt64, parent: Int, letter: Int?) {
            var rest = flags
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                rest &= rest - 1
                if found[bit] == nil { found[bit] = (parent, letter) }
            }
        }

        func path(to number: Int) -> [Int] {
            var letters: [Int] = []
            var n = number
            while store.parents[n] != StateStore.noParent {
                letters.append(Int(store.letters[n]))
                n = Int(store.parents[n])
            }
            return letters.reversed()
        }

        private func exploration(seconds: Double, complete: Bool, depthCompleted: Int) -> Exploration {
            let properties = explorer.properties
            var findings: [ExploreProperty: [Int]] = [:]
            for (bit, hit) in found {
                findings[properties[bit]] = concrete(path(to: hit.parent) + (hit.letter.map { [$0] } ?? []))
            }
            let last = store.count - 1
            return Exploration(
                properties: properties, findings: findings, states: store.count, transitions: transitions,
                longestShortestPath: path(to: last).count, isComplete: complete, depthCompleted: depthCompleted,
                seconds: seconds, storeBytes: store.bytes, stateBits: layout.bits, stateWords: layout.words,
                idleLetters: idleLetters(), threads: explorer.threads,
                twins: symmetry.classes.map { $0.map { layout.screens[$0] } },
                symmetry: space.symmetry,
                statesWithoutSymmetry: Int(orbitStates.rounded()), fingerprints: store.fingerprints, memory: memory,
                projection: complete
                    ? nil
                    : Exploration.Projection(levelSizes: levelSizes, heldBytes: store.bytes, bytesPerState: bytesPerNewState),
                packed: store.fingerprints ? ChunkedList() : store.keys, layout: store.fingerprints ? nil : layout)
        }
    }
}

/// The chunks of a level, handed out in order to the threads that ask.
///
/// The lock is a POSIX mutex rather than Foundation's `NSLock`: linking Foundation made every `tabnav-sim` process
/// load it and ICU at start-up (about 11M instructions and 10 MB of resident memory, Docs/Performance.md).
final class ChunkClaims: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var handedOut = 0
    private let count: Int

    init(count: Int) {
        self.count = count
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The next chunk not yet handed out, or `nil` when all are.
    func next() -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard handedOut < count else { return nil }
        handedOut += 1
        return handedOut - 1
    }
}

/// The workers' storage, handed to the threads of one level; thread *t* uses worker *t* alone.
struct WorkerSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<Explorer.Worker>
}
