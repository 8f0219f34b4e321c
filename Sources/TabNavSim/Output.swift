import TabNavStatechart

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The first write error on standard output, if any: `main` reports it and exits 2 (the CLI is single-threaded).
nonisolated(unsafe) var outputWriteError: Int32?

/// A buffered writer to a file descriptor (standard output or error), flushed when full and at the end.
///
/// A write that fails on standard output is remembered in ``outputWriteError`` and later writes are dropped.
struct Output {
    private let fd: Int32
    private var buffer: [UInt8] = []

    /// Writes to standard output.
    static var standardOutput: Output { Output(fd: STDOUT_FILENO) }
    /// Writes to standard error.
    static var standardError: Output { Output(fd: STDERR_FILENO) }

    private init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(1 << 16)
    }

    /// Appends `text` and a newline.
    mutating func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends UTF-8 bytes and a newline.
    mutating func line(utf8 bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes what is buffered.
    mutating func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        if fd == STDOUT_FILENO && outputWriteError != nil { return }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                if fd == STDOUT_FILENO { outputWriteError = n < 0 ? errno : ENOSPC }
                return
            }
            offset += n
        }
    }
}

extension String {
    /// The string as a JSON string literal, quotes included, with the characters of `extra` escaped as it says.
    /// - Parameter extra: More characters to escape, and their escapes (a script inside an HTML page needs `<`).
    /// - Returns: The literal.
    /// - Complexity: O(*n*) in the length of the string.
    func jsonQuoted(also extra: [Unicode.Scalar: String]) -> String {
        jsonLiteral(also: ["\n": "\\n", "\r": "\\r", "\t": "\\t"].merging(extra) { $1 })
    }
}
