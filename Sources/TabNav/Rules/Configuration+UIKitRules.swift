/// UIKit's profile rules and the app's fixes, each written once, as functions of the configuration and of the
/// facts of a step (§4 of the trace format).
///
/// The reducer calls them at the end of every step (``TabNavState/finish(_:before:)``), in a stack change, and
/// in a dismissal; the statechart's look-ahead guards call them on the facts of the same step, run by the
/// reducer on a copy of the state (``TabNavState/preview(_:)``), and its regions are drawn from them.
extension Configuration {
    /// Whether a stack change is a multi-level pop as the profiles see it: an animated pop-to, pop-to-root or
    /// set-stack (not a push, not a one-level pop) that shrinks the selected tab's stack by two or more, with no modal.
    /// - Parameters:
    ///   - operation: The stack operation.
    ///   - animated: Whether it animates.
    ///   - shrink: How many entries the selected tab's stack lost.
    ///   - modalPresented: Whether a modal is presented.
    package static func isMultiLevelPop(_ operation: StackOperation, animated: Bool, shrink: Int, modalPresented: Bool) -> Bool {
        animated && shrink >= 2 && !modalPresented && operation != .push && operation != .pop
    }

    /// Whether UIKit puts its own tab bar buttons back at the end of the step: only over an `on-system-bar`
    /// custom bar; under `legacy` after a multi-level pop-to or pop-to-root (a re-tap's included), under
    /// `modern`, `ios14.0` and `ios26` (which are "as modern" here) after a rotation; under every profile after a
    /// badge change with `badge-target item` (V8.2 of format 2).
    /// - Parameter facts: What the step did.
    package func reAddsSystemButtons(_ facts: StepFacts) -> Bool {
        guard showsSystemButtons else { return false }
        if badgeChangeReAddsSystemButtons && facts.badgeChanged { return true }
        switch profile {
        case .legacy:
            let operation = facts.multiLevelPop?.operation
            return operation == .popToRoot || operation == .popTo
        case .modern, .ios14_0, .ios26:
            return facts.rotated
        }
    }

    /// Whether the step leaves the bar stuck hidden: the `ios14.0` bug, a multi-level pop from a top entry that
    /// hid the bar by its own flag; not when the step ends on the More list (a re-tap of More), whose bar shows
    /// unless the app hid it (V4 of format 2).
    /// - Parameter facts: What the step did.
    package func sticksBar(_ facts: StepFacts) -> Bool {
        // The profile first, with an early return: as one `&&` of the three, the compiler evaluated the optional
        // pop's flag on every step before testing the profile (about 30 instructions a step).
        guard profile == .ios14_0, let pop = facts.multiLevelPop else { return false }
        return pop.topHidBar && !facts.endsInMoreList
    }

    /// Whether the step releases a bar stuck hidden: it changes the selected tab or the selected tab's stack,
    /// and does not stick the bar again.
    /// - Parameter facts: What the step did.
    package func releasesStuckBar(_ facts: StepFacts) -> Bool {
        !sticksBar(facts) && (facts.selectionChanged || facts.selectedStackChanged)
    }

    /// Whether the app's overlap fix removes system buttons that are present at the end of the step: `layout`
    /// after every step (its layout pass follows every re-adding), `completion` after a step that changed a stack;
    /// never under `ios26`, where the removal finds no buttons (``appRemovesSystemButtons``).
    /// - Parameter facts: What the step did.
    package func fixRemovesSystemButtons(_ facts: StepFacts) -> Bool {
        guard appRemovesSystemButtons else { return false }
        return switch overlapFix {
        case .none: false
        case .completion: facts.stackChanged
        case .layout: true
        }
    }

    /// Whether a modal of this style shows as a sheet over the tab bar controller, not full screen: a sheet,
    /// locked or not, except under `legacy`, whose iPhones show sheets full screen.
    /// - Parameter style: The modal's style.
    package func showsAsSheet(_ style: ModalStyle) -> Bool {
        style.isSheet && profile != .legacy
    }

