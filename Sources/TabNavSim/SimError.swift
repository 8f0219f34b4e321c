/// Errors of the command line itself, with the exit code each one ends the run with.
enum SimError: Error, CustomStringConvertible {
    /// The arguments are not understood.
    case usage(String)
    /// A file cannot be opened.
    case open(path: String, reason: String)
    /// A file cannot be read.
    case read(String)
    /// The trace has errors; they were printed already.
    case traceErrors(count: Int)

    /// The message printed after `tabnav-sim: error: `.
    var description: String {
        switch self {
        case .usage(let message): "\(message) (see 'tabnav-sim --help')"
        case .open(let path, let reason): "cannot read '\(path)': \(reason)"
        case .read(let reason): "cannot read the trace: \(reason)"
        case .traceErrors(let count): "\(count) error\(count == 1 ? "" : "s") in the trace; nothing was replayed"
        }
    }

    /// 2: bad input or usage.
    var exitCode: Int32 { 2 }
}
