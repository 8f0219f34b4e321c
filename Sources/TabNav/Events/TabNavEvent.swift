/// Something that happened to the app: a user gesture or a programmatic request, one for each step of a trace.
///
/// Tabs are named by index, 0-based, never counting the centre button. Navigation events take
/// `animated` (a trace's `instant` is `animated: false`) and a `target` stack; a `nil` target means
/// the focused stack (the modal's while one is presented, else the selected tab's).
public enum TabNavEvent<Screen: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// The user tapped the tab bar item at this index (`tap`).
    case tabTapped(Int)
    /// The user tapped the centre button (`tap CENTER`).
    case centerButtonTapped
    /// The app set `selectedIndex` (`select`).
    case tabSelected(Int)
    /// A screen was pushed (`push`); it hides the bar if `hidesBar` or if its screen is declared to.
    case pushed(Screen, hidesBar: Bool, animated: Bool, target: Int?)
    /// The top entry was popped (`pop`).
    case popped(animated: Bool, target: Int?)
    /// The stack was popped to the nearest entry showing this screen below the top (`pop-to`).
    case poppedTo(Screen, animated: Bool, target: Int?)
    /// The stack was popped to its root (`pop-to-root`).
    case poppedToRoot(animated: Bool, target: Int?)
    /// The whole stack, root included, was replaced (`set-stack`, `setViewControllers`).
    case stackReplaced([Screen], animated: Bool, target: Int?)
    /// The whole interactive pop gesture, started and finished (`back-swipe`).
    case backSwiped
    /// The interactive pop gesture began (`back-swipe start`).
    case backSwipeStarted
    /// The interactive pop gesture completed and popped (`back-swipe finish`).
    case backSwipeFinished
    /// The interactive pop gesture was cancelled (`back-swipe cancel`).
    case backSwipeCancelled
    /// A modal was presented with its own stack `[screen]` (`present`).
    case modalPresented(Screen, style: ModalStyle)
    /// The modal was dismissed (`dismiss`).
    case modalDismissed
    /// A deep link: dismiss, select the tab, set its stack to its root followed by `path` (`open`).
    case deepLinkOpened(tab: Int, path: [Screen])
    /// A badge was set on the tab at this index (`badge`).
    case badgeSet(tab: Int, Badge)
    /// The tab bar item at this index was enabled (`enable`).
    case tabEnabled(Int)
    /// The tab bar item at this index was disabled (`disable`).
    case tabDisabled(Int)
    /// The device rotated and the tab bar laid out again (`rotate`).
    case deviceRotated
    /// UIKit popped the focused stack for the navigation bar's back button (`back-button`).
    case backButtonTapped
    /// The user picked an entry in the back button's long-press menu: UIKit popped the focused stack
    /// to the nearest entry showing this screen below the top (`back-menu`).
    case backMenuJumped(to: Screen)
    /// The user dragged a sheet down and UIKit dismissed it (`sheet-swipe`).
    case sheetSwipedDown
    /// UIKit popped a stack to `toDepth` entries on its own (`system-pop`).
    case systemPopped(toDepth: Int, target: Int?)

    /// Whether an active back-swipe rejects this event.
    public var isNavigation: Bool {
        switch self {
        case .badgeSet, .tabEnabled, .tabDisabled, .deviceRotated, .backSwipeFinished, .backSwipeCancelled: false
        default: true
        }
    }
}