    /// Whether dismissing a modal of this style makes the tab bar controller's view appear, so that its
    /// `viewWillAppear` removes the system buttons: a modal shown full screen (``showsAsSheet(_:)``), but not an
    /// `over-full-screen` one, which keeps the presenter's views (V7 of format 2).
    /// - Parameter style: The dismissed modal's style.
    package func dismissalShowsTabBarController(_ style: ModalStyle) -> Bool {
        style != .overFullScreen && !showsAsSheet(style)
    }

    /// Whether the user can drag a modal of this style down: one shown as a sheet (``showsAsSheet(_:)``) that is not
    /// locked (`isModalInPresentation`, V7 of format 2).
    /// - Parameter style: The presented modal's style.
    package func sheetSwipeDismisses(_ style: ModalStyle) -> Bool {
        showsAsSheet(style) && style != .lockedSheet
    }

    /// Whether some step can leave the bar stuck hidden: ``sticksBar(_:)`` of a multi-level pop from a top entry
    /// that hid the bar. The invariants read it.
    package var canStickBar: Bool {
        var facts = StepFacts()
        facts.multiLevelPop = .init(operation: .popToRoot, topHidBar: true)
        return sticksBar(facts)
    }

    /// Whether UIKit's buttons can stay on the bar after a step: they can be shown, and the fix does not remove
    /// them after every step (``fixRemovesSystemButtons(_:)`` of a step that changed nothing). The invariants read it.
    package var canKeepSystemButtons: Bool {
        showsSystemButtons && !fixRemovesSystemButtons(StepFacts())
    }

    /// Whether the bar's visibility follows the policy: every custom bar but `over-content`, which hides the
    /// system bar for good and always draws its own.
    @inlinable
    package var barFollowsPolicy: Bool { customBar != .overContent }

    /// Whether UIKit's own tab bar buttons can be on screen over the app's: only under an `on-system-bar` custom bar.
    @inlinable
    package var showsSystemButtons: Bool { customBar == .onSystemBar }
}

