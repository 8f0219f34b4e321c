import Foundation
import TabNav
import TabNavStatechart
import TabNavTesting
import TabNavTrace

@testable import TabNavTestSupport

/// The seed of the random runs: the one every random test of the package reads (`TABNAV_PBT_SEED`).
let statechartSeed: UInt64 = SplitMix64.defaultSeed

/// The configurations the conformance tests draw charts for.
enum ChartConfigurations {
    /// The Jianshu-style app of the trace format's example (§7).
    static var jianshu: Configuration<String> { Configuration<String>.jianshu }

    /// Jianshu's tabs and centre button under every profile, custom bar, fix and bar policy, with each kind of centre button.
    ///
    /// At the default size (``TestSize``), every other of the configurations that take each profile, custom bar and fix
    /// once with the six bar policies and centre buttons in turn (24 configurations: each profile, custom bar, fix, policy
    /// and centre button still appears); under `TABNAV_TEST_SIZE=large`, every combination (288).
    static var matrix: [Configuration<String>] {
        TestSize.isLarge
            ? everyCombination
            : everyCombination.enumerated().filter { $0.offset % 6 == ($0.offset / 6) % 6 }.map(\.element).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element)
    }

    private static var everyCombination: [Configuration<String>] {
        var all: [Configuration<String>] = []
        let centres: [CenterButton<String>.Action] = [
            .present("compose", style: .fullScreen), .present("compose", style: .sheet), .push("article"),
        ]
        for profile in UIKitProfile.allCases {
            for bar in CustomBar.allCases {
                for fix in OverlapFix.allCases {
                    for policy in BarPolicy.allCases {
                        for (n, action) in centres.enumerated() {
                            var c = try! Configuration(
                                tabs: ["home", "discover", "follow", "me"].map { TabSpec(name: $0, root: $0) },
                                hidingScreens: n == 2 ? ["article", "photo"] : ["article"],
                                centerButton: CenterButton(name: "write", action: action))
                            c.profile = profile
                            c.customBar = bar
                            c.overlapFix = fix
                            c.barPolicy = policy
                            all.append(c)
                        }
                    }
                }
            }
        }
        return all
    }

    /// Trace format 2's settings: every profile and custom bar, `ios26` with each minimize behaviour, the centre
    /// button presenting each modal style, badges on the item or the app's views, the fixes in turn.
    ///
    /// At the default size (``TestSize``), one of the four modal styles for each profile, minimize behaviour and custom
    /// bar, in turn (24 configurations: each style, fix and badge target still appears); under `TABNAV_TEST_SIZE=large`,
    /// all four (96).
    static var format2: [Configuration<String>] {
        TestSize.isLarge
            ? format2Combinations
            : format2Combinations.enumerated().filter { $0.offset % 4 == ($0.offset / 4) % 4 }.map(\.element)
    }

    private static var format2Combinations: [Configuration<String>] {
        var all: [Configuration<String>] = []
        for profile in UIKitProfile.allCases {
            for minimize in profile == .ios26 ? MinimizeBehavior.allCases : [.never] {
                for bar in CustomBar.allCases {
                    for (n, style) in ModalStyle.allCases.enumerated() {
                        all.append(
                            try! Configuration(
                                tabs: ["home", "discover", "follow", "me"].map { TabSpec(name: $0, root: $0) },
                                hidingScreens: ["article"],
                                centerButton: CenterButton(name: "write", action: .present("compose", style: style)),
                                barPolicy: n == 3 ? .topOnly : .sticky, profile: profile, customBar: bar,
                                overlapFix: OverlapFix.allCases[(n + all.count) % OverlapFix.allCases.count],
                                badgeTarget: n % 2 == 0 ? .item : .custom, minimize: minimize))
                    }
                }
            }
        }
        return all
    }

    /// Seven-tab apps (V4 of format 2: four tabs on the bar, three in More) under each profile, each custom bar and
    /// the kinds of centre button, `ios26` minimizing either way, with `clear-on-tap` badges half the time; and an
    /// `on-system-bar` bar with badges on the items and `clear-on-tap`, under `modern` and under `ios26`.
    static var seven: [Configuration<String>] {
        let names = ["home", "discover", "follow", "me", "news", "shop", "help"]
        let centres: [CenterButton<String>.Action] = [
            .present("compose", style: .sheet), .push("article"), .present("compose", style: .fullScreen),
            .present("compose", style: .lockedSheet),
        ]
        var all: [Configuration<String>] = []
        for (n, profile) in UIKitProfile.allCases.enumerated() {
            for (m, bar) in [CustomBar.none, .onSystemBar].enumerated() {
                all.append(
                    try! Configuration(
                        tabs: names.map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"],
                        centerButton: CenterButton(name: "write", action: centres[(n + m) % centres.count]),
                        barPolicy: m == 0 ? .sticky : .topOnly, badgePolicy: (n + m) % 2 == 0 ? .clearOnTap : .keep,
                        profile: profile, customBar: bar, overlapFix: OverlapFix.allCases[n % OverlapFix.allCases.count],
                        badgeTarget: m == 0 ? .item : .custom,
                        minimize: profile == .ios26 ? (m == 0 ? .onScrollDown : .onScrollUp) : .never))
            }
        }
        // UIKit's buttons on the bar that an item's badge puts back, and a pick that clears a badge (V8.2), with the
        // bar minimized on a scroll up.
        for (profile, minimize) in [(UIKitProfile.modern, MinimizeBehavior.never), (.ios26, .onScrollUp)] {
            all.append(
                try! Configuration(
                    tabs: names.map { TabSpec(name: $0, root: $0) }, hidingScreens: ["article"],
                    centerButton: CenterButton(name: "write", action: .present("compose", style: .fullScreen)),
                    badgePolicy: .clearOnTap, profile: profile, customBar: .onSystemBar, overlapFix: .none,
                    badgeTarget: .item, minimize: minimize))
        }
        return all
    }

    /// A few configurations whose charts differ in shape, each explored exhaustively.
    static var shapes: [Configuration<String>] {
        var list = [jianshu]
        for (profile, fix) in [
            (UIKitProfile.modern, OverlapFix.none), (.modern, .completion), (.modern, .layout),
            (.ios14_0, .none), (.ios14_0, .completion), (.legacy, .completion),
        ] {
            var c = jianshu
            c.profile = profile
            c.overlapFix = fix
            list.append(c)
        }
        for policy in BarPolicy.allCases {
            let c = try! Configuration(
                tabs: [TabSpec(name: "home", root: "home"), TabSpec(name: "me", root: "photo")],
                hidingScreens: ["article", "photo"],
                centerButton: CenterButton(name: "write", action: .push("article")),
                barPolicy: policy, profile: .ios14_0, customBar: policy == .sticky ? .replaced : .none)
            list.append(c)
        }
        var overContent = jianshu
        overContent.customBar = .overContent
        overContent.barPolicy = .topOnly
        list.append(overContent)
        // Trace format 2: ios26 minimizing either way, badges on the item, the modal styles of the centre button.
        for (profile, fix, minimize, style) in [
            (UIKitProfile.ios26, OverlapFix.completion, MinimizeBehavior.onScrollDown, ModalStyle.lockedSheet),
            (.modern, .completion, .never, .overFullScreen), (.legacy, .completion, .never, .sheet),
        ] {
            list.append(
                try! Configuration(
                    tabs: jianshu.tabs, hidingScreens: jianshu.hidingScreens,
                    centerButton: CenterButton(name: "write", action: .present("compose", style: style)), profile: profile,
                    customBar: .onSystemBar, overlapFix: fix, badgeTarget: .item, minimize: minimize))
        }
        list.append(
            try! Configuration(
                tabs: jianshu.tabs, hidingScreens: jianshu.hidingScreens, centerButton: jianshu.centerButton, profile: .ios26,
                customBar: .replaced, minimize: .onScrollUp))
        return list
    }
}

