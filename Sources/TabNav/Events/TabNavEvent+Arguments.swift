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
