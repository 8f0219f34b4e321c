/// What one step of the reducer did, as UIKit's profile rules read it: gathered while the step's own change
/// runs, then completed by the rules at the end of the step (§4.3 of the trace format).
///
/// The reducer fills it on every step; ``TabNavState/preview(_:)`` returns it, so that the statechart's
/// look-ahead guards ask the rule functions the same question the reducer asked.
package struct StepFacts: Hashable, Sendable {
    /// The step's own change altered the state.
    package var changed = false
    /// Some navigation stack (a tab's or the modal's) changed.
    package var stackChanged = false
    /// The selected tab's stack changed.
    package var selectedStackChanged = false
    /// The selection changed: the selected tab, or More's selection (to, from or within More, V4 of format 2).
    package var selectionChanged = false
    /// At the end of the step More shows its list, which has no stack and never hides the bar.
    package var endsInMoreList = false
    /// An animated pop-to-root, pop-to or set-stack shrank the selected tab's stack by two or more, with no
    /// modal (``Configuration/isMultiLevelPop(_:animated:shrink:modalPresented:)``).
    package var multiLevelPop: MultiLevelPop?
    /// The device rotated.
    package var rotated = false
    /// A badge changed: the step's own change, or a tap's clearing (``Configuration/reAddsSystemButtons(_:)``).
    package var badgeChanged = false
    /// Whether the step animates (for the tab bar effect).
    package var animated = true
    /// A dismissal made the tab bar controller's view appear (``Configuration/dismissalShowsTabBarController(_:)``).
    package var tabBarControllerAppeared = false
    /// At the end of the step UIKit put its own tab bar buttons back (``Configuration/reAddsSystemButtons(_:)``).
    package var reAddedSystemButtons = false
    /// At the end of the step the bar was left stuck hidden (``Configuration/sticksBar(_:)``).
    package var stuckBar = false
    /// At the end of the step a stuck bar was released (``Configuration/releasesStuckBar(_:)``).
    package var releasedStuckBar = false
    /// At the end of the step the app's overlap fix removed the system buttons (``Configuration/fixRemovesSystemButtons(_:)``).
    package var fixRemovedSystemButtons = false

    /// No fact yet: the start of a step, or a rejected one.
    package init() {}

    /// The kind of multi-level pop, and whether the top entry before it hid the bar by its own flag.
    package struct MultiLevelPop: Hashable, Sendable {
        /// The operation that shrank the stack.
        package var operation: StackOperation
        /// The top entry before the pop hid the bar by its own flag.
        package var topHidBar: Bool

        /// Creates the facts of a multi-level pop.
        /// - Parameters:
        ///   - operation: The operation that shrank the stack.
        ///   - topHidBar: Whether the top entry before it hid the bar by its own flag.
        package init(operation: StackOperation, topHidBar: Bool) {
            self.operation = operation
            self.topHidBar = topHidBar
        }
    }
}

/// The navigation stack operations, as UIKit's profiles tell them apart.
package enum StackOperation: Hashable, Sendable {
    case push, pop, popTo, popToRoot, setStack
}
