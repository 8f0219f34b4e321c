import TabNav

extension Explorer {
    /// Steps a range of a level's states by every letter, on one thread, into its own lists.
    struct Worker {
        var codec: StateCodec
        let checks: PropertyChecks
        var state: TabNavState<String>
        var effects: [Effect<String>] = []
        var source: [UInt64]
        var next: [UInt64]
        /// The new states found, not yet in the store: keys, parents, letters and property flags.
        var keys: [UInt64] = []
        var parents: [UInt32] = []
        var letters: [UInt8] = []
        var flags: [UInt64] = []
        /// The earliest step that reached each outcome goal's bit.
        var outcomeHits: [Int: (parent: Int, letter: Int)] = [:]
        var transitions = 0
        var changing: [Bool]
        var failure: String?
        /// An open-addressing set over this level's new states (number + 1, 0 for empty), so that a state reached
        /// twice in a level is kept, and its properties checked, once.
        var seen: [UInt32] = Array(repeating: 0, count: 1 << 10)

        init(model: ExploreModel, layout: StateLayout, checks: PropertyChecks) {
            codec = StateCodec(layout: layout)
            self.checks = checks
            state = TabNavState(configuration: model.configuration)
            source = Array(repeating: 0, count: layout.words)
            next = Array(repeating: 0, count: layout.words)
            changing = Array(repeating: false, count: model.letters.count)
        }

        mutating func clearOutput() {
            if !parents.isEmpty {
                for i in seen.indices { seen[i] = 0 }
            }
            keys.removeAll(keepingCapacity: true)
            parents.removeAll(keepingCapacity: true)
            letters.removeAll(keepingCapacity: true)
            flags.removeAll(keepingCapacity: true)
        }

        /// Steps the states numbered `range` by every letter; keeps the results the store does not hold.
        mutating func step(_ range: Range<Int>, store: StateStore, letters alphabet: [ExploreModel.Letter], depth: Int) {
            let words = source.count
            let outcomeGoals = checks.outcomeMask != 0
            for number in range {
                store.withKey(number) { key in
                    for w in 0..<words { source[w] = key[w] }
                }
                guard unpack() else { return }
                var dirty = false
                for index in alphabet.indices {
                    if dirty {
                        guard unpack() else { return }
                        dirty = false
                    }
                    let outcome = state.reduce(alphabet[index].event, effects: &effects)
                    if case .rejected = outcome {
                        if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                        continue
                    }
                    if outcome == .noop {
                        transitions += 1
                        if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                        continue
                    }
                    dirty = true
                    guard withinBound(depth) else { continue }
                    transitions += 1
                    changing[index] = true
                    if outcomeGoals { noteOutcome(outcome, parent: number, letter: index) }
                    let fits = next.withUnsafeMutableBufferPointer { next in
                        source.withUnsafeBufferPointer { codec.encode(state, into: next.baseAddress!, source: $0.baseAddress!) }
                    }
                    guard fits else {
                        failure = "after '\(alphabet[index].text)'"
                        return
                    }
                    let known = next.withUnsafeBufferPointer { key in
                        let hash = StateStore.hash(key.baseAddress!, words: words)
                        return store.contains(key.baseAddress!, hash: hash) || seenInLevel(key.baseAddress!, hash: hash)
                    }
                    if known { continue }
                    keys.append(contentsOf: next)
                    parents.append(UInt32(number))
                    self.letters.append(UInt8(index))
                    flags.append(checks.stateFlags(state))
                }
            }
        }

        /// Whether `key` is among this level's new states; if not, it is noted as the next one (appended by the caller).
        private mutating func seenInLevel(_ key: UnsafePointer<UInt64>, hash: Int) -> Bool {
            let words = source.count
            if (parents.count + 1) * 2 > seen.count {
                var bigger = [UInt32](repeating: 0, count: seen.count * 2)
                let mask = bigger.count - 1
                for n in 0..<parents.count {
                    var slot = keys.withUnsafeBufferPointer { StateStore.hash($0.baseAddress! + n * words, words: words) } & mask
                    while bigger[slot] != 0 { slot = (slot + 1) & mask }
                    bigger[slot] = UInt32(n + 1)
                }
                seen = bigger
            }
            let mask = seen.count - 1
            var slot = hash & mask
            while seen[slot] != 0 {
                let n = Int(seen[slot]) - 1
                let equal = keys.withUnsafeBufferPointer { k in (0..<words).allSatisfy { k[n * words + $0] == key[$0] } }
                if equal { return true }
                slot = (slot + 1) & mask
            }
            seen[slot] = UInt32(parents.count + 1)
            return false
        }

        private mutating func unpack() -> Bool {
            let ok = source.withUnsafeBufferPointer { codec.decode($0.baseAddress!, into: &state) }
            if !ok { failure = "a stored state did not unpack" }
            return ok
        }

        private func withinBound(_ depth: Int) -> Bool {
            for t in state.tabs.indices where state.tabs[t].stack.entries.count > depth { return false }
            return (state.modal?.stack.entries.count ?? 0) <= depth
        }

        private mutating func noteOutcome(_ outcome: Outcome, parent: Int, letter: Int) {
            var rest = checks.outcomeFlags(state, outcome)
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                rest &= rest - 1
                if outcomeHits[bit] == nil { outcomeHits[bit] = (parent, letter) }
            }
        }
    }
}
