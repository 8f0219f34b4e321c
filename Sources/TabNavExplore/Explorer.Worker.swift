@_spi(Replay) import TabNav

extension Explorer {
    /// Steps a range of a level's states by every letter, on one thread, into its own lists.
    ///
    /// Its states have their screens numbered (``NumberedModel``); the goals, which read names, are checked on a
    /// mirror of the state with the trace's names.
    struct Worker {
        /// The successor function: the state unpacked last, the codec, the letters' events.
        var core: PackedStep
        /// The key being stepped, and a successor's key; plain memory, so that the hot loop passes the state to the
        /// codec without copying it.
        let scratch: KeyScratch
        /// The successors found that the store did not hold, not yet in it: keys, parents and letters. A state reached
        /// twice in a level is here twice (or in two workers' lists); the merge keeps the first.
        var keys: [UInt64] = []
        var parents: [UInt32] = []
        var letters: [UInt8] = []
        /// The new states' fingerprints, when the store holds fingerprints (``StateStore/fingerprints``).
        var fingerprints: [UInt64] = []
        /// For each property bit, the first state this worker stepped in the level that has it (`Int.max` for none).
        var stateHits: [Int]
        /// The new states' hashes (``StateStore/hash(_:words:)``), for the merge.
        var hashes: [Int] = []
        /// The chunks of the level this worker stepped, in the order it stepped them (increasing), and where each
        /// one's new states start in the lists above.
        var chunks: [Int] = []
        var chunkStarts: [Int] = []
        /// The earliest step that reached each outcome goal's bit.
        var outcomeHits: [Int: (parent: Int, letter: Int)] = [:]
        var transitions = 0
        /// The states the ones this worker stepped or checked stand for: the sum of their orbits' sizes
        /// (``ScreenSymmetry``); their count when there is no symmetry.
        var orbitStates = 0.0
        /// The twins whose renamings the search folds together, trivial when off.
        let symmetry: ScreenSymmetry
        var changing: [Bool]
        /// The stacks of the state being stepped that hold a twin (``ScreenSymmetry/survey(_:scratch:)``).
        var twinStacks: UInt32 = 0
        var failure: String?
        /// Two states' successors, packed, before they are looked up: keys, letters and hashes, in two lanes of
        /// as many successors as there are letters, the state being stepped in one, the state before in the other.
        /// Plain memory (``KeyScratch``), written without uniqueness or bounds checks.
        let batch: UnsafeMutablePointer<UInt64>
        let batchLetter: UnsafeMutablePointer<Int>
        let batchHash: UnsafeMutablePointer<Int>

        init(
            model: ExploreModel, numbered: NumberedModel, layout: StateLayout, checks: PropertyChecks,
            symmetry: ScreenSymmetry
        ) {
            core = PackedStep(model: model, numbered: numbered, layout: layout, checks: checks)
            self.symmetry = symmetry
            changing = Array(repeating: false, count: model.letters.count)
            let lanes = KeyScratch(
                words: layout.words, successors: 2 * model.letters.count, screens: symmetry.classOf.count,
                classes: symmetry.classes.count)
            scratch = lanes
            batch = lanes.batch
            batchLetter = lanes.batchLetter
            batchHash = lanes.batchHash
            stateHits = Array(repeating: Int.max, count: 64)
        }

        mutating func clearOutput() {
            keys.removeAll(keepingCapacity: true)
            parents.removeAll(keepingCapacity: true)
            letters.removeAll(keepingCapacity: true)
            hashes.removeAll(keepingCapacity: true)
            fingerprints.removeAll(keepingCapacity: true)
            chunks.removeAll(keepingCapacity: true)
            chunkStarts.removeAll(keepingCapacity: true)
        }

        /// Steps chunk number `chunk` of a level, the states numbered `range` (``step(_:store:letters:)``),
        /// noting where its new states start. A worker is given chunks in increasing order.
        mutating func step(chunk: Int, _ range: Range<Int>, store: StateStore, letters: [ExploreModel.Letter]) {
            chunks.append(chunk)
            chunkStarts.append(parents.count)
            step(range, store: store, letters: letters)
        }

        /// Steps the states numbered `range` by every letter; keeps the results the store does not hold.
        ///
        /// The look-ups run one state behind the steps: a state's successors are packed, their slots in the store are
        /// asked for (``KeyTable/prefetch(hash:)``), and the previous state's successors
        /// are looked up meanwhile, so that the memory a look-up reads has come by the time it is read.
        mutating func step(_ range: Range<Int>, store: StateStore, letters alphabet: [ExploreModel.Letter]) {
            let words = scratch.words
            let source = scratch.source
            let next = scratch.next
            let outcomeGoals = core.checks.outcomeMask != 0
            let letterCount = core.events.count
            // The stacks whose change may call for renaming; `nil` renames every successor.
            let renameMask: UInt32? = symmetry.isTrivial ? 0 : symmetry.stackMask
            let stride = letterCount * words
            var pending: (lane: Int, parent: Int, count: Int)? = nil
            var lane = 0
            for number in range {
                // Each state's own properties are checked here, once, when it is stepped: every state found is.
                guard load(number, store: store) else { return }
                var count = 0
                for index in 0..<letterCount {
                    let changed: UInt32
                    switch core.apply(index, source: source, into: next) {
                    case .rejected(let outcome):
                        if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                        continue
                    case .noop(let outcome):
                        transitions += 1
                        if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                        continue
                    case .beyondBound:
                        continue
                    case .notUnpacked:
                        failure = "a stored state did not unpack"
                        return
                    case .notPacked:
                        failure = "after '\(alphabet[index].text)'"
                        return
                    case .changed(let stacks, let outcome):
                        transitions += 1
                        changing[index] = true
                        if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                        changed = stacks
                    }
                    let at = lane * stride + count * words
                    for w in 0..<words { batch[at + w] = next[w] }
                    // A canonical state's successor needs renaming only when a stack the step changed holds a twin,
                    // before or after: the other stacks are the state's own, in which the twins stand in order.
                    if let mask = renameMask {
                        let stacks = changed & mask
                        if stacks & twinStacks != 0 || symmetry.holdsTwin(batch + at, stacks: stacks) {
                            symmetry.canonicalize(batch + at, scratch: scratch.renaming)
                        }
                    } else {
                        symmetry.canonicalize(batch + at, scratch: scratch.renaming)
                    }
                    let hash = store.probe(batch + at, scratch: scratch.batchFingerprint + lane * letterCount + count).hash
                    batchHash[lane * letterCount + count] = hash
                    batchLetter[lane * letterCount + count] = index
                    store.prefetch(hash: hash)
                    count += 1
                }
                if let before = pending {
                    guard resolve(before, store: store) else { return }
                }
                pending = (lane, number, count)
                lane ^= 1
            }
            if let before = pending {
                guard resolve(before, store: store) else { return }
            }
        }

