import TabNav

/// What the command line asked for.
struct SimOptions: Equatable {
    /// What to do.
    enum Mode: Equatable {
        /// Replay a trace (the default).
        case replay
        /// Replay under every profile × custom-bar × overlap-fix and print a table.
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
    /// Check every invariant after every step, the entries' too (O(entries) a step).
    var fullChecks = false

    /// Parses the arguments after the program name.
    /// - Throws: ``SimError/usage(_:)`` for anything not understood.
    static func parse(_ arguments: [String]) throws(SimError) -> SimOptions {
        var options = SimOptions()
        var onlyPaths = false
        for argument in arguments {
            if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
                guard options.path == nil else { throw .usage("more than one trace given ('\(options.path!)' and '\(argument)')") }
                options.path = argument
                continue
            }
            switch argument {
            case "--": onlyPaths = true
            case "--quiet", "-q": options.quiet = true
            case "--json": options.json = true
            case "--effects": options.effects = true
            case "--strict": options.strict = true
            case "--full-checks": options.fullChecks = true
            case "--matrix": options.mode = .matrix
            case "--help", "-h": options.mode = .help
            case "--version": options.mode = .version
            case _ where argument.hasPrefix("--layout="): options.layout = try LayoutCheck.style(argument.dropFirst(9))
            default: throw .usage("unknown option '\(argument)'")
            }
        }
        if options.mode == .help || options.mode == .version { return options }
        guard options.path != nil else { throw .usage("no trace given") }
        return options
    }

    /// The text of `--help`.
    static let help = """
        USAGE: tabnav-sim [options] FILE
               tabnav-sim --matrix [--json] FILE
               tabnav-sim statechart [--format mermaid|markdown|dot|scxml] [--region ID] [FILE]
               tabnav-sim generate [--steps N] [--seed S] [--tabs K]

        Replays a TabNav trace (FILE, or - for standard input): checks the whole file first,
        then prints one line a step and checks its `expect` lines.

        OPTIONS:
          -q, --quiet   print only failed expectations, broken invariants and the summary
          --json        print JSON Lines: an object a step or expect line, then a summary object
          --effects     print the commands a coordinator performs after each step
          --strict      count every step that leaves an anomaly as a failure
          --full-checks check every invariant after every step (O(entries) a step; see below)
          --layout=L    check the custom bar laid out as seed, symmetric (default) or stack;
                        a fault (a tab under the centre button) is a layout anomaly
          --matrix      replay under every profile x custom-bar x overlap-fix and tabulate
                        the anomalies (expect lines are not evaluated)
          -h, --help    print this help
          --version     print the version

        INVARIANTS:
          After every step the replay checks the invariants of the state's shape (tabs,
          selection, empty stacks, badges, back-swipe, system buttons, stuck bar): O(1) a step.
          The invariants that read every entry (hiding counts, entry identities) are checked
          at each expect line that follows a step and after the last step, and a break is
          reported at that line. --full-checks checks them all after every step instead.

        EXIT STATUS:
          0  every expectation held and no invariant broke
          1  an expectation failed, an invariant broke, or (--strict) an anomaly appeared
          2  errors in the trace (printed as FILE:LINE:COLUMN: error: MESSAGE, nothing is
             replayed) or on the command line, or a file that cannot be read

        SUBCOMMANDS:
          generate      print a realistic trace of N steps, the same for the same seed
                        (see 'tabnav-sim generate --help')
          render        draw every step as the phone shows it, in one page (see 'render --help')
          statechart    print the machine's statechart for the app in FILE's header (default:
                        the Jianshu-style app of Examples/jianshu.trace); see Docs/statecharts
          To replay a file named like a subcommand, write './generate' or './statechart'.

        Errors go to standard error. The trace format, and every error message, are described
        in Docs/TraceFormat.md ("Errors and exit codes").
        """

    /// The version printed by `--version`.
    static let version = "tabnav-sim 0.2.0 (trace format 2)"
}
