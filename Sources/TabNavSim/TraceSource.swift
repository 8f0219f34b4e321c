#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A trace that can be read from the start more than once: a file, or standard input spooled to a temporary file.
struct TraceSource {
    /// The name used in messages: the path (its control and invisible characters escaped), or `<stdin>`.
    let displayName: String
    private let fd: Int32

    /// Opens `path` (`-` for standard input, which is copied to an unlinked temporary file first).
    /// - Throws: ``SimError/open(path:reason:)`` for a missing, unreadable or directory path.
    init(path: String) throws(SimError) {
        if path == "-" {
            displayName = "<stdin>"
            fd = try Self.spoolStandardInput()
            return
        }
        displayName = path.escapedForMessage // a path never puts a raw control character in a message
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .open(path: path, reason: String(cString: strerror(errno))) }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            _ = closeFile(fd)
            throw .open(path: path, reason: "it is a directory")
        }
        guard lseek(fd, 0, SEEK_CUR) < 0 else {
            self.fd = fd
            return
        }
        // A pipe or another stream that cannot be read twice (`<(command)`): copy it to a temporary file.
        defer { _ = closeFile(fd) }
        self.fd = try Self.spool(from: fd, path: path)
    }

    /// Closes the file.
    func close() { _ = closeFile(fd) }

    /// Reads the trace from the start, calling `body` with each line and its 1-based number.
    /// - Returns: The number of a line longer than ``LineReader/maxLineLength``, at which reading stopped, if any.
    /// - Throws: what `body` throws, or ``SimError/read(_:)``.
    @discardableResult
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Bool) throws -> Int? {
        guard lseek(fd, 0, SEEK_SET) == 0 else { throw SimError.read(String(cString: strerror(errno))) }
        var reader = LineReader(fd: fd)
        defer { reader.deallocate() }
        var number = 0
        try reader.forEachLine { line in
            number += 1
            return try body(line, number)
        }
        return reader.overlong ? number + 1 : nil
    }

    private static func spoolStandardInput() throws(SimError) -> Int32 {
        try spool(from: STDIN_FILENO, path: "-")
    }

    /// Copies everything readable from `source` to an unlinked temporary file, and returns that file.
    private static func spool(from source: Int32, path: String) throws(SimError) -> Int32 {
        var template = Array("/tmp/tabnav-sim-stdin-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .open(path: path, reason: String(cString: strerror(errno))) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // Bounded as the reader is: stop after a NUL byte or a line longer than the longest line read.
        var sinceNewline = 0
        var bounded = false
        while !bounded {
            let n = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw .open(path: path, reason: String(cString: strerror(errno))) }
            if n == 0 { break }
            var written = 0
            while written < n {
                let w = chunk.withUnsafeBytes { write(fd, $0.baseAddress! + written, n - written) }
                if w < 0 && errno == EINTR { continue }
                if w < 0 { throw .open(path: path, reason: String(cString: strerror(errno))) }
                written += w
            }
            if chunk[..<n].contains(0) { bounded = true }
            if let last = chunk[..<n].lastIndex(of: 0x0A) { sinceNewline = n - 1 - last } else { sinceNewline += n }
            if sinceNewline > LineReader.maxLineLength { bounded = true }
        }
        return fd
    }
}

private func closeFile(_ fd: Int32) -> Int32 { close(fd) }
