/// An event's arguments by name, written once beside its kind (``TabNavEvent/kind``): the simulator's JSON and any
/// other tool that shows an event as data read them from here rather than switching over every case themselves.
extension TabNavEvent {
    /// One argument of an event, named after its label in the event's case (`tab`, `hidesBar`, `animated`, `in`,
    /// `style`, `path`, `toDepth`) or, unlabelled, after what it holds (`screen`, `entryId`, `depth`, `entries`,
    /// `badge`, `phase`, `scroll`, `width`).
    package enum Argument: Hashable, Sendable {
        /// The index of the tab the event names (`tab:`).
        case tab(Int)
        /// The screen pushed, popped to, presented or picked in the back button's menu.
        case screen(Screen)
        /// Whether the pushed entry hides the bar whatever the configuration says (`hidesBar:`).
        case hidesBar(Bool)
        /// Whether UIKit animates the change (`animated:`).
        case animated(Bool)
        /// The stack the event acts on (`in:`); `nil` for the focused one.
        case `in`(StackRef?)
        /// The identity of the entry to pop to.
        case entryID(EntryID)
        /// The number of entries a pop to a depth leaves.
        case depth(Int)
        /// The number of entries UIKit's own pop left (`toDepth:`).
        case toDepth(Int)
        /// The entries of a replaced stack, root first.
        case entries([NewEntry<Screen>])
        /// The entries a deep link puts above the tab's root (`path:`).
        case path([NewEntry<Screen>])
        /// The modal's presentation style (`style:`).
        case style(ModalStyle)
        /// The badge to set.
        case badge(Badge)
        /// The gesture's phase.
        case phase(GesturePhase)
        /// Where the user scrolled.
        case scroll(Scroll)
        /// The window's new horizontal size class.
        case width(Width)

        /// The argument's name: the case's label, or what the value holds when it has none.
        package var name: String {
            switch self {
            case .tab: "tab"
            case .screen: "screen"
            case .hidesBar: "hidesBar"
            case .animated: "animated"
            case .in: "in"
            case .entryID: "entryId"
            case .depth: "depth"
            case .toDepth: "toDepth"
            case .entries: "entries"
            case .path: "path"
            case .style: "style"
            case .badge: "badge"
            case .phase: "phase"
            case .scroll: "scroll"
            case .width: "width"
            }
        }
    }

    /// The event's arguments in the order of its case's declaration; none for an event without any.
    /// - Complexity: O(1); the entries of a replaced stack or a deep link are shared, not copied.
    package var arguments: [Argument] {
        switch self {
        case .request(let request): Self.arguments(of: request)
        case .report(let report): Self.arguments(of: report)
        }
    }

    private static func arguments(of request: TabNavRequest<Screen>) -> [Argument] {
        switch request {
        case .tap(let i), .select(let i), .pick(let i), .enable(let i), .disable(let i): [.tab(i)]
        case .tapCenter, .tapMore, .selectMore: []
        case .push(let s, let h, let a, let t): [.screen(s), .hidesBar(h), .animated(a), .in(t)]
        case .pop(let a, let t), .popToRoot(let a, let t): [.animated(a), .in(t)]
        case .popTo(let s, let a, let t): [.screen(s), .animated(a), .in(t)]
        case .popToEntry(let id, let a, let t): [.entryID(id), .animated(a), .in(t)]
        case .popToDepth(let d, let a, let t): [.depth(d), .animated(a), .in(t)]
        case .setStack(let list, let a, let t): [.entries(list), .animated(a), .in(t)]
        case .present(let s, let style, let a), .replaceModal(let s, let style, let a):
            [.screen(s), .style(style), .animated(a)]
        case .dismiss(let a), .hideBar(let a), .showBar(let a): [.animated(a)]
        case .open(let i, let path): [.tab(i), .path(path)]
        case .setBadge(let badge, let i): [.badge(badge), .tab(i)]
        }
    }

    private static func arguments(of report: UIKitReport<Screen>) -> [Argument] {
        switch report {
        case .backSwipe(let phase), .sheetSwipe(let phase): [.phase(phase)]
        case .backButtonTapped, .rotated: []
        case .backMenuPicked(let s): [.screen(s)]
        case .systemPopped(let depth, let t): [.toDepth(depth), .in(t)]
        case .scrolled(let scroll): [.scroll(scroll)]
        case .resized(let width): [.width(width)]
        }
    }
}

extension TabNavEvent {
    /// The event of this kind with these arguments: the inverse of ``kind`` and ``arguments``, which the trace's
    /// parser, the generators and the statechart's probe build events through, so that a new event is stated here once.
    ///
    /// The arguments may come in any order, but each at most once, and each must be one of the kind's case; one the
    /// case takes and `arguments` lacks is taken from `defaults`, which may hold arguments of any name (a parser's
    /// defaults, a generator's draws). A gesture's phase must agree with the kind (`backSwipeBegan` takes
    /// `.phase(.began)`).
    /// - Parameters:
    ///   - kind: The event's kind.
    ///   - arguments: Its arguments, as ``arguments`` lists them.
    ///   - defaults: The arguments to use where `arguments` has none of that name; none by default.
    /// - Returns: The event, or `nil` when an argument is missing, given twice, not one of the kind's, or the phase
    ///   names another kind.
    /// - Complexity: O(*n*) in the number of arguments and defaults.
    package init?(kind: Kind, arguments: [Argument], defaults: [Argument] = []) {
        var given = ArgumentBag(given: arguments, defaults: defaults)
        guard let event = Self.built(kind, &given), given.isUsedUp, event.kind == kind else { return nil }
        self = event
    }