/// The rules that format 2 of the trace format adds or corrects (V5–V8), in the same one place: the reducer calls
/// them; Docs/UIKitBehaviour.md names each with its evidence.
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

    /// Whether where the app puts its badges (``badgeTarget``) can change what the bar shows: over an
    /// `on-system-bar` bar, where a badge on the item puts UIKit's buttons back (``badgeChangeReAddsSystemButtons``)
    /// and the app's removal finds them (``appRemovesSystemButtons``), so not under `ios26`.
    package var badgeTargetMatters: Bool { showsSystemButtons && appRemovesSystemButtons }

    /// Why the user cannot swipe a modal of this style down, or `nil` when they can (``sheetSwipeDismisses(_:)``):
    /// a locked sheet is ``Rejection/sheetLocked``, anything not shown as a sheet ``Rejection/notASwipeableSheet``.
    /// - Parameter style: The presented modal's style.
    package func sheetSwipeRefusal(_ style: ModalStyle) -> Rejection? {
        if sheetSwipeDismisses(style) { return nil }
        return showsAsSheet(style) ? .sheetLocked : .notASwipeableSheet
    }

    /// Whether the back button's long-press menu exists (V8.3): from iOS 14, so not under `legacy`.
    package var hasBackMenu: Bool { profile != .legacy }

    /// Whether a scroll of the selected tab's content in this direction minimizes (`true`), expands (`false`) or
    /// leaves (`nil`) the bar (V6, corrected by V13 of format 3): `on-scroll-down` minimizes on `down` and expands at
    /// the top, not on `up`; `on-scroll-up` minimizes on `up` and at the top and expands on `down`, as Apple documents
    /// it; `never`, and `over-content`, whose bar never minimizes, leave it.
    /// - Parameter scroll: Where the user scrolled.
    package func scrollMinimizes(_ scroll: Scroll) -> Bool? {
        guard profile == .ios26 && customBar != .overContent else { return nil }
        switch (minimize, scroll) {
        case (.never, _): return nil
        case (.onScrollDown, .down), (.onScrollUp, .up), (.onScrollUp, .top): return true
        case (.onScrollDown, .top), (.onScrollUp, .down): return false
        case (.onScrollDown, .up): return nil
        }
    }

    /// Whether iOS 26 expands a minimized bar at the end of a step (V6, corrected by V13 of format 3): when the step
    /// changed the stack of the selected tab (new content starts at its top) or the app hid the bar. A change of the
    /// selection alone leaves it minimized (V13.1).
    /// - Parameters:
    ///   - facts: What the step did.
    ///   - appHidBar: Whether the app hides the bar at the end of the step.
    package static func expandsMinimizedBar(_ facts: StepFacts, appHidBar: Bool) -> Bool {
        facts.selectedStackChanged || appHidBar
    }

    /// Whether the system has a bar that scrolling can minimize (`tabBarMinimizeBehavior`): iOS 26's, so `ios26`.
    package var hasMinimizingBar: Bool { profile == .ios26 }

    /// Whether a minimize behaviour can be asked for under a profile: `never` always, the others only where the bar
    /// can minimize (``hasMinimizingBar``). A configuration, a trace header and `tabnav-sim generate` check it.
    /// - Parameters:
    ///   - minimize: The behaviour asked for.
    ///   - profile: The UIKit profile.
    package static func allowsMinimize(_ minimize: MinimizeBehavior, under profile: UIKitProfile) -> Bool {
        minimize == .never || profile == .ios26
    }

    /// Whether UIKit draws the centre button at the leading edge of the bar (V6): `ios26` with a `replaced` bar.
    @inlinable
    @inline(__always) // Read with the anomalies after every step of a replay: a call copied the configuration to lend it.
    package var misplacesCenterButton: Bool {
        profile == .ios26 && customBar == .replaced && centerButton != nil
    }
}

/// The rules that format 3 of the trace format adds (V14–V18: devices, widths, the iPad's floating bar and its
/// sheets), in the same one place. The capacity of the bar is ``capacity(in:)`` (Configuration+More.swift).
extension Configuration {
    /// Whether a rotation changes the width (V14): on a large iPhone, compact in portrait and regular in landscape.
    package var rotationChangesWidth: Bool { device == .iphoneMax }

    /// Whether the window can be resized (`resize`, V14): on an iPad (Split View, Slide Over, Stage Manager).
    package var canResize: Bool { device == .ipad }

    /// Whether a sheet shows as a form sheet with the bar still reachable around it (V18): an iPad in regular width
    /// under `modern`, `ios14.0` or `ios26` (sheets that a tap outside dismisses came with iOS 13).
    /// - Parameter width: The width when the sheet is on screen.
    package func showsFormSheets(in width: Width) -> Bool {
        device == .ipad && width == .regular && profile != .legacy
    }

    /// Whether dismissing a modal of this style in `width` makes the tab bar controller's view appear (V7, V18): a
    /// modal shown full screen, not `over-full-screen`; on an iPad in regular width a sheet, locked or not, is a form
    /// sheet under every profile, `legacy` included, so its dismissal is not a full-screen one.
    /// - Parameters:
    ///   - style: The dismissed modal's style.
    ///   - width: The width at the moment of the dismissal.
    package func dismissalShowsTabBarController(_ style: ModalStyle, in width: Width) -> Bool {
        if style.isSheet && device == .ipad && width == .regular { return false }
        return dismissalShowsTabBarController(style)
    }

    /// Whether the app's custom bar drawn on the system bar is lost in `width` (V17.1): on the floating bar UIKit
    /// shows its own items, not the classic bar the app drew on; the centre button, which lived there, is gone too.
    /// - Parameter width: The width the app runs in.
    package func losesCustomBar(in width: Width) -> Bool {
        isFloatingBar(in: width) && customBar == .onSystemBar
    }
}
