extension TabNavState {
    /// The stack a navigation event targets: the focused stack, a tab's, or the presented modal's.
    func resolve(_ target: StackRef?) -> Result<StackRef, Rejection> {
        switch target {
        case nil: focusIsMoreList ? .failure(.moreListHasNoStack) : .success(focusedStackRef)
        case .tab(let index): tabs.indices.contains(index) ? .success(.tab(index)) : .failure(.noSuchTab(index))
        case .modal: modal != nil ? .success(.modal) : .failure(.noModalPresented)
        }
    }

    /// Changes the stack `ref` with `body` and records what UIKit's profiles need to know.
    ///
    /// Always inlined into its handler: out of line, `body` (a closure over the pushed entry) was called through a
    /// context and a pointer.
    @inline(__always)
    mutating func changeStack(
        _ ref: StackRef, _ operation: StackOperation, animated: Bool, _ t: inout Transition<Screen>,
        _ body: (inout NavigationStack<Screen>) -> Void
    ) {
        let isSelected = ref == .tab(selectedIndex) && !isShowingMoreList
        let depthBefore = depth(of: ref)
        let topHidBar = topHidesBar(ref)
        withStack(ref, body)
        t.changed = true
        t.stackChanged = true
        t.animated = animated
        guard isSelected else { return }
        t.selectedStackChanged = true
        let shrink = depthBefore - depth(of: ref)
        if Configuration<Screen>.isMultiLevelPop(operation, animated: animated, shrink: shrink, modalPresented: modal != nil) {
            t.facts.multiLevelPop = .init(operation: operation, topHidBar: topHidBar)
        }
    }

    @inline(never) // Inlined into `apply`, it made the request switch copy the whole request (about 90 instructions).
    mutating func push(_ screen: Screen, hidesBar: Bool, animated: Bool, target: StackRef?, _ t: inout Transition<Screen>)
        -> Rejection?
    {
        let ref: StackRef
        switch resolve(target) {
        case .failure(let rejection): return rejection
        case .success(let r): ref = r
        }
        if let rejection = needIdentities(1) { return rejection }
        let entry = makeEntry(screen, hidesBar: hidesBar)
        changeStack(ref, .push, animated: animated, &t) { $0.push(entry) }
        t.emit(.push(entry, stack: ref, animated: animated))
        return nil
    }

    /// Pops the top entry; at the root of an overflow tab that More shows, goes back to the More list (V4).
    mutating func pop(animated: Bool, target: StackRef?, _ t: inout Transition<Screen>) -> Rejection? {
        if target == nil && goesBackToMoreList {
            backToMoreList(animated: animated, emit: true, &t)
            return nil
        }
        switch resolve(target) {
        case .failure(let rejection): return rejection
        case .success(let ref):
            guard depth(of: ref) > 1 else { return nil }
            changeStack(ref, .pop, animated: animated, &t) { $0.truncate(to: $0.depth - 1) }
            t.emit(.pop(stack: ref, animated: animated))
            return nil
        }
    }

    /// Pops to the nearest entry showing `screen` below the top; `byUIKit` when UIKit did it already (no effect).
    mutating func pop(
        to screen: Screen, animated: Bool, target: StackRef?, byUIKit: Bool = false, _ t: inout Transition<Screen>
    ) -> Rejection? {
        switch resolve(target) {
        case .failure(let rejection): return rejection
        case .success(let ref):
            let found = withStack(ref) { s -> (index: Int, id: EntryID, topMatches: Bool)? in
                let entries = s.entries
                let top = entries.count - 1
                let below = entries[..<Swift.max(top, 0)].lastIndex { ScreenName.same($0.screen, screen) }
                if let below { return (below, entries[below].id, false) }
                return top >= 0 && ScreenName.same(entries[top].screen, screen) ? (top, entries[top].id, true) : nil
            }
            guard let (index, id, topOnly) = found else { return .screenNotInStack("\(screen)") }
            if topOnly { return nil }
            changeStack(ref, .popTo, animated: animated, &t) { $0.truncate(to: index + 1) }
            if !byUIKit { t.emit(.popTo(id, stack: ref, animated: animated)) }
            return nil
        }
    }

    /// Pops to the entry with identity `id`; a noop when it is the top.
    mutating func pop(toEntry id: EntryID, animated: Bool, target: StackRef?, _ t: inout Transition<Screen>)
        -> Rejection?
    {
        switch resolve(target) {
        case .failure(let rejection): return rejection
        case .success(let ref):
            guard let index = stack(ref)?.entries.firstIndex(where: { $0.id == id }) else { return .entryNotInStack(id) }
            return pop(toDepth: index + 1, animated: animated, target: ref, &t)
        }
    }

