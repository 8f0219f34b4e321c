import TabNav

/// What UIKit does by itself, under the configuration's profile, when its selection or a stack changes: each rule
/// once, written from Docs/UIKitBehaviour.md rather than read from the reducer.
extension SimulatedUIKit {
    /// How a stack changed, as UIKit's bugs tell the changes apart.
    enum StackChange {
        case push, pop, popTo, popToRoot, setViewControllers
    }

    /// UIKit's own consequences of a change of the selection (to, from or within More): new content expands a
    /// minimized bar (iOS 26) and releases a stuck bar (iOS 14.0).
    /// - Parameter before: The selection before the change.
    mutating func selectionChanged(from before: Selection, moreSelected wasMoreSelected: Bool) {
        guard before != selection || wasMoreSelected != isMoreSelected else { return }
        barMinimized = false
        barStuckHidden = false
    }

    /// UIKit's own consequences of a change of the stack `ref`, which held `before`.
    ///
    /// A change of the stack on screen expands a minimized bar and releases a stuck bar. An animated pop-to,
    /// pop-to-root or `setViewControllers` that shrinks the stack on screen by two or more, with no modal, is a
    /// multi-level pop: under `legacy` a pop-to or pop-to-root puts UIKit's buttons back over an `on-system-bar` bar;
    /// under `ios14.0` any of the three leaves the bar stuck hidden when the top entry before it hid the bar by its
    /// own flag.
    mutating func stackChanged(_ ref: StackRef, from before: [Entry<Screen>], by change: StackChange, animated: Bool) {
        guard case .tab(let index) = ref, selection.tabIndex == index else { return }
        barMinimized = false
        barStuckHidden = false
        let shrink = before.count - tabStacks[index].count
        guard animated && shrink >= 2 && presented == nil && change != .push && change != .pop else { return }
        if configuration.profile == .legacy && configuration.customBar == .onSystemBar && change != .setViewControllers {
            systemButtonsPresent = true
        }
        if configuration.profile == .ios14_0 && before.last?.hidesBar == true {
            barStuckHidden = true
        }
    }

    /// Whether setting a badge makes UIKit put its buttons back: badges on `UITabBarItem` (`badge-target item`)
    /// over an `on-system-bar` custom bar, under every profile.
    var badgeReAddsSystemButtons: Bool {
        configuration.customBar == .onSystemBar && configuration.badgeTarget == .item
    }

    /// Whether a rotation makes UIKit put its buttons back: over an `on-system-bar` custom bar, under every profile
    /// but `legacy`.
    var rotationReAddsSystemButtons: Bool {
        configuration.customBar == .onSystemBar && configuration.profile != .legacy
    }

    /// Whether the app's removal of UIKit's buttons finds them: not under `ios26`, where they are no longer direct
    /// subviews of the tab bar.
    var removalFindsSystemButtons: Bool { configuration.profile != .ios26 }

    /// Whether the user can drag the presented modal down: a sheet that is not locked, where sheets are not shown
    /// full screen (every profile but `legacy`).
    var presentedSheetSwipes: Bool {
        presented?.style == .sheet && configuration.profile != .legacy
    }

    /// Whether the back button has its long-press menu: from iOS 14, so not under `legacy`.
    var hasBackMenu: Bool { configuration.profile != .legacy }

    /// Whether a scroll minimizes (`true`), expands (`false`) or leaves (`nil`) the bar: iOS 26's
    /// `tabBarMinimizeBehavior`, for a system bar (not `over-content`).
    /// - Parameter scroll: Where the user scrolled.
    func scrollMinimizes(_ scroll: Scroll) -> Bool? {
        guard configuration.profile == .ios26 && configuration.customBar != .overContent else { return nil }
        switch (configuration.minimize, scroll) {
        case (.never, _), (.onScrollDown, .up): return nil
        case (.onScrollDown, .down), (.onScrollUp, .up): return true
        case (.onScrollDown, .top), (.onScrollUp, .down), (.onScrollUp, .top): return false
        }
    }
}
