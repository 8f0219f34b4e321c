import TabNav

/// Packs states into keys of a ``StateLayout`` and unpacks keys into one reused state, remembering the entries it
/// wrote so that packing the state after a step looks up only the entries the step made.
///
/// One codec a thread: it is a value with caches, not shared.
struct StateCodec {
    let layout: StateLayout
    /// For each stack slot (stack × position): the identity of the entry the last unpack left there, and its code.
    private var ids: [UInt64]
    private var codes: [UInt64]
    /// For each tab: the badge the last unpack wrote, and its code.
    private var badgeSeen: [Badge]
    private var badgeCodes: [UInt64]

    init(layout: StateLayout) {
        self.layout = layout
        let slots = layout.stackAt.count * layout.depth
        ids = Array(repeating: UInt64.max, count: slots)
        codes = Array(repeating: 0, count: slots)
        badgeSeen = Array(repeating: .none, count: layout.tabCount)
        badgeCodes = Array(repeating: 0, count: layout.tabCount)
    }

    /// Packs `state` into `key` (``StateLayout/words`` words, overwritten).
    /// - Returns: `false` when the state does not fit the layout: a stack deeper than the bound, or a screen or
    ///   badge that neither the header nor the alphabet names.
    mutating func encode(_ state: TabNavState<String>, into key: UnsafeMutablePointer<UInt64>) -> Bool {
        let l = layout
        for w in 0..<l.words { key[w] = 0 }
        key.put(UInt64(state.selectedIndex), at: l.selectionAt, width: l.selectionBits)
        key.put(state.swipe == .active ? 1 : 0, at: l.swipeAt, width: 1)
        key.put(state.systemButtonsPresent ? 1 : 0, at: l.buttonsAt, width: 1)
        key.put(state.barStuckHidden ? 1 : 0, at: l.stuckAt, width: 1)
        for t in 0..<l.tabCount {
            let tab = state.tabs[t]
            key.put(tab.isEnabled ? 1 : 0, at: l.tabAt[t], width: 1)
            if l.badgeBits > 0 {
                let code: UInt64
                if tab.badge == badgeSeen[t] {
                    code = badgeCodes[t]
                } else {
                    guard let found = l.badgeIndex[tab.badge] else { return false }
                    code = found
                }
                key.put(code, at: l.tabAt[t] + 1, width: l.badgeBits)
            }
            guard encodeStack(state.tabs[t].stack, slot: t, into: key) else { return false }
        }
        if let modal = state.modal {
            guard l.hasModal else { return false }
            key.put(1 | (modal.style == .sheet ? 2 : 0), at: l.modalAt, width: 2)
            guard encodeStack(modal.stack, slot: l.tabCount, into: key) else { return false }
        }
        return true
    }

    private func encodeStack(_ stack: NavigationStack<String>, slot: Int, into key: UnsafeMutablePointer<UInt64>) -> Bool {
        let l = layout
        let count = stack.entries.count
        guard count >= 1, count <= l.depth else { return false }
        var at = l.stackAt[slot]
        key.put(UInt64(count - 1), at: at, width: StateLayout.depthBits)
        at += StateLayout.depthBits
        let base = slot * l.depth
        for (i, entry) in stack.entries.enumerated() {
            let code: UInt64
            if entry.id.rawValue == ids[base + i] {
                code = codes[base + i]
            } else {
                guard let screen = l.screenIndex[entry.screen] else { return false }
                code = screen << 1 | (entry.hidesBar ? 1 : 0)
            }
            key.put(code, at: at, width: l.entryBits)
            at += l.entryBits
        }
        return true
    }

    /// Unpacks `key` into `state`, which must have the layout's configuration; only the parts that differ are written.
    /// - Returns: `false` when the state refused a part (a key not made by ``encode(_:into:)``).
    mutating func decode(_ key: UnsafePointer<UInt64>, into state: inout TabNavState<String>) -> Bool {
        let l = layout
        let selected = Int(key.get(at: l.selectionAt, width: l.selectionBits))
        guard state.restore(selectedIndex: selected, swipe: key.get(at: l.swipeAt, width: 1) == 1 ? .active : .idle,
                            systemButtonsPresent: key.get(at: l.buttonsAt, width: 1) == 1,
                            barStuckHidden: key.get(at: l.stuckAt, width: 1) == 1) else { return false }
        for t in 0..<l.tabCount {
            let code = Int(key.get(at: l.tabAt[t] + 1, width: l.badgeBits))
            guard code < l.badges.count else { return false }
            guard state.restoreTab(t, badge: l.badges[code], isEnabled: key.get(at: l.tabAt[t], width: 1) == 1) else { return false }
            badgeSeen[t] = l.badges[code]
            badgeCodes[t] = UInt64(code)
            guard decodeStack(.tab(t), slot: t, key, &state) else { return false }
        }
        if l.hasModal {
            let modal = key.get(at: l.modalAt, width: 2)
            if modal & 1 == 0 {
                guard state.restoreModal(style: nil, root: ("", false)) else { return false }
            } else {
                let at = l.stackAt[l.tabCount] + StateLayout.depthBits
                let root = key.get(at: at, width: l.entryBits)
                guard Int(root >> 1) < l.screens.count,
                      state.restoreModal(style: modal & 2 == 0 ? .fullScreen : .sheet, root: (l.screens[Int(root >> 1)], root & 1 == 1)),
                      decodeStack(.modal, slot: l.tabCount, key, &state) else { return false }
            }
        }
        return true
    }

    private mutating func decodeStack(_ ref: StackRef, slot: Int, _ key: UnsafePointer<UInt64>, _ state: inout TabNavState<String>) -> Bool {
        let l = layout
        let at = l.stackAt[slot]
        let count = Int(key.get(at: at, width: StateLayout.depthBits)) + 1
        let base = slot * l.depth
        for i in 0..<count {
            let code = key.get(at: at + StateLayout.depthBits + i * l.entryBits, width: l.entryBits)
            guard Int(code >> 1) < l.screens.count else { return false }
            codes[base + i] = code
        }
        let ok = state.restoreStack(ref, count: count) { i in
            let code = codes[base + i]
            return (l.screens[Int(code >> 1)], code & 1 == 1)
        }
        guard ok, let entries = state.stack(ref)?.entries else { return false }
        for i in 0..<l.depth { ids[base + i] = i < count ? entries[i].id.rawValue : UInt64.max }
        return true
    }
}
