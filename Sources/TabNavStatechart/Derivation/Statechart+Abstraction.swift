import TabNav

extension Statechart {
    /// The state each region is in for a concrete state of the machine, in the order of ``regions``.
    /// - Parameter state: A state of the machine the chart was made for.
    /// - Returns: One state identifier a region.
    /// - Complexity: O(*r*) in the number of regions.
    public func activeStates<Screen>(of state: TabNavState<Screen>) -> [String] {
        regions.map { $0.activeState(in: state) }
    }
}

extension Statechart.Region {
    static let root = "root", pushed = "pushed"
    static let none = "none", fullScreen = "full-screen", sheet = "sheet"
    static let idle = "idle", active = "active"
    static let visible = "visible", hidden = "hidden", stuckHidden = "stuck-hidden"
    static let removed = "removed", shown = "shown"
    static let expanded = "expanded", minimized = "minimized"
    static let no = "no", yes = "yes"
    /// The selection region's state while More shows its list, and the more region's state for the list: no tab may
    /// be named `more` or `list` in an app with a More tab (V2 of format 2).
    static let moreList = "more", list = "list"

    /// The region's state for a concrete state of the machine: the abstraction the chart is drawn over.
    /// - Parameter state: A state of the machine the chart was made for.
    /// - Returns: The identifier of the region's state.
    public func activeState<Screen>(in state: TabNavState<Screen>) -> String {
        switch kind {
        case .selection:
            return state.isShowingMoreList ? Self.moreList : state.selectedTab.name
        case .more:
            return state.moreShows.tabIndex.map { state.tabs[$0].name } ?? Self.list
        case .stack(let tab):
            return (state.stack(.tab(tab))?.depth ?? 0) > 1 ? Self.pushed : Self.root
        case .modal:
            switch state.modal?.style {
            case nil: return Self.none
            case .fullScreen, .overFullScreen: return Self.fullScreen
            case .sheet, .lockedSheet: return Self.sheet
            }
        case .backSwipe:
            return state.swipe == .active ? Self.active : Self.idle
        case .tabBar:
            if !state.configuration.barFollowsPolicy { return Self.visible }
            // The iPad's floating bar is hidden only by the app (V17.1 of format 3).
            if state.isFloatingBar { return Self.visible }
            if state.barStuckHidden { return Self.stuckHidden }
            // The app's own hiding is the app-hidden region's: this one follows the stacks and the profile.
            return state.policyHidesBar ? Self.hidden : Self.visible
        case .systemButtons:
            return state.systemButtonsPresent ? Self.shown : Self.removed
        case .sheetSwipe:
            return state.sheetSwipe == .active ? Self.active : Self.idle
        case .minimize:
            return state.barMinimized ? Self.minimized : Self.expanded
        case .appHidden:
            return state.appHidBar ? Self.yes : Self.no
        case .width:
            return state.width.rawValue
        }
    }
}
