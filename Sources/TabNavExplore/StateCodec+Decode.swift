import TabNav

extension StateCodec {
    /// Unpacks `key` into `state`, which must have the layout's configuration; only the parts that differ are written.
    ///
    /// With `stacks`, only those stacks (bit *i*: stack *i*), and the tabs' badges and flags only with
    /// ``tabFields``, are looked at: the others must hold what the last unpack left there — as after a step of that unpacked state whose result ``encode(_:into:source:)`` packed,
    /// given its ``changedStacks``. The modal is always looked at. The stacks in `clean` are known to hold what the
    /// last unpack left there (no step changed them since), so an unchanged field is enough to leave them alone.
    /// - Returns: `false` when the state refused a part (a key not made by ``encode(_:into:)``).
    mutating func decode(
        _ key: UnsafePointer<UInt64>, into state: inout TabNavState<Screen>, stacks: UInt32 = ~0,
        clean: UInt32 = 0
    ) -> Bool {
        let selected = Int(key.get(at: 0, width: selectionBits))
        guard
            state.restore(
                selectedIndex: selected, swipe: key.get(at: swipeAt, width: 1) == 1 ? .active : .idle,
                systemButtonsPresent: key.get(at: buttonsAt, width: 1) == 1,
                barStuckHidden: key.get(at: stuckAt, width: 1) == 1)
        else { return false }
        // One test for the parts a model may not keep, so that a model that keeps none pays one branch.
        if keepsOptionalParts {
            // The width first: whether More exists, and which tabs it lists, depend on it.
            if keepsFormat3Fields {
                guard
                    state.restoreWidth(
                        key.get(at: widthAt, width: widthBits) == 1 ? .regular : .compact,
                        orientation: key.get(at: orientationAt, width: orientationBits) == 1 ? .landscape : .portrait,
                        moreReturnTab: Int(key.get(at: returnTabAt, width: returnTabBits)))
                else { return false }
            }
            if keepsMore {
                let shows = Int(key.get(at: moreAt + 1, width: moreShowsBits))
                guard
                    state.restoreMore(
                        isSelected: key.get(at: moreAt, width: 1) == 1,
                        shows: shows == 0 ? .list : .tab(firstOverflow + shows - 1))
                else { return false }
            }
            if keepsFormat2Flags {
                state.restoreFlags(
                    appHidBar: key.get(at: appHiddenAt, width: appHiddenBits) == 1,
                    barMinimized: key.get(at: minimizedAt, width: minimizedBits) == 1,
                    sheetSwipe: key.get(at: sheetSwipeAt, width: sheetSwipeBits) == 1 ? .active : .idle)
            }
        }
        let tabFields = stacks & Self.tabFields != 0
        for t in 0..<tabCount where tabFields || t >= 30 || stacks & (1 << UInt32(t)) != 0 {
            let enabled = key.get(at: tabAt[t], width: 1) == 1
            if !tabFields {
                // Only the stack: the tabs' badges and flags are as the last unpack left them.
            } else {
                guard decodeTabFields(key, tab: t, enabled: enabled, into: &state) else { return false }
            }
            if t >= 30 || stacks & (1 << UInt32(t)) != 0 {
                let trusted = t < 30 && clean & (1 << UInt32(t)) != 0
                guard decodeStack(.tab(t), slot: t, key, &state, trusted: trusted) else { return false }
            }
        }
        if hasModal {
            let modal = key.get(at: modalAt, width: 1 + styleBits)
            if modal & 1 == 0 {
                guard state.restoreModal(style: nil, root: (Screen.screen(0, names: screens), false)) else { return false }
            } else {
                let root = key.get(at: stackAt[tabCount] + StateLayout.depthBits, width: entryBits)
                guard Int(root >> 1) < screens.count, Int(modal >> 1) < modalStyles.count,
                    state.restoreModal(
                        style: modalStyles[Int(modal >> 1)], root: (Screen.screen(Int(root >> 1), names: screens), root & 1 == 1)),
                    decodeStack(.modal, slot: tabCount, key, &state)
                else { return false }
            }
        }
        return true
    }

    /// Writes tab `t`'s badge and enabled flag from `key`, where they differ. Out of line, the state taken in place:
    /// in `decode` it would push that function past the optimizer's budget, and each tab would be read through a copy.
    /// - Returns: `false` for a badge number the layout does not have.
    @inline(never)
    private mutating func decodeTabFields(
        _ key: UnsafePointer<UInt64>, tab t: Int, enabled: Bool, into state: inout TabNavState<Screen>
    ) -> Bool {
        let code = badgeBits == 0 ? 0 : Int(key.get(at: tabAt[t] + 1, width: badgeBits))
        guard code < layout.badges.count else { return false }
        // No badge where there was none (the common case) is told by a pattern match: the enum's equality is an
        // outlined call.
        var noBadge = false
        if code == 0, case .none = state.tabs[t].badge { noBadge = true }
        if !noBadge || state.tabs[t].isEnabled != enabled {
            guard state.restoreTab(t, badge: layout.badges[code], isEnabled: enabled) else { return false }
        }
        if badgeBits > 0 && !(noBadge && noBadgeSeen[t] == 1) { badgeSeen[t] = layout.badges[code] }
        noBadgeSeen[t] = code == 0 ? 1 : 0
        enabledSeen[t] = enabled ? 1 : 0
        return true
    }

    private mutating func decodeStack(
        _ ref: StackRef, slot: Int, _ key: UnsafePointer<UInt64>, _ state: inout TabNavState<Screen>,
        trusted: Bool = false
    ) -> Bool {
        let at = stackAt[slot]
        let count = Int(key.get(at: at, width: StateLayout.depthBits)) + 1
        let base = slot * depth
        // Unchanged since the last unpack: the same codes, and the state still holds the entries it left there.
        let field = stackBits <= 64 ? key.get(at: at, width: stackBits) : UInt64.max
        if field != UInt64.max && field == fields[slot] {
            // Read through the inout state, not passed on by value: that would copy the whole state.
            if trusted { return true }
            switch ref {
            case .tab(let t): if holds(state.tabs[t].stack.entries, slot: slot, count: count) { return true }
            case .modal: if state.modal != nil && holds(state.modal!.stack.entries, slot: slot, count: count) { return true }
            }
        }
        // The scratch lists are overwritten in place and trimmed by their last elements: `removeAll(keepingCapacity:)`
        // goes through the general `replaceSubrange`, which costs more than the few entries of a stack.
        while screenScratch.count > count { screenScratch.removeLast() }
        while flagScratch.count > count { flagScratch.removeLast() }
        for i in 0..<count {
            let code = key.get(at: at + StateLayout.depthBits + i * entryBits, width: entryBits)
            guard Int(code >> 1) < screens.count else { return false }
            codes[base + i] = code
            let screen = Screen.screen(Int(code >> 1), names: screens)
            if i < screenScratch.count {
                screenScratch[i] = screen
                flagScratch[i] = code & 1 == 1
            } else {
                screenScratch.append(screen)
                flagScratch.append(code & 1 == 1)
            }
        }
        counts[slot] = UInt64(count)
        fields[slot] = field
        guard state.restoreStack(ref, screens: screenScratch, hidesBar: flagScratch) else { return false }
        switch ref {
        case .tab(let t):
            for i in 0..<count { ids[base + i] = state.tabs[t].stack.entries[i].id.rawValue }
        case .modal:
            for i in 0..<count { ids[base + i] = state.modal!.stack.entries[i].id.rawValue }
        }
        for i in count..<depth { ids[base + i] = UInt64.max }
        return true
    }
}
