import TabNavPrefetch

/// An open-addressing hash set of packed keys of `words` words, linear probing, the keys held in the slots.
///
/// A look-up reads one place in memory: the top bit of a key's last word, which ``StateLayout`` leaves free, marks a
/// slot as used. The owner grows it (``doubled()``) at its own load.
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

    /// A table of the given slots, a power of two of keys, already filled.
    init(words: Int, slots: [UInt64]) {
        self.words = words
        self.slots = slots
        mask = slots.count / words - 1
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

    /// Asks for the slot a key with this hash is first looked for in to be brought into the cache, without waiting.
    @inline(__always)
    func prefetch(hash: Int) {
        slots.withUnsafeBufferPointer { tabnav_prefetch($0.baseAddress! + (hash & mask) * words) }
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

    /// Runs `body` with the slots and the slot count less one.
    mutating func withSlots<R>(_ body: (UnsafeMutablePointer<UInt64>, Int) -> R) -> R {
        let mask = mask
        return slots.withUnsafeMutableBufferPointer { body($0.baseAddress!, mask) }
    }

    /// Doubles the table, moving its keys in the order of their slots: a key's new first slot is its old one or
    /// that plus the old capacity, so the reads and the writes both go through memory in order, where moving the
    /// keys in the order they were found would write all over the new table. Old and new slots are held together
    /// while it runs.
    mutating func doubled() {
        var bigger = KeyTable(words: words, capacity: capacity * 2)
        let words = words
        let mask = bigger.mask
        slots.withUnsafeBufferPointer { old in
            bigger.slots.withUnsafeMutableBufferPointer { table in
                let key = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
                defer { key.deallocate() }
                for from in 0..<old.count / words where old[from * words + words - 1] != 0 {
                    Self.move(from, of: old.baseAddress!, into: table.baseAddress!, words: words, mask: mask, scratch: key)
                }
            }
        }
        self = bigger
    }

    /// The first slot, in a table of `mask + 1` slots, of the key held in slot `from` of `old`; `scratch` (a key's
    /// words) receives the key without its used mark.
    @inline(__always)
    static func firstSlot(
        of from: Int, in old: UnsafePointer<UInt64>, words: Int, mask: Int, scratch key: UnsafeMutablePointer<UInt64>
    ) -> Int {
        for w in 0..<words { key[w] = old[from * words + w] }
        key[words - 1] &= ~used
        return hash(key, words: words) & mask
    }

    /// Moves the key held in slot `from` of `old` into the first free slot of its probe in `new` (`mask + 1` slots).
    @inline(__always)
    static func move(
        _ from: Int, of old: UnsafePointer<UInt64>, into new: UnsafeMutablePointer<UInt64>, words: Int, mask: Int,
        scratch: UnsafeMutablePointer<UInt64>
    ) {
        var slot = firstSlot(of: from, in: old, words: words, mask: mask, scratch: scratch)
        while new[slot * words + words - 1] != 0 { slot = (slot + 1) & mask }
        for w in 0..<words { new[slot * words + w] = old[from * words + w] }
    }

    /// `count` zero words. Not advised to be huge pages: on this kernel a fault on an advised page may compact memory
    /// first, and zeroing a 256 MB table took 0.47 s with the advice against 0.10 s without, while the look-ups
    /// measured no faster with it (Docs/Performance.md).
    static func zeroed(_ count: Int) -> [UInt64] {
        [UInt64](repeating: 0, count: count)
    }

    /// How a look-up and insertion confined to one region of the slots ended (``insert(_:hash:into:words:mask:regionMask:)``).
    enum RegionalInsert: UInt8 {
        /// The key was there.
        case found = 0
        /// The key was put into a free slot of the region.
        case inserted = 1
        /// The probe reached the region's last slot without finding the key or a free slot: the caller looks it up in
        /// the whole table later, alone.
        case deferred = 2
    }

    /// Looks `key` up from its first slot to the end of that slot's region (`regionMask + 1` slots, aligned) and
    /// puts it into the first free slot if it is not there. Threads that each own whole regions may call it at once
    /// on the same slots, each for the keys whose first slot lies in its regions: none reads or writes past its own.
    /// - Parameters:
    ///   - key: The key, its last word's top bit clear.
    ///   - hash: Its ``hash(_:words:)``.
    ///   - table: The slots (``slots``, held still by the caller).
    ///   - words: The words of a key.
    ///   - mask: The slot count less one.
    ///   - regionMask: The region's slot count less one: a power of two less one, at most `mask`.
    @inline(__always)
    static func insert(
        _ key: UnsafePointer<UInt64>, hash: Int, into table: UnsafeMutablePointer<UInt64>, words: Int, mask: Int,
        regionMask: Int
    ) -> RegionalInsert {
        let last = words - 1
        let marked = key[last] | used
        var slot = hash & mask
        while true {
            let base = slot * words
            let end = table[base + last]
            if end == 0 {
                for w in 0..<last { table[base + w] = key[w] }
                table[base + last] = marked
                return .inserted
            }
            if end == marked {
                var equal = true
                for w in 0..<last where table[base + w] != key[w] {
                    equal = false
                    break
                }
                if equal { return .found }
            }
            if slot & regionMask == regionMask { return .deferred }
            slot += 1
        }
    }
}
