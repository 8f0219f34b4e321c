import TabNav

extension Statechart {
    /// The kinds of ``TabNavEvent``, one a case, named like the cases; a chart's events are kinds with an optional tab.
    public enum EventKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// ``TabNavEvent/tabTapped(_:)``.
        case tabTapped
        /// ``TabNavEvent/centerButtonTapped``.
        case centerButtonTapped
        /// ``TabNavEvent/tabSelected(_:)``.
        case tabSelected
        /// ``TabNavEvent/pushed(_:hidesBar:animated:target:)``.
        case pushed
        /// ``TabNavEvent/popped(animated:target:)``.
        case popped
        /// ``TabNavEvent/poppedTo(_:animated:target:)``.
        case poppedTo
        /// ``TabNavEvent/poppedToRoot(animated:target:)``.
        case poppedToRoot
        /// ``TabNavEvent/stackReplaced(_:animated:target:)``.
        case stackReplaced
        /// ``TabNavEvent/backSwiped``.
        case backSwiped
        /// ``TabNavEvent/backSwipeStarted``.
        case backSwipeStarted
        /// ``TabNavEvent/backSwipeFinished``.
        case backSwipeFinished
        /// ``TabNavEvent/backSwipeCancelled``.
        case backSwipeCancelled
        /// ``TabNavEvent/modalPresented(_:style:)``.
        case modalPresented
        /// ``TabNavEvent/modalDismissed``.
        case modalDismissed
        /// ``TabNavEvent/deepLinkOpened(tab:path:)``.
        case deepLinkOpened
        /// ``TabNavEvent/badgeSet(tab:_:)``.
        case badgeSet
        /// ``TabNavEvent/tabEnabled(_:)``.
        case tabEnabled
        /// ``TabNavEvent/tabDisabled(_:)``.
        case tabDisabled
        /// ``TabNavEvent/deviceRotated``.
        case deviceRotated
        /// ``TabNavEvent/backButtonTapped``.
        case backButtonTapped
        /// ``TabNavEvent/backMenuJumped(to:)``.
        case backMenuJumped
        /// ``TabNavEvent/sheetSwipedDown``.
        case sheetSwipedDown
        /// ``TabNavEvent/systemPopped(toDepth:target:)``.
        case systemPopped

        /// The trace step that stands for the kind (`tap`, `pop-to-root`, `back-swipe finish`), as diagrams label it.
        public var step: String {
            switch self {
            case .tabTapped, .centerButtonTapped: "tap"
            case .tabSelected: "select"
            case .pushed: "push"
            case .popped: "pop"
            case .poppedTo: "pop-to"
            case .poppedToRoot: "pop-to-root"
            case .stackReplaced: "set-stack"
            case .backSwiped: "back-swipe"
            case .backSwipeStarted: "back-swipe start"
            case .backSwipeFinished: "back-swipe finish"
            case .backSwipeCancelled: "back-swipe cancel"
            case .modalPresented: "present"
            case .modalDismissed: "dismiss"
            case .deepLinkOpened: "open"
            case .badgeSet: "badge"
            case .tabEnabled: "enable"
            case .tabDisabled: "disable"
            case .deviceRotated: "rotate"
            case .backButtonTapped: "back-button"
            case .backMenuJumped: "back-menu"
            case .sheetSwipedDown: "sheet-swipe"
            case .systemPopped: "system-pop"
            }
        }

        /// Whether an active back-swipe rejects events of this kind (the chart's gate), as ``TabNavEvent/isNavigation``.
        public var isNavigation: Bool {
            switch self {
            case .badgeSet, .tabEnabled, .tabDisabled, .deviceRotated, .backSwipeFinished, .backSwipeCancelled: false
            default: true
            }
        }

        /// The case name, as SCXML event names spell it.
        public var description: String { rawValue }
    }

    /// An event of a transition: a kind, and the tab it names for the kinds that name one (`tap discover`).
    public struct Event: Hashable, Sendable, Codable {
        /// The kind of event.
        public var kind: EventKind
        /// The tab index the event names (`tabTapped`, `tabSelected`, `deepLinkOpened`), or `nil` for any.
        public var tab: Int?

        /// Creates an event pattern.
        /// - Parameters:
        ///   - kind: The kind.
        ///   - tab: The tab it names, `nil` for any or none.
        public init(_ kind: EventKind, tab: Int? = nil) {
            self.kind = kind
            self.tab = tab
        }

        /// Whether a concrete event is one of this pattern: the same kind, naming the same tab if a tab is given.
        /// - Parameter event: The concrete event.
        /// - Returns: Whether it matches.
        public func matches<Screen>(_ event: TabNavEvent<Screen>) -> Bool {
            guard event.kind == kind else { return false }
            guard let tab else { return true }
            return event.namedTab == tab
        }
    }
}

extension TabNavEvent {
    /// The event's kind, as statecharts name it.
    public var kind: Statechart.EventKind {
        switch self {
        case .tabTapped: .tabTapped
        case .centerButtonTapped: .centerButtonTapped
        case .tabSelected: .tabSelected
        case .pushed: .pushed
        case .popped: .popped
        case .poppedTo: .poppedTo
        case .poppedToRoot: .poppedToRoot
        case .stackReplaced: .stackReplaced
        case .backSwiped: .backSwiped
        case .backSwipeStarted: .backSwipeStarted
        case .backSwipeFinished: .backSwipeFinished
        case .backSwipeCancelled: .backSwipeCancelled
        case .modalPresented: .modalPresented
        case .modalDismissed: .modalDismissed
        case .deepLinkOpened: .deepLinkOpened
        case .badgeSet: .badgeSet
        case .tabEnabled: .tabEnabled
        case .tabDisabled: .tabDisabled
        case .deviceRotated: .deviceRotated
        case .backButtonTapped: .backButtonTapped
        case .backMenuJumped: .backMenuJumped
        case .sheetSwipedDown: .sheetSwipedDown
        case .systemPopped: .systemPopped
        }
    }

    /// The tab the event names as its subject (tapped, selected, opened, badged, enabled or disabled), if any.
    /// A navigation event's `target` is not its subject: guards read it.
    public var namedTab: Int? {
        switch self {
        case .tabTapped(let i), .tabSelected(let i), .tabEnabled(let i), .tabDisabled(let i): i
        case .deepLinkOpened(let i, _), .badgeSet(let i, _): i
        default: nil
        }
    }
}
