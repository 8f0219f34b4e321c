extension TabNavState {
    /// Programmatic presentation; rejected while a modal is presented.
    mutating func present(_ screen: Screen, style: ModalStyle, animated: Bool, _ t: inout Transition<Screen>)
        -> Rejection?
    {
        if modal != nil { return .alreadyPresenting }
        if let rejection = needIdentities(1) { return rejection }
        presentModal(screen, style: style, animated: animated, &t)
        return nil
    }

    /// Dismisses the modal without animation, if there is one, and presents `screen` in its place.
    mutating func replaceModal(_ screen: Screen, style: ModalStyle, animated: Bool, _ t: inout Transition<Screen>)
        -> Rejection?
    {
        if let rejection = needIdentities(1) { return rejection }
        dismissModal(animated: false, &t)
        presentModal(screen, style: style, animated: animated, &t)
        return nil
    }

    mutating func presentModal(_ screen: Screen, style: ModalStyle, animated: Bool = true, _ t: inout Transition<Screen>) {
        let root = makeEntry(screen, hidesBar: false)
        // Room for a few pushes: a stack made of `[root]` has room for one entry, and the modal's first pushes each
        // made a larger copy (W2: about 440 instructions each).
        var entries: [Entry<Screen>] = []
        entries.reserveCapacity(4)
        entries.append(root)
        modal = Modal(stack: NavigationStack(entries: entries), style: style)
        t.changed = true
        t.emit(.present(root, style: style, animated: animated))
    }

    mutating func dismiss(animated: Bool, _ t: inout Transition<Screen>) -> Rejection? {
        dismissModal(animated: animated, &t)
        return nil
    }

    /// Dismisses the modal if there is one; when the dismissal makes the tab bar controller's view appear
    /// (``Configuration/dismissalShowsTabBarController(_:in:)``), its `viewWillAppear` removes the system buttons.
    mutating func dismissModal(animated: Bool, byUIKit: Bool = false, _ t: inout Transition<Screen>) {
        guard let style = modal?.style else { return }
        modal = nil
        t.changed = true
        if !byUIKit { t.emit(.dismiss(animated: animated)) }
        sheetSwipe = .idle
        if configuration.dismissalShowsTabBarController(style, in: width) {
            t.facts.tabBarControllerAppeared = true
            tabBarControllerWillAppear(&t)
        }
    }

    /// A deep link: dismiss as `dismiss` does, select the tab programmatically, then set its stack to
    /// its current root followed by `path`, without animation.
    mutating func openDeepLink(tab index: Int, path: [NewEntry<Screen>], _ t: inout Transition<Screen>) -> Rejection? {
        guard tabs.indices.contains(index) else { return .noSuchTab(index) }
        if let rejection = needIdentities(newEntries(path, from: 1, on: .tab(index))) { return rejection }
        dismissModal(animated: false, &t)
        if index != selectedTabIndex { select(index, &t) }
        setScreens(path, from: 1, on: .tab(index), animated: false, &t)
        return nil
    }
}
