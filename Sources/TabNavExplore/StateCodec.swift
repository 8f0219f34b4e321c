import TabNav

/// Packs states into keys of a ``StateLayout`` and unpacks keys into one reused state, remembering the entries it
/// wrote so that packing the state after a step looks up only the entries the step made.
///
/// One codec a thread: it is a value with caches, not shared. The layout's numbers are copied into plain fields,
/// so that the hot paths read them without retaining the layout's tables. `Screen` is `String` for states with the
/// trace's names, or `Int` for states whose screens are their numbers in the layout (the search's own states: no
/// look-up by name, no reference counting).
struct StateCodec<Screen: PackedScreen> {
    let layout: StateLayout
    private let words: Int
    private let depth: Int
    private let tabCount: Int
    private let selectionBits: Int
    private let badgeBits: Int
    private let entryBits: Int
    private let swipeAt: Int
    private let buttonsAt: Int
    private let stuckAt: Int
    private let modalAt: Int
    private let hasModal: Bool
    private let flagBits: Int
    private let appHiddenAt: Int
    private let minimizedAt: Int
    private let sheetSwipeAt: Int
    private let appHiddenBits: Int
    private let minimizedBits: Int
    private let sheetSwipeBits: Int
    /// Whether any of the three flags of trace format 2 is kept.
    private let keepsFormat2Flags: Bool
    private let styleBits: Int
    private let modalStyles: [ModalStyle]
    private let tabAt: [Int]
    private let stackAt: [Int]
    private let screens: [String]
    private let screenIndex: [String: UInt64]
    /// For each stack slot (stack × position): the identity of the entry the last unpack left there, and its code.
    private var ids: [UInt64]
    private var codes: [UInt64]
    /// For each stack slot: the entry count the last unpack wrote (0 before any).
    private var counts: [Int]
    /// For each stack slot: its whole packed field as the last unpack read it (`UInt64.max` when a field is wider).
    private var fields: [UInt64]
    /// The bits of a stack's field.
    private let stackBits: Int
    /// For each tab: the badge the last unpack wrote.
    private var badgeSeen: [Badge]
    /// For each tab: the enabled flag the last unpack wrote.
    private var enabledSeen: [Bool]
    /// Scratch lists for unpacking a stack.
    private var screenScratch: [Screen] = []
    private var flagScratch: [Bool] = []
    /// The stacks (bit *i*: stack *i*, the modal's last) that the last ``encode(_:into:source:)`` packed anew rather
    /// than copied from its source: with the source's other parts, what a step changed.
    /// With ``tabFields`` when a tab's badge or enabled flag differs from the source's.
    private(set) var changedStacks: UInt32 = ~0
    /// The bit of ``changedStacks`` and of `decode`'s `stacks` that stands for the tabs' badges and enabled flags
    /// (stacks from this number on are always looked at).
    static var tabFields: UInt32 { 1 << 30 }

    init(layout: StateLayout) {
        self.layout = layout
        words = layout.words
        depth = layout.depth
        tabCount = layout.tabCount
        selectionBits = layout.selectionBits
        badgeBits = layout.badgeBits
        entryBits = layout.entryBits
        swipeAt = layout.swipeAt
        buttonsAt = layout.buttonsAt
        stuckAt = layout.stuckAt
        modalAt = layout.modalAt
        hasModal = layout.hasModal
        flagBits = layout.flagBits
        appHiddenAt = layout.appHiddenAt
        minimizedAt = layout.minimizedAt
        sheetSwipeAt = layout.sheetSwipeAt
        appHiddenBits = layout.keepsAppHidden ? 1 : 0
        minimizedBits = layout.keepsMinimized ? 1 : 0
        sheetSwipeBits = layout.keepsSheetSwipe ? 1 : 0
        keepsFormat2Flags = layout.keepsAppHidden || layout.keepsMinimized || layout.keepsSheetSwipe
        styleBits = layout.styleBits
        modalStyles = layout.modalStyles
        tabAt = layout.tabAt
        stackAt = layout.stackAt
        screens = layout.screens
        screenIndex = layout.screenIndex
        let slots = layout.stackAt.count * layout.depth
        ids = Array(repeating: UInt64.max, count: slots)
        codes = Array(repeating: 0, count: slots)
        counts = Array(repeating: 0, count: layout.stackAt.count)
        fields = Array(repeating: UInt64.max, count: layout.stackAt.count)
        stackBits = StateLayout.depthBits + layout.depth * layout.entryBits
        badgeSeen = Array(repeating: .none, count: layout.tabCount)
        enabledSeen = Array(repeating: true, count: layout.tabCount)
        screenScratch.reserveCapacity(layout.depth)
        flagScratch.reserveCapacity(layout.depth)
    }

