import TabNav

/// What UIKit does by itself, under the configuration's profile, when its selection or a stack changes.
///
/// Each answer is asked of the library's one statement of UIKit's profile rules (the rules file,
/// `Configuration+UIKitRules.swift`) with the facts of UIKit's own change: no profile is compared here. What the
/// simulated UIKit checks is the coordinator's side: that the effects it performs, in their order, leave UIKit
/// where the state says. The rules themselves are held to the format by the tests' reference model and to the
/// exported SCXML by Qt's engine.
extension SimulatedUIKit {
    /// How a stack changed, as UIKit's bugs tell the changes apart.
    enum StackChange {
        case push, pop, popTo, popToRoot, setViewControllers

        /// The library's name of the operation.
        var operation: StackOperation {
            switch self {
            case .push: .push
            case .pop: .pop
            case .popTo: .popTo
            case .popToRoot: .popToRoot
            case .setViewControllers: .setStack
            }
        }
    }

    /// UIKit's own consequences of a change of the selection (to, from or within More): it releases a stuck bar
    /// (iOS 14.0) and leaves a minimized bar minimized (iOS 26, V13 of format 3).
    /// - Parameter before: The selection before the change.
    mutating func selectionChanged(from before: Selection, moreSelected wasMoreSelected: Bool) {
        guard before != selection || wasMoreSelected != isMoreSelected else { return }
        var facts = StepFacts()
        facts.selectionChanged = true
        facts.endsInMoreList = selection == .moreList
        if Configuration<Screen>.expandsMinimizedBar(facts, appHidBar: false) { barMinimized = false }
        if configuration.releasesStuckBar(facts) { barStuckHidden = false }
    }

    /// UIKit's own consequences of a change of the stack `ref`, which held `before`, when that stack is on screen:
    /// it expands a minimized bar, and the rules decide whether a multi-level pop puts UIKit's buttons back
    /// (``Configuration/reAddsSystemButtons(_:)``) and whether the bar is left stuck hidden or released
    /// (``Configuration/sticksBar(_:)``, ``Configuration/releasesStuckBar(_:)``).
    mutating func stackChanged(_ ref: StackRef, from before: [Entry<Screen>], by change: StackChange, animated: Bool) {
        guard case .tab(let index) = ref, selection.tabIndex == index else { return }
        var facts = StepFacts()
        facts.stackChanged = true
        facts.selectedStackChanged = true
        let shrink = before.count - tabStacks[index].count
        if Configuration<Screen>.isMultiLevelPop(
            change.operation, animated: animated, shrink: shrink, modalPresented: presented != nil)
        {
            facts.multiLevelPop = .init(operation: change.operation, topHidBar: before.last?.hidesBar == true)
        }
        if Configuration<Screen>.expandsMinimizedBar(facts, appHidBar: false) { barMinimized = false }
        if configuration.reAddsSystemButtons(facts) { systemButtonsPresent = true }
        if configuration.sticksBar(facts) {
            barStuckHidden = true
        } else if configuration.releasesStuckBar(facts) {
            barStuckHidden = false
        }
    }

    /// Whether a rotation makes UIKit put its buttons back (``Configuration/reAddsSystemButtons(_:)`` of a rotation).
    var rotationReAddsSystemButtons: Bool {
        var facts = StepFacts()
        facts.rotated = true
        return configuration.reAddsSystemButtons(facts)
    }

    /// Whether the user can drag the presented modal down (``Configuration/sheetSwipeDismisses(_:)``).
    var presentedSheetSwipes: Bool {
        presented.map { configuration.sheetSwipeDismisses($0.style) } ?? false
    }

}
