import TabNav

/// The step lines of at most 31 ASCII bytes parsed lately, found again by their bytes.
///
/// Once the header is complete, the names a step refers to no longer change: a step line's event, text and column
/// depend on its bytes alone, and only its line number differs from one occurrence to the next. A trace repeats its
/// lines (a generated trace of 200,000 steps has about 2,500 distinct ones), and finding one again costs four 64-bit
/// comparisons and the retains of its strings, where parsing it costs about a thousand instructions. The cache is
/// direct-mapped (4,096 slots), made at the first step line after the header, and keeps only lines that parsed into a
/// step: faults and `expect` lines are parsed every time. A line is kept at its second sighting: the first only
/// writes its key in the slot, so that a trace whose lines are all different pays for the keys and not for copying
/// every step into the cache.
// `@usableFromInline`, with what a look-up reads: `TraceParser.parseLine(_:number:seen:)` is inlinable.
@usableFromInline
struct StepLineCache: Sendable {
    /// A line's bytes as four 64-bit words, little-endian, the length in the top byte of the last (never 0).
    @usableFromInline
    struct Key: Equatable, Sendable {
        @usableFromInline var a: UInt64
        @usableFromInline var b: UInt64
        @usableFromInline var c: UInt64
        @usableFromInline var d: UInt64

        /// The key of no line, which marks an empty slot.
        static let none = Key()

        private init() {
            a = 0
            b = 0
            c = 0
            d = 0
        }

        /// The key of a line of 1 to 31 ASCII bytes; `nil` for an empty line, a longer one or one with a non-ASCII
        /// byte (whose column would not be its byte offset).
        @inlinable
        @inline(__always) // Into `parseLine`, once a line: out of line, the optional key came back through memory.
        init?(_ line: UnsafeBufferPointer<UInt8>) {
            let n = line.count
            guard n > 0, n <= 31, let base = line.baseAddress else { return nil }
            let p = UnsafeRawPointer(base)
            a = 0
            b = 0
            c = 0
            d = 0
            if n < 8 {
                for k in 0..<n { a |= UInt64(p.load(fromByteOffset: k, as: UInt8.self)) << UInt64(k * 8) }
            } else {
                a = p.loadUnaligned(as: UInt64.self)
                // The bytes after the last whole word: the eight that end the line, shifted past those already read.
                let rest = n & 7
                let tail = rest == 0 ? 0 : p.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) >> UInt64((8 - rest) * 8)
                switch n >> 3 {
                case 1: b = tail
                case 2:
                    b = p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    c = tail
                default:
                    b = p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    c = p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                    d = tail
                }
            }
            guard (a | b | c | d) & 0x8080_8080_8080_8080 == 0 else { return nil }
            d |= UInt64(n) << 56
        }

        /// Whether two keys are those of the same line: their four words, compared in place.
        @inlinable
        static func == (l: Key, r: Key) -> Bool { l.a == r.a && l.b == r.b && l.c == r.c && l.d == r.d }
    }

    /// A slot's line: its key (``Key/none`` in an empty slot), and whether the slot's step is that line's (not when
    /// only the key was written, the line seen once). Kept apart from the steps, so that looking a line up reads
    /// plain words and copies no step.
    @usableFromInline
    struct Tag: Sendable {
        @usableFromInline var key: Key
        @usableFromInline var kept: Bool
    }

    static let slotCount = 4096
    @usableFromInline private(set) var tags: [Tag] = []
    /// The slots' steps, each at the line it was last given for.
    @usableFromInline var steps: [TraceStep] = []

    /// The slot of a key in a table of ``slotCount`` (the string cache's long strings use it too).
    @inlinable
    static func index(_ key: Key) -> Int {
        let mixed =
            (key.a ^ (key.b &* 0x9E37_79B9_7F4A_7C15) ^ (key.c &* 0xC2B2_AE3D_27D4_EB4F) ^ (key.d &* 0x1656_67B1_9E37_79F9))
            &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 52)
    }

    /// The slot of a line seen lately with the same bytes; `nil` when none is remembered.
    @inlinable
    func slot(_ key: Key) -> Int? {
        guard !tags.isEmpty else { return nil }
        let i = Self.index(key)
        guard tags[i].key == key, tags[i].kept else { return nil }
        return i
    }

    /// Hands `body` the step of a line seen lately with the same bytes, at line `number`, where it lies in the cache
    /// (no copy to make and destroy); `false` when none is remembered.
    ///
    /// `body` gets the step `inout`, as the array's in-place access gives it: the array's subscript would give a copy,
    /// and a step read through a pointer is copied before each call that takes it. `body` must not change it.
    @inlinable
    @inline(__always) // Into `parseLine`, once a line: a call for a look-up of a few instructions.
    mutating func handStep(_ key: Key, number: Int, to body: (inout TraceStep) -> Void) -> Bool {
        guard let i = slot(key) else { return false }
        Self.hand(&steps[i], number: number, to: body) // one in-place access of the array
        return true
    }

    /// Moves a step to line `number` and hands it to `body`.
    @inlinable
    static func hand(_ step: inout TraceStep, number: Int, to body: (inout TraceStep) -> Void) {
        step.position.line = number
        body(&step)
    }

    /// Notes the step a line's bytes parsed into: its key the first time, the step itself when the key was there.
    mutating func remember(_ step: TraceStep, _ key: Key) {
        if tags.isEmpty {
            tags = Array(repeating: Tag(key: .none, kept: false), count: Self.slotCount)
            let empty = TraceStep(event: .report(.rotated), position: TracePosition(line: 0, column: 0), text: "")
            steps = Array(repeating: empty, count: Self.slotCount)
        }
        let i = Self.index(key)
        guard tags[i].key == key else {
            tags[i] = Tag(key: key, kept: false)
            return
        }
        tags[i].kept = true
        steps[i] = step
    }
}