    private static func built(_ kind: Kind, _ a: inout ArgumentBag) -> Self? {
        switch kind {
        case .tap: return a.tab().map { .request(.tap(tab: $0)) }
        case .tapCenter: return .request(.tapCenter)
        case .select: return a.tab().map { .request(.select(tab: $0)) }
        case .tapMore: return .request(.tapMore)
        case .pick: return a.tab().map { .request(.pick(tab: $0)) }
        case .selectMore: return .request(.selectMore)
        case .push:
            guard let s = a.screen(), let h = a.hidesBar(), let an = a.animated(), let t = a.stack() else { return nil }
            return .request(.push(s, hidesBar: h, animated: an, in: t))
        case .pop, .popToRoot:
            guard let an = a.animated(), let t = a.stack() else { return nil }
            return .request(kind == .pop ? .pop(animated: an, in: t) : .popToRoot(animated: an, in: t))
        case .popTo:
            guard let s = a.screen(), let an = a.animated(), let t = a.stack() else { return nil }
            return .request(.popTo(s, animated: an, in: t))
        case .popToEntry:
            guard let id = a.entryID(), let an = a.animated(), let t = a.stack() else { return nil }
            return .request(.popToEntry(id, animated: an, in: t))
        case .popToDepth:
            guard let d = a.depth(), let an = a.animated(), let t = a.stack() else { return nil }
            return .request(.popToDepth(d, animated: an, in: t))
        case .setStack:
            guard let list = a.entries(), let an = a.animated(), let t = a.stack() else { return nil }
            return .request(.setStack(list, animated: an, in: t))
        case .present, .replaceModal:
            guard let s = a.screen(), let style = a.style(), let an = a.animated() else { return nil }
            return .request(
                kind == .present ? .present(s, style: style, animated: an) : .replaceModal(s, style: style, animated: an))
        case .dismiss: return a.animated().map { .request(.dismiss(animated: $0)) }
        case .open:
            guard let i = a.tab(), let path = a.path() else { return nil }
            return .request(.open(tab: i, path: path))
        case .setBadge:
            guard let badge = a.badge(), let i = a.tab() else { return nil }
            return .request(.setBadge(badge, tab: i))
        case .enable: return a.tab().map { .request(.enable(tab: $0)) }
        case .disable: return a.tab().map { .request(.disable(tab: $0)) }
        case .hideBar: return a.animated().map { .request(.hideBar(animated: $0)) }
        case .showBar: return a.animated().map { .request(.showBar(animated: $0)) }
        case .backSwipe, .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled:
            return a.phase().map { .report(.backSwipe($0)) }
        case .backButtonTapped: return .report(.backButtonTapped)
        case .backMenuPicked: return a.screen().map { .report(.backMenuPicked($0)) }
        case .sheetSwipe, .sheetSwipeBegan, .sheetSwipeEnded, .sheetSwipeCancelled:
            return a.phase().map { .report(.sheetSwipe($0)) }
        case .systemPopped:
            guard let d = a.toDepth(), let t = a.stack() else { return nil }
            return .report(.systemPopped(toDepth: d, in: t))
        case .rotated: return .report(.rotated)
        case .scrolled: return a.scroll().map { .report(.scrolled($0)) }
        case .resized: return a.width().map { .report(.resized($0)) }
        }
    }

    /// The arguments given to ``init(kind:arguments:)``, and which of them the kind's case has taken.
    private struct ArgumentBag {
        let given: [Argument]
        let defaults: [Argument]
        var taken: UInt64 = 0

        /// Whether the case took every argument given.
        var isUsedUp: Bool { given.count < 64 && taken.nonzeroBitCount == given.count }

        /// The one given argument that `value` reads, marked as taken, else the first default it reads; `nil` when
        /// there is none, or more than one given.
        private mutating func take<T>(_ value: (Argument) -> T?) -> T? {
            var found: T?
            for (i, argument) in given.enumerated() {
                guard let v = value(argument) else { continue }
                if found != nil || i >= 64 { return nil }
                found = v
                taken |= 1 << UInt64(i)
            }
            if found == nil {
                for argument in defaults {
                    if let v = value(argument) { return v }
                }
            }
            return found
        }

        mutating func tab() -> Int? { take { if case .tab(let v) = $0 { v } else { nil } } }
        mutating func screen() -> Screen? { take { if case .screen(let v) = $0 { v } else { nil } } }
        mutating func hidesBar() -> Bool? { take { if case .hidesBar(let v) = $0 { v } else { nil } } }
        mutating func animated() -> Bool? { take { if case .animated(let v) = $0 { v } else { nil } } }
        mutating func stack() -> StackRef?? { take { if case .in(let v) = $0 { .some(v) } else { nil } } }
        mutating func entryID() -> EntryID? { take { if case .entryID(let v) = $0 { v } else { nil } } }
        mutating func depth() -> Int? { take { if case .depth(let v) = $0 { v } else { nil } } }
        mutating func toDepth() -> Int? { take { if case .toDepth(let v) = $0 { v } else { nil } } }
        mutating func entries() -> [NewEntry<Screen>]? { take { if case .entries(let v) = $0 { v } else { nil } } }
        mutating func path() -> [NewEntry<Screen>]? { take { if case .path(let v) = $0 { v } else { nil } } }
        mutating func style() -> ModalStyle? { take { if case .style(let v) = $0 { v } else { nil } } }
        mutating func badge() -> Badge? { take { if case .badge(let v) = $0 { v } else { nil } } }
        mutating func phase() -> GesturePhase? { take { if case .phase(let v) = $0 { v } else { nil } } }
        mutating func scroll() -> Scroll? { take { if case .scroll(let v) = $0 { v } else { nil } } }
        mutating func width() -> Width? { take { if case .width(let v) = $0 { v } else { nil } } }
    }
}
