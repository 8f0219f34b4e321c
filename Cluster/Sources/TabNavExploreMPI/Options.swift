import TabNavExplore

/// The command line: `tabnav-explore-mpi FILE --depth D [--max-states N] [--max-levels L] [--goal PAIRS]…
/// [--symmetry S] [--out DIR]`.
struct Options {
    var path = ""
    var depth = 3
    var maxStates: Int?
    var maxLevels: Int?
    var goals: [String] = []
    var out: String?
    var symmetry = Explorer.Symmetry.stacks

    static let usage = """
        usage: mpirun -np N tabnav-explore-mpi FILE --depth D [--max-states N] [--max-levels L] [--goal PAIRS]...
                 [--symmetry stacks|screens|off] [--out DIR]
          Explores the app of FILE (a trace: its header, its step lines as the alphabet) within the depth bound,
          breadth-first, its states spread over the MPI ranks by hash; prints what 'tabnav-sim explore' prints
          for the counts and properties, then the time and the bytes the ranks sent one another.
          --max-states N  stop after the first level at which N states are found (whole levels)
          --max-levels L  stop after L levels (the states L steps away are checked, not stepped)
          --goal PAIRS    a goal in the expect syntax, as for 'tabnav-sim explore'
          --symmetry S    fold interchangeable screens as 'tabnav-sim explore' does: each stack renamed on
                          its own (stacks, the default), the whole state alike (screens), or not (off)
          --out DIR       write each shortest trace to DIR/<property>.trace
        """

    /// Parses the arguments after the program's name.
    /// - Throws: A sentence for a bad or missing argument.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        var path: String?
        func value(_ name: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError("\(name) needs a value") }
            return next
        }
        func number(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
            let text = try value(name)
            guard let n = Int(text), range.contains(n) else {
                throw UsageError("\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return n
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--depth": options.depth = try number(argument, in: 1...8)
            case "--max-states": options.maxStates = try number(argument, in: 1...Int(Int32.max))
            case "--max-levels": options.maxLevels = try number(argument, in: 0...1_000_000)
            case "--goal": options.goals.append(try value(argument))
            case "--out": options.out = try value(argument)
            case "--symmetry":
                let text = try value(argument)
                guard let symmetry = Explorer.Symmetry(rawValue: text) else {
                    throw UsageError("--symmetry takes stacks, screens or off, not '\(text)'")
                }
                options.symmetry = symmetry
            case "-h", "--help": throw UsageError("")
            default:
                guard !argument.hasPrefix("-"), path == nil else { throw UsageError("unknown argument '\(argument)'") }
                path = argument
            }
        }
        guard let path else { throw UsageError("no FILE given") }
        options.path = path
        return options
    }
}

/// A bad command line, in a sentence (empty for `--help`).
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
