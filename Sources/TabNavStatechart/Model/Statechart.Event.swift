import TabNav

extension Statechart {
    /// An event of a transition: a kind of ``TabNavEvent`` (``TabNavEventKind``, the library's case name), and the
    /// tab it names for the kinds whose subject is a tab (`tap discover`).
    public struct Event: Hashable, Sendable, Codable {
        /// The kind of event.
        public var kind: TabNavEventKind
        /// The tab the event names as its subject (`tap`, `select`, `pick`, `open`), or `nil` for any or none.
        public var tab: Int?

        /// Creates an event pattern.
        /// - Parameters:
        ///   - kind: The kind.
        ///   - tab: The tab it names, `nil` for any or none.
        public init(_ kind: TabNavEventKind, tab: Int? = nil) {
            self.kind = kind
            self.tab = tab
        }

        /// Whether a concrete event is one of this pattern: the same kind, naming the same tab if a tab is given.
        /// - Parameter event: The concrete event.
        /// - Returns: Whether it matches.
        public func matches<Screen>(_ event: TabNavEvent<Screen>) -> Bool {
            matches(kind: event.kind, subjectTab: event.subjectTab)
        }

        /// Whether an event of `kind` naming `subjectTab` as its subject is one of this pattern: ``matches(_:)`` for a
        /// caller that reads an event's kind and tab once for many patterns.
        /// - Parameters:
        ///   - kind: The event's kind.
        ///   - subjectTab: The tab the event names as its subject, if any.
        /// - Returns: Whether it matches.
        package func matches(kind: TabNavEventKind, subjectTab: Int?) -> Bool {
            guard kind == self.kind else { return false }
            guard let tab else { return true }
            return subjectTab == tab
        }
    }
}

extension TabNavEvent {
    /// The tab the event names as its subject (tapped, selected, picked, opened, badged, enabled or disabled), if
    /// any: the tab it names when it has no stack argument. A navigation event's `in:` is not its subject.
    var subjectTab: Int? { subjectTab(named: namedTabs) }

    /// ``subjectTab`` for a caller that has read the event's ``namedTabs`` already (mapping the event to find them).
    func subjectTab(named: [Int]) -> Int? {
        stackArgument == nil ? named.first : nil
    }
}
