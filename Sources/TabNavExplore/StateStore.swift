/// The states found so far, in the order found, with an open-addressing hash set of their keys.
///
/// States are packed keys of `words` words, kept one after the other in the order found (in chunks of 2^16 states,
/// so that growing never copies them); the breadth-first search finds them level by level, so a level is a range of
/// indices and no separate frontier is kept. Each state keeps
/// the index of the state it was first reached from and the letter that reached it, for shortest traces. The hash
/// table holds copies of the keys themselves, so that a look-up reads one place in memory: the top bit of a key's
/// last word, which the layout leaves free, marks a slot as used. It grows at a load of 5/8.
///
/// With fingerprints (``fingerprints``) the table holds a 63-bit fingerprint of each key instead of the key (hash
/// compaction): a look-up compares fingerprints, so two states with the same fingerprint are taken for one, and the
/// keys of the levels already stepped are let go (``releaseKeys(below:)``); parents and letters stay for the traces.
struct StateStore {
    let words: Int
    /// Whether the table holds fingerprints rather than keys.
    let fingerprints: Bool
    /// The words of what the table holds for a state (a probe): the key's words, or 1 for a fingerprint.
    let probeWords: Int
    private(set) var keys: ChunkedList<UInt64>
    private(set) var parents = ChunkedList<UInt32>()
    private(set) var letters = ChunkedList<UInt8>()
    private var table: KeyTable

    /// The parent of the launch state.
    static let noParent = UInt32.max
    /// The most states a store holds: state numbers fit in 32 bits, and one is kept for `noParent`.
    static let capacityLimit = Int(UInt32.max) - 2

    init(words: Int, fingerprints: Bool = false) {
        self.words = words
        self.fingerprints = fingerprints
        probeWords = fingerprints ? 1 : words
        keys = ChunkedList(stride: words)
        table = KeyTable(words: probeWords, capacity: 1 << 10)
    }

    /// The fingerprint of a key: its hash (``KeyTable/hash(_:words:)``) less the top bit, which the table uses.
    @inline(__always)
    static func fingerprint(_ key: UnsafePointer<UInt64>, words: Int) -> UInt64 {
        UInt64(bitPattern: Int64(KeyTable.hash(key, words: words))) & ~KeyTable.used
    }

    /// Writes what the table holds for `key` (the key itself, or its fingerprint) to `probe` (``probeWords``
    /// words) unless the table holds keys, and returns the probe and its hash.
    @inline(__always)
    func probe(
        _ key: UnsafePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>
    ) -> (probe: UnsafePointer<UInt64>, hash: Int) {
        guard fingerprints else { return (key, KeyTable.hash(key, words: words)) }
        scratch.pointee = Self.fingerprint(key, words: words)
        return (UnsafePointer(scratch), KeyTable.hash(scratch, words: 1))
    }

    /// The same states in a store of fingerprints: the table rebuilt from the keys' fingerprints, the keys below
    /// `number` let go. Every key must still be held (an exact store's are).
    /// - Complexity: O(*n*) for *n* states.
    func withFingerprints(keepingKeysFrom number: Int) -> StateStore {
        var compact = StateStore(words: words, fingerprints: true)
        compact.keys = keys
        compact.parents = parents
        compact.letters = letters
        var capacity = 1 << 10
        while count * 8 > capacity * 5 { capacity *= 2 }
        compact.table = KeyTable(words: 1, capacity: capacity)
        var fingerprint: UInt64 = 0
        for n in 0..<count {
            withKey(n) { fingerprint = Self.fingerprint($0, words: words) }
            _ = withUnsafePointer(to: fingerprint) { compact.place($0, hash: KeyTable.hash($0, words: 1)) }
        }
        compact.releaseKeys(below: number)
        return compact
    }

    /// Lets go of the keys of the states numbered below `number` (whole chunks of ``ChunkedList``): a store of
    /// fingerprints needs only the keys of the level being stepped and the next.
    mutating func releaseKeys(below number: Int) {
        keys.release(below: number)
    }

    /// The number of states.
    var count: Int { parents.count }

