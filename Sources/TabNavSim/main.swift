#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the command line and returns the exit status: 0, 1 when a check failed, 2 for bad input or usage.
func runSimulator(_ arguments: [String]) -> Int32 {
    var err = Output.standardError
    do {
        let status = try Tool.run(arguments)
        if let code = outputWriteError { throw SimError.write(code) }
        return status
    } catch let error as SimError {
        err.line("tabnav-sim: error: \(error)")
        err.flush()
        return error.exitCode
    } catch {
        err.line("tabnav-sim: error: \(error)")
        err.flush()
        return 2
    }
}

exit(runSimulator(Array(CommandLine.arguments.dropFirst())))
