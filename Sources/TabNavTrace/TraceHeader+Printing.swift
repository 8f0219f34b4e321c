import TabNav

extension TraceHeader {
    /// The canonical step line for an event: tabs by name, options in a fixed order (`hides-bar`, `instant`, `in=`).
    ///
    /// The line parses back, under this header, to the same event, for every event that the format can express.
    /// Events it cannot express print as lines that fail to parse: a tab index out of range prints as the index, a
    /// centre tap without a centre button as `tap` alone, and screens or badge texts print as they are (a text must be
    /// a name other than `dot` and `clear`; a count must be positive; `set-stack` needs a screen).
    /// - Parameter event: The event.
    /// - Returns: The step line, without a newline.
    /// - Complexity: O(*n*) in the number of screens of the event.
    public func stepText(for event: TabNavEvent<String>) -> String {
        switch event {
        case .tabTapped(let i): "tap \(tabText(i))"
        case .centerButtonTapped: configuration.centerButton.map { "tap \($0.name)" } ?? "tap"
        case .tabSelected(let i): "select \(tabText(i))"
        case .pushed(let s, let hidesBar, let animated, let target):
            "push \(s)" + (hidesBar ? " hides-bar" : "") + navigationOptions(animated, target)
        case .popped(let animated, let target): "pop" + navigationOptions(animated, target)
        case .poppedTo(let s, let animated, let target): "pop-to \(s)" + navigationOptions(animated, target)
        case .poppedToRoot(let animated, let target): "pop-to-root" + navigationOptions(animated, target)
        case .stackReplaced(let screens, let animated, let target):
            (["set-stack"] + screens).joined(separator: " ") + navigationOptions(animated, target)
        case .backSwiped: "back-swipe"
        case .backSwipeStarted: "back-swipe start"
        case .backSwipeFinished: "back-swipe finish"
        case .backSwipeCancelled: "back-swipe cancel"
        case .modalPresented(let s, let style): "present \(s)" + (style == .fullScreen ? "" : " style=\(style)")
        case .modalDismissed: "dismiss"
        case .deepLinkOpened(let tab, let path): (["open", tabText(tab)] + path).joined(separator: " ")
        case .badgeSet(let tab, let badge): "badge \(tabText(tab)) \(badgeText(badge))"
        case .tabEnabled(let i): "enable \(tabText(i))"
        case .tabDisabled(let i): "disable \(tabText(i))"
        case .deviceRotated: "rotate"
        case .backButtonTapped: "back-button"
        case .backMenuJumped(let s): "back-menu \(s)"
        case .sheetSwipedDown: "sheet-swipe"
        case .systemPopped(let depth, let target): "system-pop \(depth)" + navigationOptions(true, target)
        }
    }

    /// The canonical `expect` line for an expectation: its pairs in order, keys naming tabs by name.
    /// - Parameter expectation: The expectation.
    /// - Returns: The line, without a newline.
    /// - Complexity: O(*n*) in the length of its values.
    public func expectText(for expectation: Expectation) -> String {
        (["expect"] + expectation.pairs.map { "\(keyText(for: $0.key))=\($0.value)" }).joined(separator: " ")
    }

    /// The key as an `expect` line writes it: `depth`, `stack.home`, `badge.me`.
    /// - Parameter key: The observable.
    /// - Returns: Its key, tabs by name (by index when out of range).
    public func keyText(for key: ObservableKey) -> String {
        switch key {
        case .stackOfTab(let i): "stack.\(tabText(i))"
        case .badge(let i): "badge.\(tabText(i))"
        default: key.description
        }
    }

    /// The tab's name, or its index when there is no such tab.
    private func tabText(_ index: Int) -> String {
        configuration.tabs.indices.contains(index) ? configuration.tabs[index].name : String(index)
    }

    private func navigationOptions(_ animated: Bool, _ target: Int?) -> String {
        (animated ? "" : " instant") + (target.map { " in=\(tabText($0))" } ?? "")
    }

    private func badgeText(_ badge: Badge) -> String {
        switch badge {
        case .none: "clear"
        case .count(let n): String(n)
        case .dot: "dot"
        case .text(let text): text
        }
    }
}
