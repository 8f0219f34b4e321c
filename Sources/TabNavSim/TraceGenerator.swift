@_spi(Replay) import TabNav
import TabNavTesting
import TabNavTrace

/// Writes a realistic, valid trace for benchmarks and soak tests, deterministic for a seed, with the shared
/// ``EventGenerator`` in its realistic mix.
///
/// The generator keeps the app's state by replaying each step it writes through the reducer, so that it can
/// pick the next step as a user would: mostly steps that apply (taps while the bar is on screen, pops above
/// the root), now and then one that is rejected or a noop. Its `expect` lines state what the reducer computed,
/// so the trace replays with exit status 0.
struct TraceGenerator {
    /// The tab names, in order; `--tabs K` takes the first K.
    static let tabNames = [
        "home", "discover", "follow", "me", "inbox", "news", "shop", "games", "music", "photos", "maps", "notes",
        "wallet", "health", "books", "weather",
    ]

    let header: TraceHeader
    var state: TabNavState<String>
    var random: SplitMix64
    /// The steps, chosen from the state as a user (or the app's code, or UIKit) would.
    var events = EventGenerator(mix: .realistic)
    /// Steps since the last `expect` line, and the gap before the next one.
    var sinceExpect = 0
    var expectGap = 1_000

    /// Whether the `expect` lines state format 2's keys too (`app-hidden`, `sheet-swipe`, and `more` with a More tab).
    let format2: Bool
    /// Whether the `expect` lines state format 3's keys too (`width`, `orientation` on a large iPhone, `anomalies`).
    let format3: Bool

    /// Creates a generator for `tabs` tabs and a seed, format 1's steps and header.
    init(tabs: Int, seed: UInt64) {
        var options = GenerateOptions()
        options.tabs = tabs
        options.seed = seed
        self.init(options)
    }

    /// Creates a generator for the options' tabs, seed, format and header settings.
    /// - Precondition: The options were parsed: 1 to 16 tabs, `minimize` other than `never` only under `ios26`.
    init(_ options: GenerateOptions) {
        let specs = Self.tabNames.prefix(options.tabs).map { TabSpec(name: $0, root: $0) }
        // The names are fixed and valid, and the options were checked, so the configuration cannot fail.
        let configuration = try! Configuration(
            tabs: Array(specs), hidingScreens: Set(EventGenerator.defaultScreens(.realistic).prefix(3)),
            centerButton: CenterButton(name: "write", action: .present("compose", style: options.centerStyle)),
            profile: options.profile, customBar: .onSystemBar, overlapFix: .completion, badgeTarget: options.badgeTarget,
            minimize: options.minimize, device: options.device)
        header = TraceHeader(configuration: configuration)
        state = TabNavState(configuration: configuration)
        random = SplitMix64(seed: options.seed)
        format2 = options.format >= 2
        format3 = options.format == 3
        events.includesFormat2 = format2
    }

    /// Writes a comment, the header and `steps` steps, with `expect` lines between them and at the end.
    /// - Parameters:
    ///   - steps: The number of steps.
    ///   - command: The command that made the trace, for its first line (a comment).
    ///   - stop: Asked before each step; `true` ends the trace there (the output cannot be written).
    ///   - line: Called with each line, without its newline.
    /// - Complexity: O(*n*) in the number of steps, each replayed once through the reducer.
    mutating func write(steps: Int, command: String, until stop: () -> Bool = { false }, _ line: (String) -> Void) {
        line("# \(command)")
        for text in header.canonicalLines { line(text) }
        line("")
        var outcome = Outcome.ok
        var effects: StepEffects<String> = []
        for _ in 0..<steps {
            if stop() { return }
            let event = events.next(for: state, using: &random)
            line(header.stepText(for: event))
            outcome = state.reduce(event, effects: &effects)
            sinceExpect += 1
            if sinceExpect >= expectGap {
                line(expectLine(outcome))
                sinceExpect = 0
                expectGap = 500 + random.below(1_000)
            }
        }
        line(expectLine(outcome))
    }

    /// An `expect` line that holds in the current state.
    func expectLine(_ outcome: Outcome) -> String {
        let s = state
        var pairs = [
            "tab=\(s.value(of: .tab) ?? "")", "depth=\(s.value(of: .depth) ?? "1")",
            "bar=\(s.value(of: .bar) ?? "visible")", "outcome=\(outcome.name)", "swipe=\(s.swipe)",
        ]
        if s.modal == nil { pairs.append("modal=none") }
        if format2 {
            pairs.append("app-hidden=\(s.value(of: .appHidden) ?? "no")")
            pairs.append("sheet-swipe=\(s.sheetSwipe)")
            if s.configuration.hasMoreTab { pairs.append("more=\(s.value(of: .more) ?? "none")") }
        }
        if format3 {
            pairs.append("width=\(s.width)")
            if s.configuration.device.keepsOrientation { pairs.append("orientation=\(s.orientation)") }
            pairs.append("anomalies=\(s.value(of: .anomalies) ?? "none")")
        }
        return "expect " + pairs.joined(separator: " ")
    }
}
