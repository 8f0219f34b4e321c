import TabNav

extension SimulatedUIKit {
    /// Every part where what UIKit shows differs from `state`; empty when UIKit shows exactly the state.
    ///
    /// Compared: each tab's stack and the modal's, entry by entry (identity, screen and `hidesBottomBarWhenPushed`
    /// flag), the modal's style, the width, the selection and what More holds over its list, badges, enabled items, the bar as
    /// drawn (``TabNavState/isBarHidden``), the stuck bar, UIKit's own buttons, the minimized bar and the user's
    /// gestures. Two apps with different numbers of tabs give one ``UIKitDifference/Part/tabCount`` difference.
    /// - Parameter state: The state UIKit should show.
    /// - Returns: The differences, in the order of the parts above.
    /// - Complexity: O(*n*) in the entries of both.
    public func differences(from state: TabNavState<Screen>) -> [UIKitDifference] {
        guard tabStacks.count == state.tabs.count else {
            return [UIKitDifference(part: .tabCount, uikit: "\(tabStacks.count)", state: "\(state.tabs.count)")]
        }
        var found: [UIKitDifference] = []
        func compare<Value: Equatable>(_ part: UIKitDifference.Part, _ mine: Value, _ theirs: Value, _ text: (Value) -> String) {
            if mine != theirs { found.append(UIKitDifference(part: part, uikit: text(mine), state: text(theirs))) }
        }
        for (index, tab) in state.tabs.enumerated() {
            compare(.stack(.tab(index)), tabStacks[index], tab.stack.entries, Self.text(of:))
        }
        compare(.stack(.modal), presented?.entries, state.modal?.stack.entries) { $0.map(Self.text(of:)) ?? "no modal" }
        compare(.modalStyle, presented?.style, state.modal?.style) { $0.map(\.description) ?? "no modal" }
        compare(.width, width, state.width) { $0.rawValue }
        compare(.selection, selection, Self.selection(of: state)) { $0.description }
        if configuration.hasMoreTab {
            compare(.moreShows, moreShowsTab, state.moreShows.tabIndex) { $0.map { "tab \($0)" } ?? "its list" }
        }
        for (index, tab) in state.tabs.enumerated() {
            compare(.badge(tab: index), badges[index], tab.badge) { $0.description }
            compare(.enabled(tab: index), enabledItems[index], tab.isEnabled) { $0 ? "enabled" : "disabled" }
        }
        compare(.barHidden, isBarHidden, state.isBarHidden) { $0 ? "hidden" : "visible" }
        compare(.barStuckHidden, barStuckHidden, state.barStuckHidden) { $0 ? "stuck" : "not stuck" }
        compare(.systemButtons, systemButtonsPresent, state.systemButtonsPresent) { $0 ? "present" : "absent" }
        compare(.barMinimized, barMinimized, state.barMinimized) { $0 ? "minimized" : "expanded" }
        compare(.backSwipe, backSwipe, state.swipe) { $0.description }
        compare(.sheetSwipe, sheetSwipe, state.sheetSwipe) { $0.description }
        return found
    }

    /// Entries with their identities, root first: `home#0>article*#3`.
    private static func text(of entries: [Entry<Screen>]) -> String {
        entries.map { "\($0)\($0.id)" }.joined(separator: ">")
    }

    /// What the state shows selected: the tab whose stack is on screen, or More's list.
    private static func selection(of state: TabNavState<Screen>) -> Selection {
        state.isShowingMoreList ? .moreList : .tab(state.selectedIndex)
    }
}
