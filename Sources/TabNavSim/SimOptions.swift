import TabNav

/// What the command line asked for.
struct SimOptions: Equatable {
    /// What to do.
    enum Mode: Equatable {
        /// Replay a trace (the default).
        case replay
        /// Replay under every combination of the UIKit settings and print a table.
        case matrix
        /// Print usage.
        case help
        /// Print the version.
        case version
    }

    var mode: Mode = .replay
    /// The custom bar's layout, checked for faults that a user sees (`--layout=seed|symmetric|stack`; LayoutCheck.swift).
    var layout: TabBarLayout.Style = .symmetric
    /// The trace path; `-` is standard input.
    var path: String?
    /// Only failures and the summary.
    var quiet = false
    /// JSON Lines instead of the human report.
    var json = false
    /// Print each step's coordinator effects.
    var effects = false
    /// Anomalies count as failures.
    var strict = false
    /// Check every invariant after every step.
    var fullChecks = false
    /// Print whole cells instead of cutting them to the column's width.
    var wide = false

    /// Parses the arguments after the program name, as ``command`` declares them.
    ///
    /// An option may be given once; `--help` wins over everything after it; `--version` takes no other argument.
    /// Combinations without a meaning are refused (the conflicts of ``command``).
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: [String]) throws(SimError) -> SimOptions {
        let given = try command.parse(arguments)
        var options = SimOptions()
        if given.helpRequested {
            options.mode = .help
            return options
        }
        if given.contains("--version") { options.mode = .version }
        if given.contains("--matrix") { options.mode = .matrix }
        options.path = given.positional
        options.layout = given.choice("--layout") ?? options.layout
        options.quiet = given.contains("--quiet")
        options.json = given.contains("--json")
        options.effects = given.contains("--effects")
        options.strict = given.contains("--strict")
        options.fullChecks = given.contains("--full-checks")
        options.wide = given.contains("--wide")
        return options
    }

    /// The text of `--help`: the tool's, with every subcommand's usage lines.
    static var help: String { Tool.helpText }

    /// The version printed by `--version`.
    static let version = "tabnav-sim 0.3.0 (trace format 3)"
}
