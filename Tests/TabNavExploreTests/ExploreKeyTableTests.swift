import Testing

@testable import TabNavExplore
@testable import TabNavTestSupport

/// The explorer's hash table grown on several threads, and its look-ups confined to a region.
@Suite("Exploration: the key table on several threads")
struct ExploreKeyTableTests {
    /// Key number `n` of `words` words, its last word's top bit clear.
    static func key(_ n: UInt64, words: Int) -> [UInt64] {
        (0..<words).map { w in w == words - 1 ? (n &* 0x2545_F491_4F6C_DD1D) >> 1 : n &+ UInt64(w) }
    }

    static func slot(_ key: [UInt64], mask: Int) -> Int {
        key.withUnsafeBufferPointer { KeyTable.hash($0.baseAddress!, words: key.count) } & mask
    }

    /// Keys for a table of 4,096 slots: clusters at its end (probes that wrap to slot 0), across its middle and
    /// across the shares of 3 and 7 threads, and others, about 3,000 (the load past which the store doubles it).
    static func keys(words: Int) -> (held: [[UInt64]], others: [[UInt64]]) {
        var held: [[UInt64]] = []
        var others: [[UInt64]] = []
        var perCluster: [Int: Int] = [:]
        let edges = [4096, 2048] + [3, 7].flatMap { threads in (1..<threads).map { $0 * 4096 / threads } }
        var n: UInt64 = 0
        while held.count < 3_000 || others.count < 500 {
            n += 1
            let key = Self.key(n, words: words)
            let slot = Self.slot(key, mask: 4095)
            // The cluster just before each edge: its probes run over the edge.
            if let edge = edges.first(where: { slot < $0 && slot >= $0 - 6 }), perCluster[edge, default: 0] < 14 {
                perCluster[edge, default: 0] += 1
                held.append(key)
            } else if n % 7 == 0, held.count < 3_000 {
                held.append(key)
            } else if others.count < 500, n % 7 == 3 {
                others.append(key)
            }
        }
        return (held, others)
    }

    @Test(
        "A table doubled on 2, 3 or 7 threads holds every key and no other, probes wrapping past its end and crossing its halves included",
        arguments: [1, 2, 3])
    func doubledOnThreads(_ words: Int) {
        let (held, others) = Self.keys(words: words)
        var table = KeyTable(words: words, capacity: 4096)
        for key in held {
            key.withUnsafeBufferPointer { k in
                let hash = KeyTable.hash(k.baseAddress!, words: words)
                let (found, slot) = table.find(k.baseAddress!, hash: hash)
                if !found { table.put(k.baseAddress!, at: slot) }
            }
        }
        for threads in [1, 2, 3, 7] {
            var bigger = table
            bigger.doubled(threads: threads)
            #expect(bigger.capacity == 8192)
            let used = stride(from: words - 1, to: bigger.slots.count, by: words).filter { bigger.slots[$0] != 0 }.count
            #expect(used == held.count, "\(threads) threads")
            for key in held {
                let found = key.withUnsafeBufferPointer {
                    bigger.find($0.baseAddress!, hash: KeyTable.hash($0.baseAddress!, words: words)).found
                }
                #expect(found, "\(threads) threads: \(key)")
            }
            for key in others {
                let found = key.withUnsafeBufferPointer {
                    bigger.find($0.baseAddress!, hash: KeyTable.hash($0.baseAddress!, words: words)).found
                }
                #expect(!found, "\(threads) threads: \(key)")
            }
        }
    }

    @Test("A look-up confined to a region stops at the region's last slot, the table's last included, and never wraps")
    func regionalInsertDefers() {
        let words = 2
        var table = KeyTable(words: words, capacity: 1024)
        let mask = 1023
        let regionMask = 15
        // Keys whose first slot is the last of a region (and the last of the table): the second of each cannot stay.
        var n: UInt64 = 0
        for target in [15, 1023] {
            var results: [KeyTable.RegionalInsert] = []
            var keys: [[UInt64]] = []
            while keys.count < 2 {
                n += 1
                let key = Self.key(n, words: words)
                if Self.slot(key, mask: mask) == target { keys.append(key) }
            }
            table.withSlots { slots, m in
                for key in keys + [keys[0]] {
                    key.withUnsafeBufferPointer { k in
                        let hash = KeyTable.hash(k.baseAddress!, words: words)
                        results.append(
                            KeyTable.insert(
                                k.baseAddress!, hash: hash, into: slots, words: words, mask: m, regionMask: regionMask))
                    }
                }
            }
            #expect(results == [.inserted, .deferred, .found], "first slot \(target)")
            // Nothing was written past the region: the next slot (slot 0 after the table's end) is free.
            #expect(table.slots[((target + 1) & mask) * words + words - 1] == 0)
        }
    }
}
