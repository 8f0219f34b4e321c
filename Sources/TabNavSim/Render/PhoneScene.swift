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
        /// Over everything, with the tab bar controller's views kept behind it (`over-full-screen`).
        case overFullScreen
        /// A card from near the top, with the dimmed screen behind it showing.
        case sheet
        /// A sheet the user cannot swipe away (`locked-sheet`).
        case lockedSheet

        /// Whether the modal is drawn as a card.
        var isSheet: Bool { self == .sheet || self == .lockedSheet }
    }

    var screen: Screen
    /// The bar's items: every tab, or with more than five tabs the first four and the More item.
    var items: [Item]
    /// While More shows its list: the overflow tabs it lists, in header order, with their badges.
    var moreList: [Item]?
    var centerName: String?
    /// The presented modal's stack, if any, and how it covers the screen.
    var modalScreen: Screen?
    var modalCover: Cover = .fullScreen
    /// Whether the tab bar is on screen (the `bar` observable is `visible` or `minimized`).
    var barShown: Bool
    /// Whether iOS 26 minimized the bar (`bar=minimized`).
    var barMinimized: Bool
    /// Whether the app hid the bar itself (`hide-bar`, `app-hidden=yes`).
    var appHidBar: Bool
    /// Whether the user is swiping the sheet down (`sheet-swipe=active`).
    var sheetSwipeActive: Bool
    /// Whether UIKit's own buttons are drawn over the custom bar.
    var systemButtonsShown: Bool
    var anomalies: [Anomaly]
    var swipeActive: Bool

    /// The most crumbs drawn for one stack.
    static let shownCrumbs = 6

    /// The scene of a state. With a More tab (V4 of format 2) the bar shows the first four tabs and a More item,
    /// which has no badge; the More list is drawn as a screen titled More whose rows are the overflow tabs with their
    /// badges, and an overflow tab shown in More has More in its breadcrumb and, at its root, More's back button.
    init(state: TabNavState<String>) {
        let config = state.configuration
        let barTabs = state.tabs.prefix(config.barTabCount).enumerated()
        items = barTabs.map {
            Item(
                name: $0.element.name, selected: !state.isMoreSelected && $0.offset == state.selectedIndex,
                enabled: $0.element.isEnabled, badge: $0.element.badge)
        }
        if config.hasMoreTab {
            // The More item shows no badge of its own (V4 of trace format 2).
            items.append(Item(name: "More", selected: state.isMoreSelected, enabled: true, badge: .none))
        }
        if state.isShowingMoreList {
            screen = Screen(title: "More", back: nil, crumbs: ["More"], hidesBar: false)
            moreList = state.tabs.dropFirst(config.barTabCount).map {
                Item(name: $0.name, selected: false, enabled: $0.isEnabled, badge: $0.badge)
            }
        } else {
            screen = Self.screen(state.selectedTab.stack)
            if state.isMoreSelected {
                // An overflow tab's stack sits on More's navigation controller, whose root is the list.
                screen.crumbs.insert("More", at: 0)
                if screen.back == nil { screen.back = "More" }
            }
        }
        centerName = state.configuration.centerButton?.name
        if let modal = state.modal {
            modalScreen = Self.screen(modal.stack)
            // Under `legacy`, iPhones show a sheet full screen (the rule `showsAsSheet`).
            if state.configuration.showsAsSheet(modal.style) {
                modalCover = modal.style == .lockedSheet ? .lockedSheet : .sheet
            } else {
                modalCover = modal.style == .overFullScreen ? .overFullScreen : .fullScreen
            }
        }
        barShown = !state.isBarHidden
        barMinimized = barShown && state.barMinimized
        appHidBar = state.appHidBar
        sheetSwipeActive = state.modal != nil && state.sheetSwipe != .idle
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
