import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

/// A step line and the event it stands for.
struct TraceStepCase: Sendable, CustomTestStringConvertible {
    var line: String
    var event: TabNavEvent<String>

    init(_ line: String, _ event: TabNavEvent<String>) {
        self.line = line
        self.event = event
    }

    var testDescription: String { line }
}

@Suite("Reading trace files (§1, §2, §3, §5)")
struct TraceParserTests {
    static let header = "tabs home discover follow me\ncenter write present=compose\n"

    static let stepCases: [TraceStepCase] = [
        .init("tap discover", .request(.tap(tab: 1))),
        .init("tap 3", .request(.tap(tab: 3))),
        .init("tap write", .request(.tapCenter)),
        .init("select me", .request(.select(tab: 3))),
        .init("select 0", .request(.select(tab: 0))),
        .init("push article", .request(.push("article"))),
        .init("push article hides-bar instant in=me", .request(.push("article", hidesBar: true, animated: false, in: .tab(3)))),
        .init("push in=2 instant article", .request(.push("article", animated: false, in: .tab(2)))),
        .init("pop", .request(.pop())),
        .init("pop instant in=discover", .request(.pop(animated: false, in: .tab(1)))),
        .init("pop-to feed", .request(.popTo("feed"))),
        .init("pop-to in=1 feed instant", .request(.popTo("feed", animated: false, in: .tab(1)))),
        .init("pop-to-root", .request(.popToRoot())),
        .init("pop-to-root instant", .request(.popToRoot(animated: false))),
        .init("set-stack a b c", .request(.setStack(["a", "b", "c"]))),
        .init("set-stack a instant b in=follow", .request(.setStack(["a", "b"], animated: false, in: .tab(2)))),
        .init("back-swipe", .report(.backSwipe(.whole))),
        .init("back-swipe start", .report(.backSwipe(.began))),
        .init("back-swipe finish", .report(.backSwipe(.ended))),
        .init("back-swipe cancel", .report(.backSwipe(.cancelled))),
        .init("present login", .request(.present("login", style: .fullScreen))),
        .init("present login style=sheet", .request(.present("login", style: .sheet))),
        .init("present style=full-screen login", .request(.present("login", style: .fullScreen))),
        .init("dismiss", .request(.dismiss())),
        .init("open me", .request(.open(tab: 3))),
        .init("open 1 topic post.42 a-b_c", .request(.open(tab: 1, path: ["topic", "post.42", "a-b_c"]))),
        .init("badge me 5", .request(.setBadge(.count(5), tab: 3))),
        .init("badge me 150", .request(.setBadge(.count(150), tab: 3))),
        .init("badge me 7", .request(.setBadge(.count(7), tab: 3))),
        .init("badge me 0", .request(.setBadge(.none, tab: 3))),
        .init("badge me clear", .request(.setBadge(.none, tab: 3))),
        .init("badge me dot", .request(.setBadge(.dot, tab: 3))),
        .init("badge dot me", .request(.setBadge(.dot, tab: 3))),
        .init("badge 2 new", .request(.setBadge(.text("new"), tab: 2))),
        .init("enable 1", .request(.enable(tab: 1))),
        .init("disable follow", .request(.disable(tab: 2))),
        .init("rotate", .report(.rotated)),
    ]

    @Test("Each step form stands for its event, options in any order", arguments: stepCases)
    func stepEvent(_ c: TraceStepCase) {
        #expect(TraceTestSupport.events(Self.header + c.line) == [c.event])
    }

