#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Errors of the command line itself, with the exit code each one ends the run with.
enum SimError: Error, CustomStringConvertible {
    /// The arguments are not understood; `help` names the help to read (`tabnav-sim help generate`).
    case usage(String, help: String = "tabnav-sim --help")
    /// A file cannot be opened.
    case open(path: String, reason: String)
    /// A file cannot be read.
    case read(String)
    /// The trace has errors; they were printed already. `stopped` says why reading stopped early, if it did.
    case traceErrors(count: Int, stopped: String? = nil)
    /// Standard output cannot be written (a full disk, a closed pipe).
    case write(Int32)
    /// An output file or directory cannot be made or written.
    case writeFile(path: String, reason: String)

    /// The message printed after `tabnav-sim: error: `.
    var description: String {
        switch self {
        case .usage(let message, let help): "\(message) (see '\(help)')"
        case .open(let path, let reason): "cannot read '\(path.escapedForMessage)': \(reason)"
        case .read(let reason): "cannot read the trace: \(reason)"
        case .traceErrors(let count, let stopped):
            "\(count) error\(count == 1 ? "" : "s") in the trace" + (stopped.map { " (reading stopped \($0))" } ?? "")
                + "; nothing was replayed"
        case .write(let code): "cannot write the output: \(String(cString: strerror(code)))"
        case .writeFile(let path, let reason): "cannot write '\(path.escapedForMessage)': \(reason)"
        }
    }

    /// 2: bad input, usage, or output that cannot be written.
    var exitCode: Int32 { 2 }
}
