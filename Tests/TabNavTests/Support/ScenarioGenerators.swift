import TabNav

/// Generators of configurations and step sequences for the property tests.
///
/// Steps are drawn with the ``ReferenceModel`` running alongside, so that most of them apply
/// (a `pop-to` names a screen of the stack, a `tap` usually finds the bar on screen) while a
/// real share is rejected or a noop. Every generated scenario is a valid trace.
enum ScenarioGenerators {
    static let tabNames = ["home", "discover", "follow", "inbox", "me"]
    static let otherRoots = ["feed", "article", "profile"]
    static let screens = ["detail", "article", "comments", "photo", "settings"]
    static let hidingCandidates = ["article", "photo", "player"]
    static let badgeTexts = ["new", "hot"]

    /// Any configuration of §2: 1–5 tabs, every option, declared hiding screens (roots now and then).
    static var configuration: Generator<ScenarioConfig> {
        Generator { rng, _ in
            let count = rng.pick([1, 2, 2, 3, 3, 3, 4, 4, 5])
            var c = ScenarioConfig(tabs: Array(tabNames.prefix(count)))
            for i in c.roots.indices where rng.chance(0.15) { c.roots[i] = rng.pick(otherRoots) }
            var hiding = Set(hidingCandidates.filter { _ in rng.chance(0.45) })
            if rng.chance(0.12) { hiding.insert(rng.pick(c.roots)) }
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<8: c.center = nil
            case 8..<15:
                c.center = .init(name: "write", pushes: false, screen: "compose", sheet: rng.chance(0.35))
                if rng.chance(0.3) { c.center?.style = rng.pick(["locked-sheet", "over-full-screen"]) }
            default: c.center = .init(name: "plus", pushes: true, screen: "newpost", sheet: false)
            }
            if let center = c.center, rng.chance(0.3) { hiding.insert(center.screen) }
            c.hiding = hiding.sorted()
            c.barPolicy = rng.pick(BarPolicy.allCases).rawValue
            c.badgePolicy = rng.pick(BadgePolicy.allCases).rawValue
            c.profile = rng.pick(UIKitProfile.allCases).rawValue
            c.customBar = rng.pick(CustomBar.allCases).rawValue
            c.overlapFix = rng.pick(OverlapFix.allCases).rawValue
            c.badgeTarget = rng.pick(BadgeTarget.allCases).rawValue
            if c.profile == "ios26" { c.minimize = rng.pick(MinimizeBehavior.allCases).rawValue }
            return c
        }
    }

    /// Up to `size` steps of every kind of §3 on `config`.
    static func steps(for config: ScenarioConfig) -> Generator<[TabNavEvent<String>]> {
        Generator { rng, size in
            var model = ReferenceModel(config)
            let count = Int.random(in: 0...max(0, size), using: &rng)
            var events: [TabNavEvent<String>] = []
            for _ in 0..<count {
                let event = step(&rng, model)
                model.step(event)
                events.append(event)
            }
            return events
        }
    }

    /// A configuration and steps on it.
    static var scenario: Generator<Scenario> {
        configuration.flatMap { config in steps(for: config).map { Scenario(config: config, events: $0) } }
    }

    /// A scenario on a configuration that `adjust` pins down (a fix, a profile).
    static func scenario(adjusting adjust: @escaping (inout ScenarioConfig) -> Void) -> Generator<Scenario> {
        configuration.map { var c = $0; adjust(&c); return c }.flatMap { config in
            steps(for: config).map { Scenario(config: config, events: $0) }
        }
    }

    /// One step, weighted by kind and informed by the reference model's state.
    static func step(_ rng: inout SplitMix64, _ model: ReferenceModel) -> TabNavEvent<String> {
        let c = model.config
        let w = model.world
        let tabs = c.tabs.count
        let anyTab = { (rng: inout SplitMix64) in Int.random(in: 0..<tabs, using: &rng) }
        let focused = w.modal ?? w.stacks[w.selected]
        let screen = { (rng: inout SplitMix64) -> String in
            rng.chance(0.85) ? rng.pick(screens) : rng.pick(c.roots + (c.center.map { [$0.screen] } ?? []))
        }
        let target = { (rng: inout SplitMix64) -> Int? in rng.chance(0.12) ? anyTab(&rng) : nil }
        let animated = { (rng: inout SplitMix64) in rng.chance(0.7) }
        let deep = focused.count > 1
        var kinds: [(Int, String)] = [
            (16, "tap"), (5, "select"), (20, "push"), (deep ? 8 : 2, "pop"), (5, "pop-to"), (deep ? 5 : 1, "pop-to-root"),
            (3, "set-stack"), (deep ? 3 : 1, "back-swipe"), (deep ? 4 : 1, "start"), (1, "finish"), (1, "cancel"),
            (w.modal == nil ? 3 : 1, "present"), (w.modal == nil ? 1 : 5, "dismiss"), (3, "open"), (4, "badge"),
            (4, "able"), (3, "rotate"),
            (deep ? 3 : 1, "back-button"), (deep ? 3 : 1, "back-menu"), (w.modal == nil ? 1 : 4, "sheet-swipe"),
            (2, "system-pop"), (2, "hide-bar"), (w.appHidden ? 4 : 1, "show-bar"),
            (c.profile == "ios26" ? 8 : 1, "scroll"), (w.modal == nil ? 1 : 4, "sheet-start"),
        ]
        if w.sheetSwiping { kinds += [(30, "sheet-finish"), (15, "sheet-cancel")] }
        if c.center != nil { kinds.append((7, "center")) }
        if w.swiping { kinds += [(60, "finish"), (15, "cancel")] }
        let total = kinds.reduce(0) { $0 + $1.0 }
        var pick = Int.random(in: 0..<total, using: &rng)
        var kind = kinds[0].1
        for (weight, name) in kinds {
            if pick < weight { kind = name; break }
            pick -= weight
        }
        switch kind {
        case "tap":
            return .request(.tap(tab: rng.chance(0.3) ? w.selected : anyTab(&rng)))
        case "center":
            return .request(.tapCenter)
        case "select":
            return .request(.select(tab: anyTab(&rng)))
        case "push":
            return .request(.push(screen(&rng), hidesBar: rng.chance(0.15), animated: animated(&rng), in: StackTarget(tabOrFocused: target(&rng))))
        case "pop":
            return .request(.pop(animated: animated(&rng), in: StackTarget(tabOrFocused: target(&rng))))
        case "pop-to":
            let t = target(&rng)
            let stack = t.map { w.stacks[$0] } ?? focused
            let name = rng.chance(0.85) ? rng.pick(stack).name : screen(&rng)
            return .request(.popTo(name, animated: animated(&rng), in: StackTarget(tabOrFocused: t)))
        case "pop-to-root":
            return .request(.popToRoot(animated: animated(&rng), in: StackTarget(tabOrFocused: target(&rng))))
        case "set-stack":
            let t = target(&rng)
            let stack = t.map { w.stacks[$0] } ?? focused
            var names = [rng.chance(0.7) ? stack[0].name : screen(&rng)]
            for _ in 0..<Int.random(in: 0...3, using: &rng) { names.append(screen(&rng)) }
            return .request(.setStack(names, animated: animated(&rng), in: StackTarget(tabOrFocused: t)))
        case "back-swipe":
            return .report(.backSwiped)
        case "start":
            return .report(.backSwipeStarted)
        case "finish":
            return .report(.backSwipeFinished)
        case "cancel":
            return .report(.backSwipeCancelled)
        case "present":
            return .request(.present(rng.pick(["compose", "login", "photo"]), style: rng.pick(ModalStyle.allCases + [.fullScreen, .sheet])))
        case "dismiss":
            return .request(.dismiss)
        case "open":
            let path = (0..<Int.random(in: 0...3, using: &rng)).map { _ in screen(&rng) }
            return .request(.open(tab: anyTab(&rng), path: path))
        case "badge":
            let badge: Badge = rng.pick([.count(1), .count(Int.random(in: 2...12, using: &rng)), .count(100),
                                         .count(250), .dot, .none, .text(rng.pick(badgeTexts))])
            return .request(.setBadge(badge, tab: anyTab(&rng)))
        case "back-button":
            return .report(.backButtonPopped)
        case "back-menu":
            return .report(.backMenuPopped(to: rng.chance(0.85) ? rng.pick(focused).name : screen(&rng)))
        case "sheet-swipe":
            return .report(.sheetSwipedDown)
        case "sheet-start":
            return .report(.sheetSwipeStarted)
        case "sheet-finish":
            return .report(.sheetSwipeFinished)
        case "sheet-cancel":
            return .report(.sheetSwipeCancelled)
        case "hide-bar":
            return .request(.hideBar(animated: animated(&rng)))
        case "show-bar":
            return .request(.showBar(animated: animated(&rng)))
        case "scroll":
            return .report(.scrolled(rng.pick(Scroll.allCases)))
        case "system-pop":
            let t = target(&rng)
            let count = (t.map { w.stacks[$0] } ?? focused).count
            return .report(.systemPopped(toDepth: Int.random(in: 1...(count + 1), using: &rng), in: StackTarget(tabOrFocused: t)))
        case "able":
            let t = anyTab(&rng)
            return rng.chance(w.enabled[t] ? 0.8 : 0.3) ? .request(.disable(tab: t)) : .request(.enable(tab: t))
        default:
            return .report(.rotated)
        }
    }
}
