/// A list of items of `stride` elements each that grows by whole chunks of 2^16 items rather than by doubling one
/// block: adding to it never copies what it holds, and it holds room for at most one chunk it does not use. The
/// store's keys (an item a key), parents and letters.
struct ChunkedList<Element: BitwiseCopyable & Hashable & Sendable>: Hashable, Sendable {
    /// The items of a chunk: 2^16.
    static var chunkShift: Int { 16 }
    static var chunkItems: Int { 1 << chunkShift }

    /// The elements of an item.
    let stride: Int
    /// The chunks, each full but the last.
    private(set) var chunks: [[Element]] = []
    /// The number of items.
    private(set) var count = 0

    init(stride: Int = 1) {
        self.stride = Swift.max(1, stride)
    }

    /// The elements held room for, in all chunks.
    var capacity: Int { chunks.reduce(0) { $0 + $1.capacity } }

    /// Adds an item at the end: the `stride` elements at `item`.
    @inline(__always)
    mutating func append(_ item: UnsafePointer<Element>) {
        openChunkIfFull()
        let stride = stride
        for e in 0..<stride { chunks[chunks.count - 1].append(item[e]) }
        count += 1
    }

    /// Adds an item of one element at the end.
    @inline(__always)
    mutating func append(_ element: Element) {
        openChunkIfFull()
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    @inline(__always)
    private mutating func openChunkIfFull() {
        if count & (Self.chunkItems - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkItems * stride)
            chunks.append(chunk)
        }
    }

    /// The first element of item `index`, which must be below ``count``.
    @inline(__always)
    subscript(index: Int) -> Element {
        chunks[index >> Self.chunkShift][(index & (Self.chunkItems - 1)) * stride]
    }

    /// Runs `body` with a pointer to the elements of item `index`, which must be below ``count``.
    @inline(__always)
    func withItem<R>(_ index: Int, _ body: (UnsafePointer<Element>) -> R) -> R {
        chunks[index >> Self.chunkShift].withUnsafeBufferPointer {
            body($0.baseAddress! + (index & (Self.chunkItems - 1)) * stride)
        }
    }

    /// Lets go of the chunks whose items are all below `index`; their items must not be read again (the count and
    /// the numbering stay).
    mutating func release(below index: Int) {
        let whole = Swift.min(index >> Self.chunkShift, chunks.count - 1)
        guard whole > 0 else { return }
        for c in 0..<whole where chunks[c].capacity > 0 { chunks[c] = [] }
    }

    /// Calls `body` with each chunk's elements, in order.
    func forEachChunk(_ body: (UnsafeBufferPointer<Element>) -> Void) {
        for chunk in chunks { chunk.withUnsafeBufferPointer(body) }
    }
}
