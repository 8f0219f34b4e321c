#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor line by line through one reusable buffer, so memory stays bounded by the longest line.
///
/// Input is bounded: a line longer than ``maxLineLength`` bytes ends the reading (``overlong`` is set, the line
/// is not handed on), and a NUL byte before the next newline hands on the line up to there at once, so that a
/// stream of NULs (`/dev/zero`) is never gathered into a line.
struct LineReader {
    /// The longest line read, in bytes, without its newline: 16 MiB.
    static let maxLineLength = 16 << 20

    /// Whether reading stopped at a line longer than ``maxLineLength``.
    private(set) var overlong = false
    private let fd: Int32
    private var buffer: UnsafeMutableRawBufferPointer
    private var start = 0
    private var end = 0
    private var eof = false

    /// Wraps an open descriptor; the reader does not close it.
    init(fd: Int32) {
        self.fd = fd
        buffer = .allocate(byteCount: 1 << 16, alignment: 1)
    }

    /// Frees the buffer.
    func deallocate() { buffer.deallocate() }

    /// Calls `body` with each line's bytes, without its `\n`; stops early when `body` returns false.
    /// - Throws: ``SimError/read`` when the descriptor cannot be read.
    mutating func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) throws {
        while true {
            if let newline = findNewline() {
                if newline - start > Self.maxLineLength {
                    overlong = true
                    return
                }
                let line = UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start..<newline])
                start = newline + 1
                if try !body(line) { return }
                continue
            }
            if let nul = findNul() {
                // A NUL and no newline yet: hand on the line so far, NUL included, and read on after it.
                let line = UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start...nul])
                start = nul + 1
                if try !body(line) { return }
                continue
            }
            if end - start > Self.maxLineLength {
                overlong = true
                return
            }
            if eof {
                if start < end {
                    let line = UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start..<end])
                    start = end
                    _ = try body(line)
                }
                return
            }
            try fill()
        }
    }

    private func findNewline() -> Int? {
        guard start < end, let base = buffer.baseAddress else { return nil }
        guard let hit = memchr(base + start, 0x0A, end - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    private func findNul() -> Int? {
        guard start < end, let base = buffer.baseAddress else { return nil }
        guard let hit = memchr(base + start, 0, end - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    private mutating func fill() throws {
        if start > 0 {
            let count = end - start
            if count > 0 {
                buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + start, byteCount: count)
            }
            start = 0
            end = count
        }
        if end == buffer.count {
            let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 1)
            bigger.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: end)
            buffer.deallocate()
            buffer = bigger
        }
        let n = read(fd, buffer.baseAddress! + end, buffer.count - end)
        if n < 0 {
            if errno == EINTR { return }
            throw SimError.read(String(cString: strerror(errno)))
        }
        if n == 0 { eof = true } else { end += n }
    }
}
