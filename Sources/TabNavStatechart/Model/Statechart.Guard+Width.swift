import TabNav

extension Statechart.Guard {
    /// Whether one of the guards of trace format 3 (the width, More per width, the return tab, the floating bar, the
    /// iPad's form sheets) holds for `e` in `s`; `preview` runs the reducer once for the look-ahead ones.
    func widthHolds<Screen>(_ s: TabNavState<Screen>, _ e: TabNavEvent<Screen>, _ preview: () -> StepPreview<Screen>) -> Bool {
        switch self {
        case .overflow(let tab): return s.isOverflowTab(tab)
        case .moreExists: return s.hasMore
        case .returnTab(let tab): return s.returnTab == tab
        case .changesWidth: return preview().after.width != s.width
        case .dropsMore: return s.hasMore && !preview().after.hasMore
        case .movesOntoBar(let tab): return s.isOverflowTab(tab) && !preview().after.isOverflowTab(tab)
        case .movesIntoMore(let tab): return !s.isOverflowTab(tab) && preview().after.isOverflowTab(tab)
        case .hidesBottomBarAfter:
            let after = preview().after
            return !after.isFloatingBar && after.policyHidesBar
        case .becomesFloating: return !s.isFloatingBar && preview().after.isFloatingBar
        case .tapDismissesFormSheet: return s.isIPadFormSheet && !preview().outcome.isRejected
        case .controllerAppears: return preview().facts.tabBarControllerAppeared
        default: return false
        }
    }
}
