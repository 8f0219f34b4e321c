import Dispatch
import TabNavPrefetch

/// A level's new states, as the workers left them: runs of one worker's lists, in the order of the level's chunks,
/// which is the order of the search.
struct LevelOutput {
    /// One run: worker `worker`'s new states `range`.
    struct Run {
        let worker: Int
        let range: Range<Int>
    }

    let runs: [Run]
    /// Where each run starts among all of the level's new states, and their total last.
    let starts: [Int]

    init(workers: [Explorer.Worker], used: Int) {
        var chunks: [(chunk: Int, run: Run)] = []
        for t in 0..<used {
            let w = workers[t]
            for (k, chunk) in w.chunks.enumerated() {
                let end = k + 1 < w.chunkStarts.count ? w.chunkStarts[k + 1] : w.parents.count
                if w.chunkStarts[k] < end { chunks.append((chunk, Run(worker: t, range: w.chunkStarts[k]..<end))) }
            }
        }
        chunks.sort { $0.chunk < $1.chunk }
        runs = chunks.map(\.run)
        var starts: [Int] = []
        var total = 0
        for run in runs {
            starts.append(total)
            total += run.range.count
        }
        starts.append(total)
        self.starts = starts
    }

    /// The number of new states.
    var count: Int { starts.last! }

    /// Calls `body` with the worker and the index in its lists of each of the new states `range` (positions in the
    /// search's order), in that order.
    @inline(__always)
    func forEach(in range: Range<Int>, _ body: (Int, Int) -> Void) {
        guard !range.isEmpty else { return }
        // The last run that starts at or before the range's start.
        var lo = 0
        var hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= range.lowerBound { lo = mid } else { hi = mid - 1 }
        }
        var r = lo
        while r < runs.count && starts[r] < range.upperBound {
            let run = runs[r]
            let from = run.range.lowerBound + Swift.max(0, range.lowerBound - starts[r])
            let to = run.range.lowerBound + Swift.min(run.range.count, range.upperBound - starts[r])
            for i in from..<to { body(run.worker, i) }
            r += 1
        }
    }
}

/// A level's new states as plain pointers into the workers' lists, which nothing changes while the merge reads them
/// (`nil` for an empty list); worker *t*'s lists are at index *t*.
struct LevelLists: @unchecked Sendable {
    var keys: [UnsafePointer<UInt64>?] = []
    var hashes: [UnsafePointer<Int>?] = []
    var parents: [UnsafePointer<UInt32>?] = []
    var letters: [UnsafePointer<UInt8>?] = []
    /// What the table holds for each new state (``StateStore/probe(_:scratch:)``): the keys themselves, or the
    /// fingerprints; and its words.
    var probes: [UnsafePointer<UInt64>?] = []
    var probeWords = 1

    /// Runs `body` with the lists of `workers`, whose store holds fingerprints or not.
    static func with(_ workers: [Explorer.Worker], fingerprints: Bool, words: Int, _ body: (LevelLists) -> Void) {
        var lists = LevelLists()
        lists.probeWords = fingerprints ? 1 : words
        func nest(_ t: Int) {
            guard t < workers.count else { return body(lists) }
            (fingerprints ? workers[t].fingerprints : workers[t].keys).withUnsafeBufferPointer { f in
                lists.probes.append(f.baseAddress)
                nest2(t)
            }
        }
        func nest2(_ t: Int) {
            workers[t].keys.withUnsafeBufferPointer { k in
                workers[t].hashes.withUnsafeBufferPointer { h in
                    workers[t].parents.withUnsafeBufferPointer { p in
                        workers[t].letters.withUnsafeBufferPointer { l in
                            lists.keys.append(k.baseAddress)
                            lists.hashes.append(h.baseAddress)
                            lists.parents.append(p.baseAddress)
                            lists.letters.append(l.baseAddress)
                            nest(t + 1)
                        }
                    }
                }
            }
        }
        nest(0)
    }
}

/// The table's slots, one list of results a thread and the owner of each region, for the threads of a parallel
/// merge: each writes only its own regions of the table and its own list.
struct MergeTable: @unchecked Sendable {
    let slots: UnsafeMutablePointer<UInt64>
    let mask: Int
    let results: [UnsafeMutablePointer<UInt8>]
    let owners: UnsafeMutablePointer<Int>
}

extension Explorer.Search {
    /// Adds a level's new states to the store in the search's order.
    /// - Returns: Whether the search stopped at its limit before all were added.
    mutating func merge(_ output: LevelOutput, workers: [Explorer.Worker]) -> Bool {
        let limit = Swift.min(explorer.maxStates ?? Int.max, StateStore.capacityLimit)
        var stopped = false
        LevelLists.with(workers, fingerprints: store.fingerprints, words: layout.words) { lists in
            if output.count >= parallelMergeMinimum, store.count + output.count <= limit {
                mergeInParallel(output, lists, threads: workers.count)
            } else {
                stopped = mergeAlone(output, lists, limit: limit)
            }
        }
        return stopped
    }

