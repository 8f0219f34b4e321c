import TabNav

extension SimOptions {
    /// The replay's command line, declared once: `parse(_:)`, `--help` and the usage errors read it.
    static let command = CommandSpec(
        nil, summary: "replay a trace",
        discussion: """
            Replays a TabNav trace (FILE, or - for standard input): checks the whole file,
            then prints one line a step and checks its `expect` lines.
            """,
        positional: .trace(required: true),
        options: [
            OptionSpec(
                "--quiet", short: "-q", "print only failures and the summary",
                conflicts: [
                    .init(option: "--effects", reason: "--quiet prints no step, so no effects"),
                    .init(option: "--wide", reason: "--quiet prints no table"),
                ]),
            OptionSpec(
                "--json", "print JSON Lines for tools (Docs/tabnav-sim-output.schema.json)",
                conflicts: [
                    .init(option: "--quiet", reason: "JSON Lines always carry every step; filter them with a JSON tool"),
                    .init(option: "--effects", reason: "JSON Lines always carry the effects"),
                    .init(option: "--wide", reason: "JSON values are never cut"),
                ]),
            OptionSpec("--effects", "print the commands a coordinator performs after each step"),
            OptionSpec("--wide", "print whole cells instead of cutting them with '…'"),
            OptionSpec("--strict", "count every step that leaves an anomaly as a failure"),
            OptionSpec("--full-checks", "check every invariant after every step (slower on deep stacks)"),
            OptionSpec(
                "--layout", value: .choice(placeholder: "L", values: TabBarLayout.Style.allCases.map(\.rawValue)),
                default: SimOptions().layout.rawValue, "check the custom bar's layout",
                detail: "a fault (a tab under the centre button) is a layout anomaly"),
            OptionSpec(
                "--matrix",
                "replay under every UIKit profile, custom bar, overlap fix and bar policy, and tabulate the anomalies of "
                    + "each (expect lines are not evaluated); with --strict, fail when the trace's own row shows an anomaly",
                conflicts: [
                    .init(option: "--quiet", reason: "the matrix prints one line a combination"),
                    .init(option: "--effects", reason: "the matrix prints no step"),
                    .init(option: "--wide", reason: "the matrix never cuts its cells"),
                    .init(option: "--layout", reason: "the matrix does not check the layout"),
                ],
                role: .form),
            OptionSpec("--version", "print the version", role: .alone),
        ],
        sections: [
            .init(
                title: "EXIT STATUS",
                body: """
                      0  every expectation held and no invariant broke
                      1  an expectation failed, an invariant broke, or (--strict) an anomaly appeared
                      2  errors in the trace (FILE:LINE:COLUMN: error: MESSAGE; nothing is replayed),
                         a usage error, a file that cannot be read, or output that cannot be written
                    """),
            .init(
                title: "",
                body: """
                    Errors go to standard error (with --json, trace errors are JSON objects on standard
                    output). The trace format and every message: Docs/TraceFormat.md ("Errors and exit codes").
                    """),
        ])
}
