import TabNav

/// The More tab of format 2 (V4), in the reference model: written from the spec's text alone.
extension ReferenceModel {
    /// V4 and V12: the app can have More at all (more than five tabs), whatever the width.
    var mayHaveMore: Bool { config.tabs.count > 5 }

    /// V15: how many items the bar shows before it needs More: 5 in compact width; 8 in regular; no limit on the iPad's
    /// floating bar.
    func capacity(_ w: World) -> Int {
        !w.regular ? 5 : floating(w) ? Int.max : 8
    }

    /// V15: More exists when there are more tabs than the capacity.
    func hasMore(_ w: World) -> Bool { config.tabs.count > capacity(w) }

    /// V15: tabs c−1 to n−1 are overflow tabs when More exists; no index past the last is one.
    func isOverflow(_ i: Int, _ w: World) -> Bool { hasMore(w) && i >= capacity(w) - 1 && i < config.tabs.count }

    /// `select TAB`: an overflow tab selects More showing it; a bar tab leaves More.
    func select(_ i: Int, _ w: inout World) {
        if isOverflow(i, w) {
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
            // V19: a covering modal, a hidden bar, no More in this width; a form sheet is dismissed by the tap.
            guard mayHaveMore, w.modal == nil || formSheet(w), !barHidden(w), hasMore(w) else { return false }
            if w.modal != nil {
                dismiss(&w)
            } else if w.minimized {
                w.minimized = false
            } else if !w.moreSelected {
                w.moreSelected = true
            } else if let shown = w.moreLast {
                w.stacks[shown] = [w.stacks[shown][0]]
                w.moreLast = nil
            }
            return true
        case .request(.pick(tab: let i)):
            guard mayHaveMore, w.modal == nil || formSheet(w), w.moreSelected, w.moreLast == nil, isOverflow(i, w) else {
                return false
            }
            if w.modal != nil {
                dismiss(&w)
                return true
            }
            guard w.enabled[i] else { return false }
            w.moreLast = i
            if config.badgePolicy == .clearOnTap { w.badges[i] = "none" }
            return true
        case .request(.selectMore):
            guard hasMore(w) else { return false }
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
