import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// The core's one description of every event: its kind, the swipe gate, the stack it names, and the mapping of its
/// tabs and screens that the tools and the shrinker share.
@Suite("Event kinds in the core")
struct EventKindTests {
    /// One event of every kind, each naming tab 2 (or its stack) where it can name a tab.
    static let samples: [TabNavEvent<String>] = [
        .request(.tap(tab: 2)), .request(.tapCenter), .request(.select(tab: 2)), .request(.tapMore),
        .request(.pick(tab: 2)), .request(.selectMore), .request(.push("a", in: .tab(2))), .request(.pop(in: .tab(2))),
        .request(.popTo("a", in: .tab(2))), .request(.popToEntry(EntryID(rawValue: 1), in: .tab(2))),
        .request(.popToDepth(1, in: .tab(2))), .request(.popToRoot(in: .tab(2))),
        .request(.setStack([NewEntry("a"), NewEntry("b", hidesBar: true)], in: .tab(2))),
        .request(.present("a", style: .sheet)), .request(.replaceModal("a", style: .fullScreen)), .request(.dismiss()),
        .request(.open(tab: 2, path: [NewEntry("a")])), .request(.setBadge(.dot, tab: 2)), .request(.enable(tab: 2)),
        .request(.disable(tab: 2)), .request(.hideBar()), .request(.showBar()),
        .report(.backSwipe(.whole)), .report(.backSwipe(.began)), .report(.backSwipe(.ended)),
        .report(.backSwipe(.cancelled)), .report(.backButtonTapped), .report(.backMenuPicked("a")),
        .report(.sheetSwipe(.whole)), .report(.sheetSwipe(.began)), .report(.sheetSwipe(.ended)),
        .report(.sheetSwipe(.cancelled)), .report(.systemPopped(toDepth: 1, in: .tab(2))), .report(.rotated),
        .report(.scrolled(.down)), .report(.resized(.compact)),
    ]

    @Test("Every kind has a sample here: a new kind of event fails this test until it is described")
    func everyKindSampled() {
        #expect(Set(Self.samples.map(\.kind)) == Set(TabNavEvent<String>.Kind.allCases))
        #expect(Self.samples.count == TabNavEvent<String>.Kind.allCases.count)
    }