    @Test("The example of §7 parses to its events and expectations")
    func specExample() throws {
        let text = """
            # A Jianshu-style app: four tabs and a centre "write" button on a custom bar
            tabs home discover follow me
            center write present=compose
            screen article hides-bar
            custom-bar on-system-bar
            profile legacy

            push article                 # the bar hides
            push comments
            expect depth=3 bar=hidden
            tap discover                 # the bar is not on screen
            expect outcome=rejected
            pop-to-root                  # animated, from depth 3: UIKit re-adds its buttons
            expect stack=home bar=visible overlap=yes anomalies=overlap
            tap write
            expect modal=compose tab=home
            tap discover
            expect outcome=rejected
            dismiss                      # full-screen dismissal: viewWillAppear removes the buttons
            expect modal=none overlap=no
            """
        let trace = try #require(TraceTestSupport.trace(text))
        let c = trace.header.configuration
        #expect(c.tabs == ["home", "discover", "follow", "me"].map { TabSpec(name: $0, root: $0) })
        #expect(c.centerButton == CenterButton(name: "write", action: .present("compose", style: .fullScreen)))
        #expect(c.hidingScreens == ["article"])
        #expect(c.customBar == .onSystemBar && c.profile == .legacy)
        #expect(c.barPolicy == .sticky && c.badgePolicy == .clearOnTap && c.overlapFix == .none)
        #expect(
            TraceTestSupport.essence(trace) == [
                "step \(TabNavEvent<String>.request(.push("article")))",
                "step \(TabNavEvent<String>.request(.push("comments")))",
                "expect depth|depth|3 bar|bar|hidden",
                "step \(TabNavEvent<String>.request(.tap(tab: 1)))",
                "expect outcome|outcome|rejected",
                "step \(TabNavEvent<String>.request(.popToRoot()))",
                "expect stack|stack|home bar|bar|visible overlap|overlap|yes anomalies|anomalies|overlap",
                "step \(TabNavEvent<String>.request(.tapCenter))",
                "expect modal|modal|compose tab|tab|home",
                "step \(TabNavEvent<String>.request(.tap(tab: 1)))",
                "expect outcome|outcome|rejected",
                "step \(TabNavEvent<String>.request(.dismiss()))",
                "expect modal|modal|none overlap|overlap|no",
            ])
        guard case .step(let first) = trace.statements[0] else {
            Issue.record("not a step")
            return
        }
        #expect(first.position == TracePosition(line: 8, column: 1))
        #expect(first.text == "push article")
        guard case .expect(let e) = trace.statements[2] else {
            Issue.record("not an expect")
            return
        }
        #expect(e.position == TracePosition(line: 10, column: 1))
        #expect(e.pairs.map(\.position) == [TracePosition(line: 10, column: 8), TracePosition(line: 10, column: 16)])
    }

    @Test("Every header line sets its part of the configuration, in any order")
    func headerLines() throws {
        let text = """
            badge-policy keep
            root me profile
            overlap-fix completion
            screen detail hides-bar
            center plus push=compose
            tabs home me
            root 0 feed
            bar-policy top-only
            screen home hides-bar
            profile ios14.0
            custom-bar replaced
            """
        let c = try #require(TraceTestSupport.trace(text)).header.configuration
        #expect(c.tabs == [TabSpec(name: "home", root: "feed"), TabSpec(name: "me", root: "profile")])
        #expect(c.hidingScreens == ["detail", "home"])
        #expect(c.centerButton == CenterButton(name: "plus", action: .push("compose")))
        #expect(c.barPolicy == .topOnly && c.badgePolicy == .keep && c.profile == .ios14_0)
        #expect(c.customBar == .replaced && c.overlapFix == .completion)
    }

    @Test("A centre button presents full-screen by default and as a sheet when asked")
    func centerStyles() throws {
        let sheet = try #require(TraceTestSupport.trace("tabs a\ncenter w style=sheet present=x")).header
        #expect(sheet.configuration.centerButton?.action == .present("x", style: .sheet))
        let full = try #require(TraceTestSupport.trace("tabs a\ncenter w present=x")).header
        #expect(full.configuration.centerButton?.action == .present("x", style: .fullScreen))
    }

    @Test("A byte-order mark, CRLF endings, tabs, trailing blanks and comments everywhere are accepted")
    func lexicalFreedom() throws {
        let text =
            "\u{FEFF}  tabs\thome   me  # the bar\r\n\r\n# only a comment\r\n\t \r\n"
            + "\tpush a\tinstant   #c\r\nexpect depth=2#no space before the comment\r\n  rotate  \r\npush#x\n"
        // The last line is `push` alone: the comment starts inside the word.
        #expect(TraceTestSupport.errors(text) == ["8:1: 'push' needs a screen"])
        let trace = try #require(TraceTestSupport.trace(String(text.dropLast("push#x\n".count))))
        #expect(trace.header.configuration.tabs.map(\.name) == ["home", "me"])
        guard case .step(let push) = trace.statements[0], case .step(let rotate) = trace.statements[2] else {
            Issue.record("expected steps")
            return
        }
        #expect(push.event == .request(.push("a", animated: false)))
        #expect(push.text == "push a\tinstant")
        #expect(push.position == TracePosition(line: 5, column: 2))
        #expect(rotate.text == "rotate" && rotate.position == TracePosition(line: 7, column: 3))
    }

    @Test("Invalid UTF-8 gives a positioned error, columns counting characters, never a trap")
    func invalidUTF8() {
        let results = TraceTestSupport.parseLines([
            Array("tabs home".utf8),
            Array("push é".utf8) + [0xFF],
            Array("# 👍🏽 ".utf8) + [0xC3, 0x28],
            [0xED, 0xA0, 0x80],
            Array("push a".utf8) + [0xF0, 0x9F],
            [0xEF, 0xBB, 0xBF] + Array("tap home".utf8),
        ])
        let errors = results.map { result -> String? in
            if case .failure(let e) = result { return "\(e.position): \(e.message)" }
            return nil
        }
        #expect(
            errors == [
                nil,
                "2:7: invalid UTF-8 (byte 0xFF)",
                "3:5: invalid UTF-8 (byte 0xC3)",
                "4:1: invalid UTF-8 (byte 0xED)",
                "5:7: invalid UTF-8 (byte 0xF0)",
                "6:1: unknown step '\\u{FEFF}tap' (U+FEFF is a zero width no-break space) " + TraceTestSupport.stepList,
            ])
    }

    @Test("The streaming parser gives the header at the first statement and nil for blank, comment and header lines")
    func streaming() throws {
        var parser = TraceParser()
        #expect(try parser.parseLine("tabs home me", number: 1).get() == nil)
        #expect(try parser.parseLine("   # comment", number: 2).get() == nil)
        #expect(parser.header == nil)
        let step = try parser.parseLine("tap me", number: 3).get()
        #expect(
            step == .step(TraceStep(event: .request(.tap(tab: 1)), position: TracePosition(line: 3, column: 1), text: "tap me")))
        #expect(parser.header?.configuration.tabs.map(\.name) == ["home", "me"])
        #expect(try parser.finish().get() == parser.header)
    }

    @Test("finish reports a missing tabs line at 1:1, and the header of a file without statements")
    func finishing() throws {
        var empty = TraceParser()
        guard case .failure(let error) = empty.finish() else {
            Issue.record("expected an error")
            return
        }
        #expect("\(error)" == "1:1: error: missing 'tabs' line: declare the tab bar with 'tabs NAME...' before the first step")
        var headerOnly = TraceParser()
        _ = headerOnly.parseLine("tabs a b", number: 1)
        #expect(try headerOnly.finish().get().configuration.tabs.count == 2)
    }

    @Test("A ten-megabyte line is read in linear time and quoted briefly in its error")
    func hugeLine() {
        let word = String(repeating: "x", count: 10_000_000)
        var parser = TraceParser()
        _ = parser.parseLine("tabs home", number: 1)
        guard case .failure(let error) = parser.parseLine("push a " + word, number: 2) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.position == TracePosition(line: 2, column: 8))
        #expect(error.message == "unexpected '\(String(repeating: "x", count: 39))…': 'push' takes one screen")
    }
}
