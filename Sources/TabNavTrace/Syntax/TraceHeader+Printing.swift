import TabNav

extension TraceHeader {
    /// The canonical step line for an event: tabs by name, options in a fixed order (`hides-bar`, `instant`, `in=`).
    ///
    /// The line parses back, under this header, to the same event, for every event that the format can express.
    /// Events it cannot express print as lines that fail to parse: a tab index out of range prints as the index, a
    /// centre tap without a centre button as `tap` alone, and screens or badge texts print as they are (a text must be
    /// a name other than `dot` and `clear`; a count must be positive; `set-stack` needs a screen; the modal's stack
    /// prints as `in=(modal)`).
    /// - Parameter event: The event.
    /// - Returns: The step line, without a newline.
    /// - Complexity: O(*n*) in the number of screens of the event.
    public func stepText(for event: TabNavEvent<String>) -> String {
        switch event {
        case .request(let request): stepText(for: request)
        case .report(let report): stepText(for: report)
        }
    }

    /// The canonical step line for a request, as `stepText(for:)` of an event writes it.
    /// - Parameter request: The request.
    /// - Returns: The step line, without a newline.
    /// - Complexity: O(*n*) in the number of screens of the request.
    public func stepText(for request: TabNavRequest<String>) -> String {
        switch request {
        case .tap(let i): "tap \(tabText(i))"
        case .tapCenter: configuration.centerButton.map { "tap \($0.name)" } ?? "tap"
        case .select(let i): "select \(tabText(i))"
        case .tapMore: "tap more"
        case .pick(let i): "pick \(tabText(i))"
        case .selectMore: "select more"
        case .push(let s, let hidesBar, let animated, let target):
            "push \(s)" + (hidesBar ? " hides-bar" : "") + navigationOptions(animated, target)
        case .pop(let animated, let target): "pop" + navigationOptions(animated, target)
        case .popTo(let s, let animated, let target): "pop-to \(s)" + navigationOptions(animated, target)
        case .popToEntry(let id, let animated, let target): "pop-to (entry \(id))" + navigationOptions(animated, target)
        case .popToDepth(let depth, let animated, let target): "pop-to (depth \(depth))" + navigationOptions(animated, target)
        case .popToRoot(let animated, let target): "pop-to-root" + navigationOptions(animated, target)
        case .setStack(let entries, let animated, let target):
            (["set-stack"] + entries.map(entryText)).joined(separator: " ") + navigationOptions(animated, target)
        case .present(let s, let style, let animated):
            "present \(s)" + (style == .fullScreen ? "" : " style=\(style)") + (animated ? "" : " (instant)")
        case .replaceModal(let s, let style, let animated):
            "(replace-modal) \(s) style=\(style)" + (animated ? "" : " (instant)")
        case .dismiss(let animated): animated ? "dismiss" : "dismiss (instant)"
        case .open(let tab, let path): (["open", tabText(tab)] + path.map(entryText)).joined(separator: " ")
        case .setBadge(let badge, let tab): "badge \(tabText(tab)) \(badgeText(badge))"
        case .enable(let i): "enable \(tabText(i))"
        case .disable(let i): "disable \(tabText(i))"
        case .hideBar(let animated): "hide-bar" + (animated ? "" : " instant")
        case .showBar(let animated): "show-bar" + (animated ? "" : " instant")
        }
    }

    /// The canonical step line for a report, as `stepText(for:)` of an event writes it.
    /// - Parameter report: The report.
    /// - Returns: The step line, without a newline.
    public func stepText(for report: UIKitReport<String>) -> String {
        switch report {
        case .backSwipe(.whole): "back-swipe"
        case .backSwipe(.began): "back-swipe start"
        case .backSwipe(.ended): "back-swipe finish"
        case .backSwipe(.cancelled): "back-swipe cancel"
        case .backButtonTapped: "back-button"
        case .backMenuPicked(let s): "back-menu \(s)"
        case .sheetSwipe(.whole): "sheet-swipe"
        case .systemPopped(let depth, let target): "system-pop \(depth)" + navigationOptions(true, target)
        case .rotated: "rotate"
        case .sheetSwipe(.began): "sheet-swipe start"
        case .sheetSwipe(.ended): "sheet-swipe finish"
        case .sheetSwipe(.cancelled): "sheet-swipe cancel"
        case .scrolled(let scroll): "scroll \(scroll)"
        case .resized(let width): "resize \(width)"
        }
    }

    /// The canonical `expect` line for an expectation: its pairs in order, keys naming tabs by name.
    /// - Parameter expectation: The expectation.
    /// - Returns: The line, without a newline.
    /// - Complexity: O(*n*) in the length of its values.
    public func expectText(for expectation: Expectation) -> String {
        (["expect"]
            + expectation.pairs.map { pair in
                guard case .badge = pair.key, !Self.isBareShownBadge(pair.value) else {
                    return "\(keyText(for: pair.key))=\(pair.value)"
                }
                return "\(keyText(for: pair.key))=\"\(pair.value)\""
            }).joined(separator: " ")
    }

    /// The key as an `expect` line writes it: `depth`, `stack.home`, `badge.me`.
    /// - Parameter key: The observable.
    /// - Returns: Its key, tabs by name (by index when out of range).
    package func keyText(for key: ObservableKey) -> String {
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

    /// `instant` and `in=TAB`; a trace cannot name the modal's stack, so ``StackRef?/modal`` prints as
    /// `in=(modal)`, a line that does not parse.
    /// A screen a request puts on a stack; its own bar-hiding flag, which no trace step can give, in parentheses.
    private func entryText(_ entry: NewEntry<String>) -> String {
        entry.hidesBar ? "\(entry.screen)(hides-bar)" : entry.screen
    }

    private func navigationOptions(_ animated: Bool, _ target: StackRef?) -> String {
        let stack: String
        switch target {
        case nil: stack = ""
        case .tab(let index): stack = " in=\(tabText(index))"
        case .modal: stack = " in=(modal)"
        }
        return (animated ? "" : " instant") + stack
    }

    private func badgeText(_ badge: Badge) -> String {
        switch badge {
        case .none: "clear"
        case .count(let n): String(n)
        case .dot: "dot"
        case .text(let text): Self.isBareBadgeText(text) ? text : "\"\(text)\""
        }
    }

    /// Whether an expected badge reads back unquoted: `none`, `dot`, `99+`, `1` to `99`, or a bare text.
    static func isBareShownBadge(_ value: String) -> Bool {
        if value == "none" || value == "dot" || value == "99+" { return true }
        if let n = Int(value), (1...99).contains(n), String(n) == value { return true }
        return isBareBadgeText(value)
    }

    /// Whether a badge text reads back unquoted: a name that is not a reserved word; else it is written `"…"`.
    static func isBareBadgeText(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.isNameForm && TraceOption.reserved($0) == nil }
    }
}
