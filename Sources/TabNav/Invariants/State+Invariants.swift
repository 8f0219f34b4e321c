extension TabNavState {
    /// Every invariant the state breaks; empty for a valid state. Safe on any state, decoded or corrupted.
    ///
    /// An app's tests check it after every step; a state the reducer made from a valid state never breaks one.
    /// - Returns: The violations found, each naming its ``InvariantViolation/rule``.
    /// - Complexity: O(*n*) in the total number of entries.
    public func invariantViolations() -> [InvariantViolation] {
        invariantViolations(.all)
    }

    /// Every invariant the state breaks, or those of a scope; empty for a valid state. Safe on any state, decoded or
    /// corrupted.
    ///
    /// Violations come in a fixed order: the tabs against the configuration, the selection, then stack by stack (the
    /// tabs' in order, then the modal's) an empty stack, its hiding count and its identities, then the badges, the
    /// swipe, the system buttons and the stuck bar. A valid state allocates nothing.
    /// - Parameter scope: Which rules to check; every rule by default.
    /// - Returns: The violations found.
    /// - Complexity: O(*n*) in the total number of entries for `all` and `entries`; O(*t*) in the number of tabs for
    ///   `shape`.
    @_specialize(exported:true,where Screen == String)
    @_specialize(exported:true,where Screen == Int)
    @_spi(Replay)
    public func invariantViolations(_ scope: InvariantScope) -> [InvariantViolation] {
        // The usual case of a replay's check after each step: a valid shape, judged without building a message.
        if scope == .shape && keepsShape { return [] }
        return violations(scope)
    }

    /// The violations of `scope`, each with its message (``invariantViolations(_:)`` past its quick test).
    @inline(never)
    private func violations(_ scope: InvariantScope) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        if scope.readsShape {
            checkTabsAndSelection(into: &found)
        }
        if scope.readsEntries {
            // Identities seen so far: a small buffer on the stack for the usual few dozen entries, a set beyond.
            let total = tabs.reduce(modal?.stack.depth ?? 0) { $0 + $1.stack.depth }
            withUnsafeTemporaryAllocation(of: EntryID.self, capacity: Swift.max(1, Swift.min(total, SeenIdentities.smallLimit))) {
                small in
                var ids = SeenIdentities(
                    small: small, large: total > SeenIdentities.smallLimit ? Set(minimumCapacity: total) : nil)
                checkStacks(scope, &ids, into: &found)
            }
        } else if scope.readsShape {
            // The shape alone needs only the depths: no buffer to make.
            for index in 0..<(tabs.count + (modal == nil ? 0 : 1)) {
                let ref: StackRef = index < tabs.count ? .tab(index) : .modal
                if depth(of: ref) == 0 { found.append(.init(.emptyStack, "\(stackName(ref)) has an empty stack")) }
            }
        }
        if scope.readsShape {
            checkBadgesAndFlags(into: &found)
        }
        return found
    }

    /// Whether the state keeps every rule of the `shape` scope: `true` exactly when `invariantViolations(.shape)` is
    /// empty. Its tests are written in ``stepChecks()``, which a replay calls after every step.
    /// - Complexity: O(*t*) in the number of tabs.
    var keepsShape: Bool { stepChecks().keepsShape }

    /// Stack by stack, the tabs' in order, then the modal's: an empty stack (shape), the entries (entries).
    private func checkStacks(_ scope: InvariantScope, _ ids: inout SeenIdentities, into found: inout [InvariantViolation]) {
        for index in 0..<(tabs.count + (modal == nil ? 0 : 1)) {
            let ref: StackRef = index < tabs.count ? .tab(index) : .modal
            if scope.readsShape && depth(of: ref) == 0 {
                found.append(.init(.emptyStack, "\(stackName(ref)) has an empty stack"))
            }
            if scope.readsEntries {
                checkEntries(of: ref, &ids, into: &found)
            }
        }
    }

    /// The tabs against the configuration (count and names, in order), and the selected index.
    private func checkTabsAndSelection(into found: inout [InvariantViolation]) {
        // Index loops read the names in place; zipping or iterating (or a local copy of the array) would copy
        // each tab, stack included, or retain the array.
        var differ = tabs.count != configuration.tabs.count
        var i = 0
        while !differ && i < tabs.count {
            differ = tabs[i].name != configuration.tabs[i].name
            i += 1
        }
        if differ {
            let names = tabs.map { $0.name }
            let expected = configuration.tabs.map { $0.name }
            found.append(.init(.tabsMatchConfiguration, "tabs \(names) differ from the configuration's \(expected)"))
        }
        if !tabs.indices.contains(selectedIndex) {
            found.append(.init(.selectionInRange, "selected index \(selectedIndex) is not one of \(tabs.count) tabs"))
        }
        if let problem = moreSelectionProblem {
            found.append(.init(.moreSelection, problem))
        }
    }

    /// What is wrong with More's selection, or `nil` (V4 of trace format 2).
    var moreSelectionProblem: String? {
        if let problem = widthProblem { return problem }
        guard hasMore else {
            return isMoreSelected || moreShows != .list ? "More is selected or shows \(moreShows) without a More tab" : nil
        }
        if let index = moreShows.tabIndex, !isOverflowTab(index) {
            return "More shows tab index \(index), not an overflow tab"
        }
        if isMoreSelected {
            let expected = moreShows.tabIndex ?? moreListSelectionIndex
            if selectedIndex != expected { return "More shows \(moreShows) but the selected index is \(selectedIndex)" }
            if barStuckHidden && moreShows == .list { return "the bar is stuck hidden over the More list" }
        } else if selectedIndex >= barTabCount {
            return "selected index \(selectedIndex) is not on the bar and More is not selected"
        }
        return nil
    }

    /// What is wrong with the width, the orientation and the return tab, or `nil` (V14, V15 of trace format 3): an
    /// `iphone` is compact, a large iPhone's width follows its orientation, only a large iPhone is held in landscape,
    /// and the return tab kept while More is selected is a tab (none is kept otherwise).
    private var widthProblem: String? {
        // The usual case, an iphone with its one width and no return tab kept, in one comparison.
        if layoutBits == 0 && configuration.device == .iphone { return nil }
        switch configuration.device {
        case .iphone where width != .compact: return "an iphone is regular in width"
        case .iphoneMax where (width == .regular) != (orientation == .landscape):
            return "a large iPhone is \(width) in \(orientation)"
        default: break
        }
        if orientation != .portrait && !configuration.device.keepsOrientation {
            return "\(configuration.device) is held in \(orientation), which it does not keep"
        }
        // The return tab may be an overflow tab now: a width change that moves the selected bar tab into More keeps it.
        let back = Int(moreReturnTab)
        if isMoreSelected && !tabs.indices.contains(back) { return "the return tab \(back) is not a tab" }
        if !isMoreSelected && back != 0 { return "a return tab \(back) is kept while a bar tab is selected" }
        return nil
    }

    /// One stack's entries: its hiding count, and identities unique and below the next one.
    private func checkEntries(of ref: StackRef, _ ids: inout SeenIdentities, into found: inout [InvariantViolation]) {
        guard let stack = stack(ref) else { return }
        var count = 0
        for entry in stack.entries where entry.hidesBar { count += 1 }
        if count != stack.hidingCount {
            found.append(.init(.hidingCountMatches, "\(stackName(ref)) counts \(stack.hidingCount) hiding entries, has \(count)"))
        }
        for entry in stack.entries {
            if !ids.insert(entry.id) || entry.id.rawValue >= nextEntryID {
                found.append(.init(.entryIdentity, "\(stackName(ref)) holds entry \(entry.id) twice or beyond \(nextEntryID)"))
            }
        }
    }

    /// How messages name a stack (built only when a rule is broken).
    private func stackName(_ ref: StackRef) -> String {
        if case .tab(let index) = ref { return "tab '\(tabs[index].name)'" }
        return "the modal"
    }

    /// The badges, the swipe, the system buttons and the stuck bar.
    private func checkBadgesAndFlags(into found: inout [InvariantViolation]) {
        for index in tabs.indices {
            switch tabs[index].badge {
            case .count(let n) where n <= 0:
                found.append(.init(.badgeWellFormed, "tab '\(tabs[index].name)' has badge count \(n)"))
            case .text(let s) where s.isEmpty:
                found.append(.init(.badgeWellFormed, "tab '\(tabs[index].name)' has an empty badge text"))
            default: break
            }
        }
        if swipe == .active && (focusIsMoreList || (depth(of: focusedStackRef) < 2 && !goesBackToMoreList)) {
            found.append(.init(.swipeOverPoppableStack, "a back-swipe is active over a stack of \(depth(of: focusedStackRef))"))
        }
        if systemButtonsPresent && !configuration.canKeepSystemButtons {
            found.append(
                .init(
                    .systemButtons,
                    "system buttons present with custom-bar \(configuration.customBar), fix \(configuration.overlapFix)"))
        }
        if barStuckHidden && !configuration.canStickBar {
            found.append(.init(.stuckOnlyUnderIOS14, "the bar is stuck hidden under profile \(configuration.profile)"))
        }
        if barMinimized && (configuration.scrollMinimizes(.down) == nil && configuration.scrollMinimizes(.up) == nil) {
            found.append(.init(.minimizedOnlyWhenAllowed, "the bar is minimized with minimize \(configuration.minimize)"))
        }
        if sheetSwipe == .active && (modal.map { configuration.sheetSwipeRefusal($0.style) != nil } ?? true) {
            found.append(.init(.sheetSwipeOverSheet, "a sheet swipe is active without a sheet the user can swipe"))
        }
    }
}

/// The entry identities met while checking a state: compared one by one in a small buffer (no hashing, no
/// allocation) up to ``smallLimit`` entries, in a set beyond.
struct SeenIdentities {
    static let smallLimit = 64
    let small: UnsafeMutableBufferPointer<EntryID>
    var count = 0
    var large: Set<EntryID>?

    /// Notes `id`; returns whether it was new.
    mutating func insert(_ id: EntryID) -> Bool {
        if large != nil { return large!.insert(id).inserted }
        for i in 0..<count where small[i] == id { return false }
        guard count < small.count else { return false }
        small[count] = id
        count += 1
        return true
    }
}
