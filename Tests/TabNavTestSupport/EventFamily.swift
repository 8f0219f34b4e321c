import TabNav

/// The families of events the harness plants a bug in, one at a time, derived from the library's event kind
/// (``TabNavEventKind``) by a switch without `default`: a new kind is a compile error here until it joins a family.
enum EventFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Taps on tabs and the centre button, programmatic selection, enabling.
    case tabs
    /// The More tab's own steps: its tap, a pick on its list, its selection.
    case more
    /// Stack requests of the app: push, the pops, set-stack, a deep link.
    case navigation
    /// Presenting, replacing and dismissing a modal, and the user's sheet swipes.
    case modal
    /// UIKit's own pops: the back-swipe in its phases, the back button and its menu, a system pop.
    case backGestures
    /// Badges.
    case badges
    /// The bar: the app hiding and showing it, scrolls, rotation.
    case bar

    /// The family of an event kind.
    init(_ kind: TabNavEventKind) {
        switch kind {
        case .tap, .tapCenter, .select, .enable, .disable: self = .tabs
        case .tapMore, .pick, .selectMore: self = .more
        case .push, .pop, .popTo, .popToEntry, .popToDepth, .popToRoot, .setStack, .open: self = .navigation
        case .present, .replaceModal, .dismiss, .sheetSwipe, .sheetSwipeBegan, .sheetSwipeEnded, .sheetSwipeCancelled:
            self = .modal
        case .backSwipe, .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled, .backButtonTapped, .backMenuPicked,
            .systemPopped:
            self = .backGestures
        case .setBadge: self = .badges
        case .hideBar, .showBar, .scrolled, .rotated, .resized: self = .bar
        }
    }

    var description: String { rawValue }
}
