/// The kind of an event without its arguments: one a case of ``TabNavRequest`` and ``UIKitReport``, with a gesture's
/// phases apart (`backSwipe(.began)` is ``backSwipeBegan``), named as the library's cases.
///
/// It is the one name of an event wherever the tools speak of one: the statechart's transitions, its SCXML event
/// names and its glossaries use these names. ``TabNavEvent/kind`` gives an event's kind; the swipe gate, the stack
/// an event names and the mapping of its tabs and screens are written beside it, once.
public enum TabNavEventKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// ``TabNavRequest/tap(tab:)``.
    case tap
    /// ``TabNavRequest/tapCenter``.
    case tapCenter
    /// ``TabNavRequest/select(tab:)``.
    case select
    /// ``TabNavRequest/tapMore``.
    case tapMore
    /// ``TabNavRequest/pick(tab:)``.
    case pick
    /// ``TabNavRequest/selectMore``.
    case selectMore
    /// ``TabNavRequest/push(_:hidesBar:animated:in:)``.
    case push
    /// ``TabNavRequest/pop(animated:in:)``.
    case pop
    /// ``TabNavRequest/popTo(_:animated:in:)``.
    case popTo
    /// ``TabNavRequest/popToEntry(_:animated:in:)``.
    case popToEntry
    /// ``TabNavRequest/popToDepth(_:animated:in:)``.
    case popToDepth
    /// ``TabNavRequest/popToRoot(animated:in:)``.
    case popToRoot
    /// ``TabNavRequest/setStack(_:animated:in:)-enum.case``.
    case setStack
    /// ``TabNavRequest/present(_:style:animated:)``.
    case present
    /// ``TabNavRequest/replaceModal(_:style:animated:)``.
    case replaceModal
    /// ``TabNavRequest/dismiss(animated:)``.
    case dismiss
    /// ``TabNavRequest/open(tab:path:)-enum.case``.
    case open
    /// ``TabNavRequest/setBadge(_:tab:)``.
    case setBadge
    /// ``TabNavRequest/enable(tab:)``.
    case enable
    /// ``TabNavRequest/disable(tab:)``.
    case disable
    /// ``TabNavRequest/hideBar(animated:)``.
    case hideBar
    /// ``TabNavRequest/showBar(animated:)``.
    case showBar
    /// ``UIKitReport/backSwipe(_:)`` with ``GesturePhase/whole``.
    case backSwipe
    /// ``UIKitReport/backSwipe(_:)`` with ``GesturePhase/began``.
    case backSwipeBegan
    /// ``UIKitReport/backSwipe(_:)`` with ``GesturePhase/ended``.
    case backSwipeEnded
    /// ``UIKitReport/backSwipe(_:)`` with ``GesturePhase/cancelled``.
    case backSwipeCancelled
    /// ``UIKitReport/backButtonTapped``.
    case backButtonTapped
    /// ``UIKitReport/backMenuPicked(_:)``.
    case backMenuPicked
    /// ``UIKitReport/sheetSwipe(_:)`` with ``GesturePhase/whole``.
    case sheetSwipe
    /// ``UIKitReport/sheetSwipe(_:)`` with ``GesturePhase/began``.
    case sheetSwipeBegan
    /// ``UIKitReport/sheetSwipe(_:)`` with ``GesturePhase/ended``.
    case sheetSwipeEnded
    /// ``UIKitReport/sheetSwipe(_:)`` with ``GesturePhase/cancelled``.
    case sheetSwipeCancelled
    /// ``UIKitReport/systemPopped(toDepth:in:)``.
    case systemPopped
    /// ``UIKitReport/rotated``.
    case rotated
    /// ``UIKitReport/scrolled(_:)``.
    case scrolled
    /// ``UIKitReport/resized(_:)``.
    case resized

    /// Whether an active back-swipe or sheet swipe rejects an event of this kind: every kind but badges,
    /// enabling, the app's hiding of the bar, rotation, resizing, scrolling and the gestures' own ends.
    package var isNavigation: Bool {
        switch self {
        case .setBadge, .enable, .disable, .hideBar, .showBar, .rotated, .resized, .scrolled, .backSwipeEnded,
            .backSwipeCancelled, .sheetSwipeEnded, .sheetSwipeCancelled:
            false
        default: true
        }
    }

    /// The case name: `tap`, `backSwipeEnded`.
    public var description: String { rawValue }
}

/// What the tools ask of an event, written once beside the events: its kind without arguments, the stack it acts on,
/// and the event with its tabs or screens mapped. The simulator, the statechart, the explorer, the generators and the
/// tests derive their tables from here rather than switching over every case themselves.
extension TabNavEvent {
    /// The kind of an event without its arguments (``TabNavEventKind``), the same type for every `Screen`.
    public typealias Kind = TabNavEventKind

    /// The event's kind: its case, a gesture's phase apart, without arguments.
    public var kind: Kind {
        switch self {
        case .request(let request):
            switch request {
            case .tap: .tap
            case .tapCenter: .tapCenter
            case .select: .select
            case .tapMore: .tapMore
            case .pick: .pick
            case .selectMore: .selectMore
            case .push: .push
            case .pop: .pop
            case .popTo: .popTo
            case .popToEntry: .popToEntry
            case .popToDepth: .popToDepth
            case .popToRoot: .popToRoot
            case .setStack: .setStack
            case .present: .present
            case .replaceModal: .replaceModal
            case .dismiss: .dismiss
            case .open: .open
            case .setBadge: .setBadge
            case .enable: .enable
            case .disable: .disable
            case .hideBar: .hideBar
            case .showBar: .showBar
            }
        case .report(let report):
            switch report {
            case .backSwipe(let phase): Self.phased(phase, .backSwipe, .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled)
            case .backButtonTapped: .backButtonTapped
            case .backMenuPicked: .backMenuPicked
            case .sheetSwipe(let phase):
                Self.phased(phase, .sheetSwipe, .sheetSwipeBegan, .sheetSwipeEnded, .sheetSwipeCancelled)
            case .systemPopped: .systemPopped
            case .rotated: .rotated
            case .scrolled: .scrolled
            case .resized: .resized
            }
        }
    }

