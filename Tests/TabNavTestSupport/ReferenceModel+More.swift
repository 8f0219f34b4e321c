import TabNav

/// The More tab of format 2 (V4), in the reference model: written from the spec's text alone.
extension ReferenceModel {
    /// V4: more than five tabs make a More item; the bar shows tabs 0–3.
    var hasMore: Bool { config.tabs.count > 5 }

    /// V4: tabs 4 to n−1 are overflow tabs when there is a More item; no index past the last is one.
    func isOverflow(_ i: Int) -> Bool { hasMore && i >= 4 && i < config.tabs.count }

    /// `select TAB`: an overflow tab selects More showing it; a bar tab leaves More.
    func select(_ i: Int, _ w: inout World) {
        if isOverflow(i) {
            w.moreSelected = true
            w.moreLast = i
        } else {
            w.selected = i
            w.moreSelected = false
        }
    }

    /// The steps V4 adds, and V4's rules for the others over the More list and at an overflow tab's root; `nil` when
    /// the step follows version 1's rules.
    func applyMore(_ event: TabNavEvent<String>, to w: inout World) -> Bool? {
        let onList = w.modal == nil && w.moreSelected && w.moreLast == nil
        let atOverflowRoot = w.modal == nil && w.moreSelected && w.moreLast.map { w.stacks[$0].count == 1 } == true
        switch event {
        case .request(.tapMore):
            guard hasMore, w.modal == nil, !barHidden(w) else { return false }
            if w.minimized {
                w.minimized = false
            } else if !w.moreSelected {
                w.moreSelected = true
            } else if let shown = w.moreLast {
                w.stacks[shown] = [w.stacks[shown][0]]
                w.moreLast = nil
            }
            return true
        case .request(.pick(tab: let i)):
            guard hasMore, w.modal == nil, w.moreSelected, w.moreLast == nil, isOverflow(i), w.enabled[i] else { return false }
            w.moreLast = i
            if config.badgePolicy == .clearOnTap { w.badges[i] = "none" }
            return true
        case .request(.selectMore):
            guard hasMore else { return false }
            w.moreSelected = true
            return true
        case .request(.push(_, _, _, nil)), .request(.pop(_, nil)), .request(.popTo(_, _, nil)),
            .request(.popToRoot(_, nil)), .request(.setStack(_, _, nil)), .report(.systemPopped(_, nil)),
            .report(.backMenuPicked):
            if onList { return false }
            if atOverflowRoot, case .request(.pop) = event {
                w.moreLast = nil
                return true
            }
            return nil
        case .report(.backSwipe(.whole)), .report(.backButtonTapped):
            if onList { return true }
            if atOverflowRoot { w.moreLast = nil }
            return atOverflowRoot ? true : nil
        case .report(.backSwipe(.began)):
            if onList { return true }
            if atOverflowRoot { w.swiping = true }
            return atOverflowRoot ? true : nil
        case .report(.backSwipe(.ended)):
            guard w.swiping && atOverflowRoot else { return nil }
            w.swiping = false
            w.moreLast = nil
            return true
        default:
            return nil
        }
    }
}