/// Where the reducer departs from the trace format. The chart is drawn from the format, so these are the only
/// discrepancies the conformance tests tolerate; each has a test that expects it (a known issue) and fails
/// once the reducer is fixed, so that its entry here is removed.
struct KnownDeviation: Sendable {
    /// What the format says and what the reducer does.
    var summary: String
    /// The configurations it shows under.
    var applies: @Sendable (Configuration<String>) -> Bool
    /// The discrepancies it explains.
    var explains: @Sendable (Statechart.Discrepancy) -> Bool
    /// The transitions it keeps out of reach (their source cannot be entered).
    var unreachable: @Sendable (Statechart.Region, Statechart.Transition) -> Bool

    /// None today: the one there was (ios14.0 rotation) was fixed in the reducer.
    static let all: [KnownDeviation] = []

    /// Whether a known deviation explains `d` under `c`.
    static func explains(_ d: Statechart.Discrepancy, under c: Configuration<String>) -> Bool {
        all.contains { $0.applies(c) && $0.explains(d) }
    }

    /// Whether a known deviation keeps `t` out of reach under `c`.
    static func keepsOutOfReach(_ t: Statechart.Transition, in region: Statechart.Region, under c: Configuration<String>) -> Bool
    {
        all.contains { $0.applies(c) && $0.unreachable(region, t) }
    }
}