    /// Pops until the stack `target` holds `depth` entries; a noop at that depth, rejected outside 1...depth.
    mutating func pop(toDepth depth: Int, animated: Bool, target: StackRef?, _ t: inout Transition<Screen>)
        -> Rejection?
    {
        switch resolve(target) {
        case .failure(let rejection): return rejection
        case .success(let ref):
            let current = self.depth(of: ref)
            guard depth >= 1 && depth <= current else { return .depthOutOfRange(depth, depth: current) }
            guard depth < current else { return nil }
            if depth == 1 {
                popToRoot(ref, animated: animated, &t)
                return nil
            }
            let id = withStack(ref) { $0.entries[depth - 1].id }
            changeStack(ref, current - depth == 1 ? .pop : .popTo, animated: animated, &t) { $0.truncate(to: depth) }
            t.emit(current - depth == 1 ? .pop(stack: ref, animated: animated) : .popTo(id, stack: ref, animated: animated))
            return nil
        }
    }

    mutating func popToRoot(animated: Bool, target: StackRef?, _ t: inout Transition<Screen>) -> Rejection? {
        switch resolve(target) {
        case .failure(let rejection): return rejection
        case .success(let ref):
            popToRoot(ref, animated: animated, &t)
            return nil
        }
    }

    mutating func popToRoot(_ ref: StackRef, animated: Bool, _ t: inout Transition<Screen>) {
        guard depth(of: ref) > 1 else { return }
        changeStack(ref, .popToRoot, animated: animated, &t) { $0.truncate(to: 1) }
        t.emit(.popToRoot(stack: ref, animated: animated))
    }

    mutating func replaceStack(_ screens: [NewEntry<Screen>], animated: Bool, target: StackRef?, _ t: inout Transition<Screen>)
        -> Rejection?
    {
        guard !screens.isEmpty else { return .emptyStack }
        switch resolve(target) {
        case .failure(let rejection): return rejection
        case .success(let ref):
            if let rejection = needIdentities(newEntries(screens, from: 0, on: ref)) { return rejection }
            setScreens(screens, from: 0, on: ref, animated: animated, &t)
            return nil
        }
    }

    /// How many entries ``setScreens(_:from:on:animated:_:)`` makes: the screens past the matching prefix.
    func newEntries(_ screens: [NewEntry<Screen>], from start: Int, on ref: StackRef) -> Int {
        screens.count - matchingPrefix(screens, from: start, on: ref)
    }

    /// How many of `screens` match the entries of `ref` from index `start` on (same screen, same declared flag).
    func matchingPrefix(_ screens: [NewEntry<Screen>], from start: Int, on ref: StackRef) -> Int {
        guard let entries = stack(ref)?.entries else { return 0 }
        var keep = start
        for new in screens {
            guard keep < entries.count else { break }
            let entry = entries[keep]
            guard ScreenName.same(entry.screen, new.screen),
                entry.hidesBar == (new.hidesBar || configuration.hidesBar(new.screen))
            else { break }
            keep += 1
        }
        return keep - start
    }

    /// Sets the screens of `ref` from index `start` on, keeping the entries that already match
    /// (same screen, same declared flag) so that an unchanged stack is a noop and identities stay stable.
    mutating func setScreens(
        _ screens: [NewEntry<Screen>], from start: Int, on ref: StackRef, animated: Bool, _ t: inout Transition<Screen>
    ) {
        let matched = matchingPrefix(screens, from: start, on: ref)
        let keep = start + matched
        if matched == screens.count && keep == depth(of: ref) { return }
        var fresh: [Entry<Screen>] = []
        fresh.reserveCapacity(screens.count - matched)
        for new in screens.dropFirst(matched) { fresh.append(makeEntry(new.screen, hidesBar: new.hidesBar)) }
        changeStack(ref, .setStack, animated: animated, &t) { $0.replace(from: keep, with: fresh) }
        let all = withStack(ref) { $0.entries }
        t.emit(.setViewControllers(all, stack: ref, animated: animated))
    }
}

extension TabNavState {
    /// The depth of the stack `ref`, 0 when it does not exist.
    @inline(__always) // Called from a mutating step, a call copies the whole state to pass it.
    func depth(of ref: StackRef) -> Int {
        switch ref {
        case .tab(let index): tabs.indices.contains(index) ? tabs[index].stack.depth : 0
        case .modal: modal?.stack.depth ?? 0
        }
    }

    /// Whether the top entry of `ref` hides the bar by its own flag.
    @inline(__always) // Called from a mutating step, a call copies the whole state to pass it.
    func topHidesBar(_ ref: StackRef) -> Bool {
        switch ref {
        case .tab(let index): tabs.indices.contains(index) ? tabs[index].stack.top.hidesBar : false
        case .modal: modal?.stack.top.hidesBar ?? false
        }
    }
}
