import TabNav

/// An app as a trace header declares it: names, and the library's own option enums.
///
/// Property tests generate and shrink this plain description; ``libraryConfiguration`` hands it
/// to the library and ``ReferenceModel`` reads it directly, so the two share no code beyond the
/// option enums' cases.
struct ScenarioConfig: Hashable, Sendable {
    /// The centre button as the `center` line declares it.
    struct Center: Hashable, Sendable {
        var name: String
        /// `push=SCREEN` when true, else `present=SCREEN`.
        var pushes: Bool
        var screen: String
        /// The presented modal's style (`style=sheet`; only with `present=`).
        var style: ModalStyle
    }

    /// The tab names, in order.
    var tabs: [String]
    /// Each tab's root screen, by index (the tab's name unless a `root` line says otherwise).
    var roots: [String]
    /// The screens declared `hides-bar`, sorted.
    var hiding: [String] = []
    var center: Center? = nil
    var barPolicy = BarPolicy.sticky
    var badgePolicy = BadgePolicy.clearOnTap
    /// Changing it away from `ios26` resets `minimize`, which needs it (shrinkers and adjusters change profiles).
    var profile = UIKitProfile.modern {
        didSet { if profile != .ios26 { minimize = .never } }
    }
    var customBar = CustomBar.none
    var overlapFix = OverlapFix.none
    var badgeTarget = BadgeTarget.custom
    var minimize = MinimizeBehavior.never

    /// A configuration whose roots are named after the tabs and every option is the default.
    init(tabs: [String]) {
        self.tabs = tabs
        self.roots = tabs
    }

    /// The same app as a library configuration.
    var libraryConfiguration: Configuration<String> {
        let action: CenterButton<String>.Action? = center.map {
            $0.pushes ? .push($0.screen) : .present($0.screen, style: $0.style)
        }
        do {
            return try Configuration(
                tabs: zip(tabs, roots).map { TabSpec(name: $0, root: $1) },
                hidingScreens: Set(hiding),
                centerButton: center.map { CenterButton(name: $0.name, action: action!) },
                barPolicy: barPolicy, badgePolicy: badgePolicy, profile: profile, customBar: customBar,
                overlapFix: overlapFix, badgeTarget: badgeTarget, minimize: minimize
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
        case .request(.tap(tab: let i)), .request(.select(tab: let i)), .request(.enable(tab: let i)),
            .request(.disable(tab: let i)):
            [i]
        case .request(.setBadge(_, tab: let i)): [i]
        case .request(.open(let i, _)): [i]
        case .request(.push(_, _, _, let t)), .request(.pop(_, let t)), .request(.popTo(_, _, let t)),
            .request(.popToRoot(_, let t)),
            .request(.setStack(_, _, let t)):
            t.tabIndex.map { [$0] } ?? []
        default: []
        }
    }

    /// The event with every tab index mapped through `f`.
    func mappingTabs(_ f: (Int) -> Int) -> TabNavEvent {
        switch self {
        case .request(.tap(tab: let i)): .request(.tap(tab: f(i)))
        case .request(.select(tab: let i)): .request(.select(tab: f(i)))
        case .request(.enable(tab: let i)): .request(.enable(tab: f(i)))
        case .request(.disable(tab: let i)): .request(.disable(tab: f(i)))
        case .request(.setBadge(let b, tab: let i)): .request(.setBadge(b, tab: f(i)))
        case .request(.open(let i, let p)): .request(.open(tab: f(i), path: p))
        case .request(.push(let s, let h, let a, let t)): .request(.push(s, hidesBar: h, animated: a, in: t.mappingTab(f)))
        case .request(.pop(let a, let t)): .request(.pop(animated: a, in: t.mappingTab(f)))
        case .request(.popTo(let s, let a, let t)): .request(.popTo(s, animated: a, in: t.mappingTab(f)))
        case .request(.popToRoot(let a, let t)): .request(.popToRoot(animated: a, in: t.mappingTab(f)))
        case .request(.setStack(let s, let a, let t)): .request(.setStack(s, animated: a, in: t.mappingTab(f)))
        default: self
        }
    }
}

extension StackRef? {
    /// The same target with its tab index, if any, mapped by `f`.
    func mappingTab(_ f: (Int) -> Int) -> StackRef? {
        if case .tab(let index) = self { return .tab(f(index)) }
        return self
    }
}