/// Every event worth trying in a state, and random ones, for a configuration with the screens these tests use.
enum EventAlphabet {
    static let screens = ["article", "comments", "photo"]
    /// The kinds of event that only an app sends, which no trace step writes and so no generated trace holds.
    static let appOnlyKinds: Set<TabNavEventKind> = [.popToEntry, .popToDepth, .replaceModal]
    static let paths: [[String]] = [[], ["comments"], ["article", "comments"], ["comments", "photo", "article"]]

    /// Every event of the alphabet in `state`.
    static func all(in state: TabNavState<String>) -> [TabNavEvent<String>] {
        let tabs = Array(state.tabs.indices)
        let targets: [Int?] = [nil] + tabs.map { $0 }
        var events: [TabNavEvent<String>] = [
            .request(.tapCenter), .report(.backSwipe(.whole)), .report(.backSwipe(.began)), .report(.backSwipe(.ended)),
            .report(.backSwipe(.cancelled)), .request(.dismiss()), .report(.rotated), .report(.resized(.compact)),
            .report(.resized(.regular)),
            .report(.backButtonTapped), .report(.sheetSwipe(.whole)),
            .request(.present("compose", style: .fullScreen)), .request(.present("compose", style: .sheet)),
            .request(.present("compose", style: .lockedSheet)),
            .request(.present("compose", style: .overFullScreen)),
        ]
        events += ModalStyle.allCases.map { .request(.replaceModal("photo", style: $0)) }
        events += format2
        if state.configuration.hasMoreTab { events += tabs.map { .request(.pick(tab: $0)) } }
        for i in tabs {
            events += [
                .request(.tap(tab: i)), .request(.select(tab: i)), .request(.setBadge(.count(3), tab: i)),
                .request(.setBadge(.none, tab: i)), .request(.enable(tab: i)), .request(.disable(tab: i)),
            ]
            events += paths.map { .request(.open(tab: i, path: $0)) }
        }
        for target in targets {
            for animated in [true, false] {
                for screen in screens {
                    events += [
                        .request(.push(screen, animated: animated, in: StackRef?(tabOrFocused: target))),
                        .request(.push(screen, hidesBar: true, animated: animated, in: StackRef?(tabOrFocused: target))),
                    ]
                }
                events += [
                    .request(.pop(animated: animated, in: StackRef?(tabOrFocused: target))),
                    .request(.popToRoot(animated: animated, in: StackRef?(tabOrFocused: target))),
                ]
                let ref = target.map(StackRef.tab) ?? state.focusedStackRef
                let entries = state.stack(ref)?.entries ?? []
                let stack = StackRef?(tabOrFocused: target)
                events += (entries.map(\.id) + [EntryID(rawValue: .max)]).map {
                    .request(.popToEntry($0, animated: animated, in: stack))
                }
                events += (1...(entries.count + 1)).map { .request(.popToDepth($0, animated: animated, in: stack)) }
                for screen in Set(screensOf(target, state) + ["nowhere"]).sorted() {
                    events.append(.request(.popTo(screen, animated: animated, in: StackRef?(tabOrFocused: target))))
                    if target == nil && animated { events.append(.report(.backMenuPicked(screen))) }
                }
                if animated {
                    let depth = state.stack(target.map(StackRef.tab) ?? state.focusedStackRef)?.depth ?? 1
                    events += (1...(depth + 1)).map { .report(.systemPopped(toDepth: $0, in: StackRef?(tabOrFocused: target))) }
                }
                for screens in replacements(target, state) {
                    events.append(.request(.setStack(screens, animated: animated, in: StackRef?(tabOrFocused: target))))
                }
            }
        }
        return events
    }

