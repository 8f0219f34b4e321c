import TabNav

/// The first word of a trace line, and the syntax table of the format's lines: for each word its spelling, what
/// kinds of event a step of that word stands for, its positional arguments, its options, and its help line (§2, §3
/// and §5 of the trace format).
///
/// The byte matcher (``init(_:)``), the parser's argument checks, the messages, the fuzzer's dictionary, the
/// syntax summary, each word's kinds (``kinds``, from ``TabNavEvent/Kind/traceKeyword``) and the printer
/// (TraceHeader+Printing.swift, from the slots, the options and the event's arguments) are all read from here; the
/// parser (TraceNames+Steps.swift) builds the events. A new kind of event is a compile error in
/// ``TabNavEvent/Kind/traceKeyword`` (below), and a new word one in ``help``, the row's one exhaustive switch (a word
/// takes no arguments and no options until its row says so).
enum TraceKeyword: String, Hashable, Sendable, CaseIterable {
    case tap, select, push, pop
    case popTo = "pop-to"
    case popToRoot = "pop-to-root"
    case setStack = "set-stack"
    case backSwipe = "back-swipe"
    case present, dismiss, open, badge, enable, disable, rotate, expect
    case backButton = "back-button"
    case backMenu = "back-menu"
    case sheetSwipe = "sheet-swipe"
    case systemPop = "system-pop"
    case hideBar = "hide-bar"
    case showBar = "show-bar"
    case scroll, pick, resize
    case tabs, root, screen, center
    case barPolicy = "bar-policy"
    case profile
    case customBar = "custom-bar"
    case overlapFix = "overlap-fix"
    case badgePolicy = "badge-policy"
    case badgeTarget = "badge-target"
    case minimize, device

    /// The word as written in a trace.
    var spelling: String { rawValue }

    /// The header setting a line of this word sets (`profile`, `bar-policy`, …), if it is one.
    var setting: HeaderSetting? {
        switch self {
        case .barPolicy: .barPolicy
        case .badgePolicy: .badgePolicy
        case .profile: .profile
        case .customBar: .customBar
        case .overlapFix: .overlapFix
        case .badgeTarget: .badgeTarget
        case .minimize: .minimize
        case .device: .device
        default: nil
        }
    }

    /// Whether the word starts a header line: `tabs`, `root`, `screen`, `center` and the settings.
    var isHeader: Bool {
        switch self {
        case .tabs, .root, .screen, .center, .barPolicy, .badgePolicy, .profile, .customBar, .overlapFix, .badgeTarget,
            .minimize, .device:
            true
        default: false
        }
    }

    /// Whether the word starts a step: every word but `expect` and the header's.
    var isStep: Bool { self != .expect && !isHeader }

    /// The options the line takes: reserved words and `key=` words.
    var options: TraceOption {
        switch self {
        case .push: [.instant, .in, .hidesBar]
        case .pop, .popTo, .popToRoot, .setStack: [.instant, .in]
        case .systemPop: .in
        case .present: .style
        case .badge: [.dot, .clear]
        case .backSwipe, .sheetSwipe: [.start, .finish, .cancel]
        case .hideBar, .showBar: .instant
        case .screen: .hidesBar
        case .center: [.present, .push, .style]
        default: []
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
        case .resize: k == 0 ? .width : nil
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
        case .resize: "one of 'compact' and 'regular'"
        case .sheetSwipe, .backSwipe: "no arguments besides 'start', 'finish' or 'cancel'"
        case .hideBar, .showBar: "no arguments besides 'instant'"
        case .screen: "one screen name"
        case .badge: "a tab and a value"
        case .root: "a tab and a screen"
        case .center: "one name"
        default: "no arguments"
        }
    }

