#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of a child process cost: its wall time, and how it exited.
struct ChildRun {
    var seconds: Double
    var exitStatus: Int32
}

enum BenchError: Error, CustomStringConvertible {
    case spawn(String, Int32)
    case failed(String, Int32)
    case usage(String)
    case io(String)

    var description: String {
        switch self {
        case .spawn(let what, let code): "cannot start \(what): \(String(cString: strerror(code)))"
        case .failed(let what, let status): "\(what) exited with status \(status)"
        case .usage(let message): message
        case .io(let message): message
        }
    }
}

/// Runs a program with its standard output sent to `stdoutPath`, and measures it.
/// - Parameters:
///   - arguments: The program's path, then its arguments.
///   - stdoutPath: Where standard output goes (standard error is kept).
/// - Returns: Its wall time and exit status.
func runChild(_ arguments: [String], stdoutPath: String = "/dev/null") throws -> ChildRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let start = nowNanoseconds()
    let rc = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    guard rc == 0 else { throw BenchError.spawn(arguments[0], rc) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { throw BenchError.spawn("waitpid", errno) }
    }
    let elapsed = Double(nowNanoseconds() - start) / 1e9
    let exited = (status & 0x7F) == 0
    return ChildRun(seconds: elapsed, exitStatus: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
}

/// The directory of this executable, where `swift build` also puts `tabnav-sim`.
func executableDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return "." }
    let path = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
}

/// Reads a whole file into memory.
func readFile(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw BenchError.io("cannot open \(path): \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n >= 0 else { throw BenchError.io("cannot read \(path)") }
        if n == 0 { return bytes }
        bytes.append(contentsOf: chunk[0..<n])
    }
}

/// Calls `body` with every line of `bytes`, without its `\n`, and its 1-based number.
func forEachLine(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
    bytes.withUnsafeBufferPointer { all in
        guard let base = all.baseAddress else { return }
        var start = 0
        var number = 0
        while start < all.count {
            let hit = memchr(base + start, 0x0A, all.count - start)
            let end = hit.map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? all.count
            number += 1
            body(UnsafeBufferPointer(start: base + start, count: end - start), number)
            start = end + 1
        }
    }
}
