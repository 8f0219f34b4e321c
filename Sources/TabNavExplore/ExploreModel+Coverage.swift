import TabNav

extension ExploreModel {
    /// The first part of the model that the packed state does not hold yet, described for the user; `nil` when the
    /// explorer covers the whole model.
    ///
    /// The packed state (``StateLayout``) keeps the selection, the back-swipe, the system buttons, the stuck bar,
    /// every tab's badge, enabled flag and stack, and a full-screen or sheet modal. Trace format 2 adds state it does
    /// not keep yet: the bar the app hid (`hide-bar`, `show-bar`), the minimized bar (`scroll`), a sheet swipe in
    /// parts (`sheet-swipe start|finish|cancel`), locked or over-full-screen modals, and the More tab (more than five tabs). A model that can reach such a
    /// state is refused rather than explored with two different states taken for one.
    /// - Complexity: O(*n*) in the number of letters.
    package var partOutsideLayout: String? {
        if configuration.hasMoreTab { return "the More tab of \(configuration.tabs.count) tabs" }
        if case .present(_, let style)? = configuration.centerButton?.action, !Self.packs(style) {
            return "the centre button's \(style) modal"
        }
        for letter in letters {
            switch letter.event {
            case .request(.present(_, let style)) where !Self.packs(style):
                return "'\(letter.text)' (a \(style) modal)"
            case .request(.hideBar), .request(.showBar):
                return "'\(letter.text)' (the bar hidden by the app)"
            case .report(.scrolled):
                return "'\(letter.text)' (the minimized bar)"
            case .report(.sheetSwipeStarted), .report(.sheetSwipeFinished), .report(.sheetSwipeCancelled):
                return "'\(letter.text)' (a sheet swipe in parts)"
            default:
                continue
            }
        }
        return nil
    }

    /// Whether the packed state keeps a modal of this style apart from the others.
    private static func packs(_ style: ModalStyle) -> Bool {
        style == .fullScreen || style == .sheet
    }
}
