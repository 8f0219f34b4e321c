import TabNav

extension JSONOutput {
    /// Every observable of a state, and what the machine knows besides, so that a consumer can check every region of
    /// the statechart against the replay: the sheet swipe, the bar the app hid, the bar stuck hidden, UIKit's own
    /// buttons and iOS 26's minimized bar (also while hidden), the width and, on a large iPhone, the orientation. While More shows its list, `tab`, `stack` and `depth`
    /// read as `expect` reads them: `more`, the one entry `more`, 1. Stacks are never shortened.
    struct StateObject: Encodable {
        let tab: String
        let stack: [EntryObject]
        let depth: Int
        let more: String
        let stacks: [String: [EntryObject]]
        let modal: Nullable<ModalObject>
        let bar: String
        let overlap: Bool
        let badges: [String: BadgeValue]
        let disabledTabs: [String]
        let anomalies: [Anomaly]
        let swipe: Gesture
        let sheetSwipe: Gesture
        let appHidBar: Bool
        let barStuckHidden: Bool
        let systemButtons: Bool
        let minimized: Bool
        let width: Width
        let orientation: Nullable<Orientation>

        /// The observables of `state`.
        /// - Complexity: O(*n*) in the entries of every stack.
        init(_ state: TabNavState<String>) {
            let list = state.isShowingMoreList
            tab = state.value(of: .tab) ?? ""
            stack = list ? [.moreList] : state.selectedTab.stack.entries.map { EntryObject($0) }
            depth = list ? 1 : state.selectedTab.stack.depth
            more = state.value(of: .more) ?? "none"
            var stacks: [String: [EntryObject]] = [:]
            var badges: [String: BadgeValue] = [:]
            for tab in state.tabs {
                stacks[tab.name] = tab.stack.entries.map { EntryObject($0) }
                if tab.badge != .none { badges[tab.name] = BadgeValue(tab.badge) }
            }
            self.stacks = stacks
            self.badges = badges
            modal = Nullable(state.modal.map(ModalObject.init))
            bar = state.value(of: .bar) ?? "visible"
            overlap = state.hasOverlap
            disabledTabs = state.tabs.filter { !$0.isEnabled }.map(\.name)
            anomalies = state.anomalies
            swipe = state.swipe
            sheetSwipe = state.sheetSwipe
            appHidBar = state.appHidBar
            barStuckHidden = state.barStuckHidden
            systemButtons = state.systemButtonsPresent
            minimized = state.barMinimized
            width = state.width
            orientation = Nullable(state.configuration.device.keepsOrientation ? state.orientation : nil)
        }
    }
}
