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

    /// Parses the arguments after the word `generate`; each option at most once, `--steps 5` or `--steps=5`.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: some Collection<String>) throws(SimError) -> GenerateOptions {
        var options = GenerateOptions()
        var scanner = OptionScanner(arguments, help: "tabnav-sim help generate")
        while let argument = try scanner.next() {
            switch argument {
            case "--help", "-h":
                options.help = true
            case "--seed":
                let text = try scanner.value(for: argument)
                guard let value = Self.integer(text) else {
                    throw scanner.usage(
                        "'generate --seed' takes an integer from 0 to \(UInt64.max), not '\(text.escapedForMessage)'")
                }
                options.seed = value
            case "--steps":
                let text = try scanner.value(for: argument)
                guard let value = Self.integer(text), value <= UInt64(Int.max) else {
                    throw scanner.usage(
                        "'generate --steps' takes an integer from 0 to \(Int.max), not '\(text.escapedForMessage)'")
                }
                options.steps = Int(value)
            case "--tabs":
                let text = try scanner.value(for: argument)
                guard let value = Self.integer(text), (1...5).contains(value) else {
                    throw scanner.usage("'generate --tabs' takes 1 to 5, not '\(text.escapedForMessage)'")
                }
                options.tabs = Int(value)
            default:
                throw scanner.usage("unknown argument '\(argument.escapedForMessage)' for 'generate'")
            }
        }
        return options
    }

    /// A decimal integer of digits only (no sign, no leading zero but `0` itself) that fits 64 bits.
    static func integer(_ text: String) -> UInt64? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), text == "0" || !text.hasPrefix("0") else {
            return nil
        }
        return UInt64(text)
    }

    /// The text of `tabnav-sim help generate`.
    static let help = """
        USAGE: tabnav-sim generate [--steps N] [--seed S] [--tabs K]

        Prints a valid, realistic trace to standard output, the same for the same options:
        K tabs and a centre button that presents a modal, on a custom bar added onto the
        system tab bar; screens that hide the bar; every kind of step in proportions a user
        might produce, with stack depths that wander; an `expect` line now and then, which
        holds.

        OPTIONS:
          --steps N   the number of steps, 0 to \(Int.max) (default 1000)
          --seed S    the seed, 0 to \(UInt64.max) (default 1)
          --tabs K    the number of tabs, 1 to 5 (default 4)
          -h, --help  print this help

        An option may be given once; '--steps=N' is the same as '--steps N'.
        """
}
