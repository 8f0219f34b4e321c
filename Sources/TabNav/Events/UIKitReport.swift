/// What UIKit reports it has already done; the reducer only follows and returns no command to UIKit.
///
/// The rule: a report never yields a navigation command (`push`, `pop…`, `setViewControllers`, `present`,
/// `dismiss`, `selectTab`): UIKit has done the work. It may yield the app's own follow-ups, which are code
/// of the app and not commands to UIKit: ``Effect/removeSystemTabBarButtons`` (the overlap fix, after UIKit
/// re-added its buttons) and ``Effect/setTabBarHidden(_:animated:)`` (for an app that draws its own bar).
public enum UIKitReport<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The user's interactive pop gesture (the edge swipe) at one of its phases (`back-swipe [start|finish|cancel]`).
    ///
    /// ``GesturePhase/whole`` reports the gesture begun and ended at once: UIKit popped the focused stack.
    case backSwipe(GesturePhase)
    /// The user tapped the navigation bar's back button and UIKit popped the focused stack (`back-button`).
    case backButtonTapped
    /// The user picked an entry in the back button's long-press menu: UIKit popped the focused stack
    /// to the nearest entry showing this screen below the top (`back-menu`).
    case backMenuPicked(Screen)
    /// The user's drag of a sheet down at one of its phases (`sheet-swipe [start|finish|cancel]`); at
    /// ``GesturePhase/whole`` and ``GesturePhase/ended`` UIKit dismissed the sheet.
    case sheetSwipe(GesturePhase)
    /// UIKit popped a stack to `toDepth` entries on its own, without animation (`system-pop`); `in` names the
    /// stack, `nil` for the focused one.
    case systemPopped(toDepth: Int, in: StackRef? = nil)
    /// The device rotated and the tab bar laid out again (`rotate`).
    case rotated
    /// The user scrolled the selected tab's content; iOS 26 may minimize or expand the bar (`scroll`).
    case scrolled(Scroll)
    /// The window's horizontal size class changed and the tab bar laid out again (`resize compact|regular`).
    case resized(Width)

    /// Whether an active back-swipe or sheet swipe rejects this report: every report but rotation, scrolling and
    /// the gestures' own ends.
    package var isNavigation: Bool { TabNavEvent.report(self).kind.isNavigation }
}

extension UIKitReport: Codable where Screen: Codable {}
