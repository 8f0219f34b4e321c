import TabNav

/// What the phone shows after a step: the screens, the tab bar and the anomalies, without anything the picture
/// does not draw, so that two steps with equal scenes share one picture.
struct PhoneScene: Hashable {
    /// A navigation stack as drawn: its top screen, whether it has a back button, and a bounded breadcrumb.
    struct Screen: Hashable {
        /// The top entry's screen.
        var title: String
        /// The screen below the top, named on the back button; `nil` at the root.
        var back: String?
        /// The breadcrumb, root first; a deep stack shows its root, a count of the entries left out, and its top three.
        var crumbs: [String]
        /// Whether the top entry hides the bar by its own flag.
        var hidesBar: Bool
        /// The More list's rows (an overflow tab's name, and its badge when it has one); empty for a stack.
        var rows: [String] = []
    }

    /// A tab bar item as drawn.
    struct Item: Hashable {
        var name: String
        var selected: Bool
        var enabled: Bool
        var badge: Badge
    }

    /// How a modal covers the tab bar controller.
    enum Cover: Hashable {
        /// Over everything, the tab bar included.
        case fullScreen
        /// A card from near the top, with the dimmed screen behind it showing.
        case sheet
    }

    var screen: Screen
    var items: [Item]
    var centerName: String?
    /// The presented modal's stack, if any, and how it covers the screen.
    var modalScreen: Screen?
    var modalCover: Cover = .fullScreen
    /// Whether the tab bar is on screen (the `bar` observable).
    var barShown: Bool
    /// Whether UIKit's own buttons are drawn over the custom bar.
    var systemButtonsShown: Bool
    var anomalies: [Anomaly]
    var swipeActive: Bool

    /// The most crumbs drawn for one stack.
    static let shownCrumbs = 6

    /// The scene of a state. With a More tab (V4 of format 2) the bar shows the first four tabs and a More item,
    /// which has no badge; the More list is drawn as a screen titled More listing the overflow tabs, and an overflow
    /// tab at its root gets More's back button.
    init(state: TabNavState<String>) {
        let c = state.configuration
        if state.isShowingMoreList {
            let rows = state.tabs[c.barTabCount...].map { $0.badge == .none ? $0.name : "\($0.name)  (\($0.badge))" }
            screen = Screen(title: "More", back: nil, crumbs: [], hidesBar: false, rows: rows)
        } else {
            screen = Self.screen(state.selectedTab.stack)
            if state.isMoreSelected && screen.back == nil { screen.back = "More" }
        }
        items = state.tabs.prefix(c.barTabCount).enumerated().map {
            Item(
                name: $0.element.name, selected: $0.offset == state.selectedIndex && !state.isMoreSelected,
                enabled: $0.element.isEnabled, badge: $0.element.badge)
        }
        if c.hasMoreTab { items.append(Item(name: "More", selected: state.isMoreSelected, enabled: true, badge: .none)) }
        centerName = state.configuration.centerButton?.name
        if let modal = state.modal {
            modalScreen = Self.screen(modal.stack)
            // Under `legacy`, iPhones show a sheet full screen (the rule `showsAsSheet`).
            modalCover = state.configuration.showsAsSheet(modal.style) ? .sheet : .fullScreen
        }
        barShown = !state.isBarHidden
        systemButtonsShown = state.hasOverlap
        anomalies = state.anomalies
        swipeActive = state.swipe != .idle
    }

    static func screen(_ stack: NavigationStack<String>) -> Screen {
        let entries = stack.entries
        guard let top = entries.last else { return Screen(title: "", back: nil, crumbs: [], hidesBar: false) }
        let names: [String]
        if entries.count > shownCrumbs {
            names = [entries[0].screen, "…\(entries.count - 4) more…"] + entries.suffix(3).map(\.screen)
        } else {
            names = entries.map(\.screen)
        }
        return Screen(
            title: top.screen, back: entries.count > 1 ? entries[entries.count - 2].screen : nil,
            crumbs: names, hidesBar: top.hidesBar)
    }
}
