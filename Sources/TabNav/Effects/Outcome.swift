/// How a step ended.
public enum Outcome: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The step changed the state.
    case ok
    /// The step left the whole state unchanged (it may still have emitted an effect).
    case noop
    /// The step was refused and changed nothing.
    case rejected(Rejection)
    /// A report of UIKit contradicted the state, which it left unchanged: UIKit and the state have already
    /// diverged (a back-swipe at a root, a sheet swipe with no sheet, the end of a gesture that never began).
    ///
    /// Log it, and in a test fail on it. The trace format counts such a step as a `noop` (``name``).
    case desync(Desync)

    /// `ok`, `noop` or `rejected`, as `expect outcome=` spells it; a ``desync(_:)`` is a `noop` there.
    public var name: String {
        switch self {
        case .ok: "ok"
        case .noop, .desync: "noop"
        case .rejected: "rejected"
        }
    }

    /// Whether the step was refused.
    public var isRejected: Bool { rejection != nil }

    /// Why the step was refused, or `nil` when it was not.
    public var rejection: Rejection? {
        if case .rejected(let reason) = self { return reason }
        return nil
    }

    /// How the report contradicted the state, or `nil` when it did not.
    public var desync: Desync? {
        if case .desync(let reason) = self { return reason }
        return nil
    }

    /// Whether the step left the state unchanged without being refused: a ``noop`` or a ``desync(_:)``.
    public var isNoop: Bool { self == .noop || desync != nil }

    /// The name, with the reason when rejected or out of step.
    public var description: String {
        switch self {
        case .rejected(let reason): "rejected: \(reason)"
        case .desync(let reason): "desync: \(reason)"
        default: name
        }
    }
}

/// How a report of UIKit contradicted the state (``Outcome/desync(_:)``).
public enum Desync: Hashable, Sendable, Codable, CustomStringConvertible {
    /// UIKit reported a pop (the back button, a back-swipe) of a stack that holds only its root, or over the More
    /// list: neither the button nor the gesture exists there.
    case nothingToPop
    /// UIKit reported the end of a back-swipe that had not begun.
    case backSwipeNotBegun
    /// UIKit reported a sheet swipe while no modal is presented.
    case noSheet
    /// UIKit reported the end of a sheet swipe that had not begun.
    case sheetSwipeNotBegun

    /// A sentence a log can show.
    public var description: String {
        switch self {
        case .nothingToPop: "UIKit reported a pop where the stack holds only its root"
        case .backSwipeNotBegun: "UIKit reported the end of a back-swipe that had not begun"
        case .noSheet: "UIKit reported a sheet swipe with no modal presented"
        case .sheetSwipeNotBegun: "UIKit reported the end of a sheet swipe that had not begun"
        }
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
    /// The step needs new entries, and every entry identity has been handed out (`nextEntryID` is at
    /// or near `UInt64.max`, which only a decoded state can be).
    case noEntryIdentityLeft
    /// A request or a report named the modal's stack (`in: .modal`) while no modal is presented.
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
    /// ``TabNavRequest/popToEntry(_:animated:in:)`` named an identity that is not in the stack.
    case entryNotInStack(EntryID)
    /// The app has more than five tabs, but the bar fits them all in this width: More does not exist (V15 of format 3).
    case noMoreInThisWidth
    /// The centre button lived on the custom bar drawn on the system bar, which the iPad's floating bar does not show
    /// (V17.1 of format 3).
    case centerButtonNotOnFloatingBar
    /// Only an iPad's window is resized (V14 of format 3).
    case notResizable

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
        case .entryNotInStack(let id): "no entry \(id) in the stack"
        case .noMoreInThisWidth: "there is no More in this width"
        case .centerButtonNotOnFloatingBar: "the centre button was on the custom bar, which the floating bar does not show"
        case .notResizable: "only an iPad's window is resized"
        }
    }
}
