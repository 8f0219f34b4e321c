extension TabNavState {
    /// Every invariant the state breaks; empty for a valid state. Safe on any state, decoded or corrupted.
    /// - Parameter scope: Every rule (the default), or only those that do not read each entry.
    /// - Returns: The violations, in a fixed order of rules.
    /// - Complexity: O(*n*) in the total number of entries for ``InvariantScope/all``; O(*t*) in the number of
    ///   tabs for ``InvariantScope/withoutEntries``.
    public func invariantViolations(_ scope: InvariantScope = .all) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let specs = configuration.tabs
        if tabs.count != specs.count || zip(tabs, specs).contains(where: { $0.name != $1.name }) {
            let names = tabs.map { $0.name }, expected = specs.map { $0.name }
            found.append(.init(.tabsMatchConfiguration, "tabs \(names) differ from the configuration's \(expected)"))
        }
        if !tabs.indices.contains(selectedIndex) {
            found.append(.init(.selectionInRange, "selected index \(selectedIndex) is not one of \(tabs.count) tabs"))
        }
        for tab in tabs where tab.stack.entries.isEmpty {
            found.append(.init(.emptyStack, "tab '\(tab.name)' has an empty stack"))
        }
        if let modal, modal.stack.entries.isEmpty { found.append(.init(.emptyStack, "the modal has an empty stack")) }
        if scope == .all { found += entryViolations() }
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

    /// The violations of the rules that read every entry: each stack's hiding count, and identities unique and
    /// below ``nextEntryID``.
    ///
    /// Identities are compared without hashing: the reducer hands them out in increasing order, so each stack's are
    /// increasing and a merge of the stacks finds a shared one; a stack out of order (only a decoded state has one)
    /// falls back to sorting.
    /// - Complexity: O(*n*) in the total number of entries; O(*n* log *n*) when a stack is out of order.
    private func entryViolations() -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        var names: [() -> String] = tabs.map { tab in { "tab '\(tab.name)'" } }
        var stacks = tabs.map { $0.stack }
        if let modal {
            stacks.append(modal.stack)
            names.append { "the modal" }
        }
        // The identities of every stack, one after the other; `bounds[k]..<bounds[k + 1]` are stack k's.
        var ids: [UInt64] = []
        ids.reserveCapacity(stacks.reduce(0) { $0 + $1.depth })
        var bounds = [0]
        var increasing = true
        for (k, stack) in stacks.enumerated() {
            var count = 0
            for entry in stack.entries {
                if entry.hidesBar { count += 1 }
                let id = entry.id.rawValue
                if id >= nextEntryID {
                    found.append(.init(.entryIdentity, "\(names[k]()) holds entry #\(id) twice or beyond \(nextEntryID)"))
                }
                if ids.count > bounds[k], ids[ids.count - 1] >= id { increasing = false }
                ids.append(id)
            }
            bounds.append(ids.count)
            if count != stack.hidingCount {
                found.append(.init(.hidingCountMatches, "\(names[k]()) counts \(stack.hidingCount) hiding entries, has \(count)"))
            }
        }
        for (id, k) in Self.sharedIdentities(ids, bounds: bounds, sorted: increasing) {
            found.append(.init(.entryIdentity, "\(names[k]()) holds entry #\(id) twice or beyond \(nextEntryID)"))
        }
        return found
    }

    /// Each identity held more than once, with the stack that holds the repeat.
    /// - Parameters:
    ///   - ids: The identities of every stack, one stack after the other.
    ///   - bounds: Where each stack starts in `ids`, and the end.
    ///   - sorted: Whether each stack's identities are strictly increasing.
    private static func sharedIdentities(_ ids: [UInt64], bounds: [Int], sorted: Bool) -> [(UInt64, Int)] {
        let stacks = bounds.count - 1
        var shared: [(UInt64, Int)] = []
        guard sorted else {
            let owners = ids.indices.map { i in (ids[i], bounds.lastIndex { $0 <= i }!) }.sorted { $0.0 < $1.0 }
            for i in owners.indices.dropFirst() where owners[i].0 == owners[i - 1].0 { shared.append(owners[i]) }
            return shared
        }
        // A merge of the increasing runs: the smallest head each time, compared with the last one taken.
        var heads = Array(bounds.dropLast())
        var last: UInt64?
        while true {
            var best = -1
            for k in 0..<stacks where heads[k] < bounds[k + 1] && (best < 0 || ids[heads[k]] < ids[heads[best]]) { best = k }
            guard best >= 0 else { return shared }
            let id = ids[heads[best]]
            if id == last { shared.append((id, best)) }
            last = id
            heads[best] += 1
        }
    }
}
