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

    /// Parses the arguments after `render`: each option at most once, `--out DIR` or `--out=DIR`, and `--` before a
    /// FILE that starts with `-`.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: [String]) throws(SimError) -> RenderCommand {
        var command = RenderCommand()
        var scanner = OptionScanner(arguments, help: "tabnav-sim help render")
        while let argument = try scanner.nextArgument() {
            switch argument {
            case .option("--help"), .option("-h"):
                try scanner.noValue(for: "--help")
                command.help = true
            case .option("--out"):
                command.out = try scanner.value(for: "--out")
            case .option("--layout"):
                let value = try scanner.value(for: "--layout")
                guard let style = TabBarLayout.Style(rawValue: value) else {
                    throw scanner.usage("unknown layout \(value.quotedForMessage()): use seed, symmetric or stack")
                }
                command.layout = style
            case .option("--width"):
                let value = try scanner.value(for: "--width")
                guard let points = Int(value), (200...1024).contains(points) else {
                    throw scanner.usage(
                        "'--width' takes a whole number of points from 200 to 1024, not \(value.quotedForMessage())")
                }
                command.width = Double(points)
            case .option(let name):
                throw scanner.usage("unknown option '\(name.escapedForMessage)' for 'render'")
            case .word(let word):
                if let path = command.path {
                    throw scanner.usage("more than one trace given (\(path.quotedForMessage()) and \(word.quotedForMessage()))")
                }
                command.path = word
            }
        }
        if command.help { return command }
        guard command.path != nil else { throw scanner.usage("'render' needs a trace") }
        guard command.out != nil else { throw scanner.usage("'render' needs '--out DIR'") }
        return command
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
        let source = try TraceSource(path: path)
        defer { source.close() }
        let simulation = Simulation(source: source, options: SimOptions())
        let checked = try simulation.check()
        let bar = TabBarLayout(configuration: checked.header.configuration, style: layout, width: width)
        var reporter = RenderReporter(picture: PhonePicture(layout: bar))
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
            "\(directory)/index.html: \(reporter.frames.count) steps, \(pictures.count) pictures, "
                + "\(summary.passed) passed, \(summary.failed) failed"
                + (bar.findings.isEmpty ? "" : "; layout: " + bar.findings.map(\.description).joined(separator: "; ")))
        return summary.exitCode
    }

    /// The text of `render --help`.
    static let help = """
        USAGE: tabnav-sim render FILE --out DIR [--layout seed|symmetric|stack] [--width POINTS]
               (each option at most once, --option=VALUE the same as --option VALUE;
                write -- before a FILE that starts with '-')

        Replays a trace (FILE, or - for standard input) and draws every step as the phone shows
        it: DIR/index.html, one page that works from file:// (no network, scripts or fonts from
        elsewhere), and DIR/svg/picture-N.svg, one picture for each distinct drawing. Pictures
        named so that an earlier, longer render left in DIR/svg are removed; nothing else is.

        OPTIONS:
          --out DIR       where to write the page and the pictures (made if missing)
          --layout L      how the custom bar places its buttons: symmetric (default), seed (the
                          Jianshu-style layoutSubviews, wrong for 3 or 5 tabs) or stack
          --width POINTS  the screen's width, 200 to 1024 (default 375)
          -h, --help      print this help

        The page: the phone, a timeline (drag it, or press the left and right arrow keys),
        expectations and anomalies marked on it, and the step list. Open DIR/index.html#step=N
        to start at step N. See Docs/Rendering.md.

        EXIT STATUS: 0, or 1 when an expectation failed or an invariant broke, or 2 for bad
        input; the page is written in the first two cases.
        """
}
