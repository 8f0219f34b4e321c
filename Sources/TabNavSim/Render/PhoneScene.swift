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
        /// A sheet on an iPad in regular width: a card in the middle of the dimmed screen, the bar still around it.
        case formSheet
        /// A `locked-sheet` on an iPad in regular width, drawn as ``formSheet``.
        case lockedFormSheet

        /// Whether the modal is drawn as a card from near the top, as on an iPhone.
        var isSheet: Bool { self == .sheet || self == .lockedSheet }
        /// Whether the modal is drawn as an iPad's form sheet.
        var isFormSheet: Bool { self == .formSheet || self == .lockedFormSheet }
    }

    var screen: Screen
    /// The bar's items: every tab, or with more tabs than the bar holds in this width the bar tabs and the More item.
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
    /// The width the app runs in (always compact on an iPhone).
    var width: Width = .compact
    /// Whether a large iPhone is held in landscape.
    var landscape = false
    /// Whether the bar is the iPad's floating bar at the top (``TabNavState/isFloatingBar``), shown or hidden.
    var floatingBar = false

    /// The most crumbs drawn for one stack.
    static let shownCrumbs = 6

    /// The scene of a state. With a More tab (V4 of format 2) the bar shows the bar tabs and a More item,
    /// which has no badge; the More list is drawn as a screen titled More whose rows are the overflow tabs with their
    /// badges, and an overflow tab shown in More has More in its breadcrumb and, at its root, More's back button.
    init(state: TabNavState<String>) {
        let barTabs = state.tabs.prefix(state.barTabCount).enumerated()
        items = barTabs.map {
            Item(
                name: $0.element.name, selected: !state.isMoreSelected && $0.offset == state.selectedIndex,
                enabled: $0.element.isEnabled, badge: $0.element.badge)
        }
        if state.hasMore {
            // The More item shows no badge of its own (V4 of trace format 2).
            items.append(Item(name: "More", selected: state.isMoreSelected, enabled: true, badge: .none))
        }
        if state.isShowingMoreList {
            screen = Screen(title: "More", back: nil, crumbs: ["More"], hidesBar: false)
            moreList = state.tabs.dropFirst(state.barTabCount).map {
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
            // Under `legacy`, iPhones show a sheet full screen (the rule `showsAsSheet`); an iPad in regular width
            // shows every sheet, locked or not, as a form sheet (V18 of trace format 3), `legacy` included.
            if modal.style.isSheet && state.configuration.device == .ipad && state.width == .regular {
                modalCover = modal.style == .lockedSheet ? .lockedFormSheet : .formSheet
            } else if state.configuration.showsAsSheet(modal.style) {
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
        width = state.width
        landscape = state.orientation == .landscape
        floatingBar = state.isFloatingBar
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
