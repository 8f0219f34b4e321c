import TabNav
import TabNavTesting

/// Generators of configurations and step sequences for the property tests.
///
/// Steps come from the shared ``EventGenerator`` (coverage mix) reading the library's state, so that most of them
/// apply (a `pop-to` names a screen of the stack, a `tap` usually finds the bar on screen) while a real share is
/// rejected or a noop. Every generated scenario is a valid trace. The ``ReferenceModel`` only judges the steps.
enum ScenarioGenerators {
    static let tabNames = ["home", "discover", "follow", "inbox", "me"]
    /// The tabs past the fifth, for apps with a More tab (V4 of format 2).
    static let moreTabNames = ["shop", "video", "live", "news", "music", "games", "maps", "books", "chat", "wallet", "notes"]
    static let otherRoots = ["feed", "article", "profile"]
    static let screens = ["detail", "article", "comments", "photo", "settings"]
    static let hidingCandidates = ["article", "photo", "player"]
    static let badgeTexts = ["new", "hot"]

    /// Any configuration of §2, V3 and V14: 1–16 tabs (about one in seven with more than five, so a More tab, more on
    /// a large iPhone or an iPad), every option and device, declared hiding screens (roots now and then).
    static var configuration: Generator<ScenarioConfig> {
        Generator { rng, _ in
            let count = rng.chance(0.15) ? Int.random(in: 6...16, using: &rng) : rng.pick([1, 2, 2, 3, 3, 3, 4, 4, 5])
            var c = ScenarioConfig(tabs: Array((tabNames + moreTabNames).prefix(count)))
            for i in c.roots.indices where rng.chance(0.15) { c.roots[i] = rng.pick(otherRoots) }
            var hiding = Set(hidingCandidates.filter { _ in rng.chance(0.45) })
            if rng.chance(0.12) { hiding.insert(rng.pick(c.roots)) }
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<8: c.center = nil
            case 8..<15:
                let style: ModalStyle =
                    rng.chance(0.3) ? rng.pick([.lockedSheet, .overFullScreen]) : rng.chance(0.35) ? .sheet : .fullScreen
                c.center = .init(name: "write", pushes: false, screen: "compose", style: style)
            default: c.center = .init(name: "plus", pushes: true, screen: "newpost", style: .fullScreen)
            }
            if let center = c.center, rng.chance(0.3) { hiding.insert(center.screen) }
            c.hiding = hiding.sorted()
            c.barPolicy = rng.pick(BarPolicy.allCases)
            c.badgePolicy = rng.pick(BadgePolicy.allCases)
            c.profile = rng.pick(UIKitProfile.allCases)
            c.customBar = rng.pick(CustomBar.allCases)
            c.overlapFix = rng.pick(OverlapFix.allCases)
            c.badgeTarget = rng.pick(BadgeTarget.allCases)
            if c.profile == .ios26 { c.minimize = rng.pick(MinimizeBehavior.allCases) }
            drawDevice(&c, &rng)
            return c
        }
    }

    /// V14 of format 3: half the apps run on an iPhone, a quarter on a large iPhone, a quarter on an iPad; a large
    /// iPhone or an iPad gets more than five tabs more often (More comes and goes with the width), more than eight
    /// now and then (More stays in regular width, but for the floating bar).
    private static func drawDevice(_ c: inout ScenarioConfig, _ rng: inout SplitMix64) {
        c.device = rng.pick([Device.iphone, .iphone, .iphoneMax, .ipad])
        guard c.device != .iphone, c.tabs.count <= 5, rng.chance(0.4) else { return }
        let count = rng.chance(0.6) ? Int.random(in: 6...8, using: &rng) : Int.random(in: 9...16, using: &rng)
        let names = Array((tabNames + moreTabNames).prefix(count))
        c.roots += names[c.tabs.count...]
        c.tabs = names
    }

    /// Up to `size` steps of every kind of §3 on `config`: the shared generator's coverage mix, reading the
    /// library's state to choose (a pop-to names a screen of the stack); the screens are the pool and the app's roots.
    /// With `mix: .uniform`, steps name tabs out of range (negative, the count, past it), empty stacks and depths out of
    /// range now and then: the models must refuse them as the library does, never index past an end.
    static func steps(for config: ScenarioConfig, mix: EventGenerator.Mix = .coverage) -> Generator<[TabNavEvent<String>]> {
        Generator { rng, size in
            var state = TabNavState(configuration: config.libraryConfiguration)
            var generator = EventGenerator(
                mix: mix, screens: screens + config.roots + (config.center.map { [$0.screen] } ?? []))
            let count = Int.random(in: 0...max(0, size), using: &rng)
            var events: [TabNavEvent<String>] = []
            for _ in 0..<count {
                let event = generator.next(for: state, using: &rng)
                state.reduce(event)
                events.append(event)
            }
            return events
        }
    }

    /// A configuration and steps on it.
    static var scenario: Generator<Scenario> {
        configuration.flatMap { config in steps(for: config).map { Scenario(config: config, events: $0) } }
    }

    /// A configuration and steps of the uniform mix on it: indices out of range among them.
    static var uniformScenario: Generator<Scenario> {
        configuration.flatMap { config in steps(for: config, mix: .uniform).map { Scenario(config: config, events: $0) } }
    }

    /// A scenario on a configuration that `adjust` pins down (a fix, a profile).
    static func scenario(adjusting adjust: @escaping (inout ScenarioConfig) -> Void) -> Generator<Scenario> {
        configuration.map {
            var c = $0
            adjust(&c)
            return c
        }.flatMap { config in
            steps(for: config).map { Scenario(config: config, events: $0) }
        }
    }
}
