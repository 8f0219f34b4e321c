/// The states one rank owns, in the order it found them (so a level is a range of numbers), each with the step that
/// found it first, and an open-addressing hash set of their keys.
struct OwnedStates {
    /// The 64-bit words of a key.
    let words: Int
    /// The keys one after the other.
    private(set) var keys: [UInt64] = []
    /// For each state, the step that found it first (``Origin``); ``Origin/launch`` for the launch state.
    private(set) var origins: [UInt64] = []
    /// State numbers by slot, `UInt32.max` for an empty slot; grows at a load of 1/2.
    private var slots: [UInt32] = Array(repeating: .max, count: 1 << 12)

    init(words: Int) {
        self.words = words
    }

    /// The number of states.
    var count: Int { origins.count }

    /// The bytes held, by capacity.
    var bytes: Int { keys.capacity * 8 + origins.capacity * 8 + slots.capacity * 4 }

    /// Adds the key at `offset` in `buffer` unless it is here.
    /// - Returns: Whether it was added.
    mutating func insert(_ buffer: [UInt64], at offset: Int, hash: UInt64, origin: UInt64) -> Bool {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != .max {
            let at = Int(slots[slot]) * words
            var same = true
            for w in 0..<words where keys[at + w] != buffer[offset + w] {
                same = false
                break
            }
            if same { return false }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = UInt32(count)
        keys.append(contentsOf: buffer[offset..<offset + words])
        origins.append(origin)
        if 2 * count > slots.count { grow() }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: .max, count: 2 * slots.count)
        let mask = slots.count - 1
        for number in 0..<count {
            var slot = Int(truncatingIfNeeded: Partition.hash(keys, at: number * words, words: words)) & mask
            while slots[slot] != .max { slot = (slot + 1) & mask }
            slots[slot] = UInt32(number)
        }
    }
}

/// Where a state's number, its owner's rank and a letter go in one 64-bit word: the step that found a state (its
/// parent's global number and the letter), as it travels with the state's key.
enum Origin {
    /// The origin of the launch state.
    static let launch = UInt64.max
    /// A state's global number: its owner's rank over its number there.
    static func global(rank: Int, number: Int) -> UInt64 { UInt64(rank) << 40 | UInt64(number) }
    /// The step by `letter` from the state numbered `parent` globally.
    static func step(parent: UInt64, letter: Int) -> UInt64 { parent << 8 | UInt64(letter) }
    /// The parent's global number of a step.
    static func parent(_ origin: UInt64) -> UInt64 { origin >> 8 }
    /// The letter of a step.
    static func letter(_ origin: UInt64) -> Int { Int(origin & 0xff) }
    /// The owner's rank of a global number.
    static func rank(_ global: UInt64) -> Int { Int(global >> 40) }
    /// The number at its owner of a global number.
    static func number(_ global: UInt64) -> Int { Int(global & (1 << 40 - 1)) }
}

/// Which rank owns a state: its key's hash, the high half, modulo the ranks; the low half places it in the owner's
/// table, so that the owner's keys do not share low bits.
enum Partition {
    /// A hash of the key at `offset` (a 64-bit mix of each word in turn).
    static func hash(_ buffer: [UInt64], at offset: Int, words: Int) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for w in 0..<words { h = mix(h ^ buffer[offset + w]) }
        return h
    }

    /// The owner of a key with this hash among `size` ranks.
    static func owner(_ hash: UInt64, size: Int) -> Int { Int((hash >> 32) % UInt64(size)) }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
