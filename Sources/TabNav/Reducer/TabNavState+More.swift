/// The More tab (V4 of trace format 2): the More item on the bar, its list of overflow tabs, and an overflow tab
/// shown inside its navigation controller.
extension TabNavState {
    /// A user tap on the More item: selects More showing what it last showed; while More shows an overflow tab,
    /// goes back to the list and pops the tab's stack to its root (an animated pop-to-root for the profiles); a
    /// noop while More shows its list. Rejected as a tab tap is (§3.1, in the order of V19 of format 3), and where More
    /// does not exist in the width; on a minimized bar it only expands it (V6); over an iPad form sheet it only
    /// dismisses the sheet (V18).
    mutating func tapMore(_ t: inout Transition<Screen>) -> Rejection? {
        guard configuration.hasMoreTab else { return .noMoreTab }
        if modal != nil && !isIPadFormSheet { return .modalCoversTabBar }
        if isBarHidden { return .tabBarHidden }
        if !hasMore { return .noMoreInThisWidth }
        if modal != nil { return dismissFormSheet(&t) }
        if barMinimized {
            barMinimized = false
            t.changed = true
            return nil
        }
        if !isMoreSelected {
            showMore(&t)
        } else if let index = moreShows.tabIndex {
            popToRoot(.tab(index), animated: true, &t)
            backToMoreList(animated: true, emit: true, &t)
        }
        return nil
    }

    /// The app selects More (`selectedViewController = moreNavigationController`): More shows what it last showed,
    /// nothing pops; a noop when More is selected. Allowed under a modal, as a selection is.
    mutating func selectMoreTab(_ t: inout Transition<Screen>) -> Rejection? {
        guard configuration.hasMoreTab else { return .noMoreTab }
        if !hasMore { return .noMoreInThisWidth }
        if !isMoreSelected { showMore(&t) }
        return nil
    }

    /// The user taps an overflow tab's row in the More list: More shows that tab. Only while the list is on screen,
    /// for an enabled overflow tab; under `clear-on-tap` it clears the tab's badge. Over an iPad form sheet it only
    /// dismisses the sheet (V18, V19 of format 3).
    mutating func pick(_ index: Int, _ t: inout Transition<Screen>) -> Rejection? {
        guard configuration.hasMoreTab else { return .noMoreTab }
        guard tabs.indices.contains(index) else { return .noSuchTab(index) }
        if modal != nil && !isIPadFormSheet { return .modalCoversMoreList }
        guard isShowingMoreList else { return .moreListNotShown }
        guard isOverflowTab(index) else { return .notAnOverflowTab(tabs[index].name) }
        if modal != nil { return dismissFormSheet(&t) }
        guard tabs[index].isEnabled else { return .tabDisabled(tabs[index].name) }
        moreShows = .tab(index)
        selectedIndex = index
        t.changed = true
        t.selectionChanged = true
        t.animated = true
        t.emit(.showInMore(tab: index, animated: true))
        clearBadgeOnTap(index, &t)
        return nil
    }

    /// Selects More, showing what it last showed; the selection changes.
    mutating func showMore(_ t: inout Transition<Screen>) {
        moreReturnTab = UInt8(truncatingIfNeeded: selectedIndex)
        isMoreSelected = true
        selectedIndex = moreShows.tabIndex ?? moreListSelectionIndex
        t.changed = true
        t.selectionChanged = true
        t.animated = false
        t.emit(.selectMore)
    }

    /// More goes back from the overflow tab it shows to its list (More's back button, or a re-tap of More after
    /// its pop-to-root); the tab's stack stays as it is. `emit` is `false` when UIKit did it already (a report).
    mutating func backToMoreList(animated: Bool, emit: Bool, _ t: inout Transition<Screen>) {
        moreShows = .list
        selectedIndex = moreListSelectionIndex
        t.changed = true
        t.selectionChanged = true
        t.animated = animated
        if emit { t.emit(.popToMoreList(animated: animated)) }
    }

    /// Under `clear-on-tap`, a tap clears the tapped tab's badge (a bar tab's, or an overflow tab's row in the list).
    mutating func clearBadgeOnTap(_ index: Int, _ t: inout Transition<Screen>) {
        guard configuration.badgePolicy == .clearOnTap && tabs[index].badge != .none else { return }
        tabs[index].badge = .none
        t.changed = true
        t.badgeChanged = true
        t.emit(.setBadge(.none, tab: index))
    }
}
