import TabNav

extension TabNavEvent.Kind {
    /// The trace word of a step of this kind, or `nil` for the kinds a trace cannot state (a pop to an entry's
    /// identity or to a depth, the coordinator's replacement of a modal): read off the syntax table's rows
    /// (``TraceKeyword/kinds``), so that a new kind of event is given its word in its row alone.
    var traceKeyword: TraceKeyword? { Self.traceKeywords[self] }

    /// Each kind's word, from the rows of the syntax table that list it (a test holds every kind to at most one row).
    private static let traceKeywords: [TabNavEventKind: TraceKeyword] = Dictionary(
        TraceKeyword.allCases.flatMap { keyword in keyword.kinds.map { ($0, keyword) } }, uniquingKeysWith: { first, _ in first })

    /// The trace step that sends events of this kind, without its tab or screen, as diagrams label it: `pop-to-root`,
    /// `tap more`, `back-swipe finish`; `nil` for the kinds a trace cannot state.
    package var traceStep: String? {
        guard let word = traceKeyword?.spelling else { return nil }
        switch self {
        case .tapMore, .selectMore: return word + " more"
        case .backSwipeBegan, .sheetSwipeBegan: return word + " start"
        case .backSwipeEnded, .sheetSwipeEnded: return word + " finish"
        case .backSwipeCancelled, .sheetSwipeCancelled: return word + " cancel"
        default: return word
        }
    }
}