    /// The bytes the store holds now: keys (the ones kept), parents, letters and the table, by capacity.
    var bytes: Int {
        keys.capacity * 8 + parents.capacity * 4 + letters.capacity + table.slots.capacity * 8
    }

    /// The hash of a key (``KeyTable/hash(_:words:)``).
    @inline(__always)
    static func hash(_ key: UnsafePointer<UInt64>, words: Int) -> Int {
        KeyTable.hash(key, words: words)
    }

    /// Whether the store holds the state of the probe `key` (``probe(_:scratch:)``), whose hash is `hash`. Safe to
    /// call from several threads while nothing inserts.
    @inline(__always)
    func contains(_ key: UnsafePointer<UInt64>, hash: Int) -> Bool {
        table.find(key, hash: hash).found
    }

    /// Asks for the first slot a key with this hash is looked for in (``KeyTable/prefetch(hash:)``).
    @inline(__always)
    func prefetch(hash: Int) {
        table.prefetch(hash: hash)
    }

    /// Adds `key` unless it is there.
    /// - Returns: Whether it was added.
    mutating func insert(_ key: UnsafePointer<UInt64>, parent: UInt32, letter: UInt8) -> Bool {
        var fingerprint: UInt64 = 0
        let placed = withUnsafeMutablePointer(to: &fingerprint) { scratch in
            let (probe, hash) = self.probe(key, scratch: scratch)
            return place(probe, hash: hash)
        }
        guard placed else { return false }
        appendGrowing(key, parent: parent, letter: letter)
        return true
    }

    /// Numbers `key`, whose probe was just put into the table, and grows the table if needed.
    private mutating func appendGrowing(_ key: UnsafePointer<UInt64>, parent: UInt32, letter: UInt8) {
        append(key, parent: parent, letter: letter)
        growIfLoaded()
    }

    /// Doubles the table, on `threads` threads, if its load is past 5/8: after every ``insert(_:parent:letter:)``,
    /// and after each batch of ``append(_:parent:letter:)``.
    mutating func growIfLoaded(threads: Int = 1) {
        if parents.count * 8 > table.capacity * 5 { table.doubled(threads: threads) }
    }

    /// The number of slots of the table.
    var tableCapacity: Int { table.capacity }

    /// How many more states can be added before the table must grow.
    var room: Int { table.capacity * 5 / 8 - parents.count }

    /// Adds the state of `key`, whose probe (``probe(_:scratch:)``) is `probe` and its hash `hash`, unless it is there.
    /// - Returns: Whether it was added.
    mutating func insert(
        _ key: UnsafePointer<UInt64>, probe: UnsafePointer<UInt64>, hash: Int, parent: UInt32, letter: UInt8
    ) -> Bool {
        guard place(probe, hash: hash) else { return false }
        appendGrowing(key, parent: parent, letter: letter)
        return true
    }

    /// Runs `body` with the table's slots, which it may fill by ``KeyTable/insert(_:hash:into:words:mask:regionMask:)``
    /// from several threads (each in its own regions), and the slot count less one. Each key it puts there must then
    /// be numbered by ``append(_:parent:letter:)``, in the order of the search.
    mutating func withTable<R>(_ body: (UnsafeMutablePointer<UInt64>, Int) -> R) -> R {
        table.withSlots(body)
    }

    /// Puts the probe `key`, whose hash is `hash`, into the table unless it is there, without numbering it: the caller numbers it
    /// by ``append(_:parent:letter:)`` in the search's order.
    /// - Returns: Whether it was put there.
    mutating func place(_ key: UnsafePointer<UInt64>, hash: Int) -> Bool {
        let (found, slot) = table.find(key, hash: hash)
        if found { return false }
        table.put(key, at: slot)
        return true
    }

    /// Gives the next number to a key already put into the table (``withTable(_:)``).
    @inline(__always)
    mutating func append(_ key: UnsafePointer<UInt64>, parent: UInt32, letter: UInt8) {
        keys.append(key)
        parents.append(parent)
        letters.append(letter)
    }

    /// Runs `body` with a pointer to the key of state `number`.
    @inline(__always)
    func withKey<R>(_ number: Int, _ body: (UnsafePointer<UInt64>) -> R) -> R {
        keys.withItem(number, body)
    }
}
