import TabNav

/// The first word of a trace line: a step, `expect`, or a header line (§2, §3 and §5 of the trace format).
enum TraceKeyword: Hashable, Sendable, CaseIterable {
    case tap, select, push, pop, popTo, popToRoot, setStack, backSwipe, present, dismiss, open
    case badge, enable, disable, rotate, expect
    case backButton, backMenu, sheetSwipe, systemPop
    case hideBar, showBar, scroll, pick
    case tabs, root, screen, center, barPolicy, profile, customBar, overlapFix, badgePolicy, badgeTarget, minimize

    /// Recognises a line's first word, or returns `nil` for an unknown word.
    /// - Parameter w: The word's bytes.
    init?(_ w: UnsafeBufferPointer<UInt8>) {
        let found: TraceKeyword?
        switch w.count {
        case 3: found = w.equals("tap") ? .tap : w.equals("pop") ? .pop : nil
        case 4:
            found =
                w.equals("push")
                ? .push
                : w.equals("open")
                    ? .open
                    : w.equals("tabs") ? .tabs : w.equals("root") ? .root : w.equals("pick") ? .pick : nil
        case 5: found = w.equals("badge") ? .badge : nil
        case 6:
            found =
                w.equals("expect")
                ? .expect
                : w.equals("select")
                    ? .select
                    : w.equals("pop-to")
                        ? .popTo
                        : w.equals("enable")
                            ? .enable
                            : w.equals("rotate")
                                ? .rotate
                                : w.equals("screen")
                                    ? .screen
                                    : w.equals("center") ? .center : w.equals("scroll") ? .scroll : nil
        case 7:
            found =
                w.equals("present")
                ? .present
                : w.equals("dismiss")
                    ? .dismiss
                    : w.equals("disable") ? .disable : w.equals("profile") ? .profile : nil
        case 8:
            found =
                w.equals("hide-bar")
                ? .hideBar
                : w.equals("show-bar")
                    ? .showBar
                    : w.equals("minimize") ? .minimize : nil
        case 9: found = w.equals("set-stack") ? .setStack : w.equals("back-menu") ? .backMenu : nil
        case 10:
            found =
                w.equals("back-swipe")
                ? .backSwipe
                : w.equals("bar-policy")
                    ? .barPolicy
                    : w.equals("custom-bar") ? .customBar : w.equals("system-pop") ? .systemPop : nil
        case 11:
            found =
                w.equals("pop-to-root")
                ? .popToRoot
                : w.equals("overlap-fix")
                    ? .overlapFix
                    : w.equals("back-button") ? .backButton : w.equals("sheet-swipe") ? .sheetSwipe : nil
        case 12: found = w.equals("badge-policy") ? .badgePolicy : w.equals("badge-target") ? .badgeTarget : nil
        default: found = nil
        }
        guard let found else { return nil }
        self = found
    }

    /// The word as written in a trace.
    var spelling: String {
        switch self {
        case .tap: "tap"
        case .select: "select"
        case .push: "push"
        case .pop: "pop"
        case .popTo: "pop-to"
        case .popToRoot: "pop-to-root"
        case .setStack: "set-stack"
        case .backSwipe: "back-swipe"
        case .present: "present"
        case .dismiss: "dismiss"
        case .open: "open"
        case .badge: "badge"
        case .enable: "enable"
        case .disable: "disable"
        case .rotate: "rotate"
        case .backButton: "back-button"
        case .backMenu: "back-menu"
        case .sheetSwipe: "sheet-swipe"
        case .systemPop: "system-pop"
        case .hideBar: "hide-bar"
        case .showBar: "show-bar"
        case .scroll: "scroll"
        case .pick: "pick"
        case .expect: "expect"
        case .tabs: "tabs"
        case .root: "root"
        case .screen: "screen"
        case .center: "center"
        case .barPolicy: "bar-policy"
        case .profile: "profile"
        case .customBar: "custom-bar"
        case .overlapFix: "overlap-fix"
        case .badgePolicy: "badge-policy"
        case .badgeTarget: "badge-target"
        case .minimize: "minimize"
        }
    }

    /// Whether the word starts a header line.
    var isHeader: Bool {
        switch self {
        case .tabs, .root, .screen, .center, .barPolicy, .profile, .customBar, .overlapFix, .badgePolicy, .badgeTarget, .minimize:
            true
        default: false
        }
    }

    /// What the `k`-th positional argument (0-based) of the line stands for, or `nil` when the line takes no more.
    func slot(_ k: Int) -> ArgumentSlot? {
        switch self {
        case .tap: k == 0 ? .tabOrCenter : nil
        case .select, .enable, .disable, .pick: k == 0 ? .tab : nil
        case .push, .popTo, .present, .screen, .backMenu: k == 0 ? .screen : nil
        case .systemPop: k == 0 ? .depth : nil
        case .scroll: k == 0 ? .scrollDirection : nil
        case .setStack: .screen
        case .open: k == 0 ? .tab : .screen
        case .badge: k == 0 ? .tab : k == 1 ? .badgeValue : nil
        case .root: k == 0 ? .tab : k == 1 ? .screen : nil
        case .center: k == 0 ? .center : nil
        case .tabs: .tabDeclaration
        default: nil
        }
    }

