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

    /// Parses the arguments after `statechart`; each option at most once, `--format dot` or `--format=dot`;
    /// `--events` with `--format` or `--region` is refused.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: [String]) throws(SimError) -> StatechartCommand {
        var command = StatechartCommand()
        var scanner = OptionScanner(arguments, help: "tabnav-sim help statechart")
        var formatGiven = false
        while let argument = try scanner.next() {
            switch argument {
            case "--help", "-h":
                command.help = true
            case "--events":
                command.events = true
            case "--region":
                command.region = try scanner.value(for: argument)
            case "--format":
                let value = try scanner.value(for: argument)
                guard let format = Statechart.Format(rawValue: value) else {
                    throw scanner.usage("unknown format '\(value.escapedForMessage)': use mermaid, markdown, dot or scxml")
                }
                command.format = format
                formatGiven = true
            case _ where argument.hasPrefix("-") && argument != "-":
                throw scanner.usage("unknown option '\(argument.escapedForMessage)' for 'statechart'")
            default:
                if let path = command.path {
                    throw scanner.usage(
                        "more than one trace given ('\(path.escapedForMessage)' and '\(argument.escapedForMessage)')")
                }
                command.path = argument
            }
        }
        // `--events` prints JSON lines, never a chart: a notation or a region would be silently ignored.
        if command.events && !command.help {
            for (given, name) in [(formatGiven, "--format"), (command.region != nil, "--region")] where given {
                throw scanner.usage("'--events' and '\(name)' cannot be combined: --events prints JSON lines, not a chart")
            }
        }
        return command
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
            guard let path else { throw SimError.usage("'--events' needs a trace", help: "tabnav-sim help statechart") }
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
            throw .usage(
                "no region '\(id.escapedForMessage)'; the chart has " + chart.regions.map(\.id).joined(separator: ", "),
                help: "tabnav-sim help statechart")
        }
        switch format {
        case .mermaid: return chart.mermaid(found)
        case .dot: return chart.dot(only: [id], title: "\(chart.name): \(found.title)")
        case .markdown, .scxml: throw .usage("--region works with --format mermaid or dot", help: "tabnav-sim help statechart")
        }
    }

    /// The chart's name for a trace: its file name without directories and extension.
    static func name(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// The text of `statechart --help`.
    static let help = """
        USAGE: tabnav-sim statechart [--format mermaid|markdown|dot|scxml] [--region ID] [FILE]
               tabnav-sim statechart --events FILE

        Prints the machine's statechart for the configuration in FILE's header (a trace, or -
        for standard input), or for the Jianshu-style app (four tabs and a centre write button)
        when no FILE is given. The chart is generated from the machine and tested against it.

        OPTIONS:
          --format F    mermaid (default), markdown (Mermaid blocks and transition tables),
                        dot (Graphviz) or scxml
          --region ID   only this region (mermaid or dot): selection, TAB-stack, modal, swipe,
                        bar, buttons
          --events      replay FILE and print one JSON object a line: the launch state, then for
                        each step the SCXML event name and data that the exported document takes,
                        the active SCXML states and the observables after it (Scripts/check-scxml.sh);
                        it takes neither --format nor --region
          -h, --help    print this help

        How to read the charts: Docs/statecharts/README.md.
        """
}

extension String {
    fileprivate var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