    /// The line's form and what it means, for help texts: `("push SCREEN [hides-bar] [instant] [in=TAB]", "…")`.
    var help: (form: String, meaning: String) {
        switch self {
        case .tap: ("tap TAB|CENTER|more", "the user taps a tab, the centre button, or More")
        case .select: ("select TAB|more", "the app selects a tab, or More's list, in code")
        case .pick: ("pick TAB", "the user picks an overflow tab from More's list")
        case .push: ("push SCREEN [hides-bar] [instant] [in=TAB]", "the app pushes a screen")
        case .pop: ("pop [instant] [in=TAB]", "the app pops one screen")
        case .popTo: ("pop-to SCREEN [instant] [in=TAB]", "the app pops to the topmost entry of a screen")
        case .popToRoot: ("pop-to-root [instant] [in=TAB]", "the app pops to the root")
        case .setStack: ("set-stack SCREEN... [instant] [in=TAB]", "the app replaces a stack, root included")
        case .present:
            (
                "present SCREEN [style=STYLE]",
                "the app presents a modal; STYLE: " + ModalStyle.allCases.map(\.rawValue).joined(separator: "|")
            )
        case .dismiss: ("dismiss", "the app dismisses the modal")
        case .open: ("open TAB [SCREEN...]", "a deep link: select the tab, reset its stack to the root plus the screens")
        case .badge: ("badge TAB COUNT|dot|clear|TEXT", "the app sets a tab's badge")
        case .enable: ("enable TAB", "the app enables a tab")
        case .disable: ("disable TAB", "the app disables a tab")
        case .hideBar: ("hide-bar [instant]", "the app hides the tab bar in code")
        case .showBar: ("show-bar [instant]", "the app shows the tab bar in code")
        case .backSwipe: ("back-swipe [start|finish|cancel]", "the user's interactive back-swipe, whole or a phase")
        case .backButton: ("back-button", "the user taps the back button")
        case .backMenu: ("back-menu SCREEN", "the user picks a screen from the back button's long-press menu")
        case .sheetSwipe: ("sheet-swipe [start|finish|cancel]", "the user drags a sheet down, whole or a phase")
        case .systemPop: ("system-pop DEPTH [in=TAB]", "UIKit popped a stack to a depth by itself")
        case .rotate: ("rotate", "the device rotates")
        case .scroll: ("scroll down|up|top", "the user scrolls the selected tab's content")
        case .resize: ("resize compact|regular", "the window's horizontal size class changes")
        case .expect: ("expect KEY=VALUE...", "check observables after the steps before it")
        case .tabs: ("tabs NAME...", "the tab bar: 1 to 16 tabs in order")
        case .root: ("root TAB SCREEN", "a tab's root screen, when it differs from the tab's name")
        case .screen: ("screen NAME hides-bar", "every entry of the screen hides the bar")
        case .center: ("center NAME present=SCREEN [style=STYLE] | push=SCREEN", "the centre button and what it does")
        case .barPolicy, .profile, .customBar, .overlapFix, .badgePolicy, .badgeTarget, .minimize, .device:
            Self.settingHelp(setting)
        }
    }

    private static func settingHelp(_ setting: HeaderSetting?) -> (form: String, meaning: String) {
        guard let setting else { return ("", "") }
        return (
            "\(setting.keyword) \(setting.values.joined(separator: "|"))",
            "the \(setting.noun); default \(setting.defaultValue)"
        )
    }
}

extension TraceKeyword {
    /// The kinds of event a step of this word stands for, in the library's order of kinds: `tap` is a tab's, the
    /// centre button's or More's tap. Read from ``TabNavEvent/Kind/traceKeyword``.
    var kinds: [TabNavEvent<String>.Kind] { Self.kindsByWord[self] ?? [] }

    /// Each word's kinds, from the kinds' words.
    private static let kindsByWord: [TraceKeyword: [TabNavEvent<String>.Kind]] = Dictionary(
        TabNavEvent<String>.Kind.allCases.compactMap { kind in kind.traceKeyword.map { ($0, [kind]) } }, uniquingKeysWith: +)
}

extension TabNavEvent.Kind {
    /// The trace word of a step of this kind, or `nil` for the kinds a trace cannot state (a pop to an entry's
    /// identity or to a depth, the coordinator's replacement of a modal).
    ///
    /// The one statement of which word sends which kind: a switch over every kind, so that a new kind of event is a
    /// compile error here, and a new word one in the syntax table's switches (``TraceKeyword``). The table's
    /// ``TraceKeyword/kinds`` are read from it.
    var traceKeyword: TraceKeyword? {
        switch self {
        case .tap, .tapCenter, .tapMore: .tap
        case .select, .selectMore: .select
        case .pick: .pick
        case .push: .push
        case .pop: .pop
        case .popTo: .popTo
        case .popToRoot: .popToRoot
        case .setStack: .setStack
        case .present: .present
        case .dismiss: .dismiss
        case .open: .open
        case .setBadge: .badge
        case .enable: .enable
        case .disable: .disable
        case .hideBar: .hideBar
        case .showBar: .showBar
        case .backSwipe, .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled: .backSwipe
        case .backButtonTapped: .backButton
        case .backMenuPicked: .backMenu
        case .sheetSwipe, .sheetSwipeBegan, .sheetSwipeEnded, .sheetSwipeCancelled: .sheetSwipe
        case .systemPopped: .systemPop
        case .rotated: .rotate
        case .scrolled: .scroll
        case .resized: .resize
        case .popToEntry, .popToDepth, .replaceModal: nil
        }
    }
}
