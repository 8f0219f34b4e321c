import TabNav

extension RenderCommand {
    /// `render`'s command line, declared once: `parse(_:)`, its help and its usage errors read it.
    static let command = CommandSpec(
        "render", summary: "draw every step as the phone shows it",
        discussion: """
            Replays a trace (FILE, or - for standard input) and draws every step as the phone shows
            it: DIR/index.html, one page that works from file:// (no network, scripts or fonts from
            elsewhere), and DIR/svg/picture-N.svg, one picture for each distinct drawing. Pictures
            named so that an earlier, longer render left in DIR/svg are removed; nothing else is.
            """,
        positional: .trace(required: true),
        options: [
            OptionSpec(
                "--out", value: .text(placeholder: "DIR"), "where to write the page and the pictures",
                detail: "made if missing", required: true),
            OptionSpec(
                "--layout", value: .choice(placeholder: "L", values: TabBarLayout.Style.allCases.map(\.rawValue)),
                default: RenderCommand().layout.rawValue, "how the custom bar places its buttons",
                detail: "seed is the Jianshu-style layoutSubviews, wrong for 3 or 5 tabs"),
            OptionSpec(
                "--width", value: .integer(placeholder: "POINTS", range: 200...1024),
                default: String(Int(RenderCommand().width)), "an iPhone's screen width",
                detail: "a large iPhone (414 x 736 at 375) and an iPad (1024 x 768) are drawn in proportion"),
        ],
        sections: [
            .init(
                title: "",
                body: """
                    The page: the phone, a timeline (drag it, or press the left and right arrow keys),
                    expectations and anomalies marked on it, and the step list. Open DIR/index.html#step=N
                    to start at step N. See Docs/Rendering.md.
                    """),
            .init(
                title: "EXIT STATUS",
                body: """
                      0  the page is written; every expectation held and no invariant broke
                      1  the page is written; an expectation failed or an invariant broke
                      2  bad input, or a directory that cannot be written
                    """),
        ])
}
