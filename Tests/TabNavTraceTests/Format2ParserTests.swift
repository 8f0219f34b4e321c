import TabNav
import Testing

@testable import TabNavTestSupport
@testable import TabNavTrace

/// Format 2's lexical rules, header lines, steps and errors in the trace parser and printer (V2, V3, V9, V10).
@Suite("Format 2: the trace parser")
struct Format2ParserTests {
    @Test("Names are Unicode letters and decimal digits: 首页, café, Écrire, tab٣ are names; compared code point by code point")
    func unicodeNames() throws {
        let trace = try #require(TraceTestSupport.trace("tabs 首页 café Écrire tab٣\npush 文章\nexpect tab=首页 stack=首页>文章"))
        #expect(trace.header.configuration.tabs.map(\.name) == ["首页", "café", "Écrire", "tab٣"])
        #expect(TraceTestSupport.events("tabs 首页 我的\ntap 我的\nselect 1") == [.request(.tap(tab: 1)), .request(.select(tab: 1))])
        // The angstrom sign (U+212B) and Å (U+00C5) are canonically equivalent letters, but different names.
        #expect(TraceTestSupport.errors("tabs \u{212B}\ntap \u{C5}").first?.hasPrefix("2:5: unknown tab") == true)
        // A precomposed syllable and its conjoining letters: two tabs of one header, each tapped by its own name.
        #expect(
            TraceTestSupport.events("tabs \u{AC00} \u{1100}\u{1161}\ntap \u{1100}\u{1161}\ntap \u{AC00}")
                == [.request(.tap(tab: 1)), .request(.tap(tab: 0))])
        // A combining mark is neither a letter nor a digit: "e" + U+0301 is no name (no normalisation).
        #expect(TraceTestSupport.errors("tabs a\npush cafe\u{301}").first?.contains("is not a valid screen name") == true)
    }

    @Test("Signs and symbols are not letters; a name still starts with a letter, and numbers are ASCII digits only")
    func notNames() {
        #expect(TraceTestSupport.errors("tabs a€").first?.contains("is not a valid tab name") == true)
        #expect(TraceTestSupport.errors("tabs ٣tab").first?.contains("is not a valid tab name") == true)
        #expect(TraceTestSupport.errors("tabs a b\ntap ٣").first?.hasPrefix("2:5:") == true)
    }

    @Test("Quoted text is a badge value and an expected badge; a # inside it is no comment; \"\" is no badge; \"0\" is text")
    func quotedBadges() throws {
        let events = TraceTestSupport.events(
            "tabs me\nbadge me \"1k\"\nbadge me \"a # b\" # comment\nbadge me \"\"\nbadge me \"0\"")
        #expect(
            events == [
                .request(.setBadge(.text("1k"), tab: 0)), .request(.setBadge(.text("a # b"), tab: 0)),
                .request(.setBadge(.none, tab: 0)), .request(.setBadge(.text("0"), tab: 0)),
            ])
        let trace = try #require(TraceTestSupport.trace("tabs me\nbadge me \"1 k\"\nexpect badge.me=\"1 k\""))
        guard case .expect(let e) = trace.statements.last else {
            Issue.record("no expect")
            return
        }
        #expect(e.pairs.map(\.value) == ["1 k"])
        #expect(trace.header.expectText(for: e) == "expect badge.me=\"1 k\"")
        #expect(trace.header.stepText(for: .request(.setBadge(.text("1 k"), tab: 0))) == "badge me \"1 k\"")
        #expect(trace.header.stepText(for: .request(.setBadge(.text("new"), tab: 0))) == "badge me new")
    }

    @Test(
        "Quoted text anywhere else, an unterminated quote, a control character and text after the quote are errors",
        arguments: [
            ("tabs me\npush \"x\"", "2:6: quoted text is accepted only as a badge value"),
            ("tabs me\nexpect tab=\"me\"", "2:8: quoted text is accepted only as a badge value"),
            ("tabs \"me\"", "1:6: quoted text is accepted only as a badge value"),
            ("tabs me\nbadge me \"abc", "2:10: unterminated quote"),
            ("tabs me\nbadge me \"a\tb\"", "2:10: a quoted text cannot hold a control character (U+0009)"),
            ("tabs me\nbadge me \"a\"b", "2:13: a quoted text is one whole word"),
        ])
    func quoteErrors(text: String, prefix: String) {
        #expect(TraceTestSupport.errors(text).first?.hasPrefix(prefix) == true, "\(TraceTestSupport.errors(text))")
    }

    @Test("The format-2 header lines parse into the configuration and print back in canonical form")
    func headerLines() throws {
        let text = "tabs a b\ncenter w present=c style=locked-sheet\nprofile ios26\nbadge-target item\nminimize on-scroll-up"
        let trace = try #require(TraceTestSupport.trace(text))
        let c = trace.header.configuration
        #expect(c.profile == .ios26 && c.badgeTarget == .item && c.minimize == .onScrollUp)
        #expect(c.centerButton?.action == .present("c", style: .lockedSheet))
        #expect(trace.header.canonicalLines.contains("minimize on-scroll-up"))
        #expect(trace.header.canonicalLines.contains("badge-target item"))
    }

    @Test("minimize other than never needs profile ios26, in either order of the header lines")
    func minimizeNeedsIOS26() {
        #expect(
            TraceTestSupport.errors("tabs a\nminimize on-scroll-down") == [
                "2:10: 'minimize on-scroll-down' needs 'profile ios26' (tabBarMinimizeBehavior exists from iOS 26)"
            ])
        #expect(TraceTestSupport.errors("minimize on-scroll-down\ntabs a\nprofile ios26").isEmpty)
        #expect(TraceTestSupport.errors("tabs a\nminimize never").isEmpty)
    }

    @Test(
        "The new steps and keys: hide-bar, show-bar, scroll, sheet-swipe parts, present styles, app-hidden, sheet-swipe, bar=minimized"
    )
    func newSteps() throws {
        let text = """
            tabs a
            hide-bar
            show-bar instant
            scroll down
            scroll top
            present m style=over-full-screen
            sheet-swipe start
            sheet-swipe finish
            sheet-swipe cancel
            expect app-hidden=no sheet-swipe=idle bar=minimized anomalies=center-misplaced
            """
        #expect(
            TraceTestSupport.events(text) == [
                .request(.hideBar(animated: true)), .request(.showBar(animated: false)), .report(.scrolled(.down)),
                .report(.scrolled(.top)), .request(.present("m", style: .overFullScreen)), .report(.sheetSwipe(.began)),
                .report(.sheetSwipe(.ended)), .report(.sheetSwipe(.cancelled)),
            ])
        #expect(TraceTestSupport.errors("tabs a\nscroll sideways").first?.hasPrefix("2:8: 'sideways' is not a scroll") == true)
        #expect(TraceTestSupport.errors("tabs a\nsheet-swipe start finish").first?.hasPrefix("2:19:") == true)
        #expect(TraceTestSupport.errors("tabs a\nhide-bar in=a").first?.hasPrefix("2:10:") == true)
    }
}
