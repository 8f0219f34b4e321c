import TabNav

/// What an event will do to the stacks and the selection, foreseen from the state before it.
///
/// Written from the trace format (§3, §4.3), not from the reducer: it models each stack as its screens and
/// hiding flags, applies the event's own change, and records what the chart's look-ahead guards ask. The
/// conformance tests run it against the reducer on every step they drive.
struct Lookahead<Screen: Hashable & Sendable> {
    /// One entry as the look-ahead needs it: the screen and its hiding flag.
    struct Item: Equatable {
        var screen: Screen
        var hides: Bool
    }

    /// The kinds of stack change the profiles tell apart.
    enum Operation { case push, pop, popTo, popToRoot, setStack }

    /// An animated pop-to-root, pop-to or set-stack that shrank the selected stack by two or more with no modal.
    struct MultiLevelPop {
        var operation: Operation
        var topHidBar: Bool
    }

    private let configuration: Configuration<Screen>
    private var tabs: [[Item]]
    private var modal: [Item]?
    private var selected: Int
    private(set) var selectionChanged = false
    private(set) var selectedStackChanged = false
    private(set) var anyStackChanged = false
    private(set) var multiLevelPop: MultiLevelPop?

    /// Foresees `event` applied to `state`; a rejected event changes nothing.
    init(_ state: TabNavState<Screen>, _ event: TabNavEvent<Screen>) {
        configuration = state.configuration
        tabs = state.tabs.map { $0.stack.entries.map { Item(screen: $0.screen, hides: $0.hidesBar) } }
        modal = state.modal.map { $0.stack.entries.map { Item(screen: $0.screen, hides: $0.hidesBar) } }
        selected = state.selectedIndex
        if state.swipe == .active && event.isNavigation { return }
        apply(event, state)
    }

    /// `policyHidden` of the selected tab's stack once the event has acted.
    var policyHidesSelected: Bool {
        let stack = tabs[selected]
        switch configuration.barPolicy {
        case .sticky: return stack.contains { $0.hides }
        case .topOnly: return stack.last?.hides ?? false
        }
    }

    private mutating func apply(_ event: TabNavEvent<Screen>, _ state: TabNavState<Screen>) {
        let barTakesTaps = state.modal == nil && !state.isBarHidden
        switch event {
        case .request(.tap(tab: let i)):
            guard tabs.indices.contains(i), barTakesTaps, state.tabs[i].isEnabled else { return }
            if i != selected { select(i) } else if tabs[i].count > 1 { change(.tab(i), .popToRoot, animated: true, Array(tabs[i].prefix(1))) }
        case .request(.tapCenter):
            guard barTakesTaps, let center = configuration.centerButton else { return }
            if case .push(let screen) = center.action {
                change(.tab(selected), .push, animated: true, tabs[selected] + [item(screen, flagged: false)])
            }
        case .request(.select(tab: let i)):
            if tabs.indices.contains(i) && i != selected { select(i) }
        case .request(.push(let screen, let flagged, let animated, let target)):
            guard let ref = resolve(target) else { return }
            change(ref, .push, animated: animated, items(ref) + [item(screen, flagged: flagged)])
        case .request(.pop(let animated, let target)):
            guard let ref = resolve(target), items(ref).count > 1 else { return }
            change(ref, .pop, animated: animated, items(ref).dropLast())
        case .request(.popTo(let screen, let animated, let target)):
            guard let ref = resolve(target) else { return }
            let stack = items(ref)
            guard let index = stack.dropLast().lastIndex(where: { $0.screen == screen }) else { return }
            change(ref, .popTo, animated: animated, Array(stack.prefix(index + 1)))
        case .request(.popToRoot(let animated, let target)):
            guard let ref = resolve(target), items(ref).count > 1 else { return }
            change(ref, .popToRoot, animated: animated, Array(items(ref).prefix(1)))
        case .request(.setStack(let screens, let animated, let target)):
            guard !screens.isEmpty, let ref = resolve(target) else { return }
            setScreens(screens, keeping: 0, on: ref, animated: animated)
        case .report(.backSwiped), .report(.backButtonPopped):
            let ref = focused
            if items(ref).count > 1 { change(ref, .pop, animated: true, items(ref).dropLast()) }
        case .report(.backMenuPopped(let screen)):
            if configuration.hasBackMenu { apply(.request(.popTo(screen)), state) }
        case .report(.sheetSwipedDown):
            if let style = state.modal?.style, configuration.sheetSwipeRefusal(style) == nil { modal = nil }
        case .report(.sheetSwipeFinished):
            if state.sheetSwipe == .active { modal = nil }
        case .report(.systemPopped(let depth, let target)):
            guard let ref = resolve(target), depth >= 1, depth < items(ref).count else { return }
            change(ref, depth == 1 ? .popToRoot : .popTo, animated: false, Array(items(ref).prefix(depth)))
        case .report(.backSwipeFinished):
            let ref = focused
            if state.swipe == .active && items(ref).count > 1 { change(ref, .pop, animated: true, items(ref).dropLast()) }
        case .request(.present(let screen, _)):
            if modal == nil { modal = [item(screen, flagged: false)] }
        case .request(.dismiss):
            modal = nil
        case .request(.open(let i, let path)):
            guard tabs.indices.contains(i) else { return }
            modal = nil
            if i != selected { select(i) }
            setScreens(path, keeping: 1, on: .tab(i), animated: false)
        case .report(.backSwipeStarted), .report(.backSwipeCancelled), .request(.setBadge), .request(.enable), .request(.disable), .report(.rotated),
            .request(.hideBar), .request(.showBar), .report(.sheetSwipeStarted), .report(.sheetSwipeCancelled), .report(.scrolled):
            return
        }
    }

    private var focused: StackRef { modal == nil ? .tab(selected) : .modal }

    private func resolve(_ target: StackTarget) -> StackRef? {
        switch target {
        case .focused: focused
        case .tab(let index): tabs.indices.contains(index) ? .tab(index) : nil
        case .modal: modal == nil ? nil : .modal
        }
    }

    private func items(_ ref: StackRef) -> [Item] {
        switch ref {
        case .tab(let i): tabs[i]
        case .modal: modal ?? []
        }
    }

    private func item(_ screen: Screen, flagged: Bool) -> Item {
        Item(screen: screen, hides: flagged || configuration.hidingScreens.contains(screen))
    }

    private mutating func select(_ index: Int) {
        selected = index
        selectionChanged = true
    }

    /// `set-stack` and `open`: the first `keep` entries stay, the screens follow with their declared flags.
    private mutating func setScreens(_ screens: [Screen], keeping keep: Int, on ref: StackRef, animated: Bool) {
        let old = items(ref)
        let new = Array(old.prefix(keep)) + screens.map { item($0, flagged: false) }
        if new != old { change(ref, .setStack, animated: animated, new) }
    }

    private mutating func change(_ ref: StackRef, _ operation: Operation, animated: Bool, _ new: some Collection<Item>) {
        let old = items(ref)
        switch ref {
        case .tab(let i): tabs[i] = Array(new)
        case .modal: modal = Array(new)
        }
        anyStackChanged = true
        guard ref == .tab(selected) else { return }
        selectedStackChanged = true
        let shrinks = old.count - new.count >= 2
        if animated && shrinks && modal == nil && [.popTo, .popToRoot, .setStack].contains(operation) {
            multiLevelPop = MultiLevelPop(operation: operation, topHidBar: old.last?.hides ?? false)
        }
    }
}