    /// The positional arguments the line takes, for "unexpected" messages.
    var usage: String {
        switch self {
        case .tap, .select, .enable, .disable, .pick: "one tab"
        case .push, .popTo, .present, .backMenu: "one screen"
        case .systemPop: "one depth"
        case .scroll: "one of 'down', 'up' and 'top'"
        case .sheetSwipe: "no arguments besides 'start', 'finish' or 'cancel'"
        case .hideBar, .showBar: "no arguments besides 'instant'"
        case .screen: "one screen name"
        case .badge: "a tab and a value"
        case .root: "a tab and a screen"
        case .center: "one name"
        case .backSwipe: "no arguments besides 'start', 'finish' or 'cancel'"
        default: "no arguments"
        }
    }
}

/// What a positional argument stands for; it decides how a misplaced reserved word is reported.
enum ArgumentSlot: Sendable {
    /// A tab, by name or index.
    case tab
    /// A tab, by name or index, or the centre button by name.
    case tabOrCenter
    /// A screen name.
    case screen
    /// The centre button's name, in its declaration.
    case center
    /// A badge value: a count or a text.
    case badgeValue
    /// A tab name, in the `tabs` line.
    case tabDeclaration
    /// A stack depth, a number from 1.
    case depth
    /// Where the user scrolled: `down`, `up` or `top`.
    case scrollDirection

    /// The message for a reserved word given in this slot.
    func reservedWordMessage(_ quoted: String) -> String {
        switch self {
        case .tab, .tabOrCenter, .tabDeclaration: "\(quoted) is a reserved word and cannot be a tab name"
        case .screen: "\(quoted) is a reserved word and cannot be a screen name"
        case .center: "\(quoted) is a reserved word and cannot be a centre button name"
        case .badgeValue: "\(quoted) is a reserved word and cannot be a badge text (use 'clear' or 0 for no badge)"
        case .depth: "\(quoted) is a reserved word, not a depth: a number from 1"
        case .scrollDirection: "\(quoted) is not a scroll: 'down', 'up' or 'top'"
        }
    }
}

/// The options of a line: reserved words and `key=value` words after the first word, each at most once.
struct TraceOption: OptionSet, Hashable, Sendable {
    let rawValue: UInt16

    static let instant = TraceOption(rawValue: 1 << 0)
    static let hidesBar = TraceOption(rawValue: 1 << 1)
    static let start = TraceOption(rawValue: 1 << 2)
    static let finish = TraceOption(rawValue: 1 << 3)
    static let cancel = TraceOption(rawValue: 1 << 4)
    static let none = TraceOption(rawValue: 1 << 5)
    static let dot = TraceOption(rawValue: 1 << 6)
    static let clear = TraceOption(rawValue: 1 << 7)
    static let `in` = TraceOption(rawValue: 1 << 8)
    static let style = TraceOption(rawValue: 1 << 9)
    static let present = TraceOption(rawValue: 1 << 10)
    static let push = TraceOption(rawValue: 1 << 11)

    /// The reserved word spelled by `w`, if it is one.
    static func reserved(_ w: UnsafeBufferPointer<UInt8>) -> TraceOption? {
        switch w.count {
        case 3: w.equals("dot") ? .dot : nil
        case 4: w.equals("none") ? TraceOption.none : nil
        case 5: w.equals("start") ? .start : w.equals("clear") ? .clear : nil
        case 6: w.equals("finish") ? .finish : w.equals("cancel") ? .cancel : nil
        case 7: w.equals("instant") ? .instant : nil
        case 9: w.equals("hides-bar") ? .hidesBar : nil
        default: nil
        }
    }

    /// The option whose key (the part before `=`) is `w`, if there is one.
    static func key(_ w: UnsafeBufferPointer<UInt8>) -> TraceOption? {
        switch w.count {
        case 2: w.equals("in") ? .in : nil
        case 4: w.equals("push") ? .push : nil
        case 5: w.equals("style") ? .style : nil
        case 7: w.equals("present") ? .present : nil
        default: nil
        }
    }

    /// How a single option is written in messages: `instant`, `in=`.
    var spelling: String {
        switch self {
        case .instant: "instant"
        case .hidesBar: "hides-bar"
        case .start: "start"
        case .finish: "finish"
        case .cancel: "cancel"
        case .none: "none"
        case .dot: "dot"
        case .clear: "clear"
        case .in: "in="
        case .style: "style="
        case .present: "present="
        case .push: "push="
        default: "?"
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are exactly the ASCII text `s`.
    func equals(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard count == n else { return false }
        let p = s.utf8Start
        var i = 0
        while i < n {
            if self[i] != p[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether these bytes start with the ASCII text `s`.
    func hasPrefix(_ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard count >= n else { return false }
        return UnsafeBufferPointer(rebasing: self[0..<n]).equals(s)
    }
}
