import TabNav
import TabNavStatechart
import TabNavTrace

/// `tabnav-sim statechart [--format mermaid|markdown|dot|scxml] [--region ID] [FILE]`: prints the machine's
/// statechart for the configuration in a trace's header, or for the Jianshu-style app when no trace is given.
/// `main.swift` dispatches to it when the first argument is `statechart`.
struct StatechartCommand: Equatable {
    /// The notation to print.
    var format: Statechart.Format = .mermaid
    /// The trace whose header configures the app; `nil` for the Jianshu-style app.
    var path: String?
    /// Print only this region (Mermaid, Markdown is always whole; DOT draws the cluster alone).
    var region: String?
    /// Print the SCXML events of the trace's steps and what follows each (``StatechartEvents``) instead of a chart.
    var events = false
    /// Print usage.
    var help = false

    /// Parses the arguments after `statechart`, as ``command`` declares them: each option at most once,
    /// `--format dot` or `--format=dot`; `--events` with `--format` or `--region` is refused, and without a trace.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: [String]) throws(SimError) -> StatechartCommand {
        let given = try command.parse(arguments)
        var parsed = StatechartCommand()
        parsed.help = given.helpRequested
        parsed.path = given.positional
        parsed.format = given.choice("--format") ?? parsed.format
        parsed.region = given.value("--region")
        parsed.events = given.contains("--events")
        return parsed
    }

    /// Prints the chart, or the usage.
    /// - Returns: The exit status, 0.
    /// - Throws: ``SimError`` for an unreadable trace, a trace with errors (printed first) or an unknown region.
    func run() throws -> Int32 {
        var out = Output.standardOutput
        defer { out.flush() }
        if help {
            out.line(Self.help)
            return 0
        }
        if events {
            guard let path else { throw Self.command.usage("'--events' needs a trace") }
            return try StatechartEvents(path: path).run()
        }
        let chart: Statechart
        if let path {
            let source = try TraceSource(path: path)
            defer { source.close() }
            let header = try Simulation(source: source, options: SimOptions()).check().header
            chart = Statechart(configuration: header.configuration, name: Self.name(of: source.displayName))
        } else {
            chart = Statechart(configuration: .jianshu, name: "jianshu")
        }
        out.line(try render(chart).trimmingTrailingNewline)
        return 0
    }

    private func render(_ chart: Statechart) throws(SimError) -> String {
        guard let id = region else { return chart.render(format) }
        guard let found = chart.region(id) else {
            throw Self.command.usage(
                "no region '\(id.escapedForMessage)'; the chart has " + chart.regions.map(\.id).joined(separator: ", "))
        }
        switch format {
        case .mermaid: return chart.mermaid(found)
        case .dot: return chart.dot(only: [id], title: "\(chart.name): \(found.title)")
        case .markdown, .scxml: throw Self.command.usage("--region works with --format mermaid or dot")
        }
    }

    /// The chart's name for a trace: its file name without directories and extension; `stdin` for standard input.
    static func name(of path: String) -> String {
        if path == "<stdin>" { return "stdin" }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// The text of `statechart --help`.
    static var help: String { command.helpText() }
}

extension String {
    fileprivate var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
