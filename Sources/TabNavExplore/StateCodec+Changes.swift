import TabNav

/// What a step changed in the state the codec unpacked last: the parts a write-back must look at.
extension StateCodec {
    /// The parts of `state`, the state this codec unpacked last after steps of the reducer, that a write-back must
    /// look at: the stacks that no longer hold the entries the unpack left there, the tabs' badges and flags, and
    /// the modal. For a state that is not packed (a stack past the bound). The state is taken in place, as by
    /// ``pack(_:into:source:)``.
    mutating func changedParts(_ state: inout TabNavState<Screen>) -> UInt32 {
        var parts = Self.tabFields
        for t in 0..<tabCount {
            let count = state.tabs[t].stack.entries.count
            if t >= 30 || count != Int(counts[t]) || !holds(state.tabs[t].stack.entries, slot: t, count: count) {
                parts |= 1 << UInt32(t)
            }
        }
        if hasModal { parts |= 1 << UInt32(tabCount) }
        return parts
    }

    /// Whether `entries` are exactly the `count` entries, by identity, that the last unpack left in the slot.
    @inline(__always)
    func holds(_ entries: [Entry<Screen>], slot: Int, count: Int) -> Bool {
        guard entries.count == count else { return false }
        let base = slot * depth
        for i in 0..<count where entries[i].id.rawValue != ids[base + i] { return false }
        return true
    }
}
