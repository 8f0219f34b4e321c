/// The rules that format 2 of the trace format adds or corrects (V5–V8), each written once as a function of the
/// configuration. The reducer calls them; the docs name them with their evidence (Docs/UIKitBehaviour.md).
extension Configuration {
    /// Whether UIKit's own buttons are on the tab bar at launch (V8.1): with `on-system-bar`, under `modern` and
    /// `ios14.0` unless the fix is `layout` (the tab bar controller's `viewWillAppear` runs before UIKit makes its
    /// buttons, so removing them there removes nothing); always under `ios26`; never under `legacy` (version 1).
    package var systemButtonsPresentAtLaunch: Bool {
        guard customBar == .onSystemBar else { return false }
        switch profile {
        case .legacy: return false
        case .modern, .ios14_0: return overlapFix != .layout
        case .ios26: return true
        }
    }

    /// Whether the app's removal of UIKit's buttons removes anything (V6): not under `ios26`, where the buttons are
    /// no longer direct subviews of the tab bar, so code that looks for them there finds none.
    package var appRemovesSystemButtons: Bool { profile != .ios26 }

    /// Whether a step that changes a badge makes UIKit put its buttons back (V8.2): badges on `UITabBarItem`
    /// (`badge-target item`) over an `on-system-bar` custom bar.
    package var badgeChangeReAddsSystemButtons: Bool { customBar == .onSystemBar && badgeTarget == .item }

    /// Whether dismissing a modal of this style makes the tab bar controller's view appear, so that its
    /// `viewWillAppear` removes the system buttons: a full-screen modal, or a sheet (locked or not) under `legacy`,
    /// whose iPhones show sheets full screen; never an `over-full-screen` one, which keeps the presenter's views (V7).
    /// - Parameter style: The dismissed modal's style.
    package func dismissalShowsTabBarController(_ style: ModalStyle) -> Bool {
        style == .fullScreen || (profile == .legacy && style.isSheet)
    }

    /// Why the user cannot start swiping a modal of this style down, or `nil` when they can (V7): only a sheet, not
    /// under `legacy` (sheets are full screen there), and not a locked sheet (`isModalInPresentation`).
    /// - Parameter style: The presented modal's style.
    package func sheetSwipeRefusal(_ style: ModalStyle) -> Rejection? {
        if !style.isSheet || profile == .legacy { return .notASwipeableSheet }
        return style == .lockedSheet ? .sheetLocked : nil
    }

    /// Whether the back button's long-press menu exists (V8.3): from iOS 14, so not under `legacy`.
    package var hasBackMenu: Bool { profile != .legacy }

    /// Whether a scroll of the selected tab's content in this direction minimizes (`true`), expands (`false`) or
    /// leaves (`nil`) the bar (V6): `on-scroll-down` minimizes on `down` and expands at the top, not on `up`;
    /// `on-scroll-up` minimizes on `up` and expands on `down` and at the top; `never`, and `over-content`, whose bar
    /// never minimizes, leave it.
    /// - Parameter scroll: Where the user scrolled.
    package func scrollMinimizes(_ scroll: Scroll) -> Bool? {
        guard profile == .ios26 && customBar != .overContent else { return nil }
        switch (minimize, scroll) {
        case (.never, _): return nil
        case (.onScrollDown, .down), (.onScrollUp, .up): return true
        case (.onScrollDown, .top), (.onScrollUp, .down), (.onScrollUp, .top): return false
        case (.onScrollDown, .up): return nil
        }
    }

    /// Whether UIKit draws the centre button at the leading edge of the bar (V6): `ios26` with a `replaced` bar.
    @inlinable
    package var misplacesCenterButton: Bool {
        profile == .ios26 && customBar == .replaced && centerButton != nil
    }
}
