/// What UIKit reports it has already done; the reducer only follows and returns no command to UIKit.
///
/// The rule: a report never yields a navigation command (`push`, `pop…`, `setViewControllers`, `present`,
/// `dismiss`, `selectTab`): UIKit has done the work. It may yield the app's own follow-ups, which are code
/// of the app and not commands to UIKit: ``Effect/removeSystemTabBarButtons`` (the overlap fix, after UIKit
/// re-added its buttons) and ``Effect/setTabBarHidden(_:animated:)`` (for an app that draws its own bar).
public enum UIKitReport<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The whole interactive pop gesture, started and finished (`back-swipe`).
    case backSwiped
    /// The interactive pop gesture began (`back-swipe start`).
    case backSwipeStarted
    /// The interactive pop gesture completed and popped (`back-swipe finish`).
    case backSwipeFinished
    /// The interactive pop gesture was cancelled (`back-swipe cancel`).
    case backSwipeCancelled
    /// UIKit popped the focused stack for the navigation bar's back button (`back-button`).
    case backButtonPopped
    /// The user picked an entry in the back button's long-press menu: UIKit popped the focused stack
    /// to the nearest entry showing this screen below the top (`back-menu`).
    case backMenuPopped(to: Screen)
    /// The user dragged a sheet down and UIKit dismissed it (`sheet-swipe`).
    case sheetSwipedDown
    /// UIKit popped a stack to `toDepth` entries on its own, without animation (`system-pop`).
    case systemPopped(toDepth: Int, in: StackTarget = .focused)
    /// The device rotated and the tab bar laid out again (`rotate`).
    case rotated
    /// The user began dragging a sheet down (`sheet-swipe start`).
    case sheetSwipeStarted
    /// The drag of a sheet completed and UIKit dismissed it (`sheet-swipe finish`).
    case sheetSwipeFinished
    /// The drag of a sheet was cancelled; the sheet stays (`sheet-swipe cancel`).
    case sheetSwipeCancelled
    /// The user scrolled the selected tab's content; iOS 26 may minimize or expand the bar (`scroll`).
    case scrolled(Scroll)

    /// Whether an active back-swipe or sheet swipe rejects this report: every report but rotation, scrolling and
    /// the gestures' own ends.
    public var isNavigation: Bool {
        switch self {
        case .rotated, .backSwipeFinished, .backSwipeCancelled, .sheetSwipeFinished, .sheetSwipeCancelled, .scrolled: false
        default: true
        }
    }
}

extension UIKitReport: Codable where Screen: Codable {}
