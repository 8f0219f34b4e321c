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
                badgeTarget: c.badgeTarget, minimize: c.minimize)
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
        switch event {
        case .request(let request):
            return Self.number(request, number).map(TabNavEvent.request)
        case .report(let report):
            switch report {
            case .backSwipe(.whole): return .report(.backSwipe(.whole))
            case .backSwipe(.began): return .report(.backSwipe(.began))
            case .backSwipe(.ended): return .report(.backSwipe(.ended))
            case .backSwipe(.cancelled): return .report(.backSwipe(.cancelled))
            case .backButtonTapped: return .report(.backButtonTapped)
            case .backMenuPicked(let screen): return number(screen).map { .report(.backMenuPicked($0)) }
            case .sheetSwipe(.whole): return .report(.sheetSwipe(.whole))
            case .systemPopped(let depth, let target): return .report(.systemPopped(toDepth: depth, in: target))
            case .rotated: return .report(.rotated)
            case .sheetSwipe(.began): return .report(.sheetSwipe(.began))
            case .sheetSwipe(.ended): return .report(.sheetSwipe(.ended))
            case .sheetSwipe(.cancelled): return .report(.sheetSwipe(.cancelled))
            case .scrolled(let scroll): return .report(.scrolled(scroll))
            }
        }
    }

    private static func number(_ request: TabNavRequest<String>, _ number: (String) -> Int?) -> TabNavRequest<Int>? {
        switch request {
        case .tap(let tab): return .tap(tab: tab)
        case .tapCenter: return .tapCenter
        case .select(let tab): return .select(tab: tab)
        case .tapMore: return .tapMore
        case .pick(let tab): return .pick(tab: tab)
        case .selectMore: return .selectMore
        case .push(let screen, let hides, let animated, let target):
            return number(screen).map { .push($0, hidesBar: hides, animated: animated, in: target) }
        case .pop(let animated, let target): return .pop(animated: animated, in: target)
        case .popTo(let screen, let animated, let target):
            return number(screen).map { .popTo($0, animated: animated, in: target) }
        case .popToRoot(let animated, let target): return .popToRoot(animated: animated, in: target)
        case .popToEntry(let id, let animated, let target): return .popToEntry(id, animated: animated, in: target)
        case .popToDepth(let depth, let animated, let target): return .popToDepth(depth, animated: animated, in: target)
        case .setStack(let entries, let animated, let target):
            let numbered = entries.compactMap { e in number(e.screen).map { NewEntry($0, hidesBar: e.hidesBar) } }
            return numbered.count == entries.count ? .setStack(numbered, animated: animated, in: target) : nil
        case .present(let screen, let style, let animated):
            return number(screen).map { .present($0, style: style, animated: animated) }
        case .replaceModal(let screen, let style, let animated):
            return number(screen).map { .replaceModal($0, style: style, animated: animated) }
        case .dismiss(let animated): return .dismiss(animated: animated)
        case .open(let tab, let path):
            let numbered = path.compactMap { e in number(e.screen).map { NewEntry($0, hidesBar: e.hidesBar) } }
            return numbered.count == path.count ? .open(tab: tab, path: numbered) : nil
        case .setBadge(let badge, let tab): return .setBadge(badge, tab: tab)
        case .enable(let tab): return .enable(tab: tab)
        case .disable(let tab): return .disable(tab: tab)
        case .hideBar(let animated): return .hideBar(animated: animated)
        case .showBar(let animated): return .showBar(animated: animated)
        }
    }
}
