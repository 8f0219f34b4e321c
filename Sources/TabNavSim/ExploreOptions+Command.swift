import TabNavExplore

extension ExploreOptions {
    /// `explore`'s command line, declared once: `parse(_:)`, its help and its usage errors read it.
    static let command = CommandSpec(
        "explore", summary: "decide what the app in FILE can reach within a depth bound, with shortest traces",
        discussion: """
            Explores every state the app of FILE's header can reach from launch, breadth first,
            stepping the library's reducer with the alphabet: each distinct step line of FILE is
            one letter (expect lines are not); a FILE with no step gets the default alphabet:
            \(ExploreModel.defaultAlphabetDescription).
            FILE is checked as the replay checks it first. Then says, for each anomaly, each
            invariant and each goal, whether it is reachable within the bound, with a shortest
            trace when it is. Build with 'swift build -c release' to explore: a debug build is
            tens of times slower, and says so in its report. See Docs/Exploring.md.
            """,
        positional: .trace(required: true),
        options: [
            OptionSpec(
                "--depth", value: .integer(placeholder: "D", range: 1...8), default: String(ExploreOptions().depth),
                "no stack grows past D entries, root included"),
            OptionSpec(
                "--goal", value: .text(placeholder: "'K=V ...'"), "also decide whether these expect pairs can hold",
                repeatable: true),
            OptionSpec(
                "--max-states", value: .integer(placeholder: "N", range: 1...4_000_000_000),
                "stop after N states: the result is then incomplete"),
            OptionSpec("--out", value: .text(placeholder: "DIR"), "write each shortest trace to DIR/<finding>.trace"),
            OptionSpec(
                "--matrix",
                "decide the anomalies under every profile x custom-bar x overlap-fix (x badge-target where it matters)",
                conflicts: ["--goal", "--out", "--chart-coverage"].map {
                    .init(option: $0, reason: "--matrix decides the anomalies only")
                },
                role: .form),
            OptionSpec("--json", "print JSON Lines instead of the report, file errors included"),
            OptionSpec(
                "--threads", value: .integer(placeholder: "T", range: 1...64), default: String(ExploreOptions().threads),
                "threads that step states"),
            OptionSpec(
                "--symmetry", value: .choice(placeholder: "S", values: Explorer.Symmetry.allCases.map(\.rawValue)),
                default: ExploreOptions().symmetry.rawValue,
                "keep one state for all the renamings of interchangeable screens: each stack's on its own, the "
                    + "whole state's alike, or none (see SYMMETRY)"),
            OptionSpec(
                "--fingerprints",
                "keep a 63-bit fingerprint of each state instead of the state (a third of the memory; the report "
                    + "gives the chance that a state was missed)",
                conflicts: [.init(option: "--chart-coverage", reason: "--fingerprints lets the states go")]),
            OptionSpec(
                "--memory", value: .text(placeholder: "BYTES"),
                "keep the search under BYTES (K, M, G suffixes; at least 1M): switch to fingerprints, then stop "
                    + "saying how far it got",
                conflicts: [
                    .init(option: "--chart-coverage", reason: "--memory may switch to fingerprints, which let the states go")
                ]),
            OptionSpec(
                "--chart-coverage",
                "step every state again and report the statechart transitions never taken and the steps the chart "
                    + "does not explain (slow: small spaces)",
                conflicts: [.init(option: "--json", reason: "--chart-coverage prints a human report")]),
        ],
        sections: [
            .init(
                title: "SYMMETRY",
                body: """
                      Screens that only plain letters name alike (push X, push Y, ...: no tab's root, no
                      hiding screen, not the centre button's, named by no goal) are twins: renaming them
                      changes nothing the search decides, and no step moves a screen from one stack to
                      another, so each stack may be renamed on its own. With --symmetry stacks (the
                      default) one state stands for all the renamings of its stacks, with --symmetry
                      screens for the renamings of the whole state alike (fewer), with off for itself.
                      The report says which screens are twins and how many states the ones explored
                      stand for. Verdicts and shortest lengths are the same every way, and each trace
                      printed replays as written.
                    """),
            .init(
                title: "LIMITS",
                body: """
                      255 letters (distinct step lines); 64 properties, so at most 64 less the anomalies
                      and invariant kinds as goals; a stack packs into 63 bits, 3 + D x (1 + log2 of the
                      distinct screens, rounded up): at depth 8 at most 64 distinct screens. Past a limit
                      the command exits 2 saying what to reduce.
                    """),
            .init(
                title: "EXIT STATUS",
                body: """
                      0  explored (whatever was found)
                      1  an invariant of the model can be broken within the bound
                      2  errors in FILE or on the command line
                    """),
        ])
}
