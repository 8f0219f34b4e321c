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
    /// Whose steps to draw: 1, format 1's (the same trace for a seed as before format 2), 2, format 2's too, or 3, format
    /// 3's too (the device line, widths in `expect` lines).
    var format = 1
    /// The header's `device`; other than `iphone` only with format 3.
    var device = Device.iphone
    /// The header's `profile`.
    var profile = ConfigurationSettings.defaults.profile
    /// The header's `minimize`; other than `never` only with `profile ios26`.
    var minimize = ConfigurationSettings.defaults.minimize
    /// The header's `badge-target`.
    var badgeTarget = ConfigurationSettings.defaults.badgeTarget
    /// The style of the modal the centre button presents.
    var centerStyle = ModalStyle.fullScreen

    /// The command that prints this trace, for its first line: the options that differ from their defaults after
    /// `--steps`, `--seed` and `--tabs`.
    var commandLine: String {
        var words = ["tabnav-sim generate --steps \(steps) --seed \(seed) --tabs \(tabs)"]
        if format != 1 { words.append("--format \(format)") }
        if device != .iphone { words.append("--device \(device)") }
        if profile != ConfigurationSettings.defaults.profile { words.append("--profile \(profile)") }
        if minimize != ConfigurationSettings.defaults.minimize { words.append("--minimize \(minimize)") }
        if badgeTarget != ConfigurationSettings.defaults.badgeTarget { words.append("--badge-target \(badgeTarget)") }
        if centerStyle != .fullScreen { words.append("--center-style \(centerStyle)") }
        return words.joined(separator: " ")
    }

    /// Parses the arguments after the word `generate`, as ``command`` declares them: each option at most once,
    /// `--steps 5` or `--steps=5`; `--minimize` other than `never` needs `--profile ios26`, `--device` other than
    /// `iphone` needs `--format 3`.
    /// - Throws: ``SimError/usage(_:help:)`` for anything not understood.
    static func parse(_ arguments: some Collection<String>) throws(SimError) -> GenerateOptions {
        let given = try command.parse(arguments)
        var options = GenerateOptions()
        options.help = given.helpRequested
        options.steps = given.integer("--steps") ?? options.steps
        options.seed = given.unsigned("--seed") ?? options.seed
        options.tabs = given.integer("--tabs") ?? options.tabs
        options.format = given.value("--format").flatMap { Int($0) } ?? options.format
        options.device = given.choice("--device") ?? options.device
        options.profile = given.choice("--profile") ?? options.profile
        options.minimize = given.choice("--minimize") ?? options.minimize
        options.badgeTarget = given.choice("--badge-target") ?? options.badgeTarget
        options.centerStyle = given.choice("--center-style") ?? options.centerStyle
        if !options.help && !Configuration<String>.allowsMinimize(options.minimize, under: options.profile) {
            throw command.usage("'generate --minimize \(options.minimize)' needs '--profile ios26'")
        }
        if !options.help && options.device != .iphone && options.format != 3 {
            throw command.usage("'generate --device \(options.device)' needs '--format 3'")
        }
        return options
    }

    /// The text of `tabnav-sim help generate`.
    static var help: String { command.helpText() }
}
