/// The pure half of a SwiftUI bridge, for apps built on `TabView(selection:)` with one `NavigationStack(path:)` a tab:
/// the values their bindings read, and the events their writes stand for. Nothing here needs SwiftUI, so the
/// bridge is tested on Linux; the thin `Binding` glue is in `TabNavState+SwiftUIBindings.swift`.
///
/// A binding's getter reads ``tabViewSelection`` or ``navigationPath(tab:)``; its setter turns SwiftUI's new value
/// into an event with ``event(forSelection:)`` or ``event(forPath:tab:)`` and reduces it. Paths hold entries, not
/// screens, so that SwiftUI keeps a view for each entry identity.
extension TabNavState {
    /// The value a `TabView(selection:)` binding reads: the index of the tab whose content is on screen, an
    /// overflow tab shown in More included; while More shows its list, the first overflow tab's index.
    public var tabViewSelection: Int { selectedIndex }

    /// The path a tab's `NavigationStack(path:)` binding reads: the tab's entries above its root, bottom first.
    /// - Parameter tab: The tab's index.
    /// - Returns: The entries above the root; empty for a tab at its root or an index with no tab.
    public func navigationPath(tab: Int) -> [Entry<Screen>] {
        guard tabs.indices.contains(tab) else { return [] }
        return Array(tabs[tab].stack.entries.dropFirst())
    }

    /// The path of the presented modal's `NavigationStack(path:)`: its entries above its root; empty with no modal.
    public var modalNavigationPath: [Entry<Screen>] { Array(modal?.stack.entries.dropFirst() ?? []) }

    /// The event a `TabView` selection the user set stands for: a tap of a tab on the bar; for an overflow tab,
    /// which SwiftUI's own More list shows, a pick of its row while the state shows the More list, else a
    /// selection (UIKit shows the tab inside More).
    /// - Parameter selection: The tab index SwiftUI wrote.
    /// - Returns: `.request(.tap(tab:))`, `.request(.pick(tab:))` or `.request(.select(tab:))`, or `nil` when it is
    ///   the selection already or names no tab.
    public func event(forSelection selection: Int) -> TabNavEvent<Screen>? {
        guard tabs.indices.contains(selection), selection != selectedTabIndex else { return nil }
        guard isOverflowTab(selection) else { return .request(.tap(tab: selection)) }
        return .request(isShowingMoreList ? .pick(tab: selection) : .select(tab: selection))
    }

    /// The event a path that SwiftUI wrote back stands for: SwiftUI pops on its own (the back button, the edge swipe,
    /// the back button's menu), so a shorter path is a report of UIKit's pop.
    ///
    /// - One entry fewer on the focused stack: ``UIKitReport/backButtonTapped`` (an animated pop by the user, as the
    ///   edge swipe is).
    /// - Several fewer on the focused stack: ``UIKitReport/backMenuPicked(_:)`` when the entry left on top is the
    ///   nearest one with its screen, else ``UIKitReport/systemPopped(toDepth:in:)``.
    /// - Fewer on a stack not on screen: ``UIKitReport/systemPopped(toDepth:in:)`` with the tab.
    /// - Any other change (an entry SwiftUI added or replaced): a ``TabNavRequest/setStack(_:animated:in:)-enum.case``
    ///   request to that path over the tab's root, so that the state decides.
    /// - Parameters:
    ///   - path: The path SwiftUI wrote.
    ///   - tab: The tab whose `NavigationStack` it is.
    /// - Returns: The event, or `nil` when the path is the state's already or the index names no tab.
    public func event(forPath path: [Entry<Screen>], tab: Int) -> TabNavEvent<Screen>? {
        guard tabs.indices.contains(tab) else { return nil }
        let entries = tabs[tab].stack.entries
        let current = entries.dropFirst()
        if path.elementsEqual(current) { return nil }
        let depth = path.count + 1
        guard path.count < current.count, path.elementsEqual(current.prefix(path.count)) else {
            let root = NewEntry(entries[0].screen, hidesBar: entries[0].hidesBar)
            return .request(.setStack([root] + path.map { NewEntry($0.screen, hidesBar: $0.hidesBar) }, in: .tab(tab)))
        }
        guard focusedStack == .tab(tab) else { return .report(.systemPopped(toDepth: depth, in: .tab(tab))) }
        if depth == entries.count - 1 { return .report(.backButtonTapped) }
        // The back menu's pick when the reducer's own search lands at that depth, else UIKit's plain pop.
        let menu = TabNavEvent.report(.backMenuPicked(entries[depth - 1].screen))
        let landing = preview(menu).after.stack(.tab(tab))?.depth
        return landing == depth ? menu : .report(.systemPopped(toDepth: depth, in: .tab(tab)))
    }
}
