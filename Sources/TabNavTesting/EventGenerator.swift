import TabNav

/// The one generator of random events: it picks the next step from the state, as a user, the app or UIKit would.
///
/// It serves `tabnav-sim generate` (and so the benchmarks, which replay its traces), the property tests and the
/// fuzzers, each with its ``Mix``: the same kinds of step and the same way of drawing their arguments, weighted for
/// its purpose. It reads the state only to choose (a pop-to names a screen of the stack, a tap usually finds the
/// bar on screen); what a step does is the reducer's business.
public struct EventGenerator: Hashable, Sendable {
    /// What the events are for.
    public enum Mix: Hashable, Sendable {
        /// A plausible session: mostly steps that apply, depths that wander, now and then a dive of dozens of
        /// pushes (`tabnav-sim generate`).
        case realistic
        /// Every kind of step often enough, with a real share of rejections and noops (the property tests).
        case coverage
        /// Every kind of step about as often, with tab indices one past the end, empty stacks and depths out of
        /// range (random walks and fuzzing: the reducer must refuse them, never trap).
        case uniform
    }

    /// What the generator draws: a kind of event (the library's kinds, ``TabNav/TabNavEvent/Kind``), or the start of a
    /// dive, dozens of pushes to come (realistic mix only).
    package enum Draw: Hashable, Sendable {
        /// A step of this kind.
        case event(TabNavEvent<String>.Kind)
        /// The start of a dive.
        case dive

        /// The draws in the order they are weighed. The order is part of the generator: a seed's steps depend on it.
        /// The coordinator's own requests (a pop to an entry or a depth, the replacement of a modal) are not drawn:
        /// ``EventGenerator/event(_:_:_:)`` makes them for the fuzzers and the tests that ask.
        ///
        /// The kinds of ``established`` come first, in their order; any kind of event the library has besides them
        /// follows, in the order of `TabNavEventKind.allCases`, so that a new kind is drawn with no list to extend.
        /// A new kind with a realistic weight of 0 keeps every earlier seed's trace (a draw of weight 0 changes no
        /// other draw); move it into ``established`` when its place must stay fixed while later kinds are added.
        package static let order: [Draw] =
            established
            + TabNavEvent<String>.Kind.allCases.filter {
                !established.contains(.event($0)) && !EventGenerator.coordinatorKinds.contains($0)
            }.map { .event($0) }

        /// The kinds drawn when the generator was written, in the order that earlier seeds' traces depend on.
        static let established: [Draw] = [
            .event(.push), .event(.pop), .event(.backSwipe), .event(.backSwipeBegan), .event(.popTo), .event(.popToRoot),
            .event(.setStack), .event(.tap), .event(.tapCenter), .event(.select), .event(.present), .event(.dismiss),
            .event(.open), .event(.setBadge), .event(.enable), .event(.disable), .event(.rotated), .dive,
            .event(.backButtonTapped), .event(.backMenuPicked), .event(.sheetSwipe), .event(.systemPopped),
            .event(.backSwipeEnded), .event(.backSwipeCancelled), .event(.hideBar), .event(.showBar), .event(.scrolled),
            .event(.sheetSwipeBegan), .event(.sheetSwipeEnded), .event(.sheetSwipeCancelled), .event(.tapMore),
            .event(.pick), .event(.selectMore),
        ]
    }

    /// What the events are for.
    public let mix: Mix
    /// The screens pushed, presented and linked to; never empty.
    public private(set) var screens: [String]
    /// How often a step names a tab's stack (`in=TAB`) rather than the focused one, in percent.
    public var targetPercent: Int
    /// Pushes still to come in a dive (a user following links deeper and deeper; ``Mix/realistic`` only).
    public internal(set) var dive = 0
    /// Whether a ``Mix/realistic`` session draws format 2's steps too: the app hiding and showing the bar, scrolls under
    /// `ios26`, sheet swipes in parts, every modal style and badge texts that need quotes. Off by default, so that a
    /// seed gives the same session as before; the other mixes always draw them.
    public var includesFormat2 = false

