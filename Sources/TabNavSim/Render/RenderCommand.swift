import TabNav
import TabNavTrace

/// `tabnav-sim render FILE --out DIR [--layout seed|symmetric|stack] [--width POINTS]`: replays a trace and writes
/// `DIR/index.html`, one self-contained page with every step as the phone shows it, and one SVG a distinct picture.
/// `main.swift` dispatches to it when the first argument is `render`.
struct RenderCommand: Equatable {
    var path: String?
    var out: String?
    var layout: TabBarLayout.Style = .symmetric
    var width: Double = 375
    var help = false

    /// Parses the arguments after `render`, as ``command`` declares them: each option at most once, `--out DIR` or
    /// `--out=DIR`, and `--` before a FILE that starts with `-`.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: [String]) throws(SimError) -> RenderCommand {
        let given = try command.parse(arguments)
        var parsed = RenderCommand()
        parsed.help = given.helpRequested
        parsed.path = given.positional
        parsed.out = given.value("--out")
        parsed.layout = given.choice("--layout") ?? parsed.layout
        parsed.width = given.integer("--width").map(Double.init) ?? parsed.width
        return parsed
    }

    /// Replays the trace and writes the page and the pictures.
    /// - Returns: The replay's exit status: 0, or 1 when an expectation failed or an invariant broke.
    /// - Throws: ``SimError`` for an unreadable trace, a trace with errors (printed first) or an unwritable directory.
    func run() throws -> Int32 {
        var out = Output.standardOutput
        defer { out.flush() }
        if help {
            out.line(Self.help)
            return 0
        }
        guard let path, let directory = self.out else { return 2 }
        // A usage error is found before the trace is read.
        if RenderFiles.isFile(directory) {
            throw SimError.usage(
                "'--out' takes a directory, and \(directory.quotedForMessage()) is a file", help: "tabnav-sim help render")
        }
        let source = try TraceSource(path: path)
        defer { source.close() }
        let simulation = Simulation(source: source, options: SimOptions())
        let checked = try simulation.check()
        let picture = DevicePicture(configuration: checked.header.configuration, style: layout, width: width)
        let bar = picture.launchLayout
        var reporter = RenderReporter(picture: picture)
        let summary = try simulation.replay(checked, into: &reporter)
        try RenderFiles.makeDirectory(directory + "/svg")
        var pictures: [String] = []
        pictures.reserveCapacity(reporter.scenes.count)
        for (index, scene) in reporter.scenes.enumerated() {
            let svg = reporter.picture.svg(scene)
            try RenderFiles.write(svg + "\n", to: directory + "/svg/" + RenderPage.pictureName(index))
            pictures.append(svg)
        }
        try RenderFiles.removeStalePictures(in: directory + "/svg", keeping: pictures.count)
        let page = RenderPage(
            file: source.displayName, header: checked.header, layout: bar, frames: reporter.frames,
            pictures: pictures, summary: summary)
        try RenderFiles.write(page.html, to: directory + "/index.html")
        out.line(
            "\(directory)/index.html: the launch state and \(Summary.count(summary.steps, "step")), "
                + "\(Summary.count(pictures.count, "picture")), \(summary.passed) passed, \(summary.failed) failed"
                + (bar.findings.isEmpty ? "" : "; layout: " + bar.findings.map(\.description).joined(separator: "; ")))
        return summary.exitCode
    }

    /// The text of `render --help`.
    static var help: String { command.helpText() }
}