    /// The events format 2 adds (V4–V7) that take no tab, or the first: the More tab's steps, the app hiding and
    /// showing the bar, the sheet swipe in parts, every scroll.
    static let format2: [TabNavEvent<String>] = [
        .request(.tapMore), .request(.pick(tab: 0)), .request(.selectMore),
        .request(.hideBar()), .request(.showBar(animated: false)), .report(.sheetSwipe(.began)), .report(.sheetSwipe(.ended)),
        .report(.sheetSwipe(.cancelled)), .report(.scrolled(.down)), .report(.scrolled(.up)), .report(.scrolled(.top)),
    ]

    /// One random event: the shared generator's realistic mix (runs go deep) over the alphabet's screens, naming a
    /// tab's stack a quarter of the time so that short walks also deepen the stacks of the tabs not selected.

    ///
    /// With `mix: .coverage` every kind is drawn often, format 2's too (the realistic mix keeps format 1's steps).
    static func random(
        in state: TabNavState<String>, using rng: inout SplitMix64, mix: EventGenerator.Mix = .realistic
    ) -> TabNavEvent<String> {
        var generator = EventGenerator(mix: mix, screens: screens, targetPercent: 25)
        return generator.next(for: state, using: &rng)
    }

    private static func screensOf(_ target: Int?, _ state: TabNavState<String>) -> [String] {
        let ref = target.map(StackRef.tab) ?? state.focusedStackRef
        return state.stack(ref)?.screens ?? []
    }

    private static func replacements(_ target: Int?, _ state: TabNavState<String>) -> [[String]] {
        let root = screensOf(target, state).first ?? "home"
        return [
            [root], ["article"], ["comments"], [root, "comments"], [root, "article", "comments"],
            [root, "comments", "photo", "article"],
        ]
    }
}

/// A state reached from launch, with the events that reached it.
struct Reached {
    var state: TabNavState<String>
    var history: [TabNavEvent<String>]
}

/// Scripted starts for the walks, so that they also begin in the states that blind walks rarely reach: a bar
/// stuck hidden (twice over, or over a hiding root), buttons re-added by a pop or a rotation, a rotated modal,
/// a hiding background tab, a root replaced; each from the first tab and from the last.
enum Prefixes {
    static func all(_ c: Configuration<String>) -> [[TabNavEvent<String>]] {
        func push(_ s: String, hides: Bool = false, in tab: Int? = nil) -> TabNavEvent<String> {
            .request(.push(s, hidesBar: hides, in: StackRef?(tabOrFocused: tab)))
        }
        let last = c.tabs.count - 1
        let other = last > 0 ? (last == 1 ? 0 : 1) : 0
        let scripts: [[TabNavEvent<String>]] = [
            [],
            [push("article", hides: true), push("comments"), push("photo", hides: true), .request(.popToRoot())],
            [
                push("article", hides: true, in: other), push("article", hides: true), push("photo", hides: true),
                push("comments"),
                push("article", hides: true), .request(.popTo("photo")),
            ],
            [push("comments"), push("notes"), push("article", hides: true), .request(.popTo("comments"))],
            [
                .request(.setStack(["article", "comments", "article", "comments", "article"])),
                .request(.popTo("article")),
            ],
            [push("comments"), push("photo"), push("comments"), .report(.rotated), .request(.popToRoot())],
            [
                push("comments"), push("photo"), .report(.rotated), .request(.present("compose", style: .fullScreen)),
                push("comments"),
            ],
            [.request(.present("compose", style: .sheet)), .report(.rotated), push("comments")],
            [
                .request(.setStack(["comments"], animated: false, in: StackRef?(tabOrFocused: other))),
                .request(.setStack(["comments", "comments"], animated: false, in: StackRef?(tabOrFocused: last))),
            ],
        ]
        let everyTab = c.tabs.indices.map { [TabNavEvent<String>.request(.select(tab: $0)), push("comments"), push("photo")] }
        // Trace format 2: a bar the app hid, a bar minimized either way, a sheet being swiped, badges on the items.
        let sheet = TabNavEvent<String>.request(.present("compose", style: .sheet))
        // Scrolls change nothing but under ios26, and badges move no region but on the item: those starts only there.
        var format2: [[TabNavEvent<String>]] = [
            [.request(.hideBar()), push("comments")], [sheet, push("comments"), .report(.sheetSwipe(.began))],
        ]
        if c.profile == .ios26 {
            format2 += [[push("comments"), .report(.scrolled(.down))], [push("comments"), .report(.scrolled(.up))]]
        }
        if c.badgeTarget == .item {
            format2 += [
                [.request(.setBadge(.count(2), tab: last)), .request(.setBadge(.count(2), tab: 0)), push("comments")],
                [
                    .request(.present("compose", style: .fullScreen)), .request(.dismiss()),
                    .request(.setBadge(.count(2), tab: 0)), push("comments"),
                ],
            ]
        }
        format2 += more(c)
        return scripts + scripts.map { [.request(.select(tab: last))] + $0 } + everyTab + format2
    }

