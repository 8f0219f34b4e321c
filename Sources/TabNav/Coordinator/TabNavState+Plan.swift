extension TabNavState {
    /// The ordered coordinator commands that take UIKit from showing `source` to showing `target`:
    /// for deep links, state restoration, and apps that replace their state wholesale.
    ///
    /// The plan keeps UIKit's rules: a modal that goes away or changes is dismissed first; the
    /// selection comes next (with a More tab, an overflow tab is selected by index, which shows it inside More; the More
    /// list by selecting More and popping it to its list; and what More holds while another tab is selected is set
    /// the same way first); each stack gets at most one command — a `pop`, `popTo` or `popToRoot`
    /// when entries only go, a `push` when exactly one comes, else one `setViewControllers` — with
    /// pops ordered before replacements and pushes; only the stack on screen animates. It never
    /// pops at a root, pops to an entry that is not in the stack, presents while presenting, or
    /// pushes an entry already in its stack. Entries are matched by identity.
    ///
    /// The plan is at most `8 + 3 × tabs` commands long: a dismissal, up to three selection commands, one command a
    /// tab stack, a presentation with one replacement of its stack (or one command for the modal's
    /// stack), a badge and an enabled flag a tab, the bar, and the removal of the system buttons.
    /// - Parameters:
    ///   - source: What UIKit shows now.
    ///   - target: What it should show.
    /// - Returns: The commands in order; empty when the two states show the same thing.
    /// - Throws: ``PlanError/differentTabs`` when the states do not have the same tabs.
    /// - Complexity: O(*n*) in the number of entries.
    public static func plan(from source: Self, to target: Self) throws(PlanError) -> [Effect<Screen>] {
        guard source.tabs.map(\.name) == target.tabs.map(\.name),
            target.tabs.indices.contains(target.selectedIndex)
        else { throw .differentTabs }
        var effects: [Effect<Screen>] = []
        let sameModal =
            source.modal?.stack.root?.id == target.modal?.stack.root?.id
            && source.modal?.style == target.modal?.style
        if source.modal != nil && !sameModal {
            effects.append(.dismiss(animated: target.modal == nil))
        }
        effects += selectionCommands(from: source, to: target)
        var pops: [Effect<Screen>] = []
        var sets: [Effect<Screen>] = []
        var pushes: [Effect<Screen>] = []
        for index in target.tabs.indices {
            let onScreen = index == target.selectedTabIndex && target.modal == nil
            let command = stackCommand(
                from: source.tabs[index].stack, to: target.tabs[index].stack,
                ref: .tab(index), animated: onScreen)
            switch command {
            case .pop?, .popTo?, .popToRoot?: pops.append(command!)
            case .push?: pushes.append(command!)
            case let other?: sets.append(other)
            case nil: break
            }
        }
        effects += pops + sets + pushes
        if let modal = target.modal, let root = modal.stack.root {
            if sameModal, let before = source.modal {
                if let command = stackCommand(from: before.stack, to: modal.stack, ref: .modal, animated: true) {
                    effects.append(command)
                }
            } else {
                effects.append(.present(root, style: modal.style, animated: true))
                if modal.stack.depth > 1 {
                    effects.append(.setViewControllers(modal.stack.entries, stack: .modal, animated: false))
                }
            }
        }
        for index in target.tabs.indices {
            if source.tabs[index].badge != target.tabs[index].badge {
                effects.append(.setBadge(tab: index, target.tabs[index].badge))
            }
            if source.tabs[index].isEnabled != target.tabs[index].isEnabled {
                effects.append(.setTabEnabled(tab: index, target.tabs[index].isEnabled))
            }
        }
        if source.isBarHidden != target.isBarHidden {
            effects.append(.setTabBarHidden(target.isBarHidden, animated: false))
        }
        if source.systemButtonsPresent && !target.systemButtonsPresent {
            effects.append(.removeSystemTabBarButtons)
        }
        return effects
    }

    /// The commands that select in UIKit what `target` selects, More's content included: an overflow tab by index
    /// (UIKit shows it inside More), the More list by `selectMore` then `popToMoreList`.
    static func selectionCommands(from source: Self, to target: Self) -> [Effect<Screen>] {
        var effects: [Effect<Screen>] = []
        // More as UIKit holds it: selected or not, and what its navigation controller shows over its list.
        var moreSelected = source.isMoreSelected
        var moreShows = source.moreShows
        var selected = source.selectedTabIndex
        func showList() {
            if !moreSelected { effects.append(.selectMore) }
            if moreShows != .list { effects.append(.popToMoreList(animated: false)) }
            (moreSelected, moreShows, selected) = (true, .list, nil)
        }
        if target.configuration.hasMoreTab && (!target.isMoreSelected || target.moreShows == .list) {
            // What More holds is not on screen, or is its list: set it first.
            if moreShows != target.moreShows {
                if let index = target.moreShows.tabIndex {
                    effects.append(.selectTab(index))
                    (moreSelected, moreShows, selected) = (true, .tab(index), index)
                } else {
                    showList()
                }
            }
        }
        if target.isShowingMoreList {
            if !(moreSelected && moreShows == .list) { showList() }
        } else if selected != target.selectedIndex || moreSelected != target.isMoreSelected {
            effects.append(.selectTab(target.selectedIndex))
        }
        return effects
    }

    /// The one command that turns stack `a` into stack `b`, matching entries by identity.
    static func stackCommand(
        from a: NavigationStack<Screen>, to b: NavigationStack<Screen>, ref: StackRef, animated: Bool
    ) -> Effect<Screen>? {
        let old = a.entries
        let new = b.entries
        var common = 0
        while common < old.count && common < new.count && old[common] == new[common] { common += 1 }
        if common == old.count && common == new.count { return nil }
        if common == new.count && common > 0 {
            if new.count == 1 { return .popToRoot(stack: ref, animated: animated) }
            if old.count - new.count == 1 { return .pop(stack: ref, animated: animated) }
            return .popTo(new[new.count - 1].id, stack: ref, animated: animated)
        }
        if common == old.count && new.count - old.count == 1 {
            return .push(new[new.count - 1], stack: ref, animated: animated)
        }
        return .setViewControllers(new, stack: ref, animated: animated)
    }
}

/// Why two states cannot be planned between.
public enum PlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The states do not have the same tabs, or the target's selection is not one of them.
    case differentTabs

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .differentTabs: "the two states do not have the same tabs"
        }
    }
}
