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

    /// Parses the arguments after the program name.
    ///
    /// An option may be given once; `--help` wins over everything else; `--version` takes no other argument.
    /// Combinations without a meaning are refused: `--json` with `--quiet`, `--effects` or `--wide`; `--quiet` with
    /// `--effects` or `--wide`; `--matrix` with `--quiet`, `--effects`, `--wide` or `--layout`.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: [String]) throws(SimError) -> SimOptions {
        var options = SimOptions()
        var onlyPaths = false
        var seen: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
                guard let path = options.path else {
                    options.path = argument
                    continue
                }
                throw .usage("more than one trace given ('\(path.escapedForMessage)' and '\(argument.escapedForMessage)')")
            }
            let name = Self.canonicalName(argument)
            // The option's value: after `=`, or the next argument.
            func value() throws(SimError) -> String {
                if let eq = argument.firstIndex(of: "=") { return String(argument[argument.index(after: eq)...]) }
                guard let next = rest.popFirst() else { throw .usage("'\(name)' needs a value") }
                return next
            }
            if argument.contains("=") && Self.flags.contains(name) {
                throw .usage("option '\(name.escapedForMessage)' takes no value")
            }
            if name == "--help" {
                options.mode = .help
                return options
            }
            guard !seen.contains(name) else { throw .usage("option '\(name)' is given twice") }
            seen.append(name)
            switch name {
            case "--": onlyPaths = true
            case "--quiet": options.quiet = true
            case "--json": options.json = true
            case "--effects": options.effects = true
            case "--strict": options.strict = true
            case "--full-checks": options.fullChecks = true
            case "--wide": options.wide = true
            case "--matrix": options.mode = .matrix
            case "--version": options.mode = .version
            case "--layout": options.layout = try LayoutCheck.style(Substring(try value()))
            default:
                let meant = Suggestion.closest(to: name, among: Self.flags + ["--layout", "--help"])
                throw .usage("unknown option '\(argument.escapedForMessage)'" + (meant.map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
        if options.mode == .version {
            guard arguments.count == 1 else { throw .usage("'--version' takes no other argument") }
            return options
        }
        try options.checkCombinations(seen)
        guard options.path != nil else { throw .usage("no trace given") }
        return options
    }

    /// The options of a replay; none takes a value.
    static let flags = ["--quiet", "--json", "--effects", "--strict", "--full-checks", "--wide", "--matrix", "--version"]

    /// `--quiet` for `-q`, the option's name for `--name=value`.
    private static func canonicalName(_ argument: String) -> String {
        switch argument {
        case "-q": return "--quiet"
        case "-h": return "--help"
        default: return argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        }
    }

    /// Refuses the combinations that have no meaning.
    private func checkCombinations(_ given: [String]) throws(SimError) {
        let refused: [(String, String, String)] = [
            ("--json", "--quiet", "JSON Lines always carry every step; filter them with a JSON tool"),
            ("--json", "--effects", "JSON Lines always carry the effects"),
            ("--json", "--wide", "JSON values are never cut"),
            ("--quiet", "--effects", "--quiet prints no step, so no effects"),
            ("--quiet", "--wide", "--quiet prints no table"),
            ("--matrix", "--quiet", "the matrix prints one line a combination"),
            ("--matrix", "--effects", "the matrix prints no step"),
            ("--matrix", "--wide", "the matrix never cuts its cells"),
            ("--matrix", "--layout", "the matrix does not check the layout"),
        ]
        for (a, b, why) in refused where given.contains(a) && given.contains(b) {
            throw .usage("'\(a)' and '\(b)' cannot be combined: \(why)")
        }
    }

    /// The text of `--help`.
    static let help = """
        USAGE: tabnav-sim [OPTIONS] FILE
               tabnav-sim --matrix [--json] [--strict] [--full-checks] FILE
               tabnav-sim statechart [--format F] [--region ID] [FILE]
               tabnav-sim statechart --events FILE
               tabnav-sim generate [--steps N] [--seed S] [--tabs K] [--format 1|2] [--profile P]
                                   [--minimize M] [--badge-target T] [--center-style S]
               tabnav-sim explore FILE [--depth D] [--goal 'KEY=VALUE ...'] [--max-states N]
                                  [--out DIR] [--matrix] [--json] [--threads T] [--chart-coverage]
               tabnav-sim render FILE --out DIR [--layout L] [--width POINTS]
               tabnav-sim help [explore | generate | render | statechart | help]

        Replays a TabNav trace (FILE, or - for standard input): checks the whole file,
        then prints one line a step and checks its `expect` lines.

        OPTIONS:
          -q, --quiet     print only failures and the summary
          --json          print JSON Lines for tools (Docs/tabnav-sim-output.schema.json)
          --effects       print the commands a coordinator performs after each step
          --wide          print whole cells instead of cutting them with '…'
          --strict        count every step that leaves an anomaly as a failure
          --full-checks   check every invariant after every step (slower on deep stacks)
          --layout L      check the custom bar laid out as seed, symmetric (default) or
                          stack; a fault (a tab under the centre button) is a layout anomaly
          --matrix        replay under every UIKit profile, custom bar, overlap fix and
                          bar policy, and tabulate the anomalies of each (expect lines are
                          not evaluated); with --strict, fail when the trace's own row
                          shows an anomaly
          -h, --help      print this help
          --version       print the version

        Options combine unless they contradict each other (--json with --quiet, --effects
        or --wide; --quiet with --effects or --wide; --matrix with --quiet, --effects,
        --wide or --layout): those are refused. An option given twice is refused.
        '--layout=L' is the same as '--layout L'. Write '--' before a FILE that starts
        with '-'.

        EXIT STATUS:
          0  every expectation held and no invariant broke
          1  an expectation failed, an invariant broke, or (--strict) an anomaly appeared
          2  errors in the trace (FILE:LINE:COLUMN: error: MESSAGE; nothing is replayed),
             a usage error, a file that cannot be read, or output that cannot be written

        SUBCOMMANDS:
          explore       decide what the app in FILE can reach within a depth bound, with
                        shortest traces ('tabnav-sim help explore')
          generate      print a realistic trace of N steps ('tabnav-sim help generate')
          render        draw every step as the phone shows it ('tabnav-sim help render')
          statechart    print the statechart of a trace's app ('tabnav-sim help statechart')
          help          print this help, or a subcommand's
          To replay a file named like a subcommand, write './generate'.

        Errors go to standard error (with --json, trace errors are JSON objects on standard
        output). The trace format and every message: Docs/TraceFormat.md ("Errors and exit codes").
        """

    /// The version printed by `--version`.
    static let version = "tabnav-sim 0.2.0 (trace format 2)"
}
