/// The command line of `tabnav-bench`.
struct BenchOptions {
    /// Repetitions of each measurement; the table shows medians.
    var repeats = 5
    /// The seed of the generated traces.
    var seed: UInt64 = 1
    /// Smaller sizes, for a smoke run (not for the figures in Docs/Performance.md).
    var quick = false
    /// The `tabnav-sim` to measure; by default the run builds it in release from the root package.
    var sim: String?
    /// The `spin` W6 compares with; by default the one on `PATH`. A path that is not an executable skips SPIN.
    var spin: String?
    /// Where generated traces go.
    var work = "/tmp/tabnav-bench"
    /// The workloads to run (`W1`…`W6`); all by default.
    var only: Set<String> = ["W1", "W2", "W3", "W4", "W5", "W6"]

    /// Sizes given on the command line, in place of the defaults.
    var givenTraceSteps: Int?
    var givenReducerSteps: Int?
    var givenDepth: Int?

    /// The sizes of the workloads.
    var traceSteps: Int { givenTraceSteps ?? (quick ? 100_000 : 1_000_000) }
    var reducerSteps: Int { givenReducerSteps ?? (quick ? 1_000_000 : 10_000_000) }
    var deepDepth: Int { givenDepth ?? (quick ? 100_000 : 1_000_000) }
    var memorySteps: (small: Int, large: Int) { quick ? (10_000, 1_000_000) : (100_000, 10_000_000) }

    static let usage = """
        USAGE: tabnav-bench [--quick] [--repeat N] [--seed S] [--sim PATH] [--work DIR] [--only W1,W2,...]
                            [--steps N] [--reducer-steps N] [--depth N] [--spin PATH]
               tabnav-bench bare FILE      (the limit alone: replay FILE with the bare loop)
               tabnav-bench reduce FILE [result|buffer|shape|all [PASSES]]  (W2 alone, for a profiler)
               tabnav-bench parse FILE     (W3 once, for a profiler)

        Runs the TabNav benchmarks (W1 end to end, W2 reducer, W3 parser, W4 deep stacks, W5 memory,
        W6 exhaustive exploration against SPIN) and the limit (the least code that replays the same
        trace), and prints a Markdown table of medians with every workload's ratio to the limit. It first
        builds tabnav-sim in release from the root package (unless --sim PATH is given). Sizes: --steps
        for the generated trace of W1-W3 (1,000,000), --reducer-steps for W2 (10,000,000), --depth for W4
        (1,000,000); --quick divides them.
        W6 runs `tabnav-sim explore Benchmarks/explore/anchor.trace --depth 4 --threads 2`, then SPIN on
        Benchmarks/explore/nav4c.pml as Scripts/bench-explore.sh does, at most 3 times each; SPIN is
        skipped, with a message, when spin (or gcc) is not installed, and under --quick (depth 3).
        --spin PATH runs that spin; a PATH that does not exist runs W6 without SPIN.
        """

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let v = rest.popFirst() else { throw BenchError.usage("\(name) needs a value") }
            return v
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--repeat":
                guard let n = Int(try value(argument)), n > 0 else { throw BenchError.usage("--repeat needs a positive number") }
                options.repeats = n
            case "--seed":
                guard let s = UInt64(try value(argument)) else { throw BenchError.usage("--seed needs a number") }
                options.seed = s
            case "--steps", "--reducer-steps", "--depth":
                guard let n = Int(try value(argument)), n > 1 else {
                    throw BenchError.usage("\(argument) needs a number above 1")
                }
                if argument == "--steps" {
                    options.givenTraceSteps = n
                } else if argument == "--depth" {
                    options.givenDepth = n
                } else {
                    options.givenReducerSteps = n
                }
            case "--sim": options.sim = try value(argument)
            case "--spin": options.spin = try value(argument)
            case "--work": options.work = try value(argument)
            case "--only": options.only = Set(try value(argument).split(separator: ",").map { $0.uppercased() })
            case "--help", "-h": throw BenchError.usage(usage)
            default: throw BenchError.usage("unknown argument '\(argument)'\n\n\(usage)")
            }
        }
        return options
    }
}
