#if canImport(Glibc)
    import Glibc
#endif

/// An open-addressing hash set of packed keys of `words` words, linear probing, the keys held in the slots.
///
/// A look-up reads one place in memory: the top bit of a key's last word, which ``StateLayout`` leaves free, marks a
/// slot as used. The slots of a large table are asked to be backed by huge pages, so that a look-up in hundreds of
/// megabytes misses the translation cache less often. The owner grows it (``grow(from:count:)``) at its own load.
struct KeyTable {
    let words: Int
    private(set) var slots: [UInt64]
    private(set) var mask: Int

    /// The mark of a used slot, in the last word of its key.
    static let used: UInt64 = 1 << 63

    /// An empty table of `capacity` slots (a power of two).
    init(words: Int, capacity: Int) {
        self.words = words
        slots = Self.zeroed(capacity * words)
        mask = capacity - 1
    }

    /// The number of slots.
    var capacity: Int { mask + 1 }

    /// The hash of a key: a multiply-xorshift mixer over its words.
    @inline(__always)
    static func hash(_ key: UnsafePointer<UInt64>, words: Int) -> Int {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for w in 0..<words {
            h = (h ^ key[w]) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
        }
        h = (h ^ (h >> 29)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }

    /// Finds `key`, whose ``hash(_:words:)`` is `hash`: whether it is there, and its slot or the free slot it would
    /// take. Safe to call from several threads while nothing inserts.
    @inline(__always)
    func find(_ key: UnsafePointer<UInt64>, hash: Int) -> (found: Bool, slot: Int) {
        slots.withUnsafeBufferPointer { table in
            let last = words - 1
            let marked = key[last] | Self.used
            var slot = hash & mask
            while true {
                let base = slot * words
                let end = table[base + last]
                if end == 0 { return (false, slot) }
                if end == marked {
                    var equal = true
                    for w in 0..<last where table[base + w] != key[w] {
                        equal = false
                        break
                    }
                    if equal { return (true, slot) }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The last word of the first slot a key with this hash is looked for in: reading it early brings the slot into
    /// the cache while other work goes on.
    @inline(__always)
    func peek(hash: Int) -> UInt64 {
        slots.withUnsafeBufferPointer { $0[(hash & mask) * words + words - 1] }
    }

    /// Writes `key` into the free `slot` that ``find(_:hash:)`` returned for it.
    @inline(__always)
    mutating func put(_ key: UnsafePointer<UInt64>, at slot: Int) {
        let words = words
        slots.withUnsafeMutableBufferPointer { table in
            for w in 0..<words { table[slot * words + w] = key[w] }
            table[slot * words + words - 1] |= Self.used
        }
    }

    /// Empties the table, keeping its size.
    mutating func removeAll() {
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Doubles the table and fills it with the `count` keys stored one after the other at `keys`; the old slots are
    /// freed first.
    mutating func grow(from keys: UnsafePointer<UInt64>, count: Int) {
        let size = capacity * 2
        slots = []
        self = KeyTable(words: words, capacity: size)
        let words = words
        let mask = mask
        slots.withUnsafeMutableBufferPointer { table in
            for number in 0..<count {
                let key = keys + number * words
                var slot = Self.hash(key, words: words) & mask
                while table[slot * words + words - 1] != 0 { slot = (slot + 1) & mask }
                for w in 0..<words { table[slot * words + w] = key[w] }
                table[slot * words + words - 1] |= Self.used
            }
        }
    }

    /// `count` zero words; from 4 MB on, the whole 2 MB pages among them are advised to be huge pages before they
    /// are first written.
    static func zeroed(_ count: Int) -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
            #if canImport(Glibc)
                let huge = 2 << 20
                if count * 8 >= 2 * huge, let base = buffer.baseAddress {
                    let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
                    let end = (Int(bitPattern: base) + count * 8) & ~(huge - 1)
                    if end > start {
                        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, Int32(MADV_HUGEPAGE))
                    }
                }
            #endif
            buffer.initialize(repeating: 0)
            initialized = count
        }
    }
}
