import TabNav
import TabNavTesting

/// The coordinator of the README, at its smallest: every request and every report goes through the state, and
/// every effect is performed on the simulated UIKit, in order.
struct WalkCoordinator {
    var state: TabNavState<String>
    var uikit: SimulatedUIKit<String>
    /// Skips the first effect of every step that has this many or more: a coordinator with a bug (0: none).
    var skipsFirstOfSteps = 0

    init(_ configuration: Configuration<String>) {
        state = TabNavState(configuration: configuration)
        uikit = SimulatedUIKit(showing: state)
    }

    mutating func send(_ request: TabNavRequest<String>) throws(UIKitRefusal) -> StepResult<String> {
        let step = state.reduce(request)
        try perform(step.effects)
        return step
    }

    mutating func deliver(_ report: UIKitReport<String>) throws(UIKitRefusal) -> StepResult<String> {
        let step = state.reduce(report)
        try perform(step.effects)
        return step
    }

    private mutating func perform(_ effects: StepEffects<String>) throws(UIKitRefusal) {
        let skipped = skipsFirstOfSteps > 0 && effects.count >= skipsFirstOfSteps
        for effect in effects.dropFirst(skipped ? 1 : 0) { try uikit.perform(effect) }
    }
}

/// The test apps: a Jianshu-like app (four tabs and a centre button that presents, `article` hides the bar) and an
/// app of seven tabs with a More tab (its centre button pushes), under every profile, custom bar and fix that matter;
/// the seven tabs on a large iPhone too, and ten on an iPad.
enum WalkApps {
    static let all: [(name: String, configuration: Configuration<String>)] = {
        var apps: [(String, Configuration<String>)] = []
        for profile in UIKitProfile.allCases {
            let minimize: [MinimizeBehavior] = profile == .ios26 ? [.onScrollDown, .onScrollUp] : [.never, .never]
            apps.append(
                ("jianshu \(profile) on-system-bar", jianshu(profile, .onSystemBar, .none, .custom, .sticky, minimize[0])))
            apps.append(
                (
                    "jianshu \(profile) on-system-bar item completion top-only",
                    jianshu(profile, .onSystemBar, .completion, .item, .topOnly, minimize[1])
                ))
            apps.append(("jianshu \(profile) over-content", jianshu(profile, .overContent, .layout, .item, .sticky, .never)))
            apps.append(("seven \(profile) none", seven(profile, .none, .none, .custom, minimize[0])))
            apps.append(("seven \(profile) on-system-bar item layout", seven(profile, .onSystemBar, .layout, .item, minimize[1])))
            apps.append(("seven \(profile) on-system-bar none", seven(profile, .onSystemBar, .none, .custom, .never)))
            apps.append(("seven \(profile) replaced item none", seven(profile, .replaced, .none, .item, .never)))
        }
        // Format 3, after the iPhone apps so that their walks keep their seeds: a large iPhone that rotates between five
        // and eight items, an iPad of ten tabs that resizes.
        for profile in UIKitProfile.allCases {
            let minimize: [MinimizeBehavior] = profile == .ios26 ? [.onScrollDown, .onScrollUp] : [.never, .never]
            apps.append(
                (
                    "seven \(profile) iphone-max on-system-bar item layout",
                    seven(profile, .onSystemBar, .layout, .item, minimize[0], device: .iphoneMax)
                ))
            apps.append(
                (
                    "ten \(profile) ipad on-system-bar none",
                    seven(profile, .onSystemBar, .none, .custom, minimize[1], device: .ipad, tabs: 10)
                ))
        }
        return apps
    }()

    static func jianshu(
        _ profile: UIKitProfile, _ customBar: CustomBar, _ fix: OverlapFix, _ badgeTarget: BadgeTarget,
        _ barPolicy: BarPolicy, _ minimize: MinimizeBehavior
    ) -> Configuration<String> {
        try! Configuration(
            tabs: ["home", "follow", "message", "me"].map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"],
            centerButton: CenterButton(name: "write", action: .present("compose", style: .fullScreen)), barPolicy: barPolicy,
            profile: profile, customBar: customBar, overlapFix: fix, badgeTarget: badgeTarget, minimize: minimize)
    }

    static func seven(
        _ profile: UIKitProfile, _ customBar: CustomBar, _ fix: OverlapFix, _ badgeTarget: BadgeTarget,
        _ minimize: MinimizeBehavior, device: Device = .iphone, tabs: Int = 7
    ) -> Configuration<String> {
        let names = ["home", "news", "video", "shop", "music", "games", "me", "maps", "books", "notes"]
        return try! Configuration(
            tabs: names.prefix(tabs).map { TabSpec(name: $0, root: $0) },
            hidingScreens: ["article", "photo"],
            centerButton: CenterButton(name: "plus", action: .push("editor", hidesBar: true)),
            badgePolicy: .keep, profile: profile, customBar: customBar, overlapFix: fix, badgeTarget: badgeTarget,
            minimize: minimize, device: device)
    }
}

