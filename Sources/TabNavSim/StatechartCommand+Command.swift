import TabNavStatechart

extension StatechartCommand {
    /// `statechart`'s command line, declared once: `parse(_:)`, its help and its usage errors read it.
    static let command = CommandSpec(
        "statechart", summary: "print the statechart of a trace's app",
        discussion: """
            Prints the machine's statechart for the configuration in FILE's header (a trace, or -
            for standard input), or for the Jianshu-style app (four tabs and a centre write button)
            when no FILE is given. The chart is generated from the machine and tested against it.
            """,
        positional: .trace(required: false),
        options: [
            OptionSpec(
                "--format", value: .choice(placeholder: "F", values: Statechart.Format.allCases.map(\.rawValue)),
                default: StatechartCommand().format.rawValue, "the notation",
                detail: "markdown is Mermaid blocks and transition tables, dot is Graphviz"),
            OptionSpec(
                "--region", value: .text(placeholder: "ID"),
                "only this region (mermaid or dot): selection, TAB-stack, modal, swipe, bar, buttons"),
            OptionSpec(
                "--events", short: "-e",
                "replay FILE and print one JSON object a line: the launch state, then for each step the SCXML event "
                    + "name and data that the exported document takes, the active SCXML states and the observables "
                    + "after it (Scripts/check-scxml.sh)",
                needsPositional: true,
                conflicts: ["--format", "--region"].map {
                    .init(option: $0, reason: "--events prints JSON lines, not a chart")
                },
                role: .form),
        ],
        sections: [.init(title: "", body: "How to read the charts: Docs/statecharts/README.md.")])
}
