/// What `tabnav-sim generate` was asked for.
struct GenerateOptions: Equatable {
    /// The number of steps to write (`expect` lines are not counted).
    var steps = 1_000
    /// The seed: the same seed and options give the same trace, byte for byte.
    var seed: UInt64 = 1
    /// The number of tabs, 1 to 5 (a centre button comes on top).
    var tabs = 4
    /// Print usage instead.
    var help = false

    /// Parses the arguments after the word `generate`.
    /// - Throws: ``SimError/usage(_:)`` for anything not understood.
    static func parse(_ arguments: some Collection<String>) throws(SimError) -> GenerateOptions {
        var options = GenerateOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                options.help = true
            case "--steps", "--seed", "--tabs":
                guard let text = rest.popFirst(), let value = UInt64(text) else {
                    throw .usage("'generate \(argument)' needs a non-negative integer")
                }
                if argument == "--seed" {
                    options.seed = value
                } else if argument == "--steps" {
                    guard value <= UInt64(Int.max) else { throw .usage("'generate --steps \(value)' is too large") }
                    options.steps = Int(value)
                } else {
                    guard (1...5).contains(value) else { throw .usage("'generate --tabs' takes 1 to 5, not \(value)") }
                    options.tabs = Int(value)
                }
            default:
                throw .usage("unknown argument '\(argument)' for 'generate'")
            }
        }
        return options
    }

    /// The text of `tabnav-sim generate --help`.
    static let help = """
        USAGE: tabnav-sim generate [--steps N] [--seed S] [--tabs K]

        Prints a valid, realistic trace to standard output, the same for the same options:
        K tabs (default 4) and a centre button that presents a modal, on a custom bar added
        onto the system tab bar; screens that hide the bar; every kind of step in proportions
        a user might produce, with stack depths that wander (mostly under ten, now and then a
        dive of dozens of pushes); an `expect` line every thousand steps or so, which holds.

        OPTIONS:
          --steps N   the number of steps (default 1000; expect lines not counted)
          --seed S    the seed, a 64-bit unsigned integer (default 1)
          --tabs K    the number of tabs, 1 to 5 (default 4)
          -h, --help  print this help
        """
}
