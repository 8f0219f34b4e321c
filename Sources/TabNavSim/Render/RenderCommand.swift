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

    /// Parses the arguments after `render`.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: [String]) throws(SimError) -> RenderCommand {
        var command = RenderCommand()
        // `--out=DIR` is `--out DIR`, and so on, so that `--layout=seed` reads as it does for the replay.
        var rest = arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
        }[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": command.help = true
            case "--out", "--layout", "--width":
                guard let value = rest.popFirst() else { throw .usage("'\(argument)' needs a value", help: "tabnav-sim help render") }
                if argument == "--out" { command.out = value }
                if argument == "--layout" {
                    guard let style = TabBarLayout.Style(rawValue: value) else {
                        throw .usage("unknown layout '\(value)': use seed, symmetric or stack", help: "tabnav-sim help render")
                    }
                    command.layout = style
                }
                if argument == "--width" {
                    guard let points = Int(value), (200...1024).contains(points) else {
                        throw .usage("'--width' takes a whole number of points from 200 to 1024, not '\(value)'",
                                     help: "tabnav-sim help render")
                    }
                    command.width = Double(points)
                }
            case _ where argument.hasPrefix("-") && argument != "-":
                throw .usage("unknown option '\(argument)' for 'render'", help: "tabnav-sim help render")
            default:
                guard command.path == nil else {
                    throw .usage("more than one trace given ('\(command.path!)' and '\(argument)')", help: "tabnav-sim help render")
                }
                command.path = argument
            }
        }
        if command.help { return command }
        guard command.path != nil else { throw .usage("'render' needs a trace", help: "tabnav-sim help render") }
        guard command.out != nil else { throw .usage("'render' needs '--out DIR'", help: "tabnav-sim help render") }
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
        let page = RenderPage(file: source.displayName, header: checked.header, layout: bar, frames: reporter.frames,
                              pictures: pictures, summary: summary)
        try RenderFiles.write(page.html, to: directory + "/index.html")
        out.line("\(directory)/index.html: \(reporter.frames.count) steps, \(pictures.count) pictures, "
                 + "\(summary.passed) passed, \(summary.failed) failed"
                 + (bar.findings.isEmpty ? "" : "; layout: " + bar.findings.map(\.description).joined(separator: "; ")))
        return summary.exitCode
    }

    /// The text of `render --help`.
    static let help = """
        USAGE: tabnav-sim render FILE --out DIR [--layout seed|symmetric|stack] [--width POINTS]
               (each option may also be written --option=VALUE)

        Replays a trace (FILE, or - for standard input) and draws every step as the phone shows
        it: DIR/index.html, one page that works from file:// (no network, scripts or fonts from
        elsewhere), and DIR/svg/picture-N.svg, one picture for each distinct drawing.

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
