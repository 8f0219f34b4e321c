#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line through one reusable buffer, so memory stays bounded by the longest line.
struct LineReader {
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
                let line = UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start..<newline])
                start = newline + 1
                if try !body(line) { return }
                continue
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