/// A random walk: the shared event generator proposes a step; a tap, a gesture, a rotation or a scroll goes to the
/// simulated UIKit as the user's, and what UIKit tells the coordinator goes to the state; the app's own requests go
/// to the state directly. After every step UIKit must show the state.
struct SimulatedUIKitWalk {
    var coordinator: WalkCoordinator
    var generator: EventGenerator
    var random: SplitMix64
    /// The steps so far, with their effects, for a failure's message.
    var log: [String] = []

    init(_ configuration: Configuration<String>, seed: UInt64, mix: EventGenerator.Mix) {
        coordinator = WalkCoordinator(configuration)
        generator = EventGenerator(mix: mix)
        random = SplitMix64(seed: seed)
    }

    /// Runs `steps` steps; returns the first problem, with the steps that led to it, or `nil`.
    mutating func run(steps: Int) -> String? {
        for index in 0..<steps {
            let event = generator.next(for: coordinator.state, using: &random)
            if let problem = step(event) {
                return "step \(index): \(problem)\n" + log.suffix(25).joined(separator: "\n")
            }
        }
        return nil
    }

    /// One step; a problem, or `nil`.
    mutating func step(_ event: TabNavEvent<String>) -> String? {
        let before = coordinator.state
        var uikit = coordinator.uikit
        let delivered: TabNavEvent<String>?
        var fromUser = true
        switch event {
        case .request(.tap(let tab)): delivered = uikit.userTaps(tab: tab).map(TabNavEvent.request)
        case .request(.tapMore): delivered = uikit.userTapsMore().map(TabNavEvent.request)
        case .request(.pick(let tab)): delivered = uikit.userPicks(tab: tab).map(TabNavEvent.request)
        case .request(.tapCenter): delivered = uikit.userTapsCenter().map(TabNavEvent.request)
        case .request:
            delivered = event
            fromUser = false
        case .report(let report): delivered = Self.user(report, &uikit).map(TabNavEvent.report)
        }
        coordinator.uikit = uikit
        guard let delivered else {
            // What UIKit does not deliver, the state would not act on either.
            var copy = before
            let outcome = copy.reduce(event).outcome
            log.append("\(event) -> not delivered by UIKit; the state would say \(outcome)")
            return outcome == .ok ? "UIKit does not deliver \(event), which the state would accept" : nil
        }
        let step: StepResult<String>
        do {
            switch delivered {
            case .request(let request): step = try coordinator.send(request)
            case .report(let report): step = try coordinator.deliver(report)
            }
        } catch {
            log.append("\(delivered) -> \(error)")
            return "\(error)"
        }
        log.append("\(delivered) -> \(step.outcome) \(step.effects.map(\.description))")
        if let desync = step.outcome.desync { return "the state found UIKit's report \(delivered) out of step: \(desync)" }
        if case .report = delivered, let rejection = step.outcome.rejection {
            return "the state rejected UIKit's report \(delivered): \(rejection)"
        }
        if fromUser, let rejection = step.outcome.rejection, rejection != .moreListHasNoStack {
            return "the state rejected the user's \(delivered), which UIKit delivered: \(rejection)"
        }
        let differences = coordinator.uikit.differences(from: coordinator.state)
        if !differences.isEmpty { return "UIKit differs from the state: \(differences)" }
        return nil
    }

    /// The user's side of a report: the simulated UIKit's own action, and what it reports.
    static func user(_ report: UIKitReport<String>, _ uikit: inout SimulatedUIKit<String>) -> UIKitReport<String>? {
        switch report {
        case .backSwipe(.whole): uikit.userSwipesBack()
        case .backSwipe(.began): uikit.userBeginsBackSwipe()
        case .backSwipe(.ended): uikit.userEndsBackSwipe()
        case .backSwipe(.cancelled): uikit.userCancelsBackSwipe()
        case .backButtonTapped: uikit.userTapsBackButton()
        case .backMenuPicked(let screen): uikit.userPicksBackMenu(screen)
        case .sheetSwipe(.whole): uikit.userSwipesSheetDown()
        case .sheetSwipe(.began): uikit.userBeginsSheetSwipe()
        case .sheetSwipe(.ended): uikit.userEndsSheetSwipe()
        case .sheetSwipe(.cancelled): uikit.userCancelsSheetSwipe()
        case .systemPopped(let depth, let target): uikit.systemPops(toDepth: depth, in: target)
        case .rotated: uikit.userRotatesDevice()
        case .resized(let width): uikit.userResizes(to: width)
        case .scrolled(let scroll): uikit.userScrolls(scroll)
        }
    }
}
