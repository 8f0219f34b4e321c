import TabNav

extension TraceNames {
    /// Reads a step line into its event (§3 of the trace format): the words the syntax table cannot read alone here, every
    /// other word through ``tableEvent(_:_:_:)``.
    /// - Parameters:
    ///   - keyword: The step's first word; never a header word or `expect`.
    ///   - line: The line.
    ///   - first: The first word.
    ///   - strings: The screen names made lately, for `push` and `pop-to`.
    /// - Returns: The event the step stands for.
    /// - Complexity: O(*n*) in the length of the line.
    func event(_ keyword: TraceKeyword, _ line: TraceLine, _ first: TraceWord, _ strings: inout ShortStringCache)
        throws(TraceFault) -> TabNavEvent<String>
    {
        switch keyword {
        case .tap:
            var target: Int?? = nil
            var more = false
            // Loops, not `scanArguments`' closure, for the frequent words: the closure's captures cost about a
            // hundred instructions a line.
            var scanner = TraceArgumentScanner(line, keyword, after: first)
            while let arg = try scanner.nextArgument() {
                guard case .positional(let w, _, _) = arg else { continue }
                if try namesMoreItem(line, w) { more = true } else { target = .some(try tab(line, w, allowCenter: true)) }
            }
            if more { return .request(.tapMore) }
            guard let target else { throw line.fault(first, "'tap' needs a tab") }
            if let index = target { return .request(.tap(tab: index)) }
            return .request(.tapCenter)
        case .select, .enable, .disable, .pick:
            var index: Int?
            var more = false
            var scanner = TraceArgumentScanner(line, keyword, after: first)
            while let arg = try scanner.nextArgument() {
                guard case .positional(let w, _, _) = arg else { continue }
                if keyword == .select, try namesMoreItem(line, w) { more = true } else { index = try tabIndex(line, w) }
            }
            if more { return .request(.selectMore) }
            if keyword == .pick {
                try checkHasMore(line, first, "'pick'")
                guard let index else { throw line.fault(first, "'pick' needs an overflow tab") }
                return .request(.pick(tab: index))
            }
            guard let index else { throw line.fault(first, "'\(keyword.spelling)' needs a tab") }
            return .request(
                keyword == .select ? .select(tab: index) : keyword == .enable ? .enable(tab: index) : .disable(tab: index))
        case .push, .pop, .popTo, .popToRoot, .setStack:
            return try navigation(keyword, line, first, &strings)
        case .backSwipe:
            return try backSwipe(line, first)
        case .open:
            var index: Int?
            // The entries are made here, where `String` is known: the library's `open(tab:path:)` maps its path
            // generically (about 2,800 instructions a step).
            var path: [NewEntry<String>] = []
            try line.scanArguments(keyword, after: first) { (arg) throws(TraceFault) in
                guard case .positional(let w, let k, _) = arg else { return }
                if k == 0 { index = try tabIndex(line, w) } else { path.append(NewEntry(try line.screenName(w))) }
            }
            guard let index else { throw line.fault(first, "'open' needs a tab") }
            return .request(.open(tab: index, path: path))
        case .badge:
            return try badge(line, first, &strings)
        case .sheetSwipe:
            switch try gestureParts(.sheetSwipe, line, first) {
            case .some(.start): return .report(.sheetSwipe(.began))
            case .some(.finish): return .report(.sheetSwipe(.ended))
            case .some(.cancel): return .report(.sheetSwipe(.cancelled))
            default: return .report(.sheetSwipe(.whole))
            }
        case .present:
            var screen: String?
            var style = ModalStyle.fullScreen
            try line.scanArguments(keyword, after: first) { (arg) throws(TraceFault) in
                switch arg {
                case .positional(let w, _, _): screen = try line.screenName(w)
                case .option(_, _, let value): style = try Self.style(line, value)
                }
            }
            guard let screen else { throw line.fault(first, "'present' needs a screen") }
            return .request(.present(screen, style: style, animated: true))
        case .dismiss, .rotate:
            try line.scanArguments(keyword, after: first)
            return keyword == .dismiss ? .request(.dismiss(animated: true)) : .report(.rotated)
        case .backButton:
            try line.scanArguments(keyword, after: first)
            return .report(.backButtonTapped)
        case .backMenu:
            var screen: String?
            try line.scanArguments(keyword, after: first) { (arg) throws(TraceFault) in
                if case .positional(let w, _, _) = arg { screen = try line.screenName(w) }
            }
            guard let screen else { throw line.fault(first, "'back-menu' needs a screen") }
            return .report(.backMenuPicked(screen))
        case .systemPop:
            return try systemPop(line, first)
        case .resize:
            let event = try tableEvent(keyword, line, first)
            guard device == .ipad else {
                throw line.fault(
                    first, "'resize' needs 'device ipad': only an iPad's window is resized (this trace is on '\(device)')")
            }
            return event
        default:
            // Every other word is read from the syntax table (TraceNames+TableSteps.swift): hide-bar, show-bar, scroll
            // and any new word. The words above that it could read too (present, dismiss, rotate, back-button,
            // back-menu, system-pop) keep their readers for replay speed: the table's path costs about 4,000
            // instructions a step more (W1 +24 % with them on it).
            return try tableEvent(keyword, line, first)
        }
    }

