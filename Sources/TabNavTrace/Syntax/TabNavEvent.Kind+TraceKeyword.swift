import TabNav

extension TabNavEvent.Kind {
    /// The trace word of a step of this kind, or `nil` for the kinds a trace cannot state (a pop to an entry's
    /// identity or to a depth, the coordinator's replacement of a modal).
    ///
    /// The one statement of which word sends which kind: a switch over every kind, so that a new kind of event is a
    /// compile error here, and a new word one in the syntax table's switches (``TraceKeyword``). The table's
    /// ``TraceKeyword/kinds`` are read from it.
    var traceKeyword: TraceKeyword? {
        switch self {
        case .tap, .tapCenter, .tapMore: .tap
        case .select, .selectMore: .select
        case .pick: .pick
        case .push: .push
        case .pop: .pop
        case .popTo: .popTo
        case .popToRoot: .popToRoot
        case .setStack: .setStack
        case .present: .present
        case .dismiss: .dismiss
        case .open: .open
        case .setBadge: .badge
        case .enable: .enable
        case .disable: .disable
        case .hideBar: .hideBar
        case .showBar: .showBar
        case .backSwipe, .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled: .backSwipe
        case .backButtonTapped: .backButton
        case .backMenuPicked: .backMenu
        case .sheetSwipe, .sheetSwipeBegan, .sheetSwipeEnded, .sheetSwipeCancelled: .sheetSwipe
        case .systemPopped: .systemPop
        case .rotated: .rotate
        case .scrolled: .scroll
        case .resized: .resize
        case .popToEntry, .popToDepth, .replaceModal: nil
        }
    }

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

extension TraceKeyword {
    /// The kinds of event a step of this word stands for, in the library's order of kinds: `tap` is a tab's, the
    /// centre button's or More's tap. Read from ``TabNavEvent/Kind/traceKeyword``.
    var kinds: [TabNavEvent<String>.Kind] { Self.kindsByWord[self] ?? [] }

    /// Each word's kinds, from the kinds' words.
    private static let kindsByWord: [TraceKeyword: [TabNavEvent<String>.Kind]] = Dictionary(
        TabNavEvent<String>.Kind.allCases.compactMap { kind in kind.traceKeyword.map { ($0, [kind]) } }, uniquingKeysWith: +)
}
