import Foundation
import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

@Suite("Printing traces canonically")
struct TracePrinterTests {
    static let fullHeader = """
        overlap-fix layout
        custom-bar on-system-bar
        profile legacy
        badge-policy keep
        bar-policy top-only
        center write present=compose style=sheet
        screen photo hides-bar
        screen article hides-bar
        root 2 timeline
        tabs home discover follow me

        """

    static let everyStep = """
        tap discover
        tap 0
        tap write
        select 3
        push article
        push in=me photo instant hides-bar
        pop
        pop instant in=1
        pop-to article
        pop-to in=follow instant article
        pop-to-root
        pop-to-root instant in=0
        set-stack a b c
        set-stack instant x in=discover
        back-swipe
        back-swipe start
        back-swipe finish
        back-swipe cancel
        present login
        present style=sheet login
        present login style=full-screen
        dismiss
        open follow
        open 3 settings privacy
        badge home 5
        badge 1 0
        badge clear me
        badge follow dot
        badge me new
        badge me 250
        enable 1
        disable follow
        rotate
        expect tab=home stack=home>a depth=2 modal=none bar=visible overlap=no
        expect anomalies=bar-missing,overlap outcome=noop swipe=active
        expect stack.me=profile>a badge.follow=99+ badge.home=dot badge.discover=new badge.me=none

        """

    @Test("The header prints tabs first, then only the non-default lines, in a fixed order")
    func canonicalHeader() throws {
        let header = try #require(TraceTestSupport.trace(Self.fullHeader)).header
        #expect(
            header.canonicalLines == [
                "tabs home discover follow me",
                "root follow timeline",
                "screen article hides-bar",
                "screen photo hides-bar",
                "center write present=compose style=sheet",
                "bar-policy top-only",
                "badge-policy keep",
                "profile legacy",
                "custom-bar on-system-bar",
                "overlap-fix layout",
            ])
        let minimal = try #require(TraceTestSupport.trace("tabs a\ncenter b present=c style=full-screen")).header
        #expect(minimal.canonicalLines == ["tabs a", "center b present=c"])
    }

    @Test("Steps print with named tabs and options in a fixed order")
    func canonicalSteps() throws {
        let trace = try #require(TraceTestSupport.trace(Self.fullHeader + Self.everyStep))
        let lines = trace.canonicalText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines[11...]) == [
                "tap discover", "tap home", "tap write", "select me",
                "push article", "push photo hides-bar instant in=me",
                "pop", "pop instant in=discover",
                "pop-to article", "pop-to article instant in=follow",
                "pop-to-root", "pop-to-root instant in=home",
                "set-stack a b c", "set-stack x instant in=discover",
                "back-swipe", "back-swipe start", "back-swipe finish", "back-swipe cancel",
                "present login", "present login style=sheet", "present login", "dismiss",
                "open follow", "open me settings privacy",
                "badge home 5", "badge discover clear", "badge me clear", "badge follow dot", "badge me new", "badge me 250",
                "enable discover", "disable follow", "rotate",
                "expect tab=home stack=home>a depth=2 modal=none bar=visible overlap=no",
                "expect anomalies=bar-missing,overlap outcome=noop swipe=active",
                "expect stack.me=profile>a badge.follow=99+ badge.home=dot badge.discover=new badge.me=none",
                "",
            ])
        #expect(lines[10] == "")
    }

    @Test(
        "Parsing a printed trace gives the same header, events and expectation pairs",
        arguments: [
            fullHeader + everyStep,
            "tabs solo\npush a\n",
            "tabs a b\ncenter plus push=compose\ntap plus\nexpect depth=2\n",
            "tabs a b c d e\nroot a home\nroot e settings\nscreen s hides-bar\nexpect stack.e=settings\n",
            "tabs a\nbadge-policy keep\n",
        ])
    func roundTrip(_ text: String) throws {
        let trace = try #require(TraceTestSupport.trace(text))
        let printed = trace.canonicalText()
        let again = try #require(TraceTestSupport.trace(printed))
        #expect(again.header == trace.header)
        #expect(TraceTestSupport.essence(again) == TraceTestSupport.essence(trace))
        #expect(again.canonicalText() == printed)
    }

    @Test("An event without text prints as a step that parses back to it")
    func eventsWithoutText() throws {
        let header = try #require(TraceTestSupport.trace(Self.fullHeader)).header
        let events: [TabNavEvent<String>] = [
            .request(.tap(tab: 2)), .request(.tapCenter), .request(.select(tab: 0)),
            .request(.push("x", hidesBar: true, animated: false, in: .tab(3))), .request(.pop(in: .tab(0))),
            .request(.popTo("y", animated: false)), .request(.popToRoot(in: .tab(1))),
            .request(.setStack(["p", "q"])), .report(.backSwipe(.whole)), .report(.backSwipe(.began)),
            .report(.backSwipe(.ended)), .report(.backSwipe(.cancelled)), .request(.present("m", style: .sheet)),
            .request(.dismiss()),
            .request(.open(tab: 1, path: ["d"])), .request(.setBadge(.count(100), tab: 0)), .request(.setBadge(.none, tab: 1)),
            .request(.setBadge(.dot, tab: 2)), .request(.setBadge(.text("hot"), tab: 3)), .request(.enable(tab: 3)),
            .request(.disable(tab: 0)), .report(.rotated),
        ]
        let text = Self.fullHeader + events.map(header.stepText(for:)).joined(separator: "\n")
        #expect(TraceTestSupport.events(text) == events)
    }

    @Test("An event the header cannot express prints as a line that fails to parse")
    func inexpressibleEvents() throws {
        let header = try #require(TraceTestSupport.trace("tabs a b")).header
        #expect(header.stepText(for: .request(.tap(tab: 7))) == "tap 7")
        #expect(header.stepText(for: .request(.tapCenter)) == "tap")
        #expect(
            TraceTestSupport.errors("tabs a b\n" + header.stepText(for: .request(.tap(tab: 7)))) == [
                "2:5: tab index 7 is out of range (0-1)"
            ])
    }

    @Test("A parsed trace survives JSON encoding and decoding unchanged")
    func codable() throws {
        let trace = try #require(TraceTestSupport.trace(Self.fullHeader + Self.everyStep))
        let data = try JSONEncoder().encode(trace)
        #expect(try JSONDecoder().decode(Trace.self, from: data) == trace)
    }
}