    /// `push`, `pop`, `pop-to`, `pop-to-root` and `set-stack`: screens, `instant`, `in=TAB` and (push) `hides-bar`.
    private func navigation(
        _ keyword: TraceKeyword, _ line: TraceLine, _ first: TraceWord, _ strings: inout ShortStringCache
    ) throws(TraceFault) -> TabNavEvent<String> {
        var screens: [NewEntry<String>] = []
        var screenWord: TraceWord?
        var animated = true
        var hidesBar = false
        var target: StackRef? = nil
        // A loop, not `scanArguments`' closure: these are most of a replay's lines, and the closure's captures cost
        // about a hundred instructions a line.
        var scanner = TraceArgumentScanner(line, keyword, after: first)
        while let arg = try scanner.nextArgument() {
            switch arg {
            case .positional(let w, _, _):
                if keyword == .setStack {
                    screens.append(NewEntry(try line.screenName(w)))
                } else {
                    try line.checkNameForm(w, role: "screen")
                    screenWord = w
                }
            case .option(let option, _, let value):
                if option == .instant {
                    animated = false
                } else if option == .hidesBar {
                    hidesBar = true
                } else {
                    target = .tab(try tabIndex(line, value))
                }
            }
        }
        let screen = screenWord.map { strings.string(line, $0) }
        switch keyword {
        case .push:
            guard let screen else { throw line.fault(first, "'push' needs a screen") }
            return .request(.push(screen, hidesBar: hidesBar, animated: animated, in: target))
        case .popTo:
            guard let screen else { throw line.fault(first, "'pop-to' needs a screen") }
            return .request(.popTo(screen, animated: animated, in: target))
        case .setStack:
            guard !screens.isEmpty else { throw line.fault(first, "'set-stack' needs at least one screen") }
            return .request(.setStack(screens, animated: animated, in: target))
        case .pop:
            return .request(.pop(animated: animated, in: target))
        default:
            return .request(.popToRoot(animated: animated, in: target))
        }
    }

    /// `system-pop DEPTH [in=TAB]`: the depth UIKit popped a stack to, a number from 1.
    private func systemPop(_ line: TraceLine, _ first: TraceWord) throws(TraceFault) -> TabNavEvent<String> {
        var depth: Int?
        var target: StackRef? = nil
        var scanner = TraceArgumentScanner(line, .systemPop, after: first)
        while let arg = try scanner.nextArgument() {
            switch arg {
            case .positional(let w, _, _):
                let s = line.slice(w)
                try line.checkNoLeadingZero(w)
                guard s.isDigits, let n = s.decimalValue, n >= 1 else {
                    throw line.fault(w, "\(line.quoted(w)) is not a depth: a number from 1")
                }
                depth = n
            case .option(_, _, let value):
                target = .tab(try tabIndex(line, value))
            }
        }
        guard let depth else { throw line.fault(first, "'system-pop' needs a depth") }
        return .report(.systemPopped(toDepth: depth, in: target))
    }

