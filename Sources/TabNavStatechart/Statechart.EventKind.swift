import TabNav

extension Statechart {
    /// The kinds of ``TabNavEvent``, one for each request and report case, named as the chart's event names (stable in
    /// the charts' output); a chart's events are kinds with an optional tab.
    public enum EventKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// ``TabNavRequest/tap(tab:)``.
        case tabTapped
        /// ``TabNavRequest/tapCenter``.
        case centerButtonTapped
        /// ``TabNavRequest/select(tab:)``.
        case tabSelected
        /// ``TabNavRequest/push(_:hidesBar:animated:in:)``.
        case pushed
        /// ``TabNavRequest/pop(animated:in:)``.
        case popped
        /// ``TabNavRequest/popTo(_:animated:in:)``.
        case poppedTo
        /// ``TabNavRequest/popToRoot(animated:in:)``.
        case poppedToRoot
        /// ``TabNavRequest/setStack(_:animated:in:)``.
        case stackReplaced
        /// ``UIKitReport/backSwipe(_:)``.
        case backSwiped
        /// ``UIKitReport/backSwipe(_:)``.
        case backSwipeStarted
        /// ``UIKitReport/backSwipe(_:)``.
        case backSwipeFinished
        /// ``UIKitReport/backSwipe(_:)``.
        case backSwipeCancelled
        /// ``TabNavRequest/present(_:style:)``.
        case modalPresented
        /// ``TabNavRequest/dismiss``.
        case modalDismissed
        /// ``TabNavRequest/open(tab:path:)``.
        case deepLinkOpened
        /// ``TabNavRequest/setBadge(_:tab:)``.
        case badgeSet
        /// ``TabNavRequest/enable(tab:)``.
        case tabEnabled
        /// ``TabNavRequest/disable(tab:)``.
        case tabDisabled
        /// ``UIKitReport/rotated``.
        case deviceRotated
        /// ``UIKitReport/backButtonTapped``.
        case backButtonTapped
        /// ``UIKitReport/backMenuPicked(_:)``.
        case backMenuJumped
        /// ``UIKitReport/sheetSwipe(_:)``.
        case sheetSwipedDown
        /// ``UIKitReport/systemPopped(toDepth:in:)``.
        case systemPopped
        /// ``TabNavRequest/hideBar(animated:)``.
        case barHiddenByApp
        /// ``TabNavRequest/showBar(animated:)``.
        case barShownByApp
        /// ``UIKitReport/sheetSwipe(_:)``.
        case sheetSwipeStarted
        /// ``UIKitReport/sheetSwipe(_:)``.
        case sheetSwipeFinished
        /// ``UIKitReport/sheetSwipe(_:)``.
        case sheetSwipeCancelled
        /// ``UIKitReport/scrolled(_:)``.
        case contentScrolled
        /// ``TabNavRequest/tapMore``.
        case moreTapped
        /// ``TabNavRequest/pick(tab:)``.
        case moreRowPicked
        /// ``TabNavRequest/selectMore``.
        case moreSelected

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
            case .barHiddenByApp: "hide-bar"
            case .barShownByApp: "show-bar"
            case .sheetSwipeStarted: "sheet-swipe start"
            case .sheetSwipeFinished: "sheet-swipe finish"
            case .sheetSwipeCancelled: "sheet-swipe cancel"
            case .contentScrolled: "scroll"
            case .moreTapped: "tap more"
            case .moreRowPicked: "pick"
            case .moreSelected: "select more"
            }
        }

        /// The library event the kind stands for, as the new API spells it: `request .tap(tab:)`, `report .backSwiped`.
        public var libraryEvent: String {
            switch self {
            case .tabTapped: "request .tap(tab:)"
            case .centerButtonTapped: "request .tapCenter"
            case .tabSelected: "request .select(tab:)"
            case .pushed: "request .push(_:hidesBar:animated:in:)"
            case .popped: "request .pop(animated:in:)"
            case .poppedTo: "request .popTo(_:animated:in:)"
            case .poppedToRoot: "request .popToRoot(animated:in:)"
            case .stackReplaced: "request .setStack(_:animated:in:)"
            case .modalPresented: "request .present(_:style:animated:)"
            case .modalDismissed: "request .dismiss(animated:)"
            case .deepLinkOpened: "request .open(tab:path:)"
            case .badgeSet: "request .setBadge(_:tab:)"
            case .tabEnabled: "request .enable(tab:)"
            case .tabDisabled: "request .disable(tab:)"
            case .backSwiped: "report .backSwipe(.whole)"
            case .backSwipeStarted: "report .backSwipe(.began)"
            case .backSwipeFinished: "report .backSwipe(.ended)"
            case .backSwipeCancelled: "report .backSwipe(.cancelled)"
            case .deviceRotated: "report .rotated"
            case .backButtonTapped: "report .backButtonTapped"
            case .backMenuJumped: "report .backMenuPicked(_:)"
            case .sheetSwipedDown: "report .sheetSwipe(.whole)"
            case .systemPopped: "report .systemPopped(toDepth:in:)"
            case .barHiddenByApp: "request .hideBar(animated:)"
            case .barShownByApp: "request .showBar(animated:)"
            case .sheetSwipeStarted: "report .sheetSwipe(.began)"
            case .sheetSwipeFinished: "report .sheetSwipe(.ended)"
            case .sheetSwipeCancelled: "report .sheetSwipe(.cancelled)"
            case .contentScrolled: "report .scrolled(_:)"
            case .moreTapped: "request .tapMore"
            case .moreRowPicked: "request .pick(tab:)"
            case .moreSelected: "request .selectMore"
            }
        }

        /// Whether an active back-swipe or sheet swipe rejects events of this kind (the chart's gate), as
        /// ``TabNavEvent/isNavigation``.
        public var isNavigation: Bool {
            switch self {
            case .badgeSet, .tabEnabled, .tabDisabled, .deviceRotated, .backSwipeFinished, .backSwipeCancelled: false
            case .barHiddenByApp, .barShownByApp, .sheetSwipeFinished, .sheetSwipeCancelled, .contentScrolled: false
            default: true
            }
        }

        /// The case name: the chart's own name of the kind, which no output shows (SCXML names events with
        /// ``scxmlName``, diagrams with ``step``).
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
            guard event.chartKind == kind else { return false }
            guard let tab else { return true }
            return event.namedTab == tab
        }
    }
}

