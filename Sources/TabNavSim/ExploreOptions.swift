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

    /// Parses the arguments after `explore`.
    /// - Throws: ``SimError/usage(_:)`` for anything not understood.
    static func parse(_ arguments: ArraySlice<String>) throws(SimError) -> ExploreOptions {
        var o = ExploreOptions()
        var rest = arguments[...]
        func value(_ name: String) throws(SimError) -> String {
            guard let v = rest.popFirst() else { throw .usage("\(name) needs a value") }
            return v
        }
        func number(_ name: String, _ range: ClosedRange<Int>) throws(SimError) -> Int {
            let text = try value(name)
            guard let n = Int(text), range.contains(n) else { throw .usage("\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'") }
            return n
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--depth": o.depth = try number("--depth", 1...8)
            case "--goal": o.goals.append(try value("--goal"))
            case "--max-states": o.maxStates = try number("--max-states", 1...4_000_000_000)
            case "--out": o.out = try value("--out")
            case "--threads": o.threads = try number("--threads", 1...64)
            case "--matrix": o.matrix = true
            case "--json": o.json = true
            case "--chart-coverage": o.chartCoverage = true
            case "--help", "-h": o.help = true
            default:
                guard argument == "-" || !argument.hasPrefix("-") else { throw .usage("unknown option '\(argument)' for explore") }
                guard o.path == nil else { throw .usage("more than one trace given ('\(o.path!)' and '\(argument)')") }
                o.path = argument
            }
        }
        if !o.help && o.path == nil { throw .usage("explore: no trace given") }
        return o
    }

    /// The text of `explore --help`.
    static let help = """
        USAGE: tabnav-sim explore FILE [--depth D] [--goal 'KEY=VALUE ...'] [--max-states N]
                                       [--out DIR] [--matrix] [--json] [--threads T] [--chart-coverage]

        Explores every state the app of FILE's header can reach from launch, breadth first,
        stepping the library's reducer with the alphabet: each distinct step line of FILE is
        one letter (expect lines are not); a FILE with no step gets the default alphabet
        (every tap and select, a push of each hiding screen and of one plain screen, pop,
        pop-to-root animated and instant, the back-swipe forms, dismiss, rotate).
        Then says, for each anomaly, each invariant and each goal, whether it is reachable
        within the bound, with a shortest trace when it is. See Docs/Exploring.md.

        OPTIONS:
          --depth D         no stack grows past D entries, root included (default 4, at most 8)
          --goal 'K=V ...'  also decide whether these expect pairs can hold (repeatable)
          --max-states N    stop after N states: the result is then incomplete
          --out DIR         write each shortest trace to DIR/<finding>.trace
          --matrix          decide the anomalies under every profile x custom-bar x overlap-fix
          --json            print JSON Lines instead of the report
          --threads T       threads that step states (default 2)
          --chart-coverage  step every state again and report the statechart transitions never
                            taken and the steps the chart does not explain (slow: small spaces)

        EXIT STATUS:
          0  explored (whatever was found)
          1  an invariant of the model can be broken within the bound
          2  errors in FILE or on the command line
        """
}
