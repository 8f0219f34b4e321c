/// Writing back the flags that trace format 2 adds, for a model checker that unpacks stored states into one reused
/// value (`tabnav-sim explore`, Docs/Exploring.md); the companion of ``TabNavState/restore(selectedIndex:swipe:systemButtonsPresent:barStuckHidden:)``.
extension TabNavState {
    /// Sets whether the app hid the bar, whether the bar is minimized, and the sheet swipe.
    ///
    /// Like the other restoring methods it writes what it is given without checking that the parts agree (a
    /// minimized bar under a modal, say): a caller restores parts it read from a reachable state.
    /// - Parameters:
    ///   - appHidBar: Whether the app hid the bar (`hide-bar`).
    ///   - barMinimized: Whether the bar is minimized (iOS 26).
    ///   - sheetSwipe: The user's swipe of a sheet.
    /// - Complexity: O(1).
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    package mutating func restoreFlags(appHidBar: Bool, barMinimized: Bool, sheetSwipe: Gesture) {
        if self.appHidBar != appHidBar { self.appHidBar = appHidBar }
        if self.barMinimized != barMinimized { self.barMinimized = barMinimized }
        if self.sheetSwipe != sheetSwipe { self.sheetSwipe = sheetSwipe }
    }
}

extension TabNavState {
    /// Sets whether the More tab is selected and what it shows (or last showed), for the same model checker.
    /// - Parameters:
    ///   - isSelected: Whether More is selected.
    ///   - shows: What More shows: its list, or an overflow tab.
    /// - Returns: `false`, changing nothing, when `shows` names no overflow tab of the state's width, or when there
    ///   is no More in that width and `isSelected` is `true` or `shows` is not the list. Without More in the width,
    ///   `false` and the list are written (restore the width first: ``restoreWidth(_:orientation:moreReturnTab:)``).
    /// - Complexity: O(1).
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    package mutating func restoreMore(isSelected: Bool, shows: MoreScreen) -> Bool {
        guard hasMore else {
            guard !isSelected, shows == .list else { return false }
            if isMoreSelected { isMoreSelected = false }
            if moreShows != .list { moreShows = .list }
            return true
        }
        if case .tab(let index) = shows, !isOverflowTab(index) { return false }
        if isMoreSelected != isSelected { isMoreSelected = isSelected }
        if !isSelected && moreReturnTab != 0 { moreReturnTab = 0 }
        if moreShows != shows { moreShows = shows }
        return true
    }
}
