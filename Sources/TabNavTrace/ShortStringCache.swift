/// The last strings of at most 15 ASCII bytes made from a trace's words, found again by their bytes.
///
/// Every step makes its text and, most often, a screen's name as a `String`; decoding one costs about 170
/// instructions, most of W1's parse after the scan. A trace repeats the same few texts and names, and a string of
/// at most 15 bytes is stored inline in the `String` value, so a remembered one is two 64-bit comparisons away. The
/// cache is direct-mapped (2,048 slots, 64 KiB, overwritten on a miss): its memory is fixed, whatever the trace. A generated
/// trace has about 550 distinct texts of at most 15 bytes; with 256 slots, one look-up in eight missed.
struct ShortStringCache: Sendable {
    /// A remembered string and its bytes: `low` holds bytes 0–7, `high` bytes 8–14 and the length in its top byte.
    private struct Slot: Sendable {
        var low: UInt64
        var high: UInt64
        var string: String
    }

    private static let slotCount = 2048
    /// Made at the first look-up; `high == 0` marks an empty slot (no length is 0 there).
    private var slots: [Slot] = []

    /// The string of a word: remembered when the word is ASCII and at most 15 bytes long, decoded otherwise.
    /// - Parameters:
    ///   - line: The line.
    ///   - w: The word, or any range of the line's content.
    /// - Returns: The same string as ``TraceLine/string(_:)``.
    mutating func string(_ line: TraceLine, _ w: TraceWord) -> String {
        let n = w.end - w.start
        guard n > 0, n <= 15, w.end <= line.firstUnusual, let base = line.bytes.baseAddress else { return line.string(w) }
        let p = UnsafeRawPointer(base + w.start)
        var low: UInt64 = 0
        var high: UInt64 = 0
        if n >= 8 {
            low = p.loadUnaligned(as: UInt64.self)
            // The last eight bytes, shifted so that only those after the first eight stay (none when n is 8).
            high = p.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) >> UInt64((16 - n) * 8)
        } else {
            for k in 0..<n { low |= UInt64(p.load(fromByteOffset: k, as: UInt8.self)) << UInt64(k * 8) }
        }
        high |= UInt64(n) << 56
        if slots.isEmpty { slots = Array(repeating: Slot(low: 0, high: 0, string: ""), count: Self.slotCount) }
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        let i = Int(truncatingIfNeeded: mixed >> 53)
        if slots[i].low == low && slots[i].high == high { return slots[i].string }
        let s = line.string(w)
        slots[i] = Slot(low: low, high: high, string: s)
        return s
    }
}
