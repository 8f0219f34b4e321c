import TabNav

/// A state with the trace's names kept equal, up to entry identities, to a numbered state of the search
/// (``NumberedModel``): for the goals, which read screens by name.
struct NamedMirror {
    /// The mirrored state.
    private(set) var state: TabNavState<String>
    let names: [String]
    private var screens: [String] = []
    private var flags: [Bool] = []

    init(configuration: Configuration<String>, names: [String]) {
        state = TabNavState(configuration: configuration)
        self.names = names
    }

    /// Makes ``state`` the state `numbered` stands for.
    /// - Returns: `false` when a part did not restore (a screen number outside the names).
    mutating func mirror(_ numbered: TabNavState<Int>) -> Bool {
        guard
            state.restore(
                selectedIndex: numbered.selectedIndex, swipe: numbered.swipe,
                systemButtonsPresent: numbered.systemButtonsPresent, barStuckHidden: numbered.barStuckHidden)
        else { return false }
        state.restoreFlags(appHidBar: numbered.appHidBar, barMinimized: numbered.barMinimized, sheetSwipe: numbered.sheetSwipe)
        // The width first: whether More exists, and which tabs it lists, depend on it.
        guard
            state.restoreWidth(
                numbered.width, orientation: numbered.orientation, moreReturnTab: Int(numbered.moreReturnTab)),
            state.restoreMore(isSelected: numbered.isMoreSelected, shows: numbered.moreShows)
        else { return false }
        for t in numbered.tabs.indices {
            guard state.restoreTab(t, badge: numbered.tabs[t].badge, isEnabled: numbered.tabs[t].isEnabled),
                restore(.tab(t), numbered.tabs[t].stack.entries)
            else { return false }
        }
        guard let modal = numbered.modal else { return state.restoreModal(style: nil, root: ("", false)) }
        let root = modal.stack.entries[0]
        guard names.indices.contains(root.screen),
            state.restoreModal(style: modal.style, root: (names[root.screen], root.hidesBar))
        else { return false }
        return restore(.modal, modal.stack.entries)
    }

    private mutating func restore(_ ref: StackRef, _ entries: [Entry<Int>]) -> Bool {
        screens.removeAll(keepingCapacity: true)
        flags.removeAll(keepingCapacity: true)
        for entry in entries {
            guard names.indices.contains(entry.screen) else { return false }
            screens.append(names[entry.screen])
            flags.append(entry.hidesBar)
        }
        return state.restoreStack(ref, screens: screens, hidesBar: flags)
    }
}
