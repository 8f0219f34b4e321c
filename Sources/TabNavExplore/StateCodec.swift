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
    let words: Int
    let depth: Int
    let tabCount: Int
    let selectionBits: Int
    let badgeBits: Int
    let entryBits: Int
    let swipeAt: Int
    let buttonsAt: Int
    let stuckAt: Int
    let modalAt: Int
    let hasModal: Bool
    let flagBits: Int
    let appHiddenAt: Int
    let minimizedAt: Int
    let sheetSwipeAt: Int
    let appHiddenBits: Int
    let minimizedBits: Int
    let sheetSwipeBits: Int
    /// Whether any of the three flags of trace format 2 is kept.
    let keepsFormat2Flags: Bool
    /// Whether the width, the orientation and the return tab are kept (any of them), where, and in how many bits; the
    /// width every state has when it is not kept.
    let keepsFormat3Fields: Bool
    let widthAt: Int
    let orientationAt: Int
    let returnTabAt: Int
    let widthBits: Int
    let orientationBits: Int
    let returnTabBits: Int
    let launchWidth: Width
    /// Whether any part that a model keeps only when a letter can change it is kept: a format 2 flag, the width's
    /// parts, More.
    let keepsOptionalParts: Bool
    /// Whether the More tab's selection is kept, where, and the first overflow tab's index.
    let keepsMore: Bool
    let moreAt: Int
    let moreShowsBits: Int
    let firstOverflow: Int
    let styleBits: Int
    let modalStyles: [ModalStyle]
    let tabAt: [Int]
    let stackAt: [Int]
    let screens: [String]
    let screenIndex: [String: UInt64]
    /// The memory of the caches below, which the codec writes on every unpack: plain memory, so that a write costs
    /// neither a uniqueness check nor a bounds check. A copy of the codec shares it (one codec a thread).
    let memory: CodecMemory
    /// For each stack slot (stack × position): the identity of the entry the last unpack left there, and its code.
    let ids: UnsafeMutablePointer<UInt64>
    let codes: UnsafeMutablePointer<UInt64>
    /// For each stack slot: the entry count the last unpack wrote (0 before any).
    let counts: UnsafeMutablePointer<UInt64>
    /// For each stack slot: its whole packed field as the last unpack read it (`UInt64.max` when a field is wider).
    let fields: UnsafeMutablePointer<UInt64>
    /// The bits of a stack's field.
    let stackBits: Int
    /// For each tab: the badge the last unpack wrote.
    var badgeSeen: [Badge]
    /// For each tab: the enabled flag the last unpack wrote (1 or 0).
    let enabledSeen: UnsafeMutablePointer<UInt64>
    /// For each tab: 1 when the last unpack wrote no badge (``badgeSeen`` is `none`), else 0.
    let noBadgeSeen: UnsafeMutablePointer<UInt64>
    /// Scratch lists for unpacking a stack.
    var screenScratch: [Screen] = []
    var flagScratch: [Bool] = []
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
        keepsFormat3Fields = layout.keepsWidth
        widthAt = layout.widthAt
        orientationAt = layout.orientationAt
        returnTabAt = layout.returnTabAt
        widthBits = layout.keepsWidth ? 1 : 0
        orientationBits = layout.keepsOrientation ? 1 : 0
        returnTabBits = layout.returnTabBits
        launchWidth = layout.launchWidth
        keepsMore = layout.keepsMore
        keepsOptionalParts = keepsFormat2Flags || layout.keepsWidth || layout.keepsMore
        moreAt = layout.moreAt
        moreShowsBits = layout.moreShowsBits
        firstOverflow = layout.firstOverflow
        styleBits = layout.styleBits
        modalStyles = layout.modalStyles
        tabAt = layout.tabAt
        stackAt = layout.stackAt
        screens = layout.screens
        screenIndex = layout.screenIndex
        let slots = layout.stackAt.count * layout.depth
        let stacks = layout.stackAt.count
        memory = CodecMemory(count: 2 * slots + 2 * stacks + 2 * layout.tabCount)
        ids = memory.base
        codes = ids + slots
        counts = codes + slots
        fields = counts + stacks
        enabledSeen = fields + stacks
        ids.update(repeating: UInt64.max, count: slots)
        fields.update(repeating: UInt64.max, count: stacks)
        enabledSeen.update(repeating: 1, count: layout.tabCount)
        noBadgeSeen = enabledSeen + layout.tabCount
        noBadgeSeen.update(repeating: 1, count: layout.tabCount)
        stackBits = StateLayout.depthBits + layout.depth * layout.entryBits
        badgeSeen = Array(repeating: .none, count: layout.tabCount)
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
        var state = state
        guard let changed = pack(&state, into: key, source: source) else { return false }
        changedStacks = changed
        return true
    }

    /// ``encode(_:into:source:)`` without changing the codec, so that a caller holding both the codec and the state
    /// passes neither by copying it. Both are taken in place (`mutating` and `inout`, left unchanged): from a caller that
    /// holds them in stored properties, a call by value would copy the whole codec (or state) first.
    /// - Returns: The stacks packed anew (``changedStacks``), or `nil` when the state does not fit the layout.
    mutating func pack(_ state: inout TabNavState<Screen>, into key: UnsafeMutablePointer<UInt64>, source: UnsafePointer<UInt64>?)
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
        // A large iPhone's width follows its orientation: a width off the launch one is enough to tell a turned state.
        if keepsFormat3Fields || state.width != launchWidth {
            guard packWidth(&state, into: key) else { return nil }
        }
        if keepsMore {
            let shows: Int
            switch state.moreShows {
            case .list: shows = 0
            case .tab(let index):
                guard index >= firstOverflow else { return nil }
                shows = 1 + index - firstOverflow
            }
            key.put(state.isMoreSelected ? 1 : 0, at: moreAt, width: 1)
            key.put(UInt64(shows), at: moreAt + 1, width: moreShowsBits)
        } else if state.isMoreSelected || state.moreShows != .list {
            return nil
        }
        for t in 0..<tabCount {
            switch packTabFields(&state, t, into: key, remembered: source != nil) {
            case .same: break
            case .changed: changedStacks |= Self.tabFields
            case .outside: return nil
            }
            if source != nil {
                let count = state.tabs[t].stack.entries.count
                if count == Int(counts[t]) && holds(state.tabs[t].stack.entries, slot: t, count: count) { continue }
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

    /// Packs the width, the orientation and the return tab, which `key` holds cleared. Out of line: the fields of a
    /// model that rotates or resizes, never in the way of the others (a `pack` that grows past the optimizer's
    /// budget reads each tab through a copy).
    /// - Returns: `false` when the state has a width, orientation or return tab the layout does not keep.
    @inline(never)
    private mutating func packWidth(_ state: inout TabNavState<Screen>, into key: UnsafeMutablePointer<UInt64>) -> Bool {
        guard widthBits == 1 || state.width == launchWidth, orientationBits == 1 || state.orientation == .portrait,
            Int(state.moreReturnTab) < (returnTabBits == 0 ? 1 : tabCount)
        else { return false }
        key.put(state.width == .regular ? 1 : 0, at: widthAt, width: widthBits)
        key.put(state.orientation == .landscape ? 1 : 0, at: orientationAt, width: orientationBits)
        key.put(UInt64(state.moreReturnTab), at: returnTabAt, width: returnTabBits)
        return true
    }

    /// What ``packTabFields(_:_:into:remembered:)`` found.
    enum TabFields {
        case same, changed, outside
    }

    /// Packs tab `t`'s enabled flag and badge; with `remembered` (a key copied from the source), only when they
    /// differ from what the last unpack wrote. Out of line, the state taken in place: in `pack` it would push that
    /// function past the optimizer's budget, and each tab would be read through a copy.
    /// - Returns: Whether the fields differ from the source's, or `outside` for a badge the layout does not name.
    @inline(never)
    private mutating func packTabFields(
        _ state: inout TabNavState<Screen>, _ t: Int, into key: UnsafeMutablePointer<UInt64>, remembered: Bool
    ) -> TabFields {
        let enabled = state.tabs[t].isEnabled
        // No badge, as the last unpack wrote, is told by a pattern match: the enum's equality and the look-up of its
        // number are outlined calls.
        var noBadge = false
        if badgeBits > 0, case .none = state.tabs[t].badge { noBadge = true }
        if remembered && enabled == (enabledSeen[t] == 1)
            && (badgeBits == 0 || (noBadge && noBadgeSeen[t] == 1) || state.tabs[t].badge == badgeSeen[t])
        {
            return .same
        }
        if remembered { key.clear(at: tabAt[t], width: 1 + badgeBits) }
        key.put(enabled ? 1 : 0, at: tabAt[t], width: 1)
        if badgeBits > 0 && !noBadge {
            guard let code = layout.badgeIndex[state.tabs[t].badge] else { return .outside }
            key.put(code, at: tabAt[t] + 1, width: badgeBits)
        }
        return .changed
    }

    /// Packs a stack's entries into its field. `mutating` though it changes nothing: called on a codec held in place,
    /// it is not copied first.
    private mutating func encodeStack(
        _ entries: [Entry<Screen>], slot: Int, into key: UnsafeMutablePointer<UInt64>, remembered: Bool
    )
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
}
