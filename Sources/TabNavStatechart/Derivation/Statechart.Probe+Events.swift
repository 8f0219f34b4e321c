import TabNav

extension Statechart.Probe {
    /// The events tried in a state: every kind, with arguments that reach each branch of its handler (the
    /// focused stack and the last tab as targets, animated or not, screens, entries and depths in the stack and
    /// fresh screens, flagged or declared hiding screens, every modal style, every scroll).
    static func events(in state: TabNavState<String>) -> [TabNavEvent<String>] {
        let c = state.configuration
        let tabs = Array(c.tabs.indices)
        let declared = c.hidingScreens.sorted().first
        var requests: [TabNavRequest<String>] = [
            .tapCenter, .present("m", style: .sheet), .present("m", style: .fullScreen), .dismiss(),
            .setBadge(.count(1), tab: tabs.count - 1), .disable(tab: tabs.count - 1), .enable(tab: tabs.count - 1),
            .present("m", style: .lockedSheet), .present("m", style: .overFullScreen),
        ]
        requests += ModalStyle.allCases.map { .replaceModal("m2", style: $0) }
        requests += [.hideBar(), .hideBar(animated: false), .showBar(), .showBar(animated: false)]
        if c.hasMoreTab {
            requests += [.tapMore, .selectMore] + tabs.filter(c.isOverflowTab).map { .pick(tab: $0) }
        }
        var reports: [UIKitReport<String>] = [
            .backSwipe(.whole), .backButtonTapped, .backSwipe(.began), .backSwipe(.ended), .backSwipe(.cancelled),
            .sheetSwipe(.whole), .rotated, .sheetSwipe(.began), .sheetSwipe(.ended), .sheetSwipe(.cancelled),
        ]
        reports += Scroll.allCases.map { .scrolled($0) }
        if c.canResize { reports += Width.allCases.map { .resized($0) } }
        for i in tabs {
            requests += [.tap(tab: i), .select(tab: i)]
            var paths: [[String]] = [[], ["p5"], ["p5", "p6"]]
            if let declared { paths += [[declared], ["p5", declared]] }
            requests += paths.map { .open(tab: i, path: $0) }
        }
        let focused = state.stack(state.focusedStackRef)?.entries.map(\.screen) ?? []
        reports += Set(focused).sorted().map { .backMenuPicked($0) }
        for target in [nil, .tab(tabs.count - 1)] as [StackRef?] {
            let ref: StackRef = target.tabIndex.map { .tab($0) } ?? state.focusedStackRef
            let entries = state.stack(ref)?.entries ?? []
            let screens = entries.map(\.screen)
            let root = screens.first ?? "p0"
            var replacements: [[String]] = [[root], [root, "p5", "p6"], [root] + screens.dropFirst().prefix(1)]
            if let declared { replacements += [[declared], [root, declared]] }
            for animated in [true, false] {
                requests += [
                    .push("p5", animated: animated, in: target), .push("p5", hidesBar: true, animated: animated, in: target),
                    .pop(animated: animated, in: target), .popToRoot(animated: animated, in: target),
                ]
                if let declared { requests.append(.push(declared, animated: animated, in: target)) }
            }
            // Multi-level pops are the only steps whose animation the rules read; an instant one is like a shallow one.
            requests += Set(screens).sorted().map { .popTo($0, in: target) } + [.popTo(root, animated: false, in: target)]
            requests +=
                entries.map { .popToEntry($0.id, in: target) } + (1...max(screens.count, 1)).map { .popToDepth($0, in: target) }
            requests += [.popToDepth(1, animated: false, in: target)]
            requests += replacements.map { .setStack($0, in: target) } + [.setStack([root], animated: false, in: target)]
            reports += (1..<max(screens.count, 1)).map { .systemPopped(toDepth: $0, in: target) }
        }
        return requests.map { .request($0) } + reports.map { .report($0) }
    }
}
