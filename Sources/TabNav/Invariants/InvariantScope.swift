/// Which invariants a check reads: the state's shape, its entries, or both.
///
/// The rules about entries read every entry of every stack, so their check costs O(*n*) in the number of entries;
/// the others read a few fields a tab and cost O(*t*) in the number of tabs. A caller that checks after every step
/// of a long replay can check the shape each step and the entries now and then (`tabnav-sim` does).
@_spi(Replay) public enum InvariantScope: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Every rule.
    case all
    /// The rules that read no entry: `tabsMatchConfiguration`,
    /// `emptyStack`, `selectionInRange`,
    /// `swipeOverPoppableStack`, `badgeWellFormed`,
    /// `systemButtons` and `stuckOnlyUnderIOS14`.
    case shape
    /// The rules that read every entry: `hidingCountMatches` and
    /// `entryIdentity`.
    case entries

    /// `all`, `shape` or `entries`.
    public var description: String {
        switch self {
        case .all: "all"
        case .shape: "shape"
        case .entries: "entries"
        }
    }

    /// Whether the scope takes in the rules that read no entry.
    var readsShape: Bool { self != .entries }
    /// Whether the scope takes in the rules that read every entry.
    var readsEntries: Bool { self != .shape }
}