    /// The merge on one thread, stopping at `limit` states.
    private mutating func mergeAlone(_ output: LevelOutput, _ lists: LevelLists, limit: Int) -> Bool {
        var stopped = false
        var position = 0
        output.forEach(in: 0..<output.count) { t, i in
            if stopped { return }
            if position % 8 == 0 {
                // The slots of the keys after the next few are asked for ahead, so that they have come when needed.
                output.forEach(in: Swift.min(position + 8, output.count)..<Swift.min(position + 16, output.count)) { u, k in
                    store.prefetch(hash: lists.hashes[u]![k])
                }
            }
            position += 1
            // Past the store's own limit (state numbers are 32-bit) the search stops as if told to. Only a state the
            // store does not hold stops it: the workers' lists hold a level's duplicates, and a search whose limit is
            // met exactly by a level's last new state has found that level whole.
            if store.count >= limit {
                if store.contains(lists.probes[t]! + i * lists.probeWords, hash: lists.hashes[t]![i]) { return }
                stopped = true
                return
            }
            add(lists, t, i)
        }
        return stopped
    }

    /// Adds worker `t`'s new state `i` to the store unless it is there.
    @inline(__always)
    private mutating func add(_ lists: LevelLists, _ t: Int, _ i: Int) {
        _ = store.insert(
            lists.keys[t]! + i * layout.words, probe: lists.probes[t]! + i * lists.probeWords, hash: lists.hashes[t]![i],
            parent: lists.parents[t]![i], letter: lists.letters[t]![i])
    }

    /// The merge on all `threads` threads (one or more), in batches that keep the table's load near its limit.
    ///
    /// The table is cut into 64 regions, dealt to the threads in turn. In a batch each thread looks up and inserts
    /// the new states whose first slot lies in its regions, in the search's order, writing what happened to each
    /// into its own list; a look-up that would run past its region's end is left for later. Then one thread goes
    /// through the batch in order: it looks the states left for later up in the whole table, and numbers the ones
    /// inserted. A state found twice has one first slot, so one thread sees both, the earlier first: the numbers,
    /// parents and letters are the ones the merge on one thread gives. The table grows between batches, at the
    /// same load; a batch may pass that load by at most 1/8 of the slots.
    private mutating func mergeInParallel(_ output: LevelOutput, _ lists: LevelLists, threads: Int) {
        var position = 0
        while position < output.count {
            // In a small table the merge runs alone: regions must hold more than a few slots.
            if store.tableCapacity < parallelMergeCapacity {
                let end = Swift.min(output.count, position + Swift.max(1, store.room))
                output.forEach(in: position..<end) { t, i in add(lists, t, i) }
                position = end
                continue
            }
            let end = Swift.min(output.count, position + Swift.max(store.room, store.tableCapacity / 8))
            mergeBatch(output, position..<end, lists, threads: threads)
            store.growIfLoaded(threads: threads)
            position = end
        }
    }

    /// One batch of ``mergeInParallel(_:_:threads:)``: the states `range` (positions in the search's order).
    private mutating func mergeBatch(_ output: LevelOutput, _ range: Range<Int>, _ lists: LevelLists, threads: Int) {
        let words = layout.words
        let probeWords = lists.probeWords
        let regionShift = (store.tableCapacity / 64).trailingZeroBitCount
        let regionMask = (1 << regionShift) - 1
        let results = (0..<threads).map { _ in UnsafeMutablePointer<UInt8>.allocate(capacity: range.count) }
        // The thread that owns each of the 64 regions, and each thread's place in its results as they are read.
        let owners = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        let cursors = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>>.allocate(capacity: threads)
        defer {
            for r in results { r.deallocate() }
            owners.deallocate()
            cursors.deallocate()
        }
        for region in 0..<64 { owners[region] = region % threads }
        for t in 0..<threads { cursors[t] = results[t] }
        store.withTable { slots, mask in
            let table = MergeTable(slots: slots, mask: mask, results: results, owners: owners)
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                // A thread's states go through a ring of 16: a state's slot is asked for when it enters, and the
                // state is inserted when it leaves, so that the slot has come by then.
                var ring = [(key: UnsafePointer<UInt64>, hash: Int)](
                    repeating: (UnsafePointer(table.slots), 0), count: 16)
                var entered = 0
                var written = 0
                let out = table.results[t]
                func insert(_ entry: (key: UnsafePointer<UInt64>, hash: Int)) {
                    out[written] =
                        KeyTable.insert(
                            entry.key, hash: entry.hash, into: table.slots, words: probeWords, mask: table.mask,
                            regionMask: regionMask
                        ).rawValue
                    written += 1
                }
                output.forEach(in: range) { u, i in
                    let hash = lists.hashes[u]![i]
                    guard table.owners[(hash & table.mask) >> regionShift] == t else { return }
                    tabnav_prefetch(table.slots + (hash & table.mask) * probeWords)
                    if entered >= 16 { insert(ring[entered & 15]) }
                    ring[entered & 15] = (lists.probes[u]! + i * probeWords, hash)
                    entered += 1
                }
                for k in Swift.max(0, entered - 16)..<entered { insert(ring[k & 15]) }
            }
        }
        // In order: look the deferred states up in the whole table, and number the inserted ones.
        let mask = store.tableCapacity - 1
        output.forEach(in: range) { u, i in
            let hash = lists.hashes[u]![i]
            let key = lists.keys[u]! + i * words
            let t = owners[(hash & mask) >> regionShift]
            let result = cursors[t].pointee
            cursors[t] += 1
            switch result {
            case KeyTable.RegionalInsert.found.rawValue: return
            case KeyTable.RegionalInsert.inserted.rawValue: break
            default: if !store.place(lists.probes[u]! + i * probeWords, hash: hash) { return }
            }
            store.append(key, parent: lists.parents[u]![i], letter: lists.letters[u]![i])
        }
    }
}
