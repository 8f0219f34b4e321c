extension TabNavState {
    /// A user tap on a tab bar item (§3.1), its rejections in the order of V19 of format 3: over an iPad form sheet it
    /// only dismisses the sheet.
    mutating func tapTab(_ index: Int, _ t: inout Transition<Screen>) -> Rejection? {
        guard tabs.indices.contains(index) else { return .noSuchTab(index) }
        if modal != nil && !isIPadFormSheet { return .modalCoversTabBar }
        if isBarHidden { return .tabBarHidden }
        if isOverflowTab(index) { return .notOnTabBar(tabs[index].name) }
        if modal != nil { return dismissFormSheet(&t) }
        guard tabs[index].isEnabled else { return .tabDisabled(tabs[index].name) }
        if barMinimized {
            // iOS 26: a tap on a minimized bar only expands it (V6).
            barMinimized = false
            t.changed = true
            return nil
        }
        if index != selectedTabIndex {
            select(index, &t)
        } else if depth(of: .tab(index)) > 1 {
            popToRoot(.tab(index), animated: true, &t)
        } else {
            t.emit(.scrollToTop(tab: index))
        }
        clearBadgeOnTap(index, &t)
        return nil
    }

    /// A user tap on the centre button (§3.2): it presents or pushes, and is never selected. Its rejections are in
    /// the order of V19 of format 3; over an iPad form sheet it only dismisses the sheet.
    mutating func tapCenter(_ t: inout Transition<Screen>) -> Rejection? {
        if modal != nil && !isIPadFormSheet { return .modalCoversTabBar }
        if isBarHidden { return .tabBarHidden }
        guard let center = configuration.centerButton else { return .noCenterButton }
        if configuration.losesCustomBar(in: width) { return .centerButtonNotOnFloatingBar }
        if modal != nil { return dismissFormSheet(&t) }
        if barMinimized { return .tabBarMinimized }
        if case .push = center.action, isShowingMoreList { return .moreListHasNoStack }
        if let rejection = needIdentities(1) { return rejection }
        switch center.action {
        case .present(let screen, let style):
            presentModal(screen, style: style, &t)
        case .push(let screen, let hidesBar):
            let entry = makeEntry(screen, hidesBar: hidesBar)
            changeStack(.tab(selectedIndex), .push, animated: true, &t) { $0.push(entry) }
            t.emit(.push(entry, stack: .tab(selectedIndex), animated: true))
        }
        return nil
    }

    /// Programmatic selection: no pop-to-root, ignores `isEnabled`, allowed under a modal, keeps badges; an overflow
    /// tab is shown inside More, nothing popped.
    mutating func selectTab(_ index: Int, _ t: inout Transition<Screen>) -> Rejection? {
        guard tabs.indices.contains(index) else { return .noSuchTab(index) }
        if index != selectedTabIndex { select(index, &t) }
        return nil
    }

    /// Selects the tab at `index`: a bar tab leaves More (which keeps what it showed as what it last showed) and
    /// becomes the return tab; an overflow tab selects More showing it.
    mutating func select(_ index: Int, _ t: inout Transition<Screen>) {
        let intoMore = isOverflowTab(index)
        if intoMore && !isMoreSelected { moreReturnTab = UInt8(truncatingIfNeeded: selectedIndex) }
        if !intoMore { moreReturnTab = 0 }
        selectedIndex = index
        isMoreSelected = intoMore
        if isMoreSelected { moreShows = .tab(index) }
        t.changed = true
        t.selectionChanged = true
        t.animated = false
        t.emit(.select(tab: index))
    }

    mutating func setBadge(_ badge: Badge, tab index: Int, _ t: inout Transition<Screen>) -> Rejection? {
        guard tabs.indices.contains(index) else { return .noSuchTab(index) }
        let badge = badge.normalized
        guard tabs[index].badge != badge else { return nil }
        tabs[index].badge = badge
        t.changed = true
        t.badgeChanged = true
        t.emit(.setBadge(badge, tab: index))
        return nil
    }

    /// The app hides or shows the bar itself (V5); a noop when the flag is already so. Like every step, it emits
    /// ``Effect/setTabBarHidden(_:animated:)`` when the drawn bar changes (not when the hiding flags already hide it,
    /// nor with `over-content`, whose custom bar stays drawn).
    mutating func setAppHidBar(_ hidden: Bool, animated: Bool, _ t: inout Transition<Screen>) -> Rejection? {
        guard appHidBar != hidden else { return nil }
        appHidBar = hidden
        t.changed = true
        t.animated = animated
        return nil
    }

    mutating func setEnabled(_ enabled: Bool, tab index: Int, _ t: inout Transition<Screen>) -> Rejection? {
        guard tabs.indices.contains(index) else { return .noSuchTab(index) }
        guard tabs[index].isEnabled != enabled else { return nil }
        tabs[index].isEnabled = enabled
        t.changed = true
        t.emit(.setEnabled(enabled, tab: index))
        return nil
    }
}

extension Badge {
    /// A count of 0 or less and an empty text are no badge.
    var normalized: Badge {
        switch self {
        case .count(let n) where n <= 0: .none
        case .text(let s) where s.isEmpty: .none
        default: self
        }
    }
}
