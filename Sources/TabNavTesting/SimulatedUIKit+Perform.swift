import TabNav

extension SimulatedUIKit {
    /// Performs one command the way UIKit does under the configuration's profile, its bugs included, or refuses it.
    ///
    /// Besides the command's own change, UIKit may do more by itself: an animated pop of two or more levels puts
    /// its buttons back under `legacy` and can leave the bar stuck hidden under `ios14.0`; a badge on the item puts
    /// them back (`badge-target item`); new content, a change of the stack on screen or hiding the bar expands a
    /// minimized bar (`ios26`), where the app's removal of UIKit's buttons finds none.
    /// - Parameter effect: A command of a coordinator, usually one of a step's effects.
    /// - Throws: ``UIKitRefusal`` for a command UIKit refuses (a pop at a root, a pop to an entry that is not in the
    ///   stack, a push of an entry already shown, a presentation while presenting, a dismissal with nothing presented,
    ///   a tab index out of range, a row of the More list off the list); a refused command changes nothing. A
    ///   command that moves the focus or changes the stack under the user's back-swipe ends it; one that takes the
    ///   sheet away ends the user's sheet swipe.
    /// - Complexity: O(*n*) in the entries of the stacks for a push, a presentation and `setViewControllers`;
    ///   O(*n*) in the stack it pops otherwise.
    public mutating func perform(_ effect: Effect<Screen>) throws(UIKitRefusal) {
        let (focus, focused, sheet) = (focusedStack, focusedStack.flatMap(stack), presented?.entries.first)
        do {
            try play(effect)
        } catch {
            throw UIKitRefusal(command: effect.description, reason: error)
        }
        // A command that moves the focus or changes the stack under the user's back-swipe ends the gesture, and one
        // that takes the sheet away ends the sheet swipe (as `TabNavState.plan(from:to:)` leaves them).
        if backSwipe == .active && (focusedStack != focus || focusedStack.flatMap(stack) != focused) { backSwipe = .idle }
        if sheetSwipe == .active && presented?.entries.first != sheet { sheetSwipe = .idle }
    }

    private mutating func play(_ effect: Effect<Screen>) throws(UIKitRefusal.Reason) {
        switch effect {
        case .select(tab: let index): try select(index)
        case .selectMore: try selectMore()
        case .showInMore(let index, _): try showInMore(index)
        case .popToMoreList: try popToMoreList()
        case .push(let entry, let ref, let animated): try push(entry, on: ref, animated: animated)
        case .pop(let ref, let animated): try pop(ref, animated: animated)
        case .popTo(let id, let ref, let animated): try pop(ref, to: id, animated: animated)
        case .popToRoot(let ref, let animated): try popToRoot(ref, animated: animated)
        case .setViewControllers(let entries, let ref, let animated): try set(entries, on: ref, animated: animated)
        case .present(let root, let style, _): try present(root, style: style)
        case .dismiss: try dismiss()
        case .setTabBarHidden(let hidden, _): setTabBarHidden(hidden)
        case .setBadge(let badge, let index): try setBadge(badge, tab: index)
        case .setEnabled(let enabled, let index):
            try checkTab(index)
            enabledItems[index] = enabled
        case .scrollToTop(let index): try checkTab(index)
        case .removeSystemTabBarButtons: if configuration.appRemovesSystemButtons { systemButtonsPresent = false }
        }
    }

    private func checkTab(_ index: Int) throws(UIKitRefusal.Reason) {
        guard tabStacks.indices.contains(index) else { throw .noSuchTab(index) }
    }

    /// `selectedIndex = index`: an overflow tab is shown inside More, More's item selected.
    private mutating func select(_ index: Int) throws(UIKitRefusal.Reason) {
        try checkTab(index)
        let (before, wasMore) = (selection, isMoreSelected)
        if configuration.isOverflowTab(index, in: width) {
            isMoreSelected = true
            moreShowsTab = index
        } else {
            isMoreSelected = false
            selectedBarTab = index
        }
        selectionChanged(from: before, moreSelected: wasMore)
    }

    /// `selectedViewController = moreNavigationController`: More shows what it last showed.
    private mutating func selectMore() throws(UIKitRefusal.Reason) {
        guard configuration.hasMore(in: width) else { throw .noMoreTab }
        let (before, wasMore) = (selection, isMoreSelected)
        isMoreSelected = true
        selectionChanged(from: before, moreSelected: wasMore)
    }

    /// An overflow tab's stack pushed onto `moreNavigationController` over the More list on screen.
    private mutating func showInMore(_ index: Int) throws(UIKitRefusal.Reason) {
        guard configuration.hasMore(in: width) else { throw .noMoreTab }
        try checkTab(index)
        guard configuration.isOverflowTab(index, in: width) else { throw .notAnOverflowTab(index) }
        guard selection == .moreList else { throw .moreListNotShown }
        moreShowsTab = index
        selectionChanged(from: .moreList, moreSelected: true)
    }

