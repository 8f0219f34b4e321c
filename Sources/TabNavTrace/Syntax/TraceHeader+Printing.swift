import TabNav

extension TraceHeader {
    /// The canonical step line for an event: tabs by name, options in a fixed order (`hides-bar`, `instant`, `in=`).
    ///
    /// It is read off the syntax table and the event's `arguments`: the kind's word (with a gesture's part or More),
    /// the positional arguments in the order of the word's slots, then the options in the order of the arguments, at
    /// their defaults left out, and in parentheses where the word takes no such option (`dismiss (instant)`).
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
        let kind = event.kind
        guard let keyword = kind.traceKeyword, var text = kind.traceStep else { return unstatedStepText(for: event) }
        // The centre button is named by the header, not by an argument.
        if kind == .tapCenter, let center = configuration.centerButton { text += " " + center.name }
        var positional: [(slot: Int, text: String)] = []
        var options = ""
        for argument in event.arguments {
            if let (slot, words) = positionalText(argument, keyword) {
                positional += words.map { (slot, $0) }
            } else if let option = optionText(argument) {
                options += keyword.options.contains(option.option) ? " " + option.text : " (\(option.text))"
            }
        }
        // Positional arguments in the order of the word's slots (a badge's tab before its value), then the options.
        for word in positional.enumerated().sorted(by: { ($0.element.slot, $0.offset) < ($1.element.slot, $1.offset) }) {
            text += " " + word.element.text
        }
        return text + options
    }

    /// The canonical step line for a request, as `stepText(for:)` of an event writes it.
    /// - Parameter request: The request.
    /// - Returns: The step line, without a newline.
    /// - Complexity: O(*n*) in the number of screens of the request.
    public func stepText(for request: TabNavRequest<String>) -> String {
        stepText(for: .request(request))
    }

    /// The canonical step line for a report, as `stepText(for:)` of an event writes it.
    /// - Parameter report: The report.
    /// - Returns: The step line, without a newline.
    public func stepText(for report: UIKitReport<String>) -> String {
        stepText(for: .report(report))
    }

    /// An argument written as the positional words of a slot of `keyword` (the first slot of its kind), or `nil` for
    /// an argument written as an option.
    private func positionalText(_ argument: TabNavEvent<String>.Argument, _ keyword: TraceKeyword) -> (Int, [String])? {
        let words: [String]
        let slots: [ArgumentSlot]
        switch argument {
        case .tab(let i): (words, slots) = ([tabText(i)], [.tab, .tabOrCenter])
        case .screen(let s): (words, slots) = ([s], [.screen])
        case .entries(let list), .path(let list): (words, slots) = (list.map(entryText), [.screen])
        case .toDepth(let d), .depth(let d): (words, slots) = ([String(d)], [.depth])
        case .badge(let badge): (words, slots) = ([badgeText(badge)], [.badgeValue])
        case .scroll(let scroll): (words, slots) = ([scroll.rawValue], [.scrollDirection])
        case .width(let width): (words, slots) = ([width.rawValue], [.width])
        case .hidesBar, .animated, .in, .style, .phase, .entryID: return nil
        }
        var k = 0
        while let slot = keyword.slot(k), k < 8 {
            if slots.contains(slot) { return (k, words) }
            k += 1
        }
        return (k, words)
    }

    /// An argument written as an option (`hides-bar`, `instant`, `in=TAB`, `style=STYLE`), or `nil` when it is at its
    /// default (or, for a gesture's phase, is in the step's word); a trace cannot name the modal's stack, so it
    /// prints as `in=(modal)`, a line that does not parse.
    private func optionText(_ argument: TabNavEvent<String>.Argument) -> (option: TraceOption, text: String)? {
        switch argument {
        case .hidesBar(let hides): hides ? (.hidesBar, "hides-bar") : nil
        case .animated(let animated): animated ? nil : (.instant, "instant")
        case .in(.tab(let index)): (.in, "in=\(tabText(index))")
        case .in(.modal): (.in, "in=(modal)")
        case .in(nil): nil
        case .style(let style): style == .fullScreen ? nil : (.style, "style=\(style)")
        default: nil
        }
    }

    /// The coordinator's own requests, which no trace step states: they print as lines that do not parse.
    private func unstatedStepText(for event: TabNavEvent<String>) -> String {
        switch event {
        case .request(.popToEntry(let id, let animated, let target)):
            "pop-to (entry \(id))" + (animated ? "" : " instant") + (optionText(.in(target)).map { " " + $0.text } ?? "")
        case .request(.popToDepth(let depth, let animated, let target)):
            "pop-to (depth \(depth))" + (animated ? "" : " instant") + (optionText(.in(target)).map { " " + $0.text } ?? "")
        case .request(.replaceModal(let s, let style, let animated)):
            "(replace-modal) \(s) style=\(style)" + (animated ? "" : " (instant)")
        default: "(\(event.kind))"
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

    /// A screen a request puts on a stack; its own bar-hiding flag, which no trace step can give, in parentheses.
    private func entryText(_ entry: NewEntry<String>) -> String {
        entry.hidesBar ? "\(entry.screen)(hides-bar)" : entry.screen
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
