/// `tabnav-sim generate`: prints a generated trace to standard output (``TraceGenerator``).
struct GenerateCommand {
    let options: GenerateOptions

    /// Prints the trace, or the help.
    /// - Returns: The exit status, 0; a write error is reported by the caller (``outputWriteError``).
    func run() -> Int32 {
        var out = Output.standardOutput
        if options.help {
            out.line(GenerateOptions.help)
        } else {
            var generator = TraceGenerator(options)
            // A write error stops the generation (`generate --steps 1000000000 > /dev/full`).
            generator.write(
                steps: options.steps, command: options.commandLine, until: { outputWriteError != nil }, { out.line($0) })
        }
        out.flush()
        return 0
    }
}
