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
    /// pushes an entry already in its stack. Entries are matched by identity. A modal is presented
    /// with the target's style (`locked-sheet` and `over-full-screen` included); one whose style
    /// changes is dismissed and presented again.
    ///
    /// What the plan reaches is the target as commands can set it; the state after the plan is
    /// the state UIKit shows afterwards, which a coordinator keeps:
    /// - the selection (More's included: an overflow tab shown in More is reached by selecting it),
    ///   every stack, the modal and its style, badges and enabled flags: the target's;
    /// - the bar: ``Effect/setTabBarHidden(_:animated:)`` with the drawn bar (``isBarHidden``) when it
    ///   changes, as the reducer's steps emit it — so a bar the app hid (`hideBar`) is reached by
    ///   `setTabBarHidden(true)`, and one it shows again (`showBar`) by `setTabBarHidden(false)`,
    ///   unless the screens' hiding flags already decide the bar;
    /// - UIKit's own buttons: removed at the end when the target has none and they are there, from
    ///   the source or because a command made UIKit put them back (a badge with `badge-target item`, a
    ///   multi-level pop under `legacy`); no command can put them back;
    /// - the bar minimized by iOS 26: no command minimizes it (only the user's scroll does); UIKit
    ///   expands it when the plan changes the selection (to, from or within More), changes the
    ///   selected tab's stack, or hides the bar, and otherwise leaves it as the source had it;
    /// - the user's back-swipe and sheet swipe: no command starts or ends one; a gesture of the source
    ///   goes on only while the plan leaves its stack (the back-swipe) or its sheet (the sheet swipe)
    ///   in place;
    /// - a bar stuck hidden (`ios14.0`): UIKit sticks it, or releases it, as a step with the same
    ///   commands would.
    ///
    /// UIKit's behaviour is the target's configuration's. The plan is at most `8 + 3 × tabs` commands
    /// long: a dismissal, up to three selection commands, one command a tab stack, a presentation with
    /// one replacement of its stack (or one command for the modal's stack), a badge and an enabled flag
    /// a tab, the bar, and the removal of the system buttons.
    /// - Parameters:
    ///   - source: What UIKit shows now.
    ///   - target: What it should show.
    /// - Returns: The commands in order; empty when the two states show the same thing.
    /// - Throws: ``PlanError/differentTabs`` when the states do not have the same tabs, ``PlanError/differentWidth``
    ///   when they differ in width or orientation.
    /// - Complexity: O(*n*) in the number of entries.
    public static func plan(from source: Self, to target: Self) throws(PlanError) -> [Effect<Screen>] {
        try planned(from: source, to: target).effects
    }

    /// The state UIKit shows after a coordinator plays ``plan(from:to:)``: the target, but for what only the user
    /// or UIKit itself sets.
    ///
    /// It differs from `target` only in these parts (see ``plan(from:to:)``): ``systemButtonsPresent`` (no command
    /// puts UIKit's buttons back, some make UIKit do it), ``barMinimized`` (kept from the source unless the plan
    /// expands the bar; never set by a plan), ``swipe`` and ``sheetSwipe`` (the source's gesture while the plan leaves
    /// its ground in place, else idle), ``barStuckHidden`` (as UIKit's `ios14.0` bug leaves it), and, while More is
    /// selected, the tab last selected on the bar (the source's: no command inside More selects a bar tab). A coordinator
    /// that replaces its state wholesale plays the plan and keeps this state, not the target.
    /// - Parameters:
    ///   - source: What UIKit shows now.
    ///   - target: What it should show.
    /// - Returns: A state that shows what `target` shows, as far as commands can make UIKit show it.
    /// - Throws: ``PlanError/differentTabs`` when the states do not have the same tabs, ``PlanError/differentWidth``
    ///   when they differ in width or orientation.
    /// - Complexity: O(*n*) in the number of entries.
    package static func stateAfterPlan(from source: Self, to target: Self) throws(PlanError) -> Self {
        try planned(from: source, to: target).state
    }

    /// Moves to `target` wholesale and returns the commands that take UIKit there: assigns the state UIKit shows
    /// afterwards (the state after the plan) first, then returns ``plan(from:to:)``.
    ///
    /// Assign first, then perform: UIKit's delegate callbacks that the commands trigger then compare against the
    /// new state, as they do after ``reduce(_:)-(TabNavRequest<Screen>)``. On a throw the state is unchanged.
    ///
    /// ```swift
    /// let effects = try state.move(to: bookmark)
    /// effects.forEach(perform)
    /// ```
    /// - Parameter target: What UIKit should show.
    /// - Returns: The commands in order; empty when the two states show the same thing.
    /// - Throws: ``PlanError`` when the states do not have the same tabs, or no identity is left for the target's
    ///   entries.
    /// - Complexity: O(*n*) in the number of entries.
    public mutating func move(to target: Self) throws(PlanError) -> [Effect<Screen>] {
        let planned = try Self.planned(from: self, to: target)
        self = planned.state
        return planned.effects
    }

    /// Gives every entry of this state (a plan's target) that `source` does not show as the same entry — the same
    /// identity in the same stack, with the same screen and flag — an identity that `source` and every state it was
    /// derived from never handed out, unless it has one already (at or above `source`'s counter, which only
    /// grows along a coordinator's history). The counter ends above both states'.
    /// - Returns: `false` when too few identities are left; the state is then half renumbered, and the plan throws.
    mutating func reidentify(against source: Self) -> Bool {
        var next = Swift.max(nextEntryID, source.nextEntryID)
        func known(_ entry: Entry<Screen>, in stack: NavigationStack<Screen>?) -> Bool {
            if entry.id.rawValue >= source.nextEntryID { return true }
            guard let stack else { return false }
            return stack.entries.contains {
                $0.id == entry.id && $0.hidesBar == entry.hidesBar && ScreenName.same($0.screen, entry.screen)
            }
        }
        var refs = tabs.indices.map { StackRef.tab($0) }
        if modal != nil { refs.append(.modal) }
        for ref in refs {
            let before = source.stack(ref)
            guard let entries = stack(ref)?.entries, entries.contains(where: { !known($0, in: before) }) else { continue }
            var renumbered: [Entry<Screen>] = []
            renumbered.reserveCapacity(entries.count)
            for entry in entries {
                if known(entry, in: before) {
                    renumbered.append(entry)
                    continue
                }
                guard next < UInt64.max else { return false }
                renumbered.append(Entry(screen: entry.screen, hidesBar: entry.hidesBar, id: EntryID(rawValue: next)))
                next += 1
            }
            withStack(ref) { $0 = NavigationStack(entries: renumbered) }
        }
        nextEntryID = next
        return true
    }

    /// The plan and the state it leaves UIKit in, worked out together.
    static func planned(from source: Self, to target: Self) throws(PlanError) -> (effects: [Effect<Screen>], state: Self) {
        guard source.tabs.count == target.tabs.count,
            zip(source.tabs, target.tabs).allSatisfy({ $0.name.unicodeScalars.elementsEqual($1.name.unicodeScalars) }),
            target.tabs.indices.contains(target.selectedIndex),
            source.tabs.indices.contains(source.selectedIndex)
        else { throw .differentTabs }
        // Which tabs are on the bar depends on the width, which only UIKit changes (a rotation, a resize).
        guard source.width == target.width && source.orientation == target.orientation else { throw .differentWidth }
        var target = target
        guard target.reidentify(against: source) else { throw .noEntryIdentityLeft }
        let rules = target.configuration
        var after = target
        var effects: [Effect<Screen>] = []
        let sameModal =
            source.modal?.stack.root.id == target.modal?.stack.root.id
            && source.modal?.style == target.modal?.style
        if source.modal != nil && !sameModal {
            effects.append(.dismiss(animated: target.modal == nil))
        }
        // What UIKit does by itself in the steps a coordinator plays, read from the rules the reducer calls.
        var facts = StepFacts()
        let selection = selectionCommands(from: source, to: target)
        effects += selection
        facts.selectionChanged = !selection.isEmpty
        facts.endsInMoreList = target.isShowingMoreList
        var pops: [Effect<Screen>] = []
        var sets: [Effect<Screen>] = []
        var pushes: [Effect<Screen>] = []
        for index in target.tabs.indices {
            let onScreen = index == target.selectedTabIndex && target.modal == nil
            let before = source.tabs[index].stack
            guard
                let command = stackCommand(
                    from: before, to: target.tabs[index].stack, ref: .tab(index), animated: onScreen)
            else { continue }
            switch command {
            case .pop, .popTo, .popToRoot: pops.append(command)
            case .push: pushes.append(command)
            default: sets.append(command)
            }
            guard index == target.selectedTabIndex else { continue }
            facts.selectedStackChanged = true
            facts.multiLevelPop = multiLevelPop(
                command, from: before, to: target.tabs[index].stack, modalPresented: target.modal != nil)
        }
        effects += pops + sets + pushes
        if let modal = target.modal {
            let root = modal.stack.root
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
        var reAdded = rules.reAddsSystemButtons(facts)
        for index in target.tabs.indices {
            if source.tabs[index].badge != target.tabs[index].badge {
                effects.append(.setBadge(target.tabs[index].badge, tab: index))
                var badgeFacts = StepFacts()
                badgeFacts.badgeChanged = true
                reAdded = reAdded || rules.reAddsSystemButtons(badgeFacts)
            }
            if source.tabs[index].isEnabled != target.tabs[index].isEnabled {
                effects.append(.setEnabled(target.tabs[index].isEnabled, tab: index))
            }
        }
        after.barStuckHidden =
            rules.sticksBar(facts) ? true : rules.releasesStuckBar(facts) ? false : source.barStuckHidden && rules.canStickBar
        if source.isBarHidden != after.isBarHidden {
            effects.append(.setTabBarHidden(after.isBarHidden, animated: false))
        }
        let buttons = source.systemButtonsPresent || reAdded
        if buttons && !target.systemButtonsPresent {
            effects.append(.removeSystemTabBarButtons)
        }
        after.systemButtonsPresent = buttons && (target.systemButtonsPresent || !rules.appRemovesSystemButtons)
        after.keepGestures(of: source, sameModal: sameModal, facts: facts)
        // The selection commands select no bar tab when the target is inside More (an overflow tab is selected by
        // index into More): UIKit's last bar tab, the return tab, is still the source's (V15 of format 3).
        if after.isMoreSelected { after.moreReturnTab = UInt8(truncatingIfNeeded: source.returnTab) }
        return (effects, after)
    }

    /// Sets the minimized bar and the gestures as UIKit leaves them after a plan from `source` to this state, whose
    /// selection and selected stack changed as `facts` say.
    private mutating func keepGestures(of source: Self, sameModal: Bool, facts: StepFacts) {
        let canMinimize = configuration.scrollMinimizes(.down) != nil || configuration.scrollMinimizes(.up) != nil
        barMinimized =
            source.barMinimized && canMinimize && !Configuration<Screen>.expandsMinimizedBar(facts, appHidBar: appHidBar)
        let sameFocus: Bool
        switch (source.modal, modal) {
        case (nil, nil): sameFocus = !facts.selectionChanged && !facts.selectedStackChanged
        case (let before?, let now?): sameFocus = sameModal && before.stack == now.stack
        default: sameFocus = false
        }
        swipe = source.swipe == .active && sameFocus ? .active : .idle
        let sheetKept = sameModal && modal.map { configuration.sheetSwipeRefusal($0.style) == nil } ?? false
        sheetSwipe = source.sheetSwipe == .active && sheetKept ? .active : .idle
    }

    /// The multi-level pop a plan's command on the selected tab's stack makes, as UIKit's profiles see it, if any.
    private static func multiLevelPop(
        _ command: Effect<Screen>, from before: NavigationStack<Screen>, to now: NavigationStack<Screen>,
        modalPresented: Bool
    ) -> StepFacts.MultiLevelPop? {
        let operation: StackOperation
        let animated: Bool
        switch command {
        case .popTo(_, _, let a): (operation, animated) = (.popTo, a)
        case .popToRoot(_, let a): (operation, animated) = (.popToRoot, a)
        case .setViewControllers(_, _, let a): (operation, animated) = (.setStack, a)
        default: return nil
        }
        let shrink = before.depth - now.depth
        guard Configuration<Screen>.isMultiLevelPop(operation, animated: animated, shrink: shrink, modalPresented: modalPresented)
        else { return nil }
        return .init(operation: operation, topHidBar: before.top.hidesBar)
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
        if target.hasMore && (!target.isMoreSelected || target.moreShows == .list) {
            // What More holds is not on screen, or is its list: set it first.
            if moreShows != target.moreShows {
                if let index = target.moreShows.tabIndex {
                    effects.append(.select(tab: index))
                    (moreSelected, moreShows, selected) = (true, .tab(index), index)
                } else {
                    showList()
                }
            }
        }
        if target.isShowingMoreList {
            if !(moreSelected && moreShows == .list) { showList() }
        } else if selected != target.selectedIndex || moreSelected != target.isMoreSelected {
            effects.append(.select(tab: target.selectedIndex))
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
    /// The states do not have the same tabs, or a selection is not one of them.
    case differentTabs
    /// The target's entries need new identities and every identity has been handed out.
    case noEntryIdentityLeft
    /// The states have different widths or orientations (format 3). No command changes the width: UIKit does, on a
    /// rotation or a resize, which the coordinator reports (``UIKitReport/rotated``, ``UIKitReport/resized(_:)``);
    /// plan from the state after that report.
    case differentWidth

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .differentTabs: "the two states do not have the same tabs"
        case .noEntryIdentityLeft: "no entry identity is left to hand out"
        case .differentWidth:
            "the two states have different widths or orientations: only UIKit changes them (report the rotation or the "
                + "resize, then plan)"
        }
    }
}
