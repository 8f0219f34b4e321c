/// The command line of `tabnav-sim explore`.
struct ExploreOptions: Equatable {
    var path: String?
    var depth = 4
    var goals: [String] = []
    var maxStates: Int?
    var out: String?
    var matrix = false
    var json = false
    var threads = 2
    var chartCoverage = false
    var help = false

    /// The help that usage errors point to.
    static let helpName = "tabnav-sim help explore"

    /// Parses the arguments after `explore`; each option at most once except `--goal`, `--depth 3` or `--depth=3`.
    /// Refuses the combinations that would ignore an option.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: some Collection<String>) throws(SimError) -> ExploreOptions {
        var o = ExploreOptions()
        var scanner = OptionScanner(arguments, help: helpName, repeatable: ["--goal"])
        func number(_ name: String, _ range: ClosedRange<Int>) throws(SimError) -> Int {
            let text = try scanner.value(for: name)
            guard let n = Int(text), range.contains(n) else {
                throw scanner.usage(
                    "'explore \(name)' takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text.escapedForMessage)'"
                )
            }
            return n
        }
        func flag(_ name: String) throws(SimError) -> Bool {
            try scanner.noValue(for: name)
            return true
        }
        while let argument = try scanner.next() {
            switch argument {
            case "--depth": o.depth = try number(argument, 1...8)
            case "--goal": o.goals.append(try scanner.value(for: argument))
            case "--max-states": o.maxStates = try number(argument, 1...4_000_000_000)
            case "--out": o.out = try scanner.value(for: argument)
            case "--threads": o.threads = try number(argument, 1...64)
            case "--matrix": o.matrix = try flag(argument)
            case "--json": o.json = try flag(argument)
            case "--chart-coverage": o.chartCoverage = try flag(argument)
            case "--help", "-h": o.help = try flag(argument)
            case _ where argument.hasPrefix("-") && argument != "-":
                throw scanner.usage("unknown option '\(argument.escapedForMessage)' for 'explore'")
            default:
                if let path = o.path {
                    throw scanner.usage(
                        "more than one trace given ('\(path.escapedForMessage)' and '\(argument.escapedForMessage)')")
                }
                o.path = argument
            }
        }
        if o.help { return o }
        guard o.path != nil else { throw scanner.usage("'explore' needs a trace") }
        if o.matrix {
            for (given, name) in [(!o.goals.isEmpty, "--goal"), (o.out != nil, "--out"), (o.chartCoverage, "--chart-coverage")]
            where given {
                throw scanner.usage("'--matrix' decides the anomalies only: it cannot be combined with '\(name)'")
            }
        }
        if o.json && o.chartCoverage {
            throw scanner.usage("'--chart-coverage' prints a human report: it cannot be combined with '--json'")
        }
        return o
    }

    /// The text of `explore --help`.
    static let help = """
        USAGE: tabnav-sim explore FILE [--depth D] [--goal 'KEY=VALUE ...'] [--max-states N]
                                       [--out DIR] [--matrix] [--json] [--threads T] [--chart-coverage]
               (each option at most once but --goal; --option=VALUE works too)

        Explores every state the app of FILE's header can reach from launch, breadth first,
        stepping the library's reducer with the alphabet: each distinct step line of FILE is
        one letter (expect lines are not); a FILE with no step gets the default alphabet
        (a tap on every tab and on the centre button, a select of every tab, a push of each
        hiding screen and of one plain screen, pop, pop-to-root animated and instant, the
        back-swipe forms, dismiss, rotate). FILE is checked as the replay checks it first.
        Then says, for each anomaly, each invariant and each goal, whether it is reachable
        within the bound, with a shortest trace when it is. See Docs/Exploring.md.

        OPTIONS:
          --depth D         no stack grows past D entries, root included (default 4, at most 8)
          --goal 'K=V ...'  also decide whether these expect pairs can hold (repeatable)
          --max-states N    stop after N states: the result is then incomplete
          --out DIR         write each shortest trace to DIR/<finding>.trace
          --matrix          decide the anomalies under every profile x custom-bar x overlap-fix
                            (x badge-target where it matters; not with --goal, --out or
                            --chart-coverage)
          --json            print JSON Lines instead of the report, file errors included
          --threads T       threads that step states (default 2, 1 to 64)
          --chart-coverage  step every state again and report the statechart transitions never
                            taken and the steps the chart does not explain (slow: small spaces;
                            not with --json)

        LIMITS:
          255 letters (distinct step lines); 64 properties, so at most 64 less the anomalies
          and invariant kinds as goals; a stack packs into 63 bits, 3 + D x (1 + log2 of the
          distinct screens, rounded up): at depth 8 at most 64 distinct screens. Past a limit
          the command exits 2 saying what to reduce.

        EXIT STATUS:
          0  explored (whatever was found)
          1  an invariant of the model can be broken within the bound
          2  errors in FILE or on the command line
        """
}