    /// `moreNavigationController.popToRootViewController`: back to the More list.
    private mutating func popToMoreList() throws(UIKitRefusal.Reason) {
        guard configuration.hasMore(in: width) else { throw .noMoreTab }
        guard moreShowsTab != nil else { throw .moreShowsList }
        let (before, wasMore) = (selection, isMoreSelected)
        moreShowsTab = nil
        selectionChanged(from: before, moreSelected: wasMore)
    }

    private func entries(_ ref: StackRef) throws(UIKitRefusal.Reason) -> [Entry<Screen>] {
        switch ref {
        case .tab(let index):
            try checkTab(index)
            return tabStacks[index]
        case .modal:
            guard let presented else { throw .noModal }
            return presented.entries
        }
    }

    /// Whether the entry's view controller is in a stack other than `ref`'s (`nil` for any stack).
    private func isShown(_ id: EntryID, except ref: StackRef?) -> Bool {
        for (index, stack) in tabStacks.enumerated() where ref != .tab(index) && stack.contains(where: { $0.id == id }) {
            return true
        }
        return ref != .modal && presented?.entries.contains { $0.id == id } == true
    }

    private mutating func push(_ entry: Entry<Screen>, on ref: StackRef, animated: Bool) throws(UIKitRefusal.Reason) {
        let before = try entries(ref)
        guard !isShown(entry.id, except: nil) else { throw .entryAlreadyShown(entry.id) }
        setStack(ref, before + [entry])
        stackChanged(ref, from: before, by: .push, animated: animated)
    }

    private mutating func pop(_ ref: StackRef, animated: Bool) throws(UIKitRefusal.Reason) {
        let before = try entries(ref)
        guard before.count > 1 else { throw .nothingToPop(ref) }
        setStack(ref, Array(before.dropLast()))
        stackChanged(ref, from: before, by: .pop, animated: animated)
    }

    private mutating func pop(_ ref: StackRef, to id: EntryID, animated: Bool) throws(UIKitRefusal.Reason) {
        let before = try entries(ref)
        guard let index = before.firstIndex(where: { $0.id == id }) else { throw .entryNotInStack(id, ref) }
        guard index < before.count - 1 else { throw .nothingToPop(ref) }
        setStack(ref, Array(before[...index]))
        stackChanged(ref, from: before, by: .popTo, animated: animated)
    }

    private mutating func popToRoot(_ ref: StackRef, animated: Bool) throws(UIKitRefusal.Reason) {
        let before = try entries(ref)
        guard before.count > 1 else { throw .nothingToPop(ref) }
        setStack(ref, [before[0]])
        stackChanged(ref, from: before, by: .popToRoot, animated: animated)
    }

    /// `setViewControllers`: entries already in the stack keep their view controllers, which cannot change what
    /// they show; the others must not be in another stack.
    private mutating func set(_ new: [Entry<Screen>], on ref: StackRef, animated: Bool) throws(UIKitRefusal.Reason) {
        let before = try entries(ref)
        guard !new.isEmpty else { throw .emptyStack }
        var seen = Set<EntryID>()
        for entry in new {
            guard seen.insert(entry.id).inserted else { throw .entryTwice(entry.id) }
            if let kept = before.first(where: { $0.id == entry.id }) {
                guard kept == entry else { throw .entryChanged(entry.id) }
            } else if isShown(entry.id, except: ref) {
                throw .entryAlreadyShown(entry.id)
            }
        }
        guard new != before else { return }
        setStack(ref, new)
        stackChanged(ref, from: before, by: .setViewControllers, animated: animated)
    }

    private mutating func present(_ root: Entry<Screen>, style: ModalStyle) throws(UIKitRefusal.Reason) {
        guard presented == nil else { throw .alreadyPresenting }
        guard !isShown(root.id, except: nil) else { throw .entryAlreadyShown(root.id) }
        presented = Presented(entries: [root], style: style)
    }

    private mutating func dismiss() throws(UIKitRefusal.Reason) {
        guard presented != nil else { throw .noModal }
        presented = nil
    }

    /// `setTabBarHidden`: the app's own hiding of the bar expands a minimized one; the bar that a selected stack's
    /// screens or the stuck bar hide stays minimized behind them (V13 of format 3).
    private mutating func setTabBarHidden(_ hidden: Bool) {
        tabBarHiddenFlag = hidden
        if hidden && !screensHideBar && !barStuckHidden { barMinimized = false }
    }

    private mutating func setBadge(_ badge: Badge, tab index: Int) throws(UIKitRefusal.Reason) {
        try checkTab(index)
        badges[index] = badge
        if configuration.badgeChangeReAddsSystemButtons { systemButtonsPresent = true }
    }
}