    @Test("The swipe gate lets through badges, enabling, hiding, rotation, resizes, scrolls and gestures' ends")
    func kinds() {
        let free = Self.samples.filter { !$0.isNavigation }.map(\.kind.rawValue).sorted()
        #expect(
            free == [
                "backSwipeCancelled", "backSwipeEnded", "disable", "enable", "hideBar", "resized", "rotated", "scrolled",
                "setBadge", "sheetSwipeCancelled", "sheetSwipeEnded", "showBar",
            ])
    }

    @Test("Mapping with identities gives the event back; every tab an event can name is named and renumbered")
    func mapping() throws {
        let namers: Set<TabNavEvent<String>.Kind> = [
            .tap, .select, .pick, .push, .pop, .popTo, .popToEntry, .popToDepth, .popToRoot, .setStack, .open, .setBadge,
            .enable, .disable, .systemPopped,
        ]
        for event in Self.samples {
            #expect(event.mapped(tab: { $0 }, screen: { $0 }) == event)
            #expect(event.namedTabs == (namers.contains(event.kind) ? [2] : []), "\(event)")
            let moved = try #require(event.mapped(tab: { $0 + 3 }, screen: { $0 }))
            #expect(moved.namedTabs == event.namedTabs.map { $0 + 3 })
            #expect(moved.kind == event.kind)
            #expect(event.mapped(tab: { _ in nil }, screen: { $0 }) == (event.namedTabs.isEmpty ? event : nil))
        }
    }

    @Test("Screens map everywhere an event holds one, flags of new entries kept")
    func screens() throws {
        let upper = { (s: String) in s.uppercased() }
        let set = try #require(Self.samples.first { $0.kind == .setStack }?.mapped(tab: { $0 }, screen: upper))
        #expect(set == .request(.setStack([NewEntry("A"), NewEntry("B", hidesBar: true)], in: .tab(2))))
        for event in Self.samples {
            let holdsScreen = [.push, .popTo, .setStack, .present, .replaceModal, .open, .backMenuPicked].contains(event.kind)
            #expect((event.mapped(tab: { $0 }, screen: { _ -> String? in nil }) == nil) == holdsScreen, "\(event)")
        }
    }

    @Test("The stack argument: a tab, the focused stack, or none")
    func stackArgument() {
        #expect(TabNavEvent<String>.request(.pop()).stackArgument == .some(nil))
        #expect(TabNavEvent<String>.request(.pop(in: .modal)).stackArgument == .some(.modal))
        #expect(TabNavEvent<String>.report(.backMenuPicked("a")).stackArgument == .some(nil))
        #expect(TabNavEvent<String>.request(.tap(tab: 1)).stackArgument == nil)
    }

    @Test(
        "Every tab an event's arguments hold is in namedTabs, and every in= argument is its stackArgument: a kind the helpers forget fails here"
    )
    func helpersAgreeWithArguments() {
        // The back button's menu has no `in:` argument and always acts on the focused stack.
        let focusedWithoutArgument: Set<TabNavEvent<String>.Kind> = [.backMenuPicked]
        for event in Self.samples {
            let tabs = Self.tabsInArguments(event)
            var stack: StackRef?? = nil
            for case .in(let ref) in event.arguments { stack = .some(ref) }
            if focusedWithoutArgument.contains(event.kind) { stack = .some(nil) }
            #expect(event.namedTabs == tabs, "\(event.kind): namedTabs \(event.namedTabs), arguments name \(tabs)")
            #expect(event.stackArgument == stack, "\(event.kind): stackArgument \(String(describing: event.stackArgument))")
        }
    }

    /// The tab indices an event's arguments hold (`tab:` and `in: .tab(_)`), read from its argument table, which is
    /// written apart from the mapping.
    static func tabsInArguments(_ event: TabNavEvent<String>) -> [Int] {
        event.arguments.compactMap {
            switch $0 {
            case .tab(let i), .in(.tab(let i)?): i
            default: nil
            }
        }
    }

    @Test("The shrinker drops every kind of event that names a removed tab and renumbers it past one")
    func shrinkerHandlesEveryKind() {
        let config = ScenarioConfig(tabs: ["a", "b", "c", "d", "e", "f", "g"])
        for event in Self.samples {
            let scenario = Scenario(config: config, events: [event])
            let names = !Self.tabsInArguments(event).isEmpty
            // Removing the tab it names (2) drops it; removing a tab before renumbers it; one after leaves it.
            #expect(Shrinker.removingTab(2, from: scenario).events == (names ? [] : [event]), "\(event.kind)")
            let renumbered = Shrinker.removingTab(0, from: scenario).events
            #expect(renumbered.map(\.kind) == [event.kind], "\(event.kind)")
            #expect(renumbered.map(Self.tabsInArguments) == [names ? [1] : []], "\(event.kind): \(renumbered)")
            #expect(Shrinker.removingTab(5, from: scenario).events == [event], "\(event.kind)")
        }
    }

    @Test("Removing a tab from a seven-tab scenario renumbers pick and in= too: no step names a tab past the last")
    func shrinkerRenumbersEveryTab() {
        var config = ScenarioConfig(tabs: ["a", "b", "c", "d", "e", "f", "g"])
        config.hiding = []
        let events: [TabNavEvent<String>] = [
            .request(.tapMore), .request(.pick(tab: 6)), .request(.pick(tab: 5)),
            .report(.systemPopped(toDepth: 1, in: .tab(6))), .request(.push("x", in: .tab(6))), .request(.pick(tab: 4)),
        ]
        let scenario = Scenario(config: config, events: events)
        for t in 0..<7 {
            let smaller = Shrinker.removingTab(t, from: scenario)
            let count = smaller.config.tabs.count
            for event in smaller.events {
                #expect(event.namedTabs.allSatisfy { $0 >= 0 && $0 < count }, "removing \(t) left \(event)")
            }
            #expect(smaller.events.count == events.count - events.filter { $0.namedTabs.contains(t) }.count)
        }
    }
}
