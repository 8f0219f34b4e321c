import TabNav
import Testing

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
    /// The device (V14 of format 3): an iPhone, a large iPhone whose rotation changes the width, or an iPad.
    var device = Device.iphone

    /// A configuration whose roots are named after the tabs and every option is the default.
    init(tabs: [String]) {
        self.tabs = tabs
        self.roots = tabs
    }

    /// The same app as a library configuration; a configuration the library refuses is recorded as a test failure
    /// naming it (``libraryConfiguration(reporting:)``), never a trap.
    var libraryConfiguration: Configuration<String> {
        libraryConfiguration { Issue.record(Comment(rawValue: $0)) }
    }

    /// The same app as a library configuration, or, when the library refuses it, a one-tab stand-in after `report`
    /// is told which configuration was refused and why, so that a generator's mistake fails the test that met it and
    /// lets the others run.
    func libraryConfiguration(reporting report: (String) -> Void) -> Configuration<String> {
        switch validated() {
        case .success(let configuration): return configuration
        case .failure(let error):
            report(
                "the library refuses the generated configuration '\(TracePrinting.header(self).joined(separator: "; "))': \(error)"
            )
            return Self.standIn
        }
    }

    /// Each tab's root, one a tab: ``roots`` read with a bound, the tab's name where it has none.
    var rootOfEachTab: [String] {
        tabs.indices.map { roots.indices.contains($0) ? roots[$0] : tabs[$0] }
    }

    /// The library's configuration, or its error.
    func validated() -> Result<Configuration<String>, ConfigurationError> {
        let centerButton = center.map {
            CenterButton(name: $0.name, action: $0.pushes ? .push($0.screen) : .present($0.screen, style: $0.style))
        }
        return Result { () throws(ConfigurationError) in
            try Configuration(
                tabs: zip(tabs, rootOfEachTab).map { TabSpec(name: $0, root: $1) },
                hidingScreens: Set(hiding),
                centerButton: centerButton,
                barPolicy: barPolicy, badgePolicy: badgePolicy, profile: profile, customBar: customBar,
                overlapFix: overlapFix, badgeTarget: badgeTarget, minimize: minimize, device: device
            )
        }
    }

    /// What a refused configuration is replaced by: one tab, every option the default.
    private static let standIn: Configuration<String> = {
        guard let one = try? Configuration(tabs: [TabSpec(name: "refused", root: "refused")]) else {
            preconditionFailure("a single tab with every default option is a valid configuration")
        }
        return one
    }()
}

/// One property-test case: an app and the steps replayed on it, from launch.
struct Scenario: Hashable, Sendable {
    var config: ScenarioConfig
    var events: [TabNavEvent<String>]
}