    /// Creates a generator.
    /// - Parameters:
    ///   - mix: What the events are for.
    ///   - screens: The screens to push, present and link to; `nil`, or an empty list, for the mix's own list.
    ///   - targetPercent: How often a step names a tab's stack, in percent; `nil` for the mix's own.
    public init(mix: Mix, screens: [String]? = nil, targetPercent: Int? = nil) {
        self.mix = mix
        // An empty list would leave a push nothing to draw from: the mix's own list stands in.
        self.screens = screens.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultScreens(mix)
        self.targetPercent = targetPercent ?? Self.defaultTargetPercent(mix)
    }

    /// The screens of a mix: `tabnav-sim generate`'s sixteen, the property tests' five, or a few short names.
    /// - Parameter mix: The mix.
    /// - Returns: Its screens.
    public static func defaultScreens(_ mix: Mix) -> [String] {
        switch mix {
        case .realistic:
            [
                "article", "photo", "player", "detail", "comments", "profile", "settings", "search",
                "results", "chat", "thread", "topic", "related", "edit", "share", "drafts",
            ]
        case .coverage: ["detail", "article", "comments", "photo", "settings"]
        case .uniform: ["a", "b", "article", "home", "discover", "compose"]
        }
    }

    /// The next step for `state`.
    /// - Parameters:
    ///   - state: The state the step will be applied to.
    ///   - random: The source of randomness: a ``SplitMix64`` for a seeded run, or a fuzzer's bytes.
    /// - Returns: The step.
    /// - Complexity: O(*n*) in the depth of the stacks it reads.
    public mutating func next(for state: TabNavState<String>, using random: inout some RandomNumberGenerator) -> TabNavEvent<
        String
    > {
        if mix == .realistic {
            if state.swipe == .active { return swipeEnd(state, &random) }
            if includesFormat2 && state.sheetSwipe == .active { return sheetSwipeEnd(state, &random) }
            if dive > 0 {
                dive -= 1
                return .request(.push(random.pick(["related", "article", "comments", "topic"])))
            }
        }
        var total = 0
        let weights = Draw.order.map { kind in
            let w = weight(kind, state)
            total += w
            return w
        }
        var r = random.below(total)
        for (kind, w) in zip(Draw.order, weights) {
            if r < w { return event(kind, state, &random) }
            r -= w
        }
        return .report(.rotated)
    }

    /// During a back-swipe (``Mix/realistic``): finish or cancel it, or (rarely) a step that it rejects or lets through.
    private func swipeEnd(_ state: TabNavState<String>, _ random: inout some RandomNumberGenerator) -> TabNavEvent<String> {
        let r = random.below(100)
        if r < 70 { return .report(.backSwipe(.ended)) }
        if r < 92 { return .report(.backSwipe(.cancelled)) }
        if r < 96 { return .request(.setBadge(.dot, tab: random.below(state.tabs.count))) }
        return .request(.tap(tab: random.below(state.tabs.count)))
    }

    /// During a sheet swipe (``Mix/realistic`` with format 2): finish or cancel it, or (rarely) a step that it lets
    /// through (a scroll, a badge) or rejects (a pop).
    private func sheetSwipeEnd(_ state: TabNavState<String>, _ random: inout some RandomNumberGenerator) -> TabNavEvent<
        String
    > {
        let r = random.below(100)
        if r < 60 { return .report(.sheetSwipe(.ended)) }
        if r < 90 { return .report(.sheetSwipe(.cancelled)) }
        if r < 95 { return .report(.scrolled(random.pick(Scroll.allCases))) }
        if r < 98 { return .request(.setBadge(random.pick(Self.realisticBadgeTexts), tab: random.below(state.tabs.count))) }
        return .request(.pop())
    }
}
