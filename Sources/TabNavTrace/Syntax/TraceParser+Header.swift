import TabNav

/// The header lines read so far, with the line of each one that may appear only once.
struct DeclaredHeader: Sendable {
    /// A tab's root screen and the line that set it.
    struct Root: Sendable {
        var screen: String
        var line: Int
    }

    /// A `root` line met before `tabs`: its tab word, kept until the tabs are known.
    struct PendingRoot: Sendable {
        var tab: [UInt8]
        var screen: String
        var position: TracePosition
    }

    /// The line of each header word seen (the first time), valid or not.
    var lines: [TraceKeyword: Int] = [:]
    /// The fault of the `tabs` line, if it had one.
    var tabsFault: TraceError?
    var roots: [Int: Root] = [:]
    var pendingRoots: [PendingRoot] = []
    var hidingScreens: Set<String> = []
    var center: CenterButton<String>?
    /// The settings' values: the defaults, then what the setting lines say.
    var settings = ConfigurationSettings.defaults
    /// Where the `minimize` value is, to report it when the profile is not `ios26`.
    var minimizePosition: TracePosition?
}

extension TraceParser {
    /// Reads a header line into the declared header; a faulty line changes nothing but its "seen" mark.
    mutating func headerLine(_ keyword: TraceKeyword, _ line: TraceLine, _ first: TraceWord) throws(TraceFault) {
        if let isExpect = firstStatementIsExpect {
            let what = isExpect ? "'expect' line" : "step"
            let fault = line.fault(first, "'\(keyword.spelling)' must come before the first \(what)")
            if keyword == .tabs && declared.lines[.tabs] == nil {
                // The file has a `tabs` line, only too late: that is its one fault, not a missing `tabs` line too.
                deferredErrors.removeAll { $0 == Self.missingTabs }
                declared.tabsFault = line.error(fault)
            }
            throw fault
        }
        if keyword != .root && keyword != .screen {
            if let earlier = declared.lines[keyword] {
                throw line.fault(first, "'\(keyword.spelling)' is given twice (first on line \(earlier))")
            }
            declared.lines[keyword] = line.number
        }
        switch keyword {
        case .tabs:
            do throws(TraceFault) { try tabsLine(line, first) } catch {
                noteFaultyTabs(line, line.error(error))
                throw error
            }
        case .root: try rootLine(line, first)
        case .screen:
            var name: String?
            var hides = false
            try line.scanArguments(.screen, after: first) { (arg) throws(TraceFault) in
                switch arg {
                case .positional(let w, _, _): name = try line.screenName(w)
                case .option: hides = true
                }
            }
            guard let name else { throw line.fault(first, "'screen' needs a screen name") }
            guard hides else { throw line.fault(first, "'screen' needs 'hides-bar' (screen NAME hides-bar)") }
            declared.hidingScreens.insert(name)
        case .center:
            do throws(TraceFault) { try centerLine(line, first) } catch {
                names.centerChecked = false
                throw error
            }
        case .barPolicy, .badgePolicy, .profile, .customBar, .overlapFix, .badgeTarget, .minimize, .device:
            guard let setting = keyword.setting else { preconditionFailure("'\(keyword.spelling)' is a setting") }
            try Self.read(setting, &declared.settings, line, first)
            names.device = declared.settings.device
            if setting == .minimize { declared.minimizePosition = line.word(from: first.end).map { line.position($0.start) } }
        default: preconditionFailure("'\(keyword.spelling)' is not a header line")
        }
    }

    /// Marks the `tabs` line as seen and faulty, so tab references are checked for their form only.
    mutating func noteFaultyTabs(_ line: TraceLine, _ error: TraceError) {
        guard firstStatementIsExpect == nil else { return }
        if declared.lines[.tabs] == nil || declared.lines[.tabs] == line.number {
            declared.lines[.tabs] = line.number
            declared.tabsFault = error
            names.tabsChecked = false
        }
    }

    /// `tabs NAME...`: 1 to 16 names, all different, none the centre button's; with more than five, none `more` or
    /// `list` (V2 of format 2).
    private mutating func tabsLine(_ line: TraceLine, _ first: TraceWord) throws(TraceFault) {
        var found: [[UInt8]] = []
        var moreWords: [TraceWord] = []
        let center = declared.center.map { Array($0.name.utf8) }
        let centerLine = declared.lines[.center] ?? 0
        try line.scanArguments(.tabs, after: first) { (arg) throws(TraceFault) in
            guard case .positional(let w, let k, _) = arg else { return }
            try line.checkName(w, role: "tab")
            let s = line.slice(w)
            let limit = Configuration<String>.maximumTabCount
            if k == limit { throw line.fault(w, "a tab bar has at most \(limit) tabs") }
            if found.contains(where: { s.elementsEqual($0) }) { throw line.fault(w, "tab \(line.quoted(w)) is declared twice") }
            if let center, s.elementsEqual(center) {
                throw line.fault(w, "tab \(line.quoted(w)) has the name of the centre button (line \(centerLine))")
            }
            found.append(Array(s))
            if s.equals("more") || s.equals("list") { moreWords.append(w) }
        }
        guard !found.isEmpty else { throw line.fault(first, "'tabs' needs at least one tab name") }
        if let w = moreWords.first, found.count > Configuration<String>.maximumBarItemCount {
            throw line.fault(w, "with more than five tabs no tab may be named \(line.quoted(w)): the More tab uses that word")
        }
        names.tabs = found
        names.tabsChecked = true
        for pending in declared.pendingRoots {
            pending.tab.withUnsafeBufferPointer { buffer in
                let tabLine = TraceLine(buffer, number: 0)
                do throws(TraceFault) {
                    let index = try names.tabIndex(tabLine, TraceWord(start: 0, end: buffer.count))
                    try setRoot(
                        index, pending.screen, line: pending.position.line, tabLine, TraceWord(start: 0, end: buffer.count))
                } catch {
                    deferredErrors.append(TraceError(pending.position, error.message))
                }
            }
        }
        declared.pendingRoots = []
    }

