/// How much of a state an invariant check reads.
public enum InvariantScope: Hashable, Sendable, Codable {
    /// Every rule: O(*n*) in the total number of entries.
    case all
    /// Every rule but the two that read each entry (``InvariantViolation/Kind/hidingCountMatches`` and
    /// ``InvariantViolation/Kind/entryIdentity``): O(*t*) in the number of tabs, whatever the stacks hold.
    case withoutEntries
}
