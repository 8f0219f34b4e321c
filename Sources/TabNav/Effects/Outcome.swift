/// How a step ended.
public enum Outcome: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The step changed the state.
    case ok
    /// The step left the whole state unchanged (it may still have emitted an effect).
    case noop
    /// The step was refused and changed nothing.
    case rejected(Rejection)

    /// `ok`, `noop` or `rejected`, as `expect outcome=` spells it.
    public var name: String {
        switch self {
        case .ok: "ok"
        case .noop: "noop"
        case .rejected: "rejected"
        }
    }

    /// The name, with the reason when rejected.
    public var description: String {
        if case .rejected(let reason) = self { return "rejected: \(reason)" }
        return name
    }
}

/// Why a step was rejected.
public enum Rejection: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A back-swipe is in progress, so navigation waits.
    case backSwipeActive
    /// A modal covers the tab bar.
    case modalCoversTabBar
    /// The tab bar is hidden, so it cannot be tapped.
    case tabBarHidden
    /// The tapped tab is disabled.
    case tabDisabled(String)
    /// No tab has this index.
    case noSuchTab(Int)
    /// The app has no centre button.
    case noCenterButton
    /// `pop-to` named a screen that is not in the stack.
    case screenNotInStack(String)
    /// A modal is already presented.
    case alreadyPresenting
    /// A stack cannot be empty.
    case emptyStack
    /// Only a sheet can be swiped down, and only where sheets are not shown full screen.
    case notASwipeableSheet
    /// A stack was said to shrink to a depth it cannot have: below 1, or above its depth.
    case depthOutOfRange(Int, depth: Int)
    /// The step needs new entries, and every entry identity has been handed out (``TabNavState/nextEntryID`` is at
    /// or near `UInt64.max`, which only a decoded state can be).
    case noEntryIdentityLeft
    /// A request or a report named the modal's stack (``StackTarget/modal``) while no modal is presented.
    case noModalPresented
    /// The sheet refuses the user's swipe (`isModalInPresentation`).
    case sheetLocked
    /// The user is swiping a sheet down, so navigation waits.
    case sheetSwipeActive
    /// The back button's menu does not exist before iOS 14.
    case noBackMenu
    /// The tab bar is minimized: the centre button is not on screen.
    case tabBarMinimized
    /// The app has five tabs or fewer, so there is no More tab.
    case noMoreTab
    /// The tab is an overflow tab, listed in the More screen, not on the tab bar.
    case notOnTabBar(String)
    /// The More list is not on screen: More is not selected, or it shows an overflow tab.
    case moreListNotShown
    /// The tab is on the bar, not in the More list.
    case notAnOverflowTab(String)
    /// More shows its list, which has no navigation stack.
    case moreListHasNoStack
    /// A modal covers the More list.
    case modalCoversMoreList

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .backSwipeActive: "a back-swipe is in progress"
        case .modalCoversTabBar: "a modal covers the tab bar"
        case .tabBarHidden: "the tab bar is hidden"
        case .tabDisabled(let name): "tab '\(name)' is disabled"
        case .noSuchTab(let i): "there is no tab at index \(i)"
        case .noCenterButton: "the app has no centre button"
        case .screenNotInStack(let s): "no entry named '\(s)' in the stack"
        case .alreadyPresenting: "already presenting"
        case .emptyStack: "a stack needs at least one screen"
        case .notASwipeableSheet: "only a sheet not shown full screen can be swiped down"
        case .depthOutOfRange(let n, let depth): "a stack of \(depth) cannot be popped to depth \(n)"
        case .noEntryIdentityLeft: "no entry identity is left to hand out"
        case .noModalPresented: "no modal is presented"
        case .sheetLocked: "the sheet is locked"
        case .sheetSwipeActive: "a sheet swipe is in progress"
        case .noBackMenu: "the back button has no menu before iOS 14"
        case .tabBarMinimized: "the tab bar is minimized"
        case .noMoreTab: "the app has no More tab (five tabs or fewer)"
        case .notOnTabBar(let name): "tab '\(name)' is in the More list, not on the tab bar"
        case .moreListNotShown: "the More list is not on screen"
        case .notAnOverflowTab(let name): "tab '\(name)' is on the tab bar, not in the More list"
        case .moreListHasNoStack: "the More list has no stack"
        case .modalCoversMoreList: "a modal covers the More list"
        }
    }
}
