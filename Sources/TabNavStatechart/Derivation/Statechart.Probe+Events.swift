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
        let listed = requests.map { TabNavEvent.request($0) } + reports.map { .report($0) }
        return listed + TabNavEvent<String>.Kind.allCases.filter { !handListed.contains($0) }.flatMap { drawn($0, in: state) }
    }

    /// The kinds that ``events(in:)`` lists by hand (some only where they apply: More's steps with a More tab, a
    /// resize on an iPad); every other kind is tried through ``drawn(_:in:)``, so that a new kind needs no edit here.
    static let handListed: Set<TabNavEvent<String>.Kind> = [
        .tap, .tapCenter, .select, .tapMore, .pick, .selectMore, .push, .pop, .popTo, .popToEntry, .popToDepth, .popToRoot,
        .setStack, .present, .replaceModal, .dismiss, .open, .setBadge, .enable, .disable, .hideBar, .showBar, .backSwipe,
        .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled, .backButtonTapped, .backMenuPicked, .sheetSwipe,
        .sheetSwipeBegan, .sheetSwipeEnded, .sheetSwipeCancelled, .systemPopped, .rotated, .scrolled, .resized,
    ]

    /// The events tried for a kind that ``events(in:)`` does not list: its arguments taken from two sets of values of
    /// every kind of argument (the focused stack, animated, the first of each domain; the last tab's stack, instant,
    /// the last of each), built through the library's inverse of its arguments at the phase that agrees with the kind.
    package static func drawn(_ kind: TabNavEvent<String>.Kind, in state: TabNavState<String>) -> [TabNavEvent<String>] {
        let last = state.configuration.tabs.count - 1
        let entries = state.stack(state.focusedStackRef)?.entries ?? []
        let root = entries.first?.screen ?? "p0"
        let sets: [[TabNavEvent<String>.Argument]] = [
            [
                .tab(0), .screen("p5"), .hidesBar(false), .animated(true), .in(nil), .depth(1), .toDepth(1),
                .entries([NewEntry(root)]), .path([]), .style(.sheet), .badge(.count(1)), .scroll(.down), .width(.compact),
            ] + (entries.first.map { [.entryID($0.id)] } ?? []),
            [
                .tab(last), .screen("m"), .hidesBar(true), .animated(false), .in(.tab(last)), .depth(entries.count),
                .toDepth(entries.count), .entries([NewEntry(root), NewEntry("p5")]), .path([NewEntry("p5")]),
                .style(.fullScreen), .badge(.none), .scroll(.top), .width(.regular),
            ] + (entries.last.map { [.entryID($0.id)] } ?? []),
        ]
        var events: [TabNavEvent<String>] = []
        for values in sets {
            for phase in GesturePhase.allCases {
                guard let event = TabNavEvent(kind: kind, arguments: [], defaults: values + [.phase(phase)]) else { continue }
                if !events.contains(event) { events.append(event) }
                break
            }
        }
        return events
    }
}
