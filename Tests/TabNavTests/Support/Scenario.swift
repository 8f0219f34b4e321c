import TabNav

/// An app as a trace header declares it, in the header's own words: names and option spellings.
///
/// Property tests generate and shrink this plain description; ``libraryConfiguration`` hands it
/// to the library and ``ReferenceModel`` reads it directly, so the two share no code.
struct ScenarioConfig: Hashable, Sendable {
    /// The centre button as the `center` line declares it.
    struct Center: Hashable, Sendable {
        var name: String
        /// `push=SCREEN` when true, else `present=SCREEN`.
        var pushes: Bool
        var screen: String
        /// `style=sheet` (only with `present=`).
        var sheet: Bool
    }

    /// The tab names, in order.
    var tabs: [String]
    /// Each tab's root screen, by index (the tab's name unless a `root` line says otherwise).
    var roots: [String]
    /// The screens declared `hides-bar`, sorted.
    var hiding: [String] = []
    var center: Center? = nil
    var barPolicy = "sticky"
    var badgePolicy = "clear-on-tap"
    var profile = "modern"
    var customBar = "none"
    var overlapFix = "none"

    /// A configuration whose roots are named after the tabs and every option is the default.
    init(tabs: [String]) {
        self.tabs = tabs
        self.roots = tabs
    }

    /// The same app as a library configuration.
    var libraryConfiguration: Configuration<String> {
        let action: CenterButton<String>.Action? = center.map {
            $0.pushes ? .push($0.screen) : .present($0.screen, style: $0.sheet ? .sheet : .fullScreen)
        }
        do {
            return try Configuration(
                tabs: zip(tabs, roots).map { TabSpec(name: $0, root: $1) },
                hidingScreens: Set(hiding),
                centerButton: center.map { CenterButton(name: $0.name, action: action!) },
                barPolicy: BarPolicy(rawValue: barPolicy)!,
                badgePolicy: BadgePolicy(rawValue: badgePolicy)!,
                profile: UIKitProfile(rawValue: profile)!,
                customBar: CustomBar(rawValue: customBar)!,
                overlapFix: OverlapFix(rawValue: overlapFix)!
            )
        } catch {
            preconditionFailure("generated an invalid configuration: \(error)")
        }
    }
}

/// One property-test case: an app and the steps replayed on it, from launch.
struct Scenario: Hashable, Sendable {
    var config: ScenarioConfig
    var events: [TabNavEvent<String>]
}

extension TabNavEvent {
    /// The tab indices this event names (its tab argument and its `in=` target).
    var namedTabs: [Int] {
        switch self {
        case .tabTapped(let i), .tabSelected(let i), .tabEnabled(let i), .tabDisabled(let i): [i]
        case .badgeSet(let i, _): [i]
        case .deepLinkOpened(let i, _): [i]
        case .pushed(_, _, _, let t), .popped(_, let t), .poppedTo(_, _, let t), .poppedToRoot(_, let t),
             .stackReplaced(_, _, let t):
            t.map { [$0] } ?? []
        default: []
        }
    }

    /// The event with every tab index mapped through `f`.
    func mappingTabs(_ f: (Int) -> Int) -> TabNavEvent {
        switch self {
        case .tabTapped(let i): .tabTapped(f(i))
        case .tabSelected(let i): .tabSelected(f(i))
        case .tabEnabled(let i): .tabEnabled(f(i))
        case .tabDisabled(let i): .tabDisabled(f(i))
        case .badgeSet(let i, let b): .badgeSet(tab: f(i), b)
        case .deepLinkOpened(let i, let p): .deepLinkOpened(tab: f(i), path: p)
        case .pushed(let s, let h, let a, let t): .pushed(s, hidesBar: h, animated: a, target: t.map(f))
        case .popped(let a, let t): .popped(animated: a, target: t.map(f))
        case .poppedTo(let s, let a, let t): .poppedTo(s, animated: a, target: t.map(f))
        case .poppedToRoot(let a, let t): .poppedToRoot(animated: a, target: t.map(f))
        case .stackReplaced(let s, let a, let t): .stackReplaced(s, animated: a, target: t.map(f))
        default: self
        }
    }
}