    /// Packs `state` into `key` (``StateLayout/words`` words, overwritten).
    ///
    /// With `source`, the key this codec unpacked last, `state` must be that key's state after steps of the reducer:
    /// the stacks that still hold the entries the unpack wrote are copied from it rather than packed again (a step
    /// changes one stack or none), and an entry is known by its identity (the reducer's new entries have new ones).
    /// Without it, every entry is looked up.
    /// - Returns: `false` when the state does not fit the layout: a stack deeper than the bound, a screen, badge or
    ///   modal style that neither the header nor the alphabet names, or a flag no letter was expected to set.
    mutating func encode(
        _ state: TabNavState<Screen>, into key: UnsafeMutablePointer<UInt64>, source: UnsafePointer<UInt64>? = nil
    ) -> Bool {
        guard let changed = pack(state, into: key, source: source) else { return false }
        changedStacks = changed
        return true
    }

    /// ``encode(_:into:source:)`` without changing the codec, so that a caller holding both the codec and the state
    /// passes the state without copying it.
    /// - Returns: The stacks packed anew (``changedStacks``), or `nil` when the state does not fit the layout.
    func pack(_ state: TabNavState<Screen>, into key: UnsafeMutablePointer<UInt64>, source: UnsafePointer<UInt64>?)
        -> UInt32?
    {
        if let source {
            for w in 0..<words { key[w] = source[w] }
            key.clear(at: 0, width: selectionBits)
            key.clear(at: swipeAt, width: flagBits)
        } else {
            for w in 0..<words { key[w] = 0 }
        }
        var changedStacks: UInt32 = source == nil ? ~0 : 0
        key.put(UInt64(state.selectedIndex), at: 0, width: selectionBits)
        key.put(state.swipe == .active ? 1 : 0, at: swipeAt, width: 1)
        key.put(state.systemButtonsPresent ? 1 : 0, at: buttonsAt, width: 1)
        key.put(state.barStuckHidden ? 1 : 0, at: stuckAt, width: 1)
        if keepsFormat2Flags || state.appHidBar || state.barMinimized || state.sheetSwipe == .active {
            guard appHiddenBits == 1 || !state.appHidBar, minimizedBits == 1 || !state.barMinimized,
                sheetSwipeBits == 1 || state.sheetSwipe == .idle
            else { return nil }
            key.put(state.appHidBar ? 1 : 0, at: appHiddenAt, width: appHiddenBits)
            key.put(state.barMinimized ? 1 : 0, at: minimizedAt, width: minimizedBits)
            key.put(state.sheetSwipe == .active ? 1 : 0, at: sheetSwipeAt, width: sheetSwipeBits)
        }
        for t in 0..<tabCount {
            let enabled = state.tabs[t].isEnabled
            // With a source, the tab's fields are the ones the last unpack wrote unless the state's differ.
            if source == nil || enabled != enabledSeen[t] || (badgeBits > 0 && state.tabs[t].badge != badgeSeen[t]) {
                if source != nil {
                    key.clear(at: tabAt[t], width: 1 + badgeBits)
                    changedStacks |= Self.tabFields
                }
                key.put(enabled ? 1 : 0, at: tabAt[t], width: 1)
                if badgeBits > 0 {
                    guard let code = layout.badgeIndex[state.tabs[t].badge] else { return nil }
                    key.put(code, at: tabAt[t] + 1, width: badgeBits)
                }
            }
            if source != nil {
                let count = state.tabs[t].stack.entries.count
                if count == counts[t] && holdsRemembered(.tab(t), slot: t, count: count, state) { continue }
                key.clear(at: stackAt[t], width: StateLayout.depthBits + depth * entryBits)
                changedStacks |= 1 << UInt32(t)
            }
            guard encodeStack(state.tabs[t].stack.entries, slot: t, into: key, remembered: source != nil) else { return nil }
        }
        if hasModal {
            changedStacks |= 1 << UInt32(tabCount)
            if source != nil {
                key.clear(at: modalAt, width: 1 + styleBits)
                key.clear(at: stackAt[tabCount], width: StateLayout.depthBits + depth * entryBits)
            }
            if let style = state.modal?.style {
                guard let number = layout.styleIndex[style] else { return nil }
                key.put(1 | number << 1, at: modalAt, width: 1 + styleBits)
                guard encodeStack(state.modal!.stack.entries, slot: tabCount, into: key, remembered: source != nil) else {
                    return nil
                }
            }
        } else if state.modal != nil {
            return nil
        }
        return changedStacks
    }