    /// `root TAB SCREEN`: at most once a tab; kept for later when it comes before `tabs`.
    private mutating func rootLine(_ line: TraceLine, _ first: TraceWord) throws(TraceFault) {
        var tabWord: TraceWord?
        var index: Int?
        var screen: String?
        let resolveNow = names.tabsChecked
        try line.scanArguments(.root, after: first) { (arg) throws(TraceFault) in
            guard case .positional(let w, let k, _) = arg else { return }
            if k == 1 {
                screen = try line.screenName(w)
                return
            }
            tabWord = w
            if resolveNow {
                let i = try names.tabIndex(line, w)
                index = i
                if let earlier = declared.roots[i] {
                    throw line.fault(w, "tab '\(names.tabName(i))' already has a root (line \(earlier.line))")
                }
            } else if !line.slice(w).isDigits {
                try line.checkName(w, role: "tab")
            }
        }
        guard let tabWord else { throw line.fault(first, "'root' needs a tab and a screen") }
        guard let screen else { throw line.fault(first, "'root' needs a screen") }
        if let index {
            try setRoot(index, screen, line: line.number, line, tabWord)
        } else if declared.lines[.tabs] == nil {
            let pending = DeclaredHeader.PendingRoot(
                tab: Array(line.slice(tabWord)), screen: screen, position: line.position(tabWord.start))
            declared.pendingRoots.append(pending)
        }
    }

    private mutating func setRoot(_ index: Int, _ screen: String, line number: Int, _ line: TraceLine, _ w: TraceWord)
        throws(TraceFault)
    {
        if let earlier = declared.roots[index] {
            throw line.fault(w, "tab '\(names.tabName(index))' already has a root (line \(earlier.line))")
        }
        declared.roots[index] = DeclaredHeader.Root(screen: screen, line: number)
    }

    /// `center NAME present=SCREEN [style=…]` or `center NAME push=SCREEN`.
    private mutating func centerLine(_ line: TraceLine, _ first: TraceWord) throws(TraceFault) {
        var name: String?
        var action: (present: Bool, screen: String)?
        var style: (word: TraceWord, style: ModalStyle)?
        let names = self.names
        try line.scanArguments(.center, after: first) { (arg) throws(TraceFault) in
            switch arg {
            case .positional(let w, _, _):
                try line.checkName(w, role: "centre button")
                let s = line.slice(w)
                if names.tabsChecked, names.tabs.contains(where: { s.elementsEqual($0) }) {
                    throw line.fault(w, "the centre button \(line.quoted(w)) has the name of a tab")
                }
                name = line.string(w)
            case .option(let option, let w, let value):
                if option == .style {
                    style = (w, try TraceNames.style(line, value))
                } else {
                    if action != nil { throw line.fault(w, "'center' takes either 'present=' or 'push=', not both") }
                    action = (option == .present, try line.screenName(value))
                }
            }
        }
        guard let name else { throw line.fault(first, "'center' needs a name") }
        guard let action else { throw line.fault(first, "'center' needs 'present=SCREEN' or 'push=SCREEN'") }
        if let style, !action.present { throw line.fault(style.word, "'style=' goes only with 'present='") }
        let act: CenterButton<String>.Action =
            action.present ? .present(action.screen, style: style?.style ?? .fullScreen) : .push(action.screen)
        declared.center = CenterButton(name: name, action: act)
        self.names.center = Array(name.utf8)
    }

    /// The one value of a setting's line (``HeaderSetting``), one of the setting's values.
    private static func read(
        _ setting: HeaderSetting, _ settings: inout ConfigurationSettings, _ line: TraceLine, _ first: TraceWord
    ) throws(TraceFault) {
        let all = setting.values.joined(separator: ", ")
        guard let w = line.word(from: first.end) else { throw line.fault(first, "'\(setting.keyword)' needs a value (\(all))") }
        guard settings.set(setting, to: line.string(w)) else {
            throw line.fault(w, "unknown \(setting.noun) \(line.quoted(w)) (\(all))")
        }
        if let extra = line.word(from: w.end) {
            throw line.fault(extra, "unexpected \(line.quoted(extra)): '\(setting.keyword)' takes one value")
        }
    }
}