    /// V4: More's list and the last (overflow) tab inside More, with what the probe-drawn regions read there: a bar
    /// minimized on either scroll, a badge a pick clears while UIKit's buttons are off, a hiding stack. None for an app
    /// without a More tab.
    static func more(_ c: Configuration<String>) -> [[TabNavEvent<String>]] {
        guard c.hasMoreTab else { return [] }
        let last = c.tabs.count - 1
        let more = TabNavEvent<String>.request(.selectMore)
        return [
            [more], [more, .report(.scrolled(.up))], [more, .report(.scrolled(.down))],
            [
                .request(.setBadge(.count(2), tab: last)), .request(.present("compose", style: .fullScreen)),
                .request(.dismiss()), more,
            ],
            [.request(.select(tab: last)), .request(.push("article", hidesBar: true)), .request(.select(tab: 0))],
            [.request(.select(tab: last)), .report(.scrolled(.up))],
        ]
    }
}

/// Random walks from launch and from the scripted starts, keeping states that differ in more than entry
/// identities and badges (badges count with `badge-target item`, where their change re-adds UIKit's buttons); each
/// state where a back-swipe or a sheet swipe can start is kept with the gesture active too.
/// `prefixes` are the scripted starts, every one of ``Prefixes/all(_:)`` when `nil`.
func explore(
    _ configuration: Configuration<String>, walks: Int, steps: Int, seed: UInt64, prefixes: [[TabNavEvent<String>]]? = nil
) -> [Reached] {
    var rng = SplitMix64(seed: seed)
    var seen = Set<String>()
    var pool: [Reached] = []
    func keep(_ reached: Reached) {
        if seen.insert(signature(reached.state)).inserted { pool.append(reached) }
    }
    let prefixes = prefixes ?? Prefixes.all(configuration)
    for walk in 0..<max(walks, prefixes.count) {
        var here = Reached(state: TabNavState(configuration: configuration), history: [])
        for event in prefixes[walk % prefixes.count] {
            keep(here)
            here.state.reduce(event)
            here.history.append(event)
        }
        for _ in 0..<steps {
            keep(here)
            for gesture in [TabNavEvent<String>.report(.backSwipe(.began)), .report(.sheetSwipe(.began))] {
                var swiping = here
                if swiping.state.reduce(gesture).outcome == .ok {
                    swiping.history.append(gesture)
                    keep(swiping)
                }
            }
            let event = EventAlphabet.random(in: here.state, using: &rng)
            here.state.reduce(event)
            here.history.append(event)
        }
    }
    return pool
}

/// What tells states apart for the chart: every stack with its flags, the selection, the modal, the flags.
func signature(_ s: TabNavState<String>) -> String {
    let stacks = s.tabs.map { "\($0.stack.entries.map(\.description))\($0.isEnabled ? "" : "-")" }.joined(separator: "|")
    let modal = s.modal.map { "\($0.style)\($0.stack.entries.map(\.description))" } ?? "none"
    let badges = s.configuration.badgeTarget == .item ? String(s.tabs.map { $0.badge == .none ? "0" : "1" }) : ""
    return
        "\(badges) \(s.selectedIndex) \(stacks) \(modal) \(s.swipe) \(s.systemButtonsPresent) \(s.barStuckHidden) \(s.appHidBar) "
        + "\(s.barMinimized) \(s.sheetSwipe)"
}

/// The configuration as a trace header and the events as trace steps: a trace that `tabnav-sim` replays.
func traceText(_ c: Configuration<String>, _ events: [TabNavEvent<String>]) -> String {
    let header = TraceHeader(configuration: c)
    return (header.canonicalLines + events.map(header.stepText(for:))).joined(separator: "\n")
}
