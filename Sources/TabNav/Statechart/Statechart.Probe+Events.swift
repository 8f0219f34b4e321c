extension Statechart.Probe {
    /// The events tried in a state: every kind, with arguments that reach each branch of its handler (the
    /// focused stack and the first two tabs as targets, animated or not, screens in the stack and fresh ones,
    /// flagged or declared hiding screens).
    static func events(in state: TabNavState<String>) -> [TabNavEvent<String>] {
        let c = state.configuration
        let tabs = Array(c.tabs.indices)
        let declared = c.hidingScreens.sorted().first
        var events: [TabNavEvent<String>] = [
            .centerButtonTapped, .backSwiped, .backButtonTapped, .backSwipeStarted, .backSwipeFinished, .backSwipeCancelled,
            .modalPresented("m", style: .sheet), .modalPresented("m", style: .fullScreen), .modalDismissed, .sheetSwipedDown,
            .deviceRotated,
        ]
        for i in tabs {
            events += [.tabTapped(i), .tabSelected(i)]
            var paths: [[String]] = [[], ["p5"], ["p5", "p6"]]
            if let declared { paths += [[declared], ["p5", declared]] }
            events += paths.map { .deepLinkOpened(tab: i, path: $0) }
        }
        let focused = state.stack(state.focusedStackRef)?.entries.map(\.screen) ?? []
        events += Set(focused).sorted().map { .backMenuJumped(to: $0) }
        let targets: [Int?] = [nil, tabs.count - 1]
        for target in targets {
            let ref: StackRef = target.map { .tab($0) } ?? state.focusedStackRef
            let screens = state.stack(ref)?.entries.map(\.screen) ?? []
            let root = screens.first ?? "p0"
            var replacements: [[String]] = [[root], [root, "p5", "p6"], [root] + screens.dropFirst().prefix(1)]
            if let declared { replacements += [[declared], [root, declared]] }
            for animated in [true, false] {
                events += [.pushed("p5", hidesBar: false, animated: animated, target: target),
                           .pushed("p5", hidesBar: true, animated: animated, target: target),
                           .popped(animated: animated, target: target), .poppedToRoot(animated: animated, target: target)]
                if let declared { events.append(.pushed(declared, hidesBar: false, animated: animated, target: target)) }
                events += Set(screens).sorted().map { .poppedTo($0, animated: animated, target: target) }
                events += replacements.map { .stackReplaced($0, animated: animated, target: target) }
            }
            events += (1..<max(screens.count, 1)).map { .systemPopped(toDepth: $0, target: target) }
        }
        return events
    }
}
