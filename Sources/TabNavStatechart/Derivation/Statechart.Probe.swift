import TabNav

extension Statechart {
    /// Steps of the real reducer on representative states of a configuration, from which the regions that depend
    /// on UIKit's profile rules (the bar, the system buttons, the modal) take their transitions.
    ///
    /// The configuration is copied with its screens renamed `s0`, `s1`, … (so that the probe can name screens of
    /// its own, `p1`, `p2`, …, that the app does not declare); the rules read only the configuration's options and
    /// which screens hide the bar, which the renaming keeps. Every probed state is reached from launch by the
    /// reducer, so a transition drawn from the probe is one the machine takes.
    package struct Probe {
        /// One step: the event tried and its outcome (the probed state it starts from is its ``Head``'s).
        package struct Step {
            /// The event tried.
            package var event: TabNavEvent<String>
            /// The step's outcome.
            package var outcome: Outcome
        }

        /// What a region reads of a step besides its states, without the event's screens: a debug build copies it
        /// without retaining anything.
        struct Head {
            /// The event's kind.
            var kind: TabNavEventKind
            /// The kind's place in `TabNavEventKind.allCases`.
            var kindIndex: Int
            /// Whether the reducer took the step.
            var accepted: Bool
            /// The number of the probed state the step starts from.
            var state: Int
            /// What the step did.
            var facts: StepFacts
        }

        /// The steps, in a fixed order: by state, then by event.
        package var steps: [Step] = []
        /// The probed states, by number.
        var states: [TabNavState<String>] = []
        /// For each step, in the order of `steps`: what a region reads of it, and the state after it.
        var heads: [Head] = []
        var afters: [TabNavState<String>] = []

        /// Probes the configuration.
        package init<Screen>(_ configuration: Configuration<Screen>) {
            let c = Self.renamed(configuration)
            let places = Dictionary(uniqueKeysWithValues: TabNavEventKind.allCases.enumerated().map { ($1, $0) })
            var seen = Set<TabNavState<String>>()
            for state in Self.states(c) where seen.insert(state).inserted {
                states.append(state)
                for event in Self.events(in: state) {
                    let preview = state.preview(event)
                    var accepted = true
                    if case .rejected = preview.outcome { accepted = false }
                    steps.append(Step(event: event, outcome: preview.outcome))
                    let kind = event.kind
                    heads.append(
                        Head(
                            kind: kind, kindIndex: places[kind] ?? 0, accepted: accepted, state: states.count - 1,
                            facts: preview.facts))
                    afters.append(preview.after)
                }
            }
        }

        /// The configuration with its first two tabs (six with a More tab) and every screen renamed `s0`, `s1`, … in
        /// order of first mention.
        static func renamed<Screen>(_ c: Configuration<Screen>) -> Configuration<String> {
            var names: [Screen: String] = [:]
            // The regions drawn from the probe do not name tabs, and every tab but the first is like another:
            // the first two tabs stand for all; with a More tab, the first six (four on the bar, two in More).
            // On a device whose width changes, as many as More needs in its widest bar that has one (V15 of format 3).
            let capacities = c.widths.map { c.capacity(in: $0) }.filter { $0 < Int.max }
            let kept = c.hasMoreTab ? min(c.tabs.count, (capacities.max() ?? Configuration<Screen>.maximumBarItemCount) + 1) : 2
            return Statechart.renamed(c, tabCount: kept) { screen in
                if let known = names[screen] { return known }
                let made = "s\(names.count)"
                names[screen] = made
                return made
            }
        }

        /// The representative states: launch, then stacks of each shape that matters to the rules (plain, a
        /// flagged top, a flag below the top, a declared hiding root or top, another tab's hiding stack), and
        /// some of them under a modal, in a back-swipe, after a rotation or after the multi-level pops that
        /// re-add the buttons or stick the bar; on a large iPhone or an iPad, each in both widths.
        static func states(_ c: Configuration<String>) -> [TabNavState<String>] {
            // The other tab is the last one; with a More tab that is an overflow tab, so the runs are also made with
            // the second tab, on the bar, as the other.
            let others = c.hasMoreTab ? [c.tabs.count - 1, 1] : [c.tabs.count - 1]
            // On a device whose width changes (V14 of format 3), every run is also made in the other width: a large
            // iPhone turned to landscape first, an iPad resized to compact first.
            let otherWidth: [TabNavEvent<String>] =
                c.rotationChangesWidth ? [.report(.rotated)] : c.canResize ? [.report(.resized(.compact))] : []
            let all = others.flatMap { runs(c, other: $0) }
            return (otherWidth.isEmpty ? all : all + all.map { otherWidth + $0 }).map { run in
                var state = TabNavState(configuration: c)
                for event in run { state.reduce(event) }
                return state
            }
        }

        /// The runs from launch to the representative states, with `other` as the tab other than the first.
        static func runs(_ c: Configuration<String>, other: Int) -> [[TabNavEvent<String>]] {
            // The last tab (`overflow`, an overflow tab when there is a More tab) is the one the probed events name.
            let overflow = c.tabs.count - 1
            let toRoot = TabNavEvent<String>.request(.popToRoot())
            let sheet = TabNavEvent<String>.request(.present("m", style: .sheet))
            let full = TabNavEvent<String>.request(.present("m", style: .fullScreen))
            let rotated = TabNavEvent<String>.report(.rotated)
            let swipe = TabNavEvent<String>.report(.backSwipe(.began))
            let hide = TabNavEvent<String>.request(.hideBar())
            let sheetSwipe = TabNavEvent<String>.report(.sheetSwipe(.began))
            func scroll(_ direction: Scroll) -> TabNavEvent<String> { .report(.scrolled(direction)) }
            func popTo(_ screen: String) -> TabNavEvent<String> { .request(.popTo(screen)) }
            func select(_ tab: Int) -> TabNavEvent<String> { .request(.select(tab: tab)) }
            let plain = [push("p1"), push("p2")]
            let flagged = [push("p1"), push("p2", flag: true)]
            let twice = flagged + [push("p3"), push("p4", flag: true)]
            let stuckOverPlain = plain + [push("p3"), push("p4", flag: true), popTo("p2")]
            let stuckOverFlag = [push("p1", flag: true), push("p2"), push("p3"), push("p4", flag: true), popTo("p2")]
            var runs: [[TabNavEvent<String>]] = [
                [], plain, flagged, [push("p1", flag: true), push("p2")], [push("p1", flag: true)], twice,
                [push("p1", in: other), push("p2", flag: true, in: other)], [push("p1", flag: true), push("p1", in: other)],
                flagged + [toRoot], flagged + [toRoot, sheet], flagged + [toRoot, full], twice + [popTo("p2")],
                plain + [toRoot], plain + [toRoot, sheet], plain + [toRoot, full], [rotated], plain + [rotated],
                plain + [rotated, sheet], plain + [rotated, full], plain + [sheet], plain + [full],
                plain + [sheet, push("p1"), push("p2")], flagged + [full], plain + [swipe], flagged + [swipe],
                [push("p1", flag: true), push("p2"), swipe], plain + [rotated, swipe],
                stuckOverFlag, stuckOverFlag + [swipe], stuckOverPlain + [swipe],
                [select(other)], [select(other)] + plain, [select(other)] + flagged,
                [select(other)] + flagged + [toRoot], [select(other)] + stuckOverPlain,
                [push("p1", flag: true, in: other)] + flagged + [toRoot],
                // Format 2 (V8.1): UIKit's buttons are there from launch under modern and ios14.0; a full-screen
                // dismissal removes them, so that their re-adding can be probed.
                [full, .request(.dismiss())], [full, .request(.dismiss())] + plain, [full, .request(.dismiss())] + flagged,
                // Format 2: the bar the app hides (V5), the bar iOS 26 minimizes on a scroll either way (V6), the sheet
                // swipe in parts and the modal styles it refuses (V7), badges that put UIKit's buttons back, and
                // badges to clear while they are off (V8.2).
                [hide], plain + [hide], flagged + [hide], [scroll(.down)], [scroll(.up)], plain + [scroll(.down)],
                plain + [scroll(.up)], plain + [scroll(.down), swipe], plain + [scroll(.up), swipe],
                [scroll(.down), sheet], [scroll(.up), full], [scroll(.down), select(other)],
                [sheet, sheetSwipe], plain + [sheet, sheetSwipe], [sheet, push("p1"), sheetSwipe],
                [.request(.present("m", style: .lockedSheet))], [.request(.present("m", style: .overFullScreen))],
                plain + [rotated, .request(.present("m", style: .overFullScreen))],
                [.request(.setBadge(.count(1), tab: other))], plain + [.request(.setBadge(.count(1), tab: 0))],
                [.request(.setBadge(.count(1), tab: other)), full, .request(.dismiss())],
                [.request(.setBadge(.count(1), tab: 0)), full, .request(.dismiss())],
                plain + [.request(.setBadge(.count(1), tab: 0)), full, .request(.dismiss())],
            ]
            if c.hasMoreTab {
                // V4: More showing an overflow tab deep or at its root, its list, and a bar tab selected with More
                // remembering a tab; a scroll, a back-swipe or a modal there; an overflow tab whose stack hides the bar.
                let more = TabNavEvent<String>.request(.selectMore)
                let list = [more]
                let shown = [select(overflow)]
                runs += [
                    list, list + [sheet], list + [scroll(.down)], list + [scroll(.up)], shown + [swipe],
                    shown + [scroll(.down)], shown + [scroll(.up)], shown + plain + [scroll(.up)],
                    shown + plain + [select(0)], shown + [select(0)], shown + [full], shown + flagged + [select(0)],
                    shown + plain + [swipe], shown + plain + [rotated], shown + [hide], list + [hide], shown + plain,
                    shown + flagged, shown + flagged + [toRoot], [push("p1", flag: true, in: overflow), more],
                    [push("p1", flag: true, in: overflow)] + flagged, shown + plain + [scroll(.down)],
                    [select(overflow), .request(.disable(tab: overflow)), more, .request(.tapMore)],
                    // A badge a pick clears (clear-on-tap) while UIKit's buttons are off (V8.2).
                    [.request(.setBadge(.count(1), tab: overflow)), full, .request(.dismiss()), more],
                ]
                // Format 3: More's list over a bar tab whose stack hides the bar, for a width change that takes More away.
                // And the first tab that moves between the bar and More, with a stuck bar over its stack, for a width
                // change that changes the selection and so releases the bar.
                if c.widths.count > 1 {
                    let moving = select(c.barTabCount)
                    runs += [flagged + list, flagged + list + [sheet], [moving] + stuckOverPlain, [moving] + stuckOverFlag]
                }
            }
            if let declared = c.hidingScreens.sorted().first {
                runs += [
                    [.request(.setStack([declared, "p1", "p2"]))], [push("p1"), push(declared)],
                    [.request(.setStack([declared]))] + twice + [popTo("p1")],
                ]
            }
            return runs
        }

        static func push(_ screen: String, flag: Bool = false, in tab: Int? = nil) -> TabNavEvent<String> {
            .request(.push(screen, hidesBar: flag, in: StackRef?(tabOrFocused: tab)))
        }
    }
}
