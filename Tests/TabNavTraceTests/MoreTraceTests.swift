import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

/// V4, V9 and V10 of trace format 2 in the trace files: `tap more`, `pick`, `select more`, `expect more=` and the
/// errors of a file that names a More tab it does not have.
@Suite("Format 2: the More tab in trace files")
struct MoreTraceTests {
    static let seven = "tabs home discover follow inbox me shop video\n"

    @Test("tap more, pick TAB and select more read as the More requests; in= may name an overflow tab")
    func steps() {
        let events = TraceTestSupport.events(
            Self.seven + "tap more\npick shop\npick 6\nselect more\nselect me\npush x in=video\n")
        #expect(
            events == [
                .request(.tapMore), .request(.pick(tab: 5)), .request(.pick(tab: 6)), .request(.selectMore),
                .request(.select(tab: 4)), .request(.push("x", in: .tab(6))),
            ])
    }

    @Test("With five tabs or fewer, a tab named more is a tab: no word is reserved")
    func moreIsATabNameWithFiveTabs() {
        let events = TraceTestSupport.events("tabs home more\ntap more\nselect more\nexpect tab=more more=none\n")
        #expect(events == [.request(.tap(tab: 1)), .request(.select(tab: 1))])
    }

    @Test(
        "A file that names a More it does not have, or gives a tab More's words, is an error at its column (V10)",
        arguments: [
            (
                "tabs a b c d e\ntap more\n",
                "2:5: 'more' needs a More tab: the header declares 5 tabs, and More exists with more than five"
            ),
            (
                "tabs a b c\nselect more\n",
                "2:8: 'more' needs a More tab: the header declares 3 tabs, and More exists with more than five"
            ),
            (
                "tabs a b c\npick c\n",
                "2:1: 'pick' needs a More tab: the header declares 3 tabs, and More exists with more than five"
            ),
            ("tabs a b c d e more\n", "1:16: with more than five tabs no tab may be named 'more': the More tab uses that word"),
            ("tabs a b list c d e\n", "1:10: with more than five tabs no tab may be named 'list': the More tab uses that word"),
            ("tabs a b c d e f\npick\n", "2:1: 'pick' needs an overflow tab"),
            ("tabs a b c d e f\npick zz\n", "2:6: unknown tab 'zz' (tabs: a, b, c, d, e, f)"),
            ("tabs a b c d e f\nexpect more=b\n", "2:13: 'b' is not a value of 'more' (none, list or an overflow tab: e, f)"),
            (
                "tabs a b c\nexpect more=c\n",
                "2:13: 'c' is not a value of 'more' (none: with five tabs or fewer there is no More)"
            ),
            ("tabs a b c\nexpect tab=more\n", "2:12: unknown tab 'more' (tabs: a, b, c)"),
        ])
    func errors(_ text: String, _ expected: String) {
        #expect(TraceTestSupport.errors(text).first == expected)
    }

    @Test("expect more= takes none, list or an overflow tab; tab=more and stack=more read the list")
    func expectations() throws {
        let trace = try #require(
            TraceTestSupport.trace(
                Self.seven + "expect more=none\nexpect more=list tab=more stack=more depth=1\nexpect more=video\n"))
        var state = TabNavState(configuration: trace.header.configuration)
        state.reduce(.tapMore)
        let pairs = trace.statements.compactMap { statement -> TabNavTrace.Expectation? in
            if case .expect(let e) = statement { return e }
            return nil
        }
        #expect(pairs.count == 3)
        #expect(pairs[1].failures(in: state, outcome: .ok).isEmpty)
        #expect(!pairs[0].failures(in: state, outcome: .ok).isEmpty)
    }

    @Test("The More steps print as they are written and parse back")
    func printing() throws {
        let header = try #require(TraceTestSupport.trace(Self.seven)).header
        let events: [TabNavEvent<String>] = [.request(.tapMore), .request(.pick(tab: 5)), .request(.selectMore)]
        #expect(events.map(header.stepText(for:)) == ["tap more", "pick shop", "select more"])
        #expect(TraceTestSupport.events(Self.seven + events.map(header.stepText(for:)).joined(separator: "\n")) == events)
        let trace = try #require(TraceTestSupport.trace(Self.seven + "tap more\npick shop\nexpect more=shop tab=shop\n"))
        let again = try #require(TraceTestSupport.trace(trace.canonicalText()))
        #expect(TraceTestSupport.essence(again) == TraceTestSupport.essence(trace))
    }
}
