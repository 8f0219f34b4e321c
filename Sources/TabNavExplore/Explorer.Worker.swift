@_spi(Replay) import TabNav

extension Explorer {
    /// Steps a range of a level's states by every letter, on one thread, into its own lists.
    ///
    /// Its states have their screens numbered (``NumberedModel``); the goals, which read names, are checked on a
    /// mirror of the state with the trace's names.
    struct Worker {
        var codec: StateCodec<Int>
        let checks: PropertyChecks
        var state: TabNavState<Int>
        var effects: [Effect<Int>] = []
        /// The state with names, for the goals; made only when there are goals.
        var mirror: NamedMirror?
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
        /// The bit of `dirty` masks that stands for the parts outside the stacks, which are always written back (as a
        /// stack's bit it would only make that stack be looked at).
        static let partsOutsideStacks: UInt32 = 1 << 31
        /// The stacks (and ``partsOutsideStacks``) that steps since the codec's last unpack may have changed: the ones
        /// to write back before the next step.
        var dirty: UInt32 = ~0
        /// Two states' successors, packed, before they are looked up: keys, letters and hashes, in two lanes of
        /// as many successors as there are letters, the state being stepped in one, the state before in the other.
        /// Plain memory (``KeyScratch``), written without uniqueness or bounds checks.
        let batch: UnsafeMutablePointer<UInt64>
        let batchLetter: UnsafeMutablePointer<Int>
        let batchHash: UnsafeMutablePointer<Int>
        /// The letters' events, apart from their text, their screens numbered.
        let events: [TabNavEvent<Int>]
        /// The same events, the plain ones apart (``PlainEvent``).
        let plainEvents: [PlainEvent]

        init(
            model: ExploreModel, numbered: NumberedModel, layout: StateLayout, checks: PropertyChecks,
            symmetry: ScreenSymmetry
        ) {
            codec = StateCodec(layout: layout)
            self.symmetry = symmetry
            self.checks = checks
            state = TabNavState(configuration: numbered.configuration)
            if !checks.goals.isEmpty { mirror = NamedMirror(configuration: model.configuration, names: layout.screens) }
            changing = Array(repeating: false, count: model.letters.count)
            events = numbered.events
            plainEvents = numbered.events.map(PlainEvent.init)
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

        /// Steps chunk number `chunk` of a level, the states numbered `range` (``step(_:store:letters:depth:)``),
        /// noting where its new states start. A worker is given chunks in increasing order.
        mutating func step(chunk: Int, _ range: Range<Int>, store: StateStore, letters: [ExploreModel.Letter], depth: Int) {
            chunks.append(chunk)
            chunkStarts.append(parents.count)
            step(range, store: store, letters: letters, depth: depth)
        }

        /// Steps the states numbered `range` by every letter; keeps the results the store does not hold.
        ///
        /// The look-ups run one state behind the steps: a state's successors are packed, their slots in the store are
        /// asked for (``KeyTable/prefetch(hash:)``), and the previous state's successors
        /// are looked up meanwhile, so that the memory a look-up reads has come by the time it is read.
        mutating func step(_ range: Range<Int>, store: StateStore, letters alphabet: [ExploreModel.Letter], depth: Int) {
            let words = scratch.words
            let source = scratch.source
            let next = scratch.next
            let outcomeGoals = checks.outcomeMask != 0
            // The stacks whose change may call for renaming; `nil` renames every successor.
            let renameMask: UInt32? = symmetry.isTrivial ? 0 : symmetry.stackMask
            let stride = events.count * words
            var pending: (lane: Int, parent: Int, count: Int)? = nil
            var lane = 0
            // The letters' events, held locally (one retain) for the steps that read them from the list.
            let events = events
            for number in range {
                // Each state's own properties are checked here, once, when it is stepped: every state found is.
                guard load(number, store: store) else { return }
                var count = 0
                for index in events.indices {
                    if dirty != 0 {
                        guard unpack(stacks: dirty) else { return }
                        dirty = 0
                    }
                    let outcome = state.reduce(plainEvents[index], or: events, at: index, effects: &effects)
                    if case .rejected = outcome {
                        if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                        continue
                    }
                    if outcome.isNoop {
                        transitions += 1
                        if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                        continue
                    }
                    guard withinBound(depth) else {
                        dirty = codec.changedParts(&state) | Self.partsOutsideStacks
                        continue
                    }
                    dirty = ~0
                    transitions += 1
                    changing[index] = true
                    if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                    guard let changed = codec.pack(&state, into: next, source: source) else {
                        failure = "after '\(alphabet[index].text)'"
                        return
                    }
                    dirty = changed | Self.partsOutsideStacks
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
                    let hash = store.probe(batch + at, scratch: scratch.batchFingerprint + lane * events.count + count).hash
                    batchHash[lane * events.count + count] = hash
                    batchLetter[lane * events.count + count] = index
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
            let first = pending.lane * events.count
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
            guard unpack(clean: ~dirty) else { return false }
            dirty = 0
            // The store's keys are canonical: only read, for the orbit's size and the stacks that hold twins.
            let survey = symmetry.survey(UnsafePointer(source), scratch: scratch.renaming)
            orbitStates += survey.orbit
            twinStacks = survey.twinStacks
            return noteState(number)
        }

        /// Notes the properties of the state just unpacked, state `number`: anomalies, broken invariants and the goals
        /// that do not read the outcome.
        private mutating func noteState(_ number: Int) -> Bool {
            var found = checks.shapeFlags(state)
            if checks.hasStateGoals {
                guard mirror!.mirror(state) else {
                    failure = "a state did not take its names back"
                    return false
                }
                found |= checks.goalFlags(mirror!.state)
            }
            while found != 0 {
                let bit = found.trailingZeroBitCount
                found &= found - 1
                if stateHits[bit] == Int.max { stateHits[bit] = number }
            }
            return true
        }

        /// Unpacks `source` into the state, writing back only the stacks in the mask `stacks` (bit *i*: stack *i*);
        /// the stacks in `clean` are known to hold what the codec's last unpack left there.
        private mutating func unpack(stacks: UInt32 = ~0, clean: UInt32 = 0) -> Bool {
            let ok = codec.decode(scratch.source, into: &state, stacks: stacks, clean: clean)
            if !ok { failure = "a stored state did not unpack" }
            return ok
        }

        private func withinBound(_ depth: Int) -> Bool {
            for t in state.tabs.indices where state.tabs[t].stack.entries.count > depth { return false }
            return (state.modal?.stack.entries.count ?? 0) <= depth
        }

        private mutating func noteOutcome(_ outcome: Outcome, parent: Int, letter: Int) {
            guard mirror!.mirror(state) else {
                failure = "a state did not take its names back"
                return
            }
            var rest = checks.outcomeFlags(mirror!.state, outcome)
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
