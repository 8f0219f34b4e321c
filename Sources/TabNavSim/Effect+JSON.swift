import TabNav
import TabNavTrace

extension Effect where Screen == String {
    /// The effect as JSON fields: `kind` (the command's name), then its arguments by name.
    /// - Parameter tabs: The tab names, so that a stack or tab is named as the trace names it.
    func jsonFields(tabs: [String]) -> [(String, String)] {
        func tab(_ i: Int) -> String { tabs.indices.contains(i) ? tabs[i].jsonQuoted : String(i) }
        func stack(_ ref: StackRef) -> String {
            switch ref {
            case .tab(let i): JSONReporter.object([("tab", tab(i))])
            case .modal: JSONReporter.object([("modal", "true")])
            }
        }
        func entry(_ e: Entry<String>) -> String {
            JSONReporter.object([
                ("screen", e.screen.jsonQuoted), ("hidesBar", e.hidesBar ? "true" : "false"),
                ("id", String(e.id.rawValue)),
            ])
        }
        let animated = { (a: Bool) in ("animated", a ? "true" : "false") }
        switch self {
        case .select(tab: let i): return [("kind", "selectTab".jsonQuoted), ("tab", tab(i))]
        case .selectMore: return [("kind", "selectMore".jsonQuoted)]
        case .showInMore(let t, let a): return [("kind", "showInMore".jsonQuoted), ("tab", tab(t)), animated(a)]
        case .popToMoreList(let a): return [("kind", "popToMoreList".jsonQuoted), animated(a)]
        case .push(let e, let st, let a):
            return [("kind", "push".jsonQuoted), ("entry", entry(e)), ("stack", stack(st)), animated(a)]
        case .pop(let st, let a): return [("kind", "pop".jsonQuoted), ("stack", stack(st)), animated(a)]
        case .popTo(let id, let st, let a):
            return [("kind", "popTo".jsonQuoted), ("entryId", String(id.rawValue)), ("stack", stack(st)), animated(a)]
        case .popToRoot(let st, let a): return [("kind", "popToRoot".jsonQuoted), ("stack", stack(st)), animated(a)]
        case .setViewControllers(let entries, let st, let a):
            return [
                ("kind", "setViewControllers".jsonQuoted), ("entries", JSONReporter.array(entries.map(entry))),
                ("stack", stack(st)), animated(a),
            ]
        case .present(let e, let style, let a):
            return [("kind", "present".jsonQuoted), ("entry", entry(e)), ("style", style.description.jsonQuoted), animated(a)]
        case .dismiss(let a): return [("kind", "dismiss".jsonQuoted), animated(a)]
        case .setTabBarHidden(let h, let a):
            return [("kind", "setTabBarHidden".jsonQuoted), ("hidden", h ? "true" : "false"), animated(a)]
        case .setBadge(let b, let t):
            return [("kind", "setBadge".jsonQuoted), ("tab", tab(t)), ("badge", b == .none ? "null" : b.description.jsonQuoted)]
        case .setEnabled(let e, let t):
            return [("kind", "setTabEnabled".jsonQuoted), ("tab", tab(t)), ("enabled", e ? "true" : "false")]
        case .scrollToTop(let t): return [("kind", "scrollToTop".jsonQuoted), ("tab", tab(t))]
        case .removeSystemTabBarButtons: return [("kind", "removeSystemTabBarButtons".jsonQuoted)]
        }
    }
}

extension Rejection {
    /// A stable code for tools, in kebab case: `tab-bar-hidden`, `screen-not-in-stack`.
    var code: String {
        switch self {
        case .backSwipeActive: "back-swipe-active"
        case .modalCoversTabBar: "modal-covers-tab-bar"
        case .tabBarHidden: "tab-bar-hidden"
        case .tabDisabled: "tab-disabled"
        case .noSuchTab: "no-such-tab"
        case .noCenterButton: "no-center-button"
        case .screenNotInStack: "screen-not-in-stack"
        case .alreadyPresenting: "already-presenting"
        case .emptyStack: "empty-stack"
        case .notASwipeableSheet: "not-a-swipeable-sheet"
        case .depthOutOfRange: "depth-out-of-range"
        case .noEntryIdentityLeft: "no-entry-identity-left"
        case .noModalPresented: "no-modal-presented"
        case .sheetLocked: "sheet-locked"
        case .sheetSwipeActive: "sheet-swipe-active"
        case .noBackMenu: "no-back-menu"
        case .tabBarMinimized: "tab-bar-minimized"
        case .noMoreTab: "no-more-tab"
        case .notOnTabBar: "not-on-tab-bar"
        case .moreListNotShown: "more-list-not-shown"
        case .notAnOverflowTab: "not-an-overflow-tab"
        case .moreListHasNoStack: "more-list-has-no-stack"
        case .modalCoversMoreList: "modal-covers-more-list"
        case .entryNotInStack: "entry-not-in-stack"
        }
    }
}