        /// Looks up, in letter order, the `count` successors of state `parent` packed in lane `lane` of ``batch``,
        /// and keeps the new ones.
        private mutating func resolve(_ pending: (lane: Int, parent: Int, count: Int), store: StateStore) -> Bool {
            let words = scratch.words
            let first = pending.lane * core.events.count
            let fingerprint = scratch.batchFingerprint + first
            for j in 0..<pending.count {
                let hash = batchHash[first + j]
                let probe = store.fingerprints ? UnsafePointer(fingerprint + j) : UnsafePointer(batch + (first + j) * words)
                if store.contains(probe, hash: hash) { continue }
                if store.fingerprints { fingerprints.append(fingerprint[j]) }
                for w in 0..<words { keys.append(batch[(first + j) * words + w]) }
                parents.append(UInt32(pending.parent))
                letters.append(UInt8(batchLetter[first + j]))
                hashes.append(hash)
            }
            return true
        }

        /// Checks the properties of the states numbered `range` without stepping them: the states a search stopped at
        /// its limit found but did not step.
        mutating func check(_ range: Range<Int>, store: StateStore) {
            for number in range {
                guard load(number, store: store) else { return }
            }
        }

        /// Unpacks state `number` of the store into the state and notes its properties.
        @inline(__always)
        private mutating func load(_ number: Int, store: StateStore) -> Bool {
            let words = scratch.words
            let source = scratch.source
            store.withKey(number) { key in
                for w in 0..<words { source[w] = key[w] }
            }
            guard core.load(source) else {
                failure = "a stored state did not unpack"
                return false
            }
            // The store's keys are canonical: only read, for the orbit's size and the stacks that hold twins.
            let survey = symmetry.survey(UnsafePointer(source), scratch: scratch.renaming)
            orbitStates += survey.orbit
            twinStacks = survey.twinStacks
            return noteState(number)
        }

        /// Notes the properties of the state just unpacked, state `number`: anomalies, broken invariants and the goals
        /// that do not read the outcome.
        private mutating func noteState(_ number: Int) -> Bool {
            guard var found = core.stateFlags() else {
                failure = "a state did not take its names back"
                return false
            }
            while found != 0 {
                let bit = found.trailingZeroBitCount
                found &= found - 1
                if stateHits[bit] == Int.max { stateHits[bit] = number }
            }
            return true
        }

        private mutating func noteOutcome(_ outcome: Outcome, parent: Int, letter: Int) {
            guard var rest = core.outcomeFlags(outcome) else {
                failure = "a state did not take its names back"
                return
            }
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                rest &= rest - 1
                if outcomeHits[bit] == nil { outcomeHits[bit] = (parent, letter) }
            }
        }
    }
}

/// Memory that stays at one address for a worker's life: the key being stepped, a successor's key, and two lanes of
/// successors (keys, letters, hashes) waiting for their look-up.
final class KeyScratch {
    let words: Int
    let source: UnsafeMutablePointer<UInt64>
    let next: UnsafeMutablePointer<UInt64>
    let batch: UnsafeMutablePointer<UInt64>
    let batchLetter: UnsafeMutablePointer<Int>
    let batchHash: UnsafeMutablePointer<Int>
    /// The successors' fingerprints, in the same two lanes, when the store holds fingerprints.
    let batchFingerprint: UnsafeMutablePointer<UInt64>
    /// The scratch of ``ScreenSymmetry/canonicalize(_:scratch:)``: -1 for each screen, 0 for each class of twins.
    let renaming: UnsafeMutablePointer<Int>

    init(words: Int, successors: Int, screens: Int, classes: Int) {
        self.words = words
        source = .allocate(capacity: (2 + successors) * words)
        source.initialize(repeating: 0, count: (2 + successors) * words)
        next = source + words
        batch = source + 2 * words
        batchLetter = .allocate(capacity: 2 * Swift.max(1, successors))
        batchLetter.initialize(repeating: 0, count: 2 * Swift.max(1, successors))
        batchHash = batchLetter + Swift.max(1, successors)
        batchFingerprint = .allocate(capacity: 2 * Swift.max(1, successors))
        batchFingerprint.initialize(repeating: 0, count: 2 * Swift.max(1, successors))
        renaming = .allocate(capacity: screens + classes)
        renaming.initialize(repeating: -1, count: screens)
        (renaming + screens).initialize(repeating: 0, count: classes)
    }

    deinit {
        source.deallocate()
        batchLetter.deallocate()
        renaming.deallocate()
        batchFingerprint.deallocate()
    }
}