    /// `back-swipe` or `sheet-swipe`: the part of the gesture given, at most one of `start`, `finish` and `cancel`.
    private func gestureParts(_ keyword: TraceKeyword, _ line: TraceLine, _ first: TraceWord) throws(TraceFault) -> TraceOption? {
        var part: TraceOption?
        var scanner = TraceArgumentScanner(line, keyword, after: first)
        while let arg = try scanner.nextArgument() {
            guard case .option(let option, let w, _) = arg else { continue }
            if part != nil { throw line.fault(w, "'\(keyword.spelling)' takes only one of 'start', 'finish' and 'cancel'") }
            part = option
        }
        return part
    }

    /// `back-swipe` with at most one of `start`, `finish` and `cancel`.
    private func backSwipe(_ line: TraceLine, _ first: TraceWord) throws(TraceFault) -> TabNavEvent<String> {
        switch try gestureParts(.backSwipe, line, first) {
        case .some(.start): return .report(.backSwipe(.began))
        case .some(.finish): return .report(.backSwipe(.ended))
        case .some(.cancel): return .report(.backSwipe(.cancelled))
        default: return .report(.backSwipe(.whole))
        }
    }

    /// `badge TAB VALUE`: a count (0 clears), `dot`, `clear`, or a name shown as text; options in any order.
    private func badge(_ line: TraceLine, _ first: TraceWord, _ strings: inout ShortStringCache) throws(TraceFault)
        -> TabNavEvent<String>
    {
        var index: Int?
        var badge: Badge?
        let twice = "'badge' takes only one value"
        var scanner = TraceArgumentScanner(line, .badge, after: first)
        while let arg = try scanner.nextArgument() {
            switch arg {
            case .positional(let w, 0, _):
                index = try tabIndex(line, w)
            case .positional(let w, _, _):
                if badge != nil { throw line.fault(w, twice) }
                badge = try Self.badgeValue(line, w, &strings)
            case .option(let option, let w, _):
                if badge != nil { throw line.fault(w, twice) }
                badge = option == .dot ? .dot : Badge.none
            }
        }
        guard let index else { throw line.fault(first, "'badge' needs a tab and a value") }
        guard let badge else { throw line.fault(first, "'badge' needs a value: a count, 'dot', 'clear' or a text") }
        return .request(.setBadge(badge, tab: index))
    }

    /// A badge's positional value: a count (0 is no badge) or a name shown as text. Any positive count is
    /// valid; one too large for an `Int` is kept as `Int.max`, which shows as `99+` like every count above 99.
    private static func badgeValue(_ line: TraceLine, _ w: TraceWord, _ strings: inout ShortStringCache) throws(TraceFault)
        -> Badge
    {
        let s = line.slice(w)
        if s.first == 0x22 {
            let text = try line.quotedText(w)
            return text.isEmpty ? .none : .text(text)
        }
        if s.isDigits {
            try line.checkNoLeadingZero(w)
            return Badge(count: s.decimalValue ?? Int.max)
        }
        guard s.isNameForm else {
            throw line.fault(
                w, "\(line.quoted(w)) is not a badge value: a count, 'dot', 'clear' or a text that is a name (\(traceNameRule))")
        }
        return .text(strings.string(line, w))
    }

    /// Whether a word of `tap` or `select` is the More item: the word `more` when no tab or centre button has that
    /// name. With five tabs or fewer it is an error, as there is no More (V10 of format 2).
    private func namesMoreItem(_ line: TraceLine, _ w: TraceWord) throws(TraceFault) -> Bool {
        let s = line.slice(w)
        guard s.equals("more") else { return false }
        if tabs.contains(where: { s.equals($0) }) || center.map({ s.equals($0) }) == true { return false }
        try checkHasMore(line, w, "'more'")
        return true
    }

    /// Throws unless the header declares more than five tabs (while the `tabs` line is valid).
    func checkHasMore(_ line: TraceLine, _ w: TraceWord, _ what: String) throws(TraceFault) {
        guard tabsChecked, !hasMoreTab else { return }
        throw line.fault(
            w,
            "\(what) needs a More tab: the header declares \(tabs.count) tab\(tabs.count == 1 ? "" : "s"), and More exists "
                + "with more than five")
    }
}
