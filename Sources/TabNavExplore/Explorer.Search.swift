import Dispatch
import TabNav

extension Explorer {
    /// One run of the breadth-first search.
    struct Search {
        let explorer: Explorer
        let layout: StateLayout
        let checks: PropertyChecks
        var store: StateStore
        /// For each property bit: the state that has it, or the step (parent, letter) that reaches it.
        var found: [Int: (parent: Int, letter: Int?)] = [:]
        var transitions = 0
        var changing: [Bool]
        /// What touching slots ahead of the insertions read (kept so that the reads are made).
        var touched: UInt64 = 0

        init(explorer: Explorer) {
            self.explorer = explorer
            layout = StateLayout(model: explorer.model)
            checks = PropertyChecks(goals: explorer.goals)
            store = StateStore(words: layout.words)
            changing = Array(repeating: false, count: explorer.model.letters.count)
        }

        mutating func run() throws(ExploreError) -> Exploration {
            guard layout.fits else {
                throw .layoutTooWide(stackBits: layout.stackBits, depth: layout.depth, screens: layout.screens.count)
            }
            let clock = ContinuousClock()
            let start = clock.now
            let model = explorer.model
            guard let numbered = NumberedModel(model: model, layout: layout) else {
                throw .stateOutsideLayout("a screen of the model has no number")
            }
            let named = TabNavState(configuration: model.configuration)
            let launch = TabNavState(configuration: numbered.configuration)
            var codec = StateCodec<Int>(layout: layout)
            var key = [UInt64](repeating: 0, count: layout.words)
            let fits = key.withUnsafeMutableBufferPointer { codec.encode(launch, into: $0.baseAddress!) }
            guard fits else { throw .stateOutsideLayout("the launch state") }
            _ = key.withUnsafeBufferPointer { store.insert($0.baseAddress!, parent: StateStore.noParent, letter: 0) }
            note(checks.stateFlags(named) | checks.outcomeFlags(named, .ok), parent: 0, letter: nil)
            if let limit = explorer.maxStates { store.reserve(Swift.min(limit, 1 << 24)) }

            var workers = (0..<explorer.threads).map { _ in
                Worker(model: model, numbered: numbered, layout: layout, checks: checks)
            }
            var levelStart = 0
            var levelEnd = 1
            var level = 0
            var complete = true
            var depthCompleted = 0
            while levelStart < levelEnd {
                let count = levelEnd - levelStart
                let used = count < 256 ? 1 : workers.count
                let chunk = (count + used - 1) / used
                do {
                    // The store is only read while the workers run; the copy is gone before anything is added.
                    let snapshot = store
                    let letters = model.letters
                    let depth = model.depth
                    let (first, end) = (levelStart, levelEnd)
                    workers.withUnsafeMutableBufferPointer { ws in
                        // Each thread touches its own worker only.
                        let slots = WorkerSlots(base: ws.baseAddress!)
                        DispatchQueue.concurrentPerform(iterations: used) { t in
                            // With many threads the last chunks can be empty: never start past the level's end.
                            let lo = Swift.min(end, first + t * chunk)
                            slots.base[t].step(lo..<Swift.min(end, lo + chunk), store: snapshot, letters: letters, depth: depth)
                        }
                    }
                }
                for t in 0..<used {
                    if let failure = workers[t].failure { throw .stateOutsideLayout(failure) }
                }
                // Steps that reach an outcome goal: the earliest, in frontier order.
                for t in 0..<used {
                    for (bit, hit) in workers[t].outcomeHits where found[bit] == nil { found[bit] = (hit.parent, hit.letter) }
                    workers[t].outcomeHits = [:]
                    transitions += workers[t].transitions
                    workers[t].transitions = 0
                    for (i, c) in workers[t].changing.enumerated() where c { changing[i] = true }
                }
                var stopped = false
                var touched: UInt64 = 0
                defer { self.touched = touched }
                merge: for t in 0..<used {
                    let w = workers[t]
                    for i in 0..<w.parents.count {
                        if i % 8 == 0 {
                            // The next keys' slots are read together, so that their cache misses overlap.
                            w.keys.withUnsafeBufferPointer { keys in
                                for k in i..<Swift.min(i + 8, w.parents.count) {
                                    touched |= store.peek(
                                        hash: StateStore.hash(keys.baseAddress! + k * layout.words, words: layout.words))
                                }
                            }
                        }
                        // Past the store's own limit (state numbers are 32-bit) the search stops as if told to.
                        if store.count >= Swift.min(explorer.maxStates ?? Int.max, StateStore.capacityLimit) {
                            stopped = true
                            break merge
                        }
                        let added = w.keys.withUnsafeBufferPointer {
                            store.insert($0.baseAddress! + i * layout.words, parent: w.parents[i], letter: w.letters[i])
                        }
                        if added, w.flags[i] != 0 { note(w.flags[i], parent: store.count - 1, letter: nil) }
                    }
                }
                for t in 0..<used { workers[t].clearOutput() }
                if stopped {
                    complete = false
                    depthCompleted = level
                    break
                }
                levelStart = levelEnd
                levelEnd = store.count
                if levelStart < levelEnd { level += 1 }
                depthCompleted = level
            }
            let seconds =
                Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
            return exploration(seconds: seconds, complete: complete, depthCompleted: depthCompleted)
        }

        /// Records the properties in `flags` not recorded yet, as reached at state `parent` (or by its step `letter`).
        private mutating func note(_ flags: UInt64, parent: Int, letter: Int?) {
            var rest = flags
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                rest &= rest - 1
                if found[bit] == nil { found[bit] = (parent, letter) }
            }
        }

        private func path(to number: Int) -> [Int] {
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
                findings[properties[bit]] = path(to: hit.parent) + (hit.letter.map { [$0] } ?? [])
            }
            let last = store.count - 1
            return Exploration(
                properties: properties, findings: findings, states: store.count, transitions: transitions,
                longestShortestPath: path(to: last).count, isComplete: complete, depthCompleted: depthCompleted,
                seconds: seconds, storeBytes: store.bytes, stateBits: layout.bits, stateWords: layout.words,
                idleLetters: changing.indices.filter { !changing[$0] }, threads: explorer.threads,
                packed: store.keys, layout: layout)
        }
    }
}

/// The workers' storage, handed to the threads of one level; thread *t* uses worker *t* alone.
struct WorkerSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<Explorer.Worker>
}
