import TabNav

extension TabNavEvent.Kind {
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
