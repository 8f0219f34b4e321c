import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// An event's arguments by name (`TabNavEvent.arguments`), which the simulator's JSON prints beside the kind.
@Suite("Event arguments in the core")
struct EventArgumentsTests {
    typealias Event = TabNavEvent<String>

    /// One event of every kind with no argument at its default: flags set, `in:` the modal or a tab.
    static let unusual: [Event] = [
        .request(.push("a", hidesBar: true, animated: false, in: .modal)), .request(.pop(animated: false, in: .modal)),
        .request(.popTo("a", animated: false)), .request(.popToEntry(EntryID(rawValue: 7), animated: false)),
        .request(.popToDepth(3, animated: false, in: .modal)), .request(.popToRoot(animated: false)),
        .request(.setStack([NewEntry("a", hidesBar: true)], animated: false)),
        .request(.present("m", style: .lockedSheet, animated: false)),
        .request(.replaceModal("m", style: .overFullScreen, animated: false)), .request(.dismiss(animated: false)),
        .request(.open(tab: 1, path: [NewEntry<String>]())), .request(.setBadge(.none, tab: 0)),
        .request(.setBadge(.text("new"), tab: 1)),
        .request(.hideBar(animated: false)), .request(.showBar(animated: false)),
        .report(.systemPopped(toDepth: 2)), .report(.scrolled(.top)),
    ]

    /// The event that a kind and arguments describe, built without a default: `nil` when an argument is missing.
    static func rebuilt(_ kind: Event.Kind, _ arguments: [Event.Argument]) -> Event? {
        var tab: Int?
        var screen: String?
        var hidesBar: Bool?
        var animated: Bool?
        var stack: StackRef??
        var entryID: EntryID?
        var depth: Int?
        var entries: [NewEntry<String>]?
        var style: ModalStyle?
        var badge: Badge?
        var phase: GesturePhase?
        var scroll: Scroll?
        var width: Width?
        for argument in arguments {
            switch argument {
            case .tab(let i): tab = i
            case .screen(let s): screen = s
            case .hidesBar(let h): hidesBar = h
            case .animated(let a): animated = a
            case .in(let t): stack = .some(t)
            case .entryID(let id): entryID = id
            case .depth(let d), .toDepth(let d): depth = d
            case .entries(let list), .path(let list): entries = list
            case .style(let s): style = s
            case .badge(let b): badge = b
            case .phase(let p): phase = p
            case .scroll(let s): scroll = s
            case .width(let w): width = w
            }
        }
        func request(_ r: TabNavRequest<String>?) -> Event? { r.map { .request($0) } }
        func report(_ r: UIKitReport<String>?) -> Event? { r.map { .report($0) } }
        switch kind {
        case .tap: return request(tab.map { .tap(tab: $0) })
        case .tapCenter: return .request(.tapCenter)
        case .select: return request(tab.map { .select(tab: $0) })
        case .tapMore: return .request(.tapMore)
        case .pick: return request(tab.map { .pick(tab: $0) })
        case .selectMore: return .request(.selectMore)
        case .push:
            guard let screen, let hidesBar, let animated, let stack else { return nil }
            return .request(.push(screen, hidesBar: hidesBar, animated: animated, in: stack))
        case .pop:
            guard let animated, let stack else { return nil }
            return .request(.pop(animated: animated, in: stack))
        case .popTo:
            guard let screen, let animated, let stack else { return nil }
            return .request(.popTo(screen, animated: animated, in: stack))
        case .popToEntry:
            guard let entryID, let animated, let stack else { return nil }
            return .request(.popToEntry(entryID, animated: animated, in: stack))
        case .popToDepth:
            guard let depth, let animated, let stack else { return nil }
            return .request(.popToDepth(depth, animated: animated, in: stack))
        case .popToRoot:
            guard let animated, let stack else { return nil }
            return .request(.popToRoot(animated: animated, in: stack))
        case .setStack:
            guard let entries, let animated, let stack else { return nil }
            return .request(.setStack(entries, animated: animated, in: stack))
        case .present, .replaceModal:
            guard let screen, let style, let animated else { return nil }
            return .request(
                kind == .present
                    ? .present(screen, style: style, animated: animated)
                    : .replaceModal(screen, style: style, animated: animated))
        case .dismiss: return request(animated.map { .dismiss(animated: $0) })
        case .open:
            guard let tab, let entries else { return nil }
            return .request(.open(tab: tab, path: entries))
        case .setBadge:
            guard let badge, let tab else { return nil }
            return .request(.setBadge(badge, tab: tab))
        case .enable: return request(tab.map { .enable(tab: $0) })
        case .disable: return request(tab.map { .disable(tab: $0) })
        case .hideBar: return request(animated.map { .hideBar(animated: $0) })
        case .showBar: return request(animated.map { .showBar(animated: $0) })
        case .backSwipe, .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled:
            return report(phase.map { .backSwipe($0) })
        case .backButtonTapped: return .report(.backButtonTapped)
        case .backMenuPicked: return report(screen.map { .backMenuPicked($0) })
        case .sheetSwipe, .sheetSwipeBegan, .sheetSwipeEnded, .sheetSwipeCancelled:
            return report(phase.map { .sheetSwipe($0) })
        case .systemPopped:
            guard let depth, let stack else { return nil }
            return .report(.systemPopped(toDepth: depth, in: stack))
        case .rotated: return .report(.rotated)
        case .scrolled: return report(scroll.map { .scrolled($0) })
        case .resized: return report(width.map { .resized($0) })
        }
    }

    @Test("The kind and the arguments hold the whole event: rebuilt from them, every sample is itself again")
    func argumentsHoldTheEvent() {
        for event in EventKindTests.samples + Self.unusual {
            #expect(Self.rebuilt(event.kind, event.arguments) == event, "\(event)")
        }
    }

    @Test("No event names an argument twice, and an event without arguments has an empty list")
    func namesAreUnique() {
        for event in EventKindTests.samples + Self.unusual {
            let names = event.arguments.map(\.name)
            #expect(Set(names).count == names.count, "\(event)")
        }
        let bare: [Event.Kind] = [.tapCenter, .tapMore, .selectMore, .backButtonTapped, .rotated]
        for event in EventKindTests.samples {
            #expect(event.arguments.isEmpty == bare.contains(event.kind), "\(event)")
        }
    }

    @Test("Arguments are named by the case's labels, or by what an unlabelled value holds, in declaration order")
    func names() {
        let push = Event.request(.push("a", hidesBar: true, animated: false, in: .tab(1)))
        #expect(push.arguments.map(\.name) == ["screen", "hidesBar", "animated", "in"])
        #expect(Event.request(.setBadge(.dot, tab: 1)).arguments.map(\.name) == ["badge", "tab"])
        #expect(Event.request(.popToEntry(EntryID(rawValue: 1))).arguments.map(\.name) == ["entryId", "animated", "in"])
        #expect(Event.report(.systemPopped(toDepth: 1)).arguments.map(\.name) == ["toDepth", "in"])
        #expect(Event.request(.open(tab: 0, path: [NewEntry("a")])).arguments.map(\.name) == ["tab", "path"])
        #expect(Event.report(.backSwipe(.began)).arguments == [.phase(.began)])
    }
}
