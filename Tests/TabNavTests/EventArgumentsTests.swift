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

    @Test("The kind and the arguments hold the whole event: rebuilt from them, every sample is itself again")
    func argumentsHoldTheEvent() {
        for event in EventKindTests.samples + Self.unusual {
            #expect(Event(kind: event.kind, arguments: event.arguments) == event, "\(event)")
            #expect(Event(kind: event.kind, arguments: event.arguments.reversed()) == event, "\(event) reversed")
        }
    }

    @Test("No event is built from arguments that are not exactly its case's: missing, extra, twice, or another phase")
    func inverseRefuses() {
        #expect(Event(kind: .push, arguments: [.screen("a"), .animated(true), .in(nil)]) == nil)
        #expect(Event(kind: .tap, arguments: [.tab(1), .tab(2)]) == nil)
        #expect(Event(kind: .tap, arguments: [.tab(1), .animated(true)]) == nil)
        #expect(Event(kind: .rotated, arguments: [.width(.compact)]) == nil)
        #expect(Event(kind: .backSwipeBegan, arguments: [.phase(.whole)]) == nil)
        #expect(Event(kind: .backSwipeBegan, arguments: [.phase(.began)]) == .report(.backSwipe(.began)))
        #expect(Event(kind: .setBadge, arguments: [.tab(1), .badge(.dot)]) == .request(.setBadge(.dot, tab: 1)))
        #expect(Event(kind: .systemPopped, arguments: [.depth(2), .in(nil)]) == nil)
        let defaults: [Event.Argument] = [.animated(true), .in(nil), .tab(3), .screen("d")]
        #expect(Event(kind: .pop, arguments: [], defaults: defaults) == .request(.pop()))
        #expect(Event(kind: .popTo, arguments: [.screen("a")], defaults: defaults) == .request(.popTo("a")))
        #expect(Event(kind: .rotated, arguments: [], defaults: defaults) == .report(.rotated))
        #expect(Event(kind: .push, arguments: [], defaults: defaults) == nil)
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
