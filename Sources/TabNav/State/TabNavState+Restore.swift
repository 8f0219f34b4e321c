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
    @_specialize(exported: true, where Screen == String)
    public mutating func restore(selectedIndex: Int, swipe: BackSwipe, systemButtonsPresent: Bool, barStuckHidden: Bool) -> Bool {
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
    @_specialize(exported: true, where Screen == String)
    public mutating func restoreTab(_ index: Int, badge: Badge, isEnabled: Bool) -> Bool {
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
    @_specialize(exported: true, where Screen == String)
    public mutating func restoreModal(style: ModalStyle?, root: (screen: Screen, hidesBar: Bool)) -> Bool {
        guard let style else {
            if modal != nil { modal = nil }
            return true
        }
        if modal != nil {
            if modal!.style != style { modal!.style = style }
            return restoreStack(.modal, count: 1) { _ in root }
        }
        guard nextEntryID < UInt64.max else { return false }
        let entry = Entry(screen: root.screen, hidesBar: root.hidesBar, id: EntryID(rawValue: nextEntryID))
        nextEntryID += 1
        modal = Modal(stack: NavigationStack(entries: [entry]), style: style)
        return true
    }

    /// Sets the entries of a stack, root first: `count` entries, the *i*-th showing `entry(i)`.
    ///
    /// The entries below the first one that differs are kept, identities included; the rest are made anew.
    /// - Parameters:
    ///   - ref: The stack: a tab's, or the modal's.
    ///   - count: The number of entries, at least 1.
    ///   - entry: The screen and the `hidesBottomBarWhenPushed` flag of the entry at an index below `count`.
    /// - Returns: `false`, changing nothing, when the stack does not exist, `count` is below 1, or too few
    ///   identities are left.
    /// - Complexity: O(*n*) in the larger of the old and new depths.
    @_specialize(exported: true, where Screen == String)
    public mutating func restoreStack(_ ref: StackRef, count: Int, entry: (Int) -> (screen: Screen, hidesBar: Bool)) -> Bool {
        guard count >= 1, let old = stack(ref)?.entries.count else { return false }
        // The first index whose entry differs, found before anything is written.
        var keep = 0
        var wanted: (screen: Screen, hidesBar: Bool)?
        let limit = Swift.min(old, count)
        while keep < limit {
            let want = entry(keep)
            let has = withStack(ref) { $0.entries[keep] }
            if has.screen != want.screen || has.hidesBar != want.hidesBar {
                wanted = want
                break
            }
            keep += 1
        }
        if keep == count && old == count { return true }
        guard UInt64(count - keep) <= identitiesLeft else { return false }
        var next = nextEntryID
        withStack(ref) { stack in
            stack.truncate(to: keep)
            var i = keep
            while i < count {
                let want = i == keep && wanted != nil ? wanted! : entry(i)
                stack.push(Entry(screen: want.screen, hidesBar: want.hidesBar, id: EntryID(rawValue: next)))
                next += 1
                i += 1
            }
        }
        nextEntryID = next
        return true
    }
}
