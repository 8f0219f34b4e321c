/// Zeroed words that live as long as the codec that holds them (``StateCodec``'s caches).
final class CodecMemory {
    let base: UnsafeMutablePointer<UInt64>
    let count: Int

    init(count: Int) {
        self.count = Swift.max(1, count)
        base = .allocate(capacity: self.count)
        base.initialize(repeating: 0, count: self.count)
    }

    deinit {
        base.deallocate()
    }
}
