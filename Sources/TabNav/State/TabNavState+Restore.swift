/// Writing a state's variable parts back in place, for a model checker that stores states packed and unpacks
/// each one into a single reused value before stepping it (`tabnav-sim explore`, Docs/Exploring.md).
///
/// Every method changes nothing and returns `false` when its arguments do not name a part of the state, so none
/// of them traps. They write what they are given and do not check that the parts agree with each other (an
/// active back-swipe over a stack of one, say): a caller restores parts it read from a reachable state, and
/// ``invariantViolations(_:)`` tells when it did not. Entries that change are given fresh identities; an entry
/// whose screen and flag stay the same keeps its identity, so an unchanged stack is not touched.
extension TabNavState {
    /// Sets the selection, the back-swipe and the tab bar's flags.
    /// - Parameters:
    ///   - selectedIndex: The selected tab's index.
    ///   - swipe: The back-swipe.
    ///   - systemButtonsPresent: Whether UIKit's buttons are on the bar.
    ///   - barStuckHidden: Whether the bar is stuck hidden.
    /// - Returns: `false`, changing nothing, when no tab has the index.
    /// - Complexity: O(1).
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    package mutating func restore(selectedIndex: Int, swipe: Gesture, systemButtonsPresent: Bool, barStuckHidden: Bool) -> Bool {
        guard tabs.indices.contains(selectedIndex) else { return false }
        self.selectedIndex = selectedIndex
        self.swipe = swipe
        self.systemButtonsPresent = systemButtonsPresent
        self.barStuckHidden = barStuckHidden
        return true
    }

    /// Sets a tab's badge and enabled flag.
    /// - Parameters:
    ///   - index: The tab's index.
    ///   - badge: Its badge.
    ///   - isEnabled: Whether taps on it are accepted.
    /// - Returns: `false`, changing nothing, when no tab has the index.
    /// - Complexity: O(1).
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    package mutating func restoreTab(_ index: Int, badge: Badge, isEnabled: Bool) -> Bool {
        guard tabs.indices.contains(index) else { return false }
        if tabs[index].badge != badge { tabs[index].badge = badge }
        if tabs[index].isEnabled != isEnabled { tabs[index].isEnabled = isEnabled }
        return true
    }

    /// Removes the modal, or presents one with the given style and a stack of its root alone.
    /// - Parameters:
    ///   - style: The modal's style, or `nil` for no modal.
    ///   - root: The modal stack's root screen and its flag (ignored when `style` is `nil`).
    /// - Returns: `false`, changing nothing, when a new entry is needed and no identity is left.
    /// - Complexity: O(1) when the modal is kept, O(*n*) in its stack when it is removed.
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    package mutating func restoreModal(style: ModalStyle?, root: (screen: Screen, hidesBar: Bool)) -> Bool {
        guard let style else {
            if modal != nil { modal = nil }
            return true
        }
        if modal != nil {
            if modal!.style != style { modal!.style = style }
            return restoreStack(.modal, screens: [root.screen], hidesBar: [root.hidesBar])
        }
        guard nextEntryID < UInt64.max else { return false }
        let entry = Entry(screen: root.screen, hidesBar: root.hidesBar, id: EntryID(rawValue: nextEntryID))
        nextEntryID += 1
        modal = Modal(stack: NavigationStack(entries: [entry]), style: style)
        return true
    }

    /// Sets the entries of a stack, root first: one entry a screen, the *i*-th hiding the bar when `hidesBar[i]`.
    ///
    /// The entries below the first one that differs are kept, identities included; the rest are made anew.
    /// - Parameters:
    ///   - ref: The stack: a tab's, or the modal's.
    ///   - screens: The screens, root first; at least one.
    ///   - hidesBar: The `hidesBottomBarWhenPushed` flags, as many as the screens.
    /// - Returns: `false`, changing nothing, when the stack does not exist, `screens` is empty, the counts differ,
    ///   or too few identities are left.
    /// - Complexity: O(*n*) in the larger of the old and new depths.
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    package mutating func restoreStack(_ ref: StackRef, screens: [Screen], hidesBar: [Bool]) -> Bool {
        let count = screens.count
        guard count >= 1, hidesBar.count == count else { return false }
        let old: Int
        switch ref {
        case .tab(let index):
            guard tabs.indices.contains(index) else { return false }
            old = tabs[index].stack.entries.count
        case .modal:
            guard let modal else { return false }
            old = modal.stack.entries.count
        }
        // The first index whose entry differs, found before anything is written.
        var keep = 0
        let limit = Swift.min(old, count)
        while keep < limit {
            let same: Bool
            switch ref {
            case .tab(let index):
                same =
                    ScreenName.same(tabs[index].stack.entries[keep].screen, screens[keep])
                    && tabs[index].stack.entries[keep].hidesBar == hidesBar[keep]
            case .modal:
                same =
                    ScreenName.same(modal!.stack.entries[keep].screen, screens[keep])
                    && modal!.stack.entries[keep].hidesBar == hidesBar[keep]
            }
            if !same { break }
            keep += 1
        }
        if keep == count && old == count { return true }
        guard UInt64(count - keep) <= identitiesLeft else { return false }
        var next = nextEntryID
        withStack(ref) { stack in
            stack.truncate(to: keep)
            for i in keep..<count {
                stack.push(Entry(screen: screens[i], hidesBar: hidesBar[i], id: EntryID(rawValue: next)))
                next += 1
            }
        }
        nextEntryID = next
        return true
    }
}
