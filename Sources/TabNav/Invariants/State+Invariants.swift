extension TabNavState {
    /// Every invariant the state breaks; empty for a valid state. Safe on any state, decoded or corrupted.
    /// - Complexity: O(*n*) in the total number of entries.
    public func invariantViolations() -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let specs = configuration.tabs
        if tabs.map(\.name) != specs.map(\.name) {
            found.append(.init(.tabsMatchConfiguration, "tabs \(tabs.map(\.name)) differ from the configuration's \(specs.map(\.name))"))
        }
        if !tabs.indices.contains(selectedIndex) {
            found.append(.init(.selectionInRange, "selected index \(selectedIndex) is not one of \(tabs.count) tabs"))
        }
        var ids = Set<EntryID>()
        var stacks = tabs.map { ("tab '\($0.name)'", $0.stack) }
        if let modal { stacks.append(("the modal", modal.stack)) }
        for (name, stack) in stacks {
            if stack.entries.isEmpty { found.append(.init(.emptyStack, "\(name) has an empty stack")) }
            let count = stack.entries.reduce(0) { $0 + ($1.hidesBar ? 1 : 0) }
            if count != stack.hidingCount {
                found.append(.init(.hidingCountMatches, "\(name) counts \(stack.hidingCount) hiding entries, has \(count)"))
            }
            for entry in stack.entries {
                if !ids.insert(entry.id).inserted || entry.id.rawValue >= nextEntryID {
                    found.append(.init(.entryIdentity, "\(name) holds entry \(entry.id) twice or beyond \(nextEntryID)"))
                }
            }
        }
        for tab in tabs {
            switch tab.badge {
            case .count(let n) where n <= 0: found.append(.init(.badgeWellFormed, "tab '\(tab.name)' has badge count \(n)"))
            case .text(let s) where s.isEmpty: found.append(.init(.badgeWellFormed, "tab '\(tab.name)' has an empty badge text"))
            default: break
            }
        }
        if swipe == .active && depth(of: focusedStackRef) < 2 {
            found.append(.init(.swipeOverPoppableStack, "a back-swipe is active over a stack of \(depth(of: focusedStackRef))"))
        }
        if systemButtonsPresent && (configuration.customBar != .onSystemBar || configuration.overlapFix == .layout) {
            found.append(.init(.systemButtons, "system buttons present with custom-bar \(configuration.customBar), fix \(configuration.overlapFix)"))
        }
        if barStuckHidden && configuration.profile != .ios14_0 {
            found.append(.init(.stuckOnlyUnderIOS14, "the bar is stuck hidden under profile \(configuration.profile)"))
        }
        return found
    }
}
