import TabNavTesting
import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Random walks through every configuration")
struct RandomWalkTests {
    /// Every combination of bar policy, profile, custom bar and overlap fix, with either kind of centre button
    /// and either badge policy in turn.
    static let configurations: [Config] = {
        var all: [Config] = []
        for barPolicy in BarPolicy.allCases {
            for profile in UIKitProfile.allCases {
                for customBar in CustomBar.allCases {
                    for fix in OverlapFix.allCases {
                        let n = all.count
                        let center = n % 3 == 0 ? pushingCenter() : presentingCenter(style: n % 3 == 1 ? .sheet : .fullScreen)
                        all.append(
                            try! makeConfig(
                                hiding: ["article"], center: center, barPolicy: barPolicy,
                                badgePolicy: n % 2 == 0 ? .keep : .clearOnTap,
                                profile: profile, customBar: customBar, overlapFix: fix
                            ))
                    }
                }
            }
        }
        return all
    }()

    static let stepsPerWalk = 300

    @Test(
        "Along random walks every step keeps the invariants and the outcome law, and the rules checked from raw state hold",
        arguments: configurations.indices)
    func walk(index: Int) throws {
        let seed = SeededGenerator.defaultSeed &+ UInt64(index)
        var rng = SeededGenerator(seed: seed)
        var state = TabNavState(configuration: Self.configurations[index])
        var trace: [Event] = []
        for _ in 0..<Self.stepsPerWalk {
            let event = EventGenerator.uniformStep(for: state, using: &rng)
            trace.append(event)
            let before = state
            let result = step(&state, event)
            let problems =
                lawViolations(before: before, after: state, event: event, result: result)
                + Self.ruleViolations(before: before, after: state, event: event, result: result)
            if !problems.isEmpty {
                Issue.record(
                    "seed \(seed) (TABNAV_PBT_SEED=\(SeededGenerator.defaultSeed)), configuration #\(index): \(problems)\nsteps: \(trace)"
                )
                return
            }
        }
    }

    /// Rules of §3 and §4 checked from the raw state, independently of the library's observables.
    static func ruleViolations(before: State, after: State, event: Event, result: StepResult<String>) -> [String] {
        var problems: [String] = []
        // §3.3: an active swipe rejects every navigation step.
        if before.swipe == .active && event.isNavigation && result.outcome != .rejected(.backSwipeActive) {
            problems.append("a navigation step during a swipe was \(result.outcome)")
        }
        // §3.1, §3.2: taps are rejected under a modal or with the bar hidden.
        if before.swipe == .idle, before.modal != nil || barHidden(before), result.outcome.name != "rejected" {
            if case .request(.tap) = event { problems.append("a tap on a covered or hidden bar was \(result.outcome)") }
            if case .request(.tapCenter) = event {
                problems.append("a centre tap on a covered or hidden bar was \(result.outcome)")
            }
        }
        // §4.4 and V5: the bar is hidden exactly when policyHidden, stuck or app-hidden, never for over-content.
        if after.isBarHidden != barHidden(after) { problems.append("bar observable \(after.isBarHidden) disagrees with §4.4") }
        // The bar effect is emitted exactly when the bar observable changes.
        let barEffects = result.effects.filter { if case .setTabBarHidden = $0 { true } else { false } }
        if barEffects.count != (barHidden(before) != barHidden(after) ? 1 : 0) {
            problems.append("bar effects \(barEffects) for a bar that went from \(barHidden(before)) to \(barHidden(after))")
        }
        // A select never clears a badge; only a tap may.
        if case .request(.tap) = event {
        } else if case .request(.setBadge) = event {
        } else {
            for (old, new) in zip(before.tabs, after.tabs) where old.badge != new.badge {
                problems.append("\(event) changed the badge of \(old.name)")
            }
        }
        // The app removes the buttons at most once a step, and only buttons that are then gone.
        let removals = result.effects.filter { $0 == .removeSystemTabBarButtons }.count
        if removals > 1 || (removals == 1 && after.systemButtonsPresent) {
            problems.append("\(removals) removals, buttons present after: \(after.systemButtonsPresent)")
        }
        // Under the layout fix re-added buttons never outlive a step (except under ios26, where removal finds none, V6).
        if after.configuration.overlapFix == .layout && after.configuration.profile != .ios26 && after.systemButtonsPresent {
            problems.append("buttons present after a step under the layout fix")
        }
        return problems
    }

    /// `bar` of §4.4, computed from the entries.
    static func barHidden(_ state: State) -> Bool {
        let entries = state.tabs[state.selectedIndex].stack.entries
        let policyHidden =
            switch state.configuration.barPolicy {
            case .sticky: entries.contains { $0.hidesBar }
            case .topOnly: entries.last?.hidesBar ?? false
            }
        return state.configuration.customBar != .overContent && (policyHidden || state.barStuckHidden || state.appHidBar)
    }
}