extension TabNavEvent {
    /// The event's kind, as statecharts name it.
    public var chartKind: Statechart.EventKind {
        switch self {
        case .request(.tap): .tabTapped
        case .request(.tapCenter): .centerButtonTapped
        case .request(.select): .tabSelected
        case .request(.push): .pushed
        case .request(.pop): .popped
        case .request(.popTo), .request(.popToEntry), .request(.popToDepth): .poppedTo
        case .request(.popToRoot): .poppedToRoot
        case .request(.setStack): .stackReplaced
        case .request(.present), .request(.replaceModal): .modalPresented
        case .request(.dismiss): .modalDismissed
        case .request(.open): .deepLinkOpened
        case .request(.setBadge): .badgeSet
        case .request(.enable): .tabEnabled
        case .request(.disable): .tabDisabled
        case .report(.backSwipe(.whole)): .backSwiped
        case .report(.backSwipe(.began)): .backSwipeStarted
        case .report(.backSwipe(.ended)): .backSwipeFinished
        case .report(.backSwipe(.cancelled)): .backSwipeCancelled
        case .report(.rotated): .deviceRotated
        case .report(.backButtonTapped): .backButtonTapped
        case .report(.backMenuPicked): .backMenuJumped
        case .report(.sheetSwipe(.whole)): .sheetSwipedDown
        case .report(.systemPopped): .systemPopped
        case .request(.hideBar): .barHiddenByApp
        case .request(.showBar): .barShownByApp
        case .report(.sheetSwipe(.began)): .sheetSwipeStarted
        case .report(.sheetSwipe(.ended)): .sheetSwipeFinished
        case .report(.sheetSwipe(.cancelled)): .sheetSwipeCancelled
        case .report(.scrolled): .contentScrolled
        case .request(.tapMore): .moreTapped
        case .request(.pick): .moreRowPicked
        case .request(.selectMore): .moreSelected
        }
    }

    /// The tab the event names as its subject (tapped, selected, picked, opened, badged, enabled or disabled), if any.
    /// A navigation event's `target` is not its subject: guards read it.
    public var namedTab: Int? {
        switch self {
        case .request(.tap(let i)), .request(.select(let i)), .request(.enable(let i)), .request(.disable(let i)): i
        case .request(.pick(let i)): i
        case .request(.open(let i, _)), .request(.setBadge(_, let i)): i
        default: nil
        }
    }
}
