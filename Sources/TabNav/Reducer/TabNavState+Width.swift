/// Rotations and resizes (V14, V16 of trace format 3): UIKit changes the width, moves tabs and their whole stacks
/// between the bar and More, and lays the bar out again. The machine follows: no navigation command.
extension TabNavState {
    /// The device turns. On a large iPhone the orientation toggles and the width follows it (portrait compact,
    /// landscape regular), rejected while a gesture is active; then, on every device, the bar lays out again
    /// (``Configuration/reAddsSystemButtons(_:)`` reads the fact).
    mutating func rotate(_ t: inout Transition<Screen>) -> Rejection? {
        if configuration.rotationChangesWidth {
            if let rejection = gestureRejection { return rejection }
            orientation = orientation == .portrait ? .landscape : .portrait
            t.changed = true
            changeWidth(to: orientation == .portrait ? .compact : .regular, &t)
        }
        t.rotated = true
        return nil
    }

    /// An iPad's window becomes compact or regular (Split View, Slide Over, Stage Manager): rejected on other devices
    /// and while a gesture is active, a noop at the same width; else the width change, then the bar lays out again
    /// as after a rotation.
    mutating func resize(to newWidth: Width, _ t: inout Transition<Screen>) -> Rejection? {
        guard configuration.canResize else { return .notResizable }
        if let rejection = gestureRejection { return rejection }
        guard newWidth != width else { return nil }
        changeWidth(to: newWidth, &t)
        t.rotated = true
        return nil
    }

    /// Why a rotation of a large iPhone or a resize waits: UIKit does not resize in the middle of an interactive
    /// transition.
    private var gestureRejection: Rejection? {
        if swipe == .active { return .backSwipeActive }
        if sheetSwipe == .active { return .sheetSwipeActive }
        return nil
    }

    /// The width change of V16: the width, then the selection, then what More last showed; every stack is kept whole.
    /// A selection it changes is a change of the selection (it releases a stuck bar, and leaves a minimized bar
    /// minimized); the floating bar expands a minimized one.
    mutating func changeWidth(to newWidth: Width, _ t: inout Transition<Screen>) {
        guard newWidth != width else { return }
        width = newWidth
        t.changed = true
        if isFloatingBar { barMinimized = false }
        // 2. The selection, read against the new sets.
        if !isMoreSelected {
            if isOverflowTab(selectedIndex) {
                // The bar shrank under the selected tab: More shows it, and it stays the return tab.
                moreReturnTab = UInt8(truncatingIfNeeded: selectedIndex)
                isMoreSelected = true
                moreShows = .tab(selectedIndex)
                t.selectionChanged = true
            }
        } else if let shown = moreShows.tabIndex {
            if !isOverflowTab(shown) {
                // The bar grew: the tab More showed is a bar tab again.
                isMoreSelected = false
                moreReturnTab = 0
                t.selectionChanged = true
            }
        } else if !hasMore {
            // More went away under its list: the return tab is selected.
            selectedIndex = returnTab
            isMoreSelected = false
            moreReturnTab = 0
            t.selectionChanged = true
        } else {
            selectedIndex = moreListSelectionIndex
        }
        // 3. What More last showed: its list when More is gone or names a tab that is no longer an overflow tab.
        if let shown = moreShows.tabIndex, !isOverflowTab(shown) { moreShows = .list }
        if !hasMore { moreShows = .list }
    }
}
