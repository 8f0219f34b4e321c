import TabNav

/// Rotations, resizes and the iPad's bar, as UIKit does them: on a trait change UIKit rebuilds the bar for the new
/// capacity and moves each tab's whole navigation controller between the bar and More, keeping the selection on the
/// controller that was selected, by itself; the coordinator is only told.
extension SimulatedUIKit {
    /// The user turns the device. On a large iPhone the orientation and the width change first and UIKit moves the
    /// tabs; then, on every device, the bar lays out again, and over an `on-system-bar` custom bar every profile but
    /// `legacy` puts UIKit's buttons back.
    /// - Returns: `.rotated`, or `nil` on a large iPhone while a gesture is under way (UIKit does not resize during
    ///   an interactive transition).
    public mutating func userRotatesDevice() -> UIKitReport<Screen>? {
        if configuration.rotationChangesWidth {
            guard !gestureUnderWay else { return nil }
            orientation = orientation == .portrait ? .landscape : .portrait
            changeWidth(to: orientation == .portrait ? .compact : .regular)
        }
        if rotationReAddsSystemButtons { systemButtonsPresent = true }
        return .rotated
    }

    /// The user resizes an iPad's window (Split View, Slide Over, Stage Manager): UIKit moves the tabs for the new
    /// width and lays the bar out again, as after a rotation.
    /// - Parameter newWidth: The window's new width.
    /// - Returns: `.resized(newWidth)` (a window already that wide changes nothing), or `nil` on an iPhone, which
    ///   has no window to resize, or while a gesture is under way.
    public mutating func userResizes(to newWidth: Width) -> UIKitReport<Screen>? {
        guard configuration.canResize, !gestureUnderWay else { return nil }
        guard newWidth != width else { return .resized(newWidth) }
        changeWidth(to: newWidth)
        if rotationReAddsSystemButtons { systemButtonsPresent = true }
        return .resized(newWidth)
    }

    /// Whether the presented modal is an iPad form sheet, with the bar within reach around it.
    var isFormSheetPresented: Bool {
        presented.map { $0.style == .sheet && configuration.showsFormSheets(in: width) } ?? false
    }

    /// A touch outside an iPad form sheet: UIKit dismisses the sheet and the touch does nothing else. Returns whether
    /// it did.
    mutating func dismissesFormSheet() -> Bool {
        guard isFormSheetPresented else { return false }
        presented = nil
        return true
    }

    /// UIKit's rebuild for a new width: the controller that was selected stays selected wherever it now is (inside
    /// More, or back on the bar); when More goes away under its list, the tab selected on the bar before it is; More
    /// forgets a tab that left it. The floating bar does not minimize.
    private mutating func changeWidth(to newWidth: Width) {
        let (before, wasMore) = (selection, isMoreSelected)
        width = newWidth
        if configuration.isFloatingBar(in: width) { barMinimized = false }
        if !isMoreSelected, configuration.isOverflowTab(selectedBarTab, in: width) {
            isMoreSelected = true
            moreShowsTab = selectedBarTab
        } else if isMoreSelected, let shown = moreShowsTab, !configuration.isOverflowTab(shown, in: width) {
            isMoreSelected = false
            selectedBarTab = shown
        } else if isMoreSelected, moreShowsTab == nil, !configuration.hasMore(in: width) {
            isMoreSelected = false
        }
        if let shown = moreShowsTab, !configuration.isOverflowTab(shown, in: width) { moreShowsTab = nil }
        selectionChanged(from: before, moreSelected: wasMore)
    }
}
