import TabNav

/// What `tabnav-sim generate` was asked for.
struct GenerateOptions: Equatable {
    /// The number of steps to write (`expect` lines are not counted).
    var steps = 1_000
    /// The seed: the same seed and options give the same trace, byte for byte.
    var seed: UInt64 = 1
    /// The number of tabs, 1 to 16 (a centre button comes on top); with more than five, UIKit's More tab.
    var tabs = 4
    /// Print usage instead.
    var help = false
    /// Whose steps to draw: 1, format 1's (the same trace for a seed as before format 2), or 2, format 2's too.
    var format = 1
    /// The header's `profile`.
    var profile = UIKitProfile.modern
    /// The header's `minimize`; other than `never` only with `profile ios26`.
    var minimize = MinimizeBehavior.never
    /// The header's `badge-target`.
    var badgeTarget = BadgeTarget.custom
    /// The style of the modal the centre button presents.
    var centerStyle = ModalStyle.fullScreen

    /// The command that prints this trace, for its first line: the options that differ from their defaults after
    /// `--steps`, `--seed` and `--tabs`.
    var commandLine: String {
        var words = ["tabnav-sim generate --steps \(steps) --seed \(seed) --tabs \(tabs)"]
        if format != 1 { words.append("--format \(format)") }
        if profile != .modern { words.append("--profile \(profile)") }
        if minimize != .never { words.append("--minimize \(minimize)") }
        if badgeTarget != .custom { words.append("--badge-target \(badgeTarget)") }
        if centerStyle != .fullScreen { words.append("--center-style \(centerStyle)") }
        return words.joined(separator: " ")
    }

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
                guard let value = Self.integer(text), (1...16).contains(value) else {
                    throw scanner.usage("'generate --tabs' takes 1 to 16, not '\(text.escapedForMessage)'")
                }
                options.tabs = Int(value)
            case "--format":
                let text = try scanner.value(for: argument)
                guard text == "1" || text == "2" else {
                    throw scanner.usage("'generate --format' takes 1 or 2, not '\(text.escapedForMessage)'")
                }
                options.format = text == "1" ? 1 : 2
            case "--profile":
                options.profile = try Self.choice(argument, &scanner, UIKitProfile.allCases)
            case "--minimize":
                options.minimize = try Self.choice(argument, &scanner, MinimizeBehavior.allCases)
            case "--badge-target":
                options.badgeTarget = try Self.choice(argument, &scanner, BadgeTarget.allCases)
            case "--center-style":
                options.centerStyle = try Self.choice(argument, &scanner, ModalStyle.allCases)
            default:
                throw scanner.usage("unknown argument '\(argument.escapedForMessage)' for 'generate'")
            }
        }
        if !Configuration<String>.allowsMinimize(options.minimize, under: options.profile) {
            throw scanner.usage("'generate --minimize \(options.minimize)' needs '--profile ios26'")
        }
        return options
    }

    /// The value of an option that names one of `cases` as a trace spells it (`--profile ios26`).
    private static func choice<Value: RawRepresentable<String>>(
        _ option: String, _ scanner: inout OptionScanner, _ cases: [Value]
    ) throws(SimError) -> Value {
        let text = try scanner.value(for: option)
        guard let value = cases.first(where: { $0.rawValue == text }) else {
            let names = cases.map(\.rawValue).joined(separator: ", ")
            throw scanner.usage("'generate \(option)' takes \(names), not '\(text.escapedForMessage)'")
        }
        return value
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
        USAGE: tabnav-sim generate [--steps N] [--seed S] [--tabs K] [--format 1|2]
                                   [--profile P] [--minimize M] [--badge-target T] [--center-style S]

        Prints a valid, realistic trace to standard output, the same for the same options:
        K tabs and a centre button that presents a modal, on a custom bar added onto the
        system tab bar; screens that hide the bar; every kind of step in proportions a user
        might produce, with stack depths that wander; an `expect` line now and then, which
        holds.

        OPTIONS:
          --steps N           the number of steps, 0 to \(Int.max) (default 1000)
          --seed S            the seed, 0 to \(UInt64.max) (default 1)
          --tabs K            the number of tabs, 1 to 16 (default 4); more than five
                              makes a More tab
          --format F          1: format 1's steps (default); 2: also hide-bar, show-bar,
                              scroll (under ios26), sheet-swipe start|finish|cancel, every
                              modal style, quoted badge texts, and with more than five
                              tabs tap more, pick and select more
          --profile P         modern (default), legacy, ios14.0 or ios26
          --minimize M        never (default), on-scroll-down or on-scroll-up (needs ios26)
          --badge-target T    custom (default) or item
          --center-style S    full-screen (default), sheet, locked-sheet or over-full-screen
          -h, --help          print this help

        An option may be given once; '--steps=N' is the same as '--steps N'.
        """
}
