/// A rule of the model that a state breaks, as a value: what kind, and a message that names the part.
public struct InvariantViolation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rules a state must keep.
    package enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
        /// The tabs are not those of the configuration (count and names, in order).
        case tabsMatchConfiguration = "tabs-match-configuration"
        /// A tab's stack or the modal's stack is empty.
        case emptyStack = "empty-stack"
        /// The selected index is not a tab's (the centre button is never selected).
        case selectionInRange = "selection-in-range"
        /// An active back-swipe needs a focused stack of two or more entries.
        case swipeOverPoppableStack = "swipe-over-poppable-stack"
        /// A badge count is not positive, or a badge text is empty.
        case badgeWellFormed = "badge-well-formed"
        /// A stack's kept count of hiding entries disagrees with its entries.
        case hidingCountMatches = "hiding-count-matches"
        /// Two entries share an identity, or an identity is not below the next one to hand out.
        case entryIdentity = "entry-identity"
        /// The system buttons are present where nothing can put them back or a fix keeps them away.
        case systemButtons = "system-buttons"
        /// The bar is stuck hidden outside the `ios14.0` profile.
        case stuckOnlyUnderIOS14 = "stuck-only-under-ios14"
        /// The bar is minimized where scrolling never minimizes it (not `ios26`, `minimize never`, `over-content`).
        case minimizedOnlyWhenAllowed = "minimized-only-when-allowed"
        /// A sheet swipe is active without a presented sheet that the user can swipe.
        case sheetSwipeOverSheet = "sheet-swipe-over-sheet"
        /// More's selection disagrees with the tabs: More selected or showing a tab without a More tab, a shown
        /// tab that is not an overflow tab, a selected index that is not what More shows, a bar tab selected out of
        /// the bar's range, or a bar stuck hidden over the More list.
        case moreSelection = "more-selection"
    }

    /// Which rule is broken.
    package var kind: Kind
    /// What breaks it.
    public var message: String

    /// Creates a violation.
    /// - Parameters:
    ///   - kind: The rule.
    ///   - message: What breaks it.
    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The broken rule's stable name, in kebab case: `entry-identity`, `more-selection`.
    public var rule: String { kind.rawValue }

    /// `rule: message`.
    public var description: String { "\(kind.rawValue): \(message)" }
}
