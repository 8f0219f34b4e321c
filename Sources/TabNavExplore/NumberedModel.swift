import TabNav

/// A model with every screen replaced by its number among the layout's screens (``StateLayout/screens``): the app
/// and the letters' events the search steps with `TabNavState<Int>`, the library's same generic reducer.
///
/// Numbers compare, hash and copy without reference counting, and pack without a look-up by name; the reducer only
/// compares screens for equality and looks them up among the hiding screens, so a state of numbers steps exactly as
/// the state of the names it stands for.
struct NumberedModel {
    /// The app, its screens numbered.
    let configuration: Configuration<Int>
    /// The letters' events, their screens numbered.
    let events: [TabNavEvent<Int>]

    /// Numbers a model's screens; `nil` when a screen of the header or the letters is not in the layout.
    init?(model: ExploreModel, layout: StateLayout) {
        let index = layout.screenIndex
        func number(_ screen: String) -> Int? { index[screen].map(Int.init) }
        let c = model.configuration
        var tabs: [TabSpec<Int>] = []
        for tab in c.tabs {
            guard let root = number(tab.root) else { return nil }
            tabs.append(TabSpec(name: tab.name, root: root))
        }
        var hiding: Set<Int> = []
        for screen in c.hidingScreens {
            guard let n = number(screen) else { return nil }
            hiding.insert(n)
        }
        var center: CenterButton<Int>?
        if let button = c.centerButton {
            switch button.action {
            case .present(let screen, let style):
                guard let n = number(screen) else { return nil }
                center = CenterButton(name: button.name, action: .present(n, style: style))
            case .push(let screen, let hidesBar):
                guard let n = number(screen) else { return nil }
                center = CenterButton(name: button.name, action: .push(n, hidesBar: hidesBar))
            }
        }
        // Made under `ios26` and set afterwards: `--matrix` explores a header's minimize behaviour under every
        // profile, as the library's configuration (whose profile is settable) allows.
        guard
            var numbered = try? Configuration(
                tabs: tabs, hidingScreens: hiding, centerButton: center, barPolicy: c.barPolicy,
                badgePolicy: c.badgePolicy, profile: .ios26, customBar: c.customBar, overlapFix: c.overlapFix,
                badgeTarget: c.badgeTarget, minimize: c.minimize, device: c.device)
        else { return nil }
        numbered.profile = c.profile
        configuration = numbered
        var events: [TabNavEvent<Int>] = []
        for letter in model.letters {
            guard let event = Self.number(letter.event, number) else { return nil }
            events.append(event)
        }
        self.events = events
    }

    /// An event with its screens numbered; `nil` when one has no number.
    private static func number(_ event: TabNavEvent<String>, _ number: (String) -> Int?) -> TabNavEvent<Int>? {
        event.mapped(tab: { $0 }, screen: number)
    }
}