    /// The parts of `state`, the state this codec unpacked last after steps of the reducer, that a write-back must
    /// look at: the stacks that no longer hold the entries the unpack left there, the tabs' badges and flags, and
    /// the modal. For a state that is not packed (a stack past the bound).
    func changedParts(_ state: TabNavState<Screen>) -> UInt32 {
        var parts = Self.tabFields
        for t in 0..<tabCount {
            let count = state.tabs[t].stack.entries.count
            if t >= 30 || count != counts[t] || !holdsRemembered(.tab(t), slot: t, count: count, state) {
                parts |= 1 << UInt32(t)
            }
        }
        if hasModal { parts |= 1 << UInt32(tabCount) }
        return parts
    }

    private func encodeStack(_ entries: [Entry<Screen>], slot: Int, into key: UnsafeMutablePointer<UInt64>, remembered: Bool)
        -> Bool
    {
        let count = entries.count
        guard count >= 1, count <= depth else { return false }
        var at = stackAt[slot]
        key.put(UInt64(count - 1), at: at, width: StateLayout.depthBits)
        at += StateLayout.depthBits
        let base = slot * depth
        for i in 0..<count {
            let code: UInt64
            if remembered && entries[i].id.rawValue == ids[base + i] {
                code = codes[base + i]
            } else {
                guard let screen = Screen.code(of: entries[i].screen, index: screenIndex, count: screens.count) else {
                    return false
                }
                code = screen << 1 | (entries[i].hidesBar ? 1 : 0)
            }
            key.put(code, at: at, width: entryBits)
            at += entryBits
        }
        return true
    }

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
        if keepsFormat2Flags {
            state.restoreFlags(
                appHidBar: key.get(at: appHiddenAt, width: appHiddenBits) == 1,
                barMinimized: key.get(at: minimizedAt, width: minimizedBits) == 1,
                sheetSwipe: key.get(at: sheetSwipeAt, width: sheetSwipeBits) == 1 ? .active : .idle)
        }
        let tabFields = stacks & Self.tabFields != 0
        for t in 0..<tabCount where tabFields || t >= 30 || stacks & (1 << UInt32(t)) != 0 {
            let enabled = key.get(at: tabAt[t], width: 1) == 1
            if !tabFields {
                // Only the stack: the tabs' badges and flags are as the last unpack left them.
            } else if badgeBits == 0 {
                if state.tabs[t].isEnabled != enabled || state.tabs[t].badge != .none {
                    guard state.restoreTab(t, badge: .none, isEnabled: enabled) else { return false }
                }
                enabledSeen[t] = enabled
                badgeSeen[t] = .none
            } else {
                let code = Int(key.get(at: tabAt[t] + 1, width: badgeBits))
                guard code < layout.badges.count else { return false }
                guard state.restoreTab(t, badge: layout.badges[code], isEnabled: enabled) else { return false }
                badgeSeen[t] = layout.badges[code]
                enabledSeen[t] = enabled
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
        screenScratch.removeAll(keepingCapacity: true)
        flagScratch.removeAll(keepingCapacity: true)
        for i in 0..<count {
            let code = key.get(at: at + StateLayout.depthBits + i * entryBits, width: entryBits)
            guard Int(code >> 1) < screens.count else { return false }
            codes[base + i] = code
            screenScratch.append(Screen.screen(Int(code >> 1), names: screens))
            flagScratch.append(code & 1 == 1)
        }
        counts[slot] = count
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

    /// Whether the stack holds exactly the `count` entries, by identity, that the last unpack left in the slot.
    private func holdsRemembered(_ ref: StackRef, slot: Int, count: Int, _ state: TabNavState<Screen>) -> Bool {
        switch ref {
        case .tab(let t): return holds(state.tabs[t].stack.entries, slot: slot, count: count)
        case .modal: return state.modal != nil && holds(state.modal!.stack.entries, slot: slot, count: count)
        }
    }

    /// Whether `entries` are exactly the `count` entries, by identity, that the last unpack left in the slot.
    @inline(__always)
    private func holds(_ entries: [Entry<Screen>], slot: Int, count: Int) -> Bool {
        guard entries.count == count else { return false }
        let base = slot * depth
        for i in 0..<count where entries[i].id.rawValue != ids[base + i] { return false }
        return true
    }
}
