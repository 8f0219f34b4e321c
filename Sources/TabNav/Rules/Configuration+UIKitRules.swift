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
    /// `modern` and `ios14.0` (which is "as modern" here) after a rotation.
    /// - Parameter facts: What the step did.
    package func reAddsSystemButtons(_ facts: StepFacts) -> Bool {
        guard showsSystemButtons else { return false }
        switch profile {
        case .legacy:
            let operation = facts.multiLevelPop?.operation
            return operation == .popToRoot || operation == .popTo
        case .modern, .ios14_0:
            return facts.rotated
        }
    }

    /// Whether the step leaves the bar stuck hidden: the `ios14.0` bug, a multi-level pop from a top entry that
    /// hid the bar by its own flag.
    /// - Parameter facts: What the step did.
    package func sticksBar(_ facts: StepFacts) -> Bool {
        profile == .ios14_0 && facts.multiLevelPop?.topHidBar == true
    }

    /// Whether the step releases a bar stuck hidden: it changes the selected tab or the selected tab's stack,
    /// and does not stick the bar again.
    /// - Parameter facts: What the step did.
    package func releasesStuckBar(_ facts: StepFacts) -> Bool {
        !sticksBar(facts) && (facts.selectionChanged || facts.selectedStackChanged)
    }

    /// Whether the app's overlap fix removes system buttons that are present at the end of the step: `layout`
    /// after every step (its layout pass follows every re-adding), `completion` after a step that changed a stack.
    /// - Parameter facts: What the step did.
    package func fixRemovesSystemButtons(_ facts: StepFacts) -> Bool {
        switch overlapFix {
        case .none: false
        case .completion: facts.stackChanged
        case .layout: true
        }
    }

    /// Whether a modal of this style shows as a sheet over the tab bar controller, not full screen: a sheet,
    /// except under `legacy`, whose iPhones show sheets full screen.
    /// - Parameter style: The modal's style.
    package func showsAsSheet(_ style: ModalStyle) -> Bool {
        style == .sheet && profile != .legacy
    }

    /// Whether dismissing a modal of this style makes the tab bar controller's view appear, so that its
    /// `viewWillAppear` removes the system buttons: a modal shown full screen (``showsAsSheet(_:)``).
    /// - Parameter style: The dismissed modal's style.
    package func dismissalShowsTabBarController(_ style: ModalStyle) -> Bool {
        !showsAsSheet(style)
    }

    /// Whether the user can drag a modal of this style down: one shown as a sheet (``showsAsSheet(_:)``).
    /// - Parameter style: The presented modal's style.
    package func sheetSwipeDismisses(_ style: ModalStyle) -> Bool {
        showsAsSheet(style)
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
