/// Writing back the parts that trace format 3 adds, for the same model checker (`tabnav-sim explore`,
/// Docs/Exploring.md): the companion of ``TabNavState/restoreFlags(appHidBar:barMinimized:sheetSwipe:)``.
extension TabNavState {
    /// Sets the width, the orientation and the return tab kept while More is selected.
    ///
    /// Like the other restoring methods it writes what it is given without checking that the parts agree (a large
    /// iPhone regular in portrait, say): a caller restores parts it read from a reachable state. Restore the width
    /// before More (``restoreMore(isSelected:shows:)``), which reads the width's capacity.
    /// - Parameters:
    ///   - width: The horizontal size class.
    ///   - orientation: How a large iPhone is held (`portrait` on the other devices).
    ///   - moreReturnTab: The return tab while More is selected (0 while a bar tab is).
    /// - Returns: `false`, changing nothing, when no tab has the index `moreReturnTab`.
    /// - Complexity: O(1).
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    package mutating func restoreWidth(_ width: Width, orientation: Orientation, moreReturnTab: Int) -> Bool {
        guard tabs.indices.contains(moreReturnTab) else { return false }
        if self.width != width { self.width = width }
        if self.orientation != orientation { self.orientation = orientation }
        let back = UInt8(truncatingIfNeeded: moreReturnTab)
        if self.moreReturnTab != back { self.moreReturnTab = back }
        return true
    }
}
