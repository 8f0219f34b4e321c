import TabNav

extension Rejection {
    /// A stable code for tools, in kebab case: `tab-bar-hidden`, `screen-not-in-stack`.
    var code: String {
        switch self {
        case .backSwipeActive: "back-swipe-active"
        case .modalCoversTabBar: "modal-covers-tab-bar"
        case .tabBarHidden: "tab-bar-hidden"
        case .tabDisabled: "tab-disabled"
        case .noSuchTab: "no-such-tab"
        case .noCenterButton: "no-center-button"
        case .screenNotInStack: "screen-not-in-stack"
        case .alreadyPresenting: "already-presenting"
        case .emptyStack: "empty-stack"
        case .notASwipeableSheet: "not-a-swipeable-sheet"
        case .depthOutOfRange: "depth-out-of-range"
        case .noEntryIdentityLeft: "no-entry-identity-left"
        case .noModalPresented: "no-modal-presented"
        case .sheetLocked: "sheet-locked"
        case .sheetSwipeActive: "sheet-swipe-active"
        case .noBackMenu: "no-back-menu"
        case .tabBarMinimized: "tab-bar-minimized"
        case .noMoreTab: "no-more-tab"
        case .notOnTabBar: "not-on-tab-bar"
        case .moreListNotShown: "more-list-not-shown"
        case .notAnOverflowTab: "not-an-overflow-tab"
        case .moreListHasNoStack: "more-list-has-no-stack"
        case .modalCoversMoreList: "modal-covers-more-list"
        case .entryNotInStack: "entry-not-in-stack"
        case .noMoreInThisWidth: "no-more-in-this-width"
        case .centerButtonNotOnFloatingBar: "center-button-not-on-floating-bar"
        case .notResizable: "not-resizable"
        }
    }
}
