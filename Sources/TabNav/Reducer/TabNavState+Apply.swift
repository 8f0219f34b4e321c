extension TabNavState {
    /// The top switch of the requests: one line a case, each calling the helper of its topic.
    mutating func apply(_ request: TabNavRequest<Screen>, _ t: inout Transition<Screen>) -> Rejection? {
        switch request {
        case .tap(let tab): tapTab(tab, &t)
        case .tapCenter: tapCenter(&t)
        case .select(let tab): selectTab(tab, &t)
        case .tapMore: tapMore(&t)
        case .pick(let tab): pick(tab, &t)
        case .selectMore: selectMoreTab(&t)
        case .push(let s, let h, let a, let target): push(s, hidesBar: h, animated: a, target: target, &t)
        case .pop(let a, let target): pop(animated: a, target: target, &t)
        case .popTo(let s, let a, let target): pop(to: s, animated: a, target: target, &t)
        case .popToEntry(let id, let a, let target): pop(toEntry: id, animated: a, target: target, &t)
        case .popToDepth(let depth, let a, let target): pop(toDepth: depth, animated: a, target: target, &t)
        case .popToRoot(let a, let target): popToRoot(animated: a, target: target, &t)
        case .setStack(let s, let a, let target): replaceStack(s, animated: a, target: target, &t)
        case .present(let s, let style, let a): present(s, style: style, animated: a, &t)
        case .replaceModal(let s, let style, let a): replaceModal(s, style: style, animated: a, &t)
        case .dismiss(let a): dismiss(animated: a, &t)
        case .open(let tab, let path): openDeepLink(tab: tab, path: path, &t)
        case .setBadge(let badge, let tab): setBadge(badge, tab: tab, &t)
        case .enable(let tab): setEnabled(true, tab: tab, &t)
        case .disable(let tab): setEnabled(false, tab: tab, &t)
        case .hideBar(let a): setAppHidBar(true, animated: a, &t)
        case .showBar(let a): setAppHidBar(false, animated: a, &t)
        }
    }

    /// The top switch of the reports: one line a case; none emits a navigation command.
    mutating func apply(_ report: UIKitReport<Screen>, _ t: inout Transition<Screen>) -> Rejection? {
        switch report {
        case .backSwipe(.whole), .backButtonTapped: backSwipe(&t)
        case .backSwipe(.began): startBackSwipe(&t)
        case .backSwipe(.ended): finishBackSwipe(&t)
        case .backSwipe(.cancelled): cancelBackSwipe(&t)
        case .backMenuPicked(let s): backMenuPop(to: s, &t)
        case .sheetSwipe(.whole): swipeSheetDown(&t)
        case .sheetSwipe(.began): startSheetSwipe(&t)
        case .sheetSwipe(.ended): finishSheetSwipe(&t)
        case .sheetSwipe(.cancelled): cancelSheetSwipe(&t)
        case .scrolled(let scroll): scrollContent(scroll, &t)
        case .systemPopped(let depth, let target): systemPop(toDepth: depth, target: target, &t)
        case .rotated: rotate(&t)
        case .resized(let width): resize(to: width, &t)
        }
    }
}