    private static func phased(_ phase: GesturePhase, _ whole: Kind, _ began: Kind, _ ended: Kind, _ cancelled: Kind)
        -> Kind
    {
        switch phase {
        case .whole: whole
        case .began: began
        case .ended: ended
        case .cancelled: cancelled
        }
    }

    /// The stack the event names with `in:`: `nil` when it has no such argument, `.some(nil)` for the focused stack
    /// (no `in:`, and the back button's menu, which always acts on it).
    package var stackArgument: StackRef?? {
        switch self {
        case .request(.push(_, _, _, let t)), .request(.pop(_, let t)), .request(.popTo(_, _, let t)),
            .request(.popToEntry(_, _, let t)), .request(.popToDepth(_, _, let t)), .request(.popToRoot(_, let t)),
            .request(.setStack(_, _, let t)), .report(.systemPopped(_, let t)):
            .some(t)
        case .report(.backMenuPicked): .some(nil)
        default: nil
        }
    }

    /// The event with its tab indices (those it names and those of `in: .tab(_)`) and its screens mapped, or `nil`
    /// when a mapping returns `nil` (the tab or the screen has no counterpart).
    /// - Parameters:
    ///   - tab: Maps a tab index.
    ///   - screen: Maps a screen.
    /// - Returns: The mapped event, or `nil`.
    package func mapped<Other: Hashable & Sendable>(tab: (Int) -> Int?, screen: (Screen) -> Other?) -> TabNavEvent<Other>? {
        func stack(_ ref: StackRef?) -> StackRef?? {
            guard case .tab(let i)? = ref else { return .some(ref) }
            return tab(i).map { .tab($0) }
        }
        func entries(_ list: [NewEntry<Screen>]) -> [NewEntry<Other>]? {
            var out: [NewEntry<Other>] = []
            for e in list {
                guard let s = screen(e.screen) else { return nil }
                out.append(NewEntry(s, hidesBar: e.hidesBar))
            }
            return out
        }
        switch self {
        case .request(let request):
            let mapped: TabNavRequest<Other>?
            switch request {
            case .tap(let i): mapped = tab(i).map { .tap(tab: $0) }
            case .tapCenter: mapped = .tapCenter
            case .select(let i): mapped = tab(i).map { .select(tab: $0) }
            case .tapMore: mapped = .tapMore
            case .pick(let i): mapped = tab(i).map { .pick(tab: $0) }
            case .selectMore: mapped = .selectMore
            case .push(let s, let h, let a, let t):
                guard let s = screen(s), let t = stack(t) else { return nil }
                mapped = .push(s, hidesBar: h, animated: a, in: t)
            case .pop(let a, let t): mapped = stack(t).map { .pop(animated: a, in: $0) }
            case .popTo(let s, let a, let t):
                guard let s = screen(s), let t = stack(t) else { return nil }
                mapped = .popTo(s, animated: a, in: t)
            case .popToEntry(let id, let a, let t): mapped = stack(t).map { .popToEntry(id, animated: a, in: $0) }
            case .popToDepth(let d, let a, let t): mapped = stack(t).map { .popToDepth(d, animated: a, in: $0) }
            case .popToRoot(let a, let t): mapped = stack(t).map { .popToRoot(animated: a, in: $0) }
            case .setStack(let list, let a, let t):
                guard let list = entries(list), let t = stack(t) else { return nil }
                mapped = .setStack(list, animated: a, in: t)
            case .present(let s, let style, let a): mapped = screen(s).map { .present($0, style: style, animated: a) }
            case .replaceModal(let s, let style, let a):
                mapped = screen(s).map { .replaceModal($0, style: style, animated: a) }
            case .dismiss(let a): mapped = .dismiss(animated: a)
            case .open(let i, let path):
                guard let i = tab(i), let path = entries(path) else { return nil }
                mapped = .open(tab: i, path: path)
            case .setBadge(let badge, let i): mapped = tab(i).map { .setBadge(badge, tab: $0) }
            case .enable(let i): mapped = tab(i).map { .enable(tab: $0) }
            case .disable(let i): mapped = tab(i).map { .disable(tab: $0) }
            case .hideBar(let a): mapped = .hideBar(animated: a)
            case .showBar(let a): mapped = .showBar(animated: a)
            }
            return mapped.map { .request($0) }
        case .report(let report):
            let mapped: UIKitReport<Other>?
            switch report {
            case .backSwipe(let phase): mapped = .backSwipe(phase)
            case .backButtonTapped: mapped = .backButtonTapped
            case .backMenuPicked(let s): mapped = screen(s).map { .backMenuPicked($0) }
            case .sheetSwipe(let phase): mapped = .sheetSwipe(phase)
            case .systemPopped(let depth, let t): mapped = stack(t).map { .systemPopped(toDepth: depth, in: $0) }
            case .rotated: mapped = .rotated
            case .scrolled(let scroll): mapped = .scrolled(scroll)
            case .resized(let width): mapped = .resized(width)
            }
            return mapped.map { .report($0) }
        }
    }

    /// The tab indices the event names, `in: .tab(_)` included, in argument order.
    package var namedTabs: [Int] {
        var found: [Int] = []
        _ = mapped(
            tab: {
                found.append($0)
                return $0
            }, screen: { $0 })
        return found
    }
}
