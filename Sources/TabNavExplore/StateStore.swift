/// The states found so far, in the order found, with an open-addressing hash set of their keys.
///
/// States are packed keys of `words` words, kept one after the other in the order found; the breadth-first search
/// finds them level by level, so a level is a range of indices and no separate frontier is kept. Each state keeps
/// the index of the state it was first reached from and the letter that reached it, for shortest traces. The hash
/// table holds copies of the keys themselves, so that a look-up reads one place in memory: the top bit of a key's
/// last word, which the layout leaves free, marks a slot as used. It grows at a load of 5/8.
struct StateStore {
    let words: Int
    private(set) var keys: [UInt64] = []
    private(set) var parents: [UInt32] = []
    private(set) var letters: [UInt8] = []
    private var table: [UInt64]
    private var mask: Int

    /// The parent of the launch state.
    static let noParent = UInt32.max
    /// The most states a store holds: state numbers fit in 32 bits, and one is kept for `noParent`.
    static let capacityLimit = Int(UInt32.max) - 2
    /// The mark of a used slot, in the last word of its key.
    static let used: UInt64 = 1 << 63

    init(words: Int) {
        self.words = words
        table = Array(repeating: 0, count: (1 << 10) * words)
        mask = (1 << 10) - 1
    }

    /// The number of states.
    var count: Int { parents.count }

    /// The bytes the store holds now: keys, parents, letters and the table, by capacity.
    var bytes: Int {
        keys.capacity * 8 + parents.capacity * 4 + letters.capacity + table.capacity * 8
    }

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

    /// Whether the store holds `key`. Safe to call from several threads while nothing inserts.
    func contains(_ key: UnsafePointer<UInt64>) -> Bool {
        find(key, hash: Self.hash(key, words: words)).found
    }

    /// Whether the store holds `key`, whose ``hash(_:words:)`` is `hash`. Safe to call from several threads while
    /// nothing inserts.
    func contains(_ key: UnsafePointer<UInt64>, hash: Int) -> Bool {
        find(key, hash: hash).found
    }

    @inline(__always)
    private func find(_ key: UnsafePointer<UInt64>, hash: Int) -> (found: Bool, slot: Int) {
        table.withUnsafeBufferPointer { table in
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

    /// Adds `key` unless it is there.
    /// - Returns: Whether it was added.
    mutating func insert(_ key: UnsafePointer<UInt64>, parent: UInt32, letter: UInt8) -> Bool {
        let (found, slot) = find(key, hash: Self.hash(key, words: words))
        if found { return false }
        for w in 0..<words {
            keys.append(key[w])
            table[slot * words + w] = key[w]
        }
        table[slot * words + words - 1] |= Self.used
        parents.append(parent)
        letters.append(letter)
        if parents.count * 8 > (mask + 1) * 5 { grow() }
        return true
    }

    /// Reserves room for `count` states in all.
    mutating func reserve(_ count: Int) {
        keys.reserveCapacity(count * words)
        parents.reserveCapacity(count)
        letters.reserveCapacity(count)
    }

    private mutating func grow() {
        let size = (mask + 1) * 2
        let mask = size - 1
        let words = words
        table = []
        var fresh = [UInt64](repeating: 0, count: size * words)
        keys.withUnsafeBufferPointer { keys in
            fresh.withUnsafeMutableBufferPointer { fresh in
                for number in 0..<parents.count {
                    let key = keys.baseAddress! + number * words
                    var slot = Self.hash(key, words: words) & mask
                    while fresh[slot * words + words - 1] != 0 { slot = (slot + 1) & mask }
                    for w in 0..<words { fresh[slot * words + w] = key[w] }
                    fresh[slot * words + words - 1] |= Self.used
                }
            }
        }
        table = fresh
        self.mask = mask
    }

    /// Runs `body` with a pointer to the key of state `number`.
    @inline(__always)
    func withKey<R>(_ number: Int, _ body: (UnsafePointer<UInt64>) -> R) -> R {
        keys.withUnsafeBufferPointer { body($0.baseAddress! + number * words) }
    }
}
