import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

/// A file with one fault, and the error it must give first.
struct TraceErrorCase: Sendable, CustomTestStringConvertible {
    var kind: String
    var text: String
    var expected: String

    init(_ kind: String, _ text: String, _ expected: String) {
        self.kind = kind
        self.text = text
        self.expected = expected
    }

    var testDescription: String { kind }
}

private let keys =
    "tab, stack, stack.TAB, depth, modal, bar, overlap, anomalies, badge.TAB, outcome, swipe, sheet-swipe, app-hidden, more, "
    + "width, orientation"
private let nameRule = "a name starts with a letter, followed by letters, digits, '_', '.' or '-'"

@Suite("Errors in trace files (§6)")
struct TraceErrorTests {
    static let headerCases: [TraceErrorCase] = [
        .init("empty file", "", "1:1: missing 'tabs' line: declare the tab bar with 'tabs NAME...' before the first step"),
        .init(
            "comments only", "# nothing\n\n",
            "1:1: missing 'tabs' line: declare the tab bar with 'tabs NAME...' before the first step"),
        .init("header line after a step", "tabs home\npush a\nprofile legacy", "3:1: 'profile' must come before the first step"),
        .init("tabs after a step", "tabs home\npush a\n  tabs home", "3:3: 'tabs' must come before the first step"),
        .init(
            "header line after an expect", "tabs home\nexpect depth=1\nscreen a hides-bar",
            "3:1: 'screen' must come before the first 'expect' line"),
        .init(
            "repeated header line", "tabs home\nprofile legacy\nprofile modern", "3:1: 'profile' is given twice (first on line 2)"
        ),
        .init("repeated tabs line", "tabs home\ntabs me", "2:1: 'tabs' is given twice (first on line 1)"),
        .init("repeated root", "tabs home me\nroot home a\nroot 0 b", "3:6: tab 'home' already has a root (line 2)"),
        .init("repeated root before tabs", "root me a\nroot 1 b\ntabs home me", "2:6: tab 'me' already has a root (line 1)"),
        .init("root of an unknown tab before tabs", "root foo x\ntabs home", "1:6: unknown tab 'foo' (tabs: home)"),
        .init("seventeen tabs", "tabs a b c d e f g h i j k l m n o p q", "1:38: a tab bar has at most 16 tabs"),
        .init("no tabs", "tabs # none yet", "1:1: 'tabs' needs at least one tab name"),
        .init("duplicate tab", "tabs a b a", "1:10: tab 'a' is declared twice"),
        .init(
            "centre named like a tab", "tabs home me\ncenter me present=x", "2:8: the centre button 'me' has the name of a tab"),
        .init(
            "tab named like the centre", "center me present=x\ntabs home me",
            "2:11: tab 'me' has the name of the centre button (line 1)"),
        .init(
            "centre with present and push", "tabs home\ncenter w present=a push=b",
            "2:20: 'center' takes either 'present=' or 'push=', not both"),
        .init("centre with neither", "tabs home\ncenter w", "2:1: 'center' needs 'present=SCREEN' or 'push=SCREEN'"),
        .init("centre style with push", "tabs home\ncenter w style=sheet push=a", "2:10: 'style=' goes only with 'present='"),
        .init("centre without a name", "tabs home\ncenter present=a", "2:1: 'center' needs a name"),
        .init(
            "unknown style", "tabs home\ncenter w present=a style=popover",
            "2:26: unknown style 'popover' (styles: full-screen, sheet, locked-sheet, over-full-screen)"),
        .init(
            "reserved word as an option value", "tabs home\ncenter w present=none",
            "2:18: 'none' is a reserved word and cannot be a screen name"),
        .init("screen without hides-bar", "tabs home\nscreen a", "2:1: 'screen' needs 'hides-bar' (screen NAME hides-bar)"),
        .init("unknown profile", "tabs home\nprofile ios15", "2:9: unknown profile 'ios15' (modern, legacy, ios14.0, ios26)"),
        .init("header value missing", "tabs home\nbar-policy", "2:1: 'bar-policy' needs a value (sticky, top-only)"),
        .init(
            "header value twice", "tabs home\ncustom-bar none replaced",
            "2:17: unexpected 'replaced': 'custom-bar' takes one value"),
        .init("root without a screen", "tabs home\nroot home", "2:1: 'root' needs a screen"),
        .init("tab name of the wrong form", "tabs home 2nd", "1:11: '2nd' is not a valid tab name: \(nameRule)"),
        .init("reserved word as a tab name", "tabs home none", "1:11: 'none' is a reserved word and cannot be a tab name"),
        .init("option on the tabs line", "tabs home in=me", "1:11: 'tabs' does not take 'in='"),
    ]

    static let stepCases: [TraceErrorCase] = [
        .init("unknown step", "tabs home\njump", "2:1: unknown step 'jump' " + TraceTestSupport.stepList),
        .init(
            "unknown step, the closest offered", "tabs home\npsuh detail",
            "2:1: unknown step 'psuh'; did you mean 'push'? " + TraceTestSupport.stepList),
        .init(
            "a leading zero in a badge count", "tabs home me\nbadge me 007",
            "2:10: '007' has a leading zero: numbers are written without one ('7')"),
        .init(
            "a leading zero in a tab index", "tabs home me\ntap 01",
            "2:5: '01' has a leading zero: numbers are written without one ('1')"),
        .init(
            "a leading zero in a depth", "tabs home me\nsystem-pop 02",
            "2:12: '02' has a leading zero: numbers are written without one ('2')"),
        .init(
            "a zero badge count written twice", "tabs home me\nbadge me 00",
            "2:10: '00' has a leading zero: numbers are written without one ('0')"),
        .init(
            "set-stack and hides-bar", "tabs home\nset-stack a b hides-bar",
            "2:15: 'set-stack' does not take 'hides-bar': its entries hide the bar when their screen is declared so ('screen NAME hides-bar' in the header)"
        ),
        .init(
            "a no-break space in a name is escaped and named", "tabs home\npush a\u{A0}b",
            "2:6: 'a\\u{A0}b' (U+00A0 is a no-break space) is not a valid screen name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'"
        ),
        .init(
            "a carriage return inside a word is escaped", "tabs home\npush a\rb",
            "2:6: 'a\\rb' is not a valid screen name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'"),
        .init(
            "an escape character never reaches the terminal raw", "tabs home\npush x\u{1B}[31m",
            "2:6: 'x\\u{1B}[31m' is not a valid screen name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'"
        ),
        .init(
            "unknown step that looks like an option", "tabs home\ninstant",
            "2:1: unknown step 'instant' " + TraceTestSupport.stepList),
        .init("unknown tab", "tabs home discover me\ntap foo", "2:5: unknown tab 'foo' (tabs: home, discover, me)"),
        .init(
            "a near miss of a tab", "tabs home discover me\ntap dicsover",
            "2:5: unknown tab 'dicsover'; did you mean 'discover'? (tabs: home, discover, me)"),
        .init(
            "a tab in other letter case", "tabs home discover me\nselect Home",
            "2:8: unknown tab 'Home'; did you mean 'home'? (tabs: home, discover, me)"),
        .init(
            "a near miss of the centre button", "tabs home me\ncenter write present=compose\ntap wirte",
            "3:5: unknown tab or centre button 'wirte'; did you mean 'write'? (tabs: home, me; centre button: write)"),
        .init(
            "a near miss of an expect key", "tabs home\nexpect tabb=home",
            "2:8: unknown expect key 'tabb'; did you mean 'tab'? (keys: \(keys))"),
        .init(
            "a near miss of an option", "tabs home\nscreen article hidesbar",
            "2:16: unexpected 'hidesbar': 'screen' takes one screen name; did you mean 'hides-bar'?"),
        .init(
            "an option's key without its '='", "tabs home\ncenter write present compose",
            "2:14: unexpected 'present': 'center' takes one name; did you mean 'present=compose'?"),
        .init(
            "tab names separated by commas", "tabs home, discover",
            "1:6: 'home,' is not a valid tab name: \(nameRule); separate names with spaces, not commas"),
        .init(
            "unknown tab or centre", "tabs home me\ncenter write present=compose\ntap foo",
            "3:5: unknown tab or centre button 'foo' (tabs: home, me; centre button: write)"),
        .init(
            "centre where a tab is expected", "tabs home me\ncenter write present=compose\nselect write",
            "3:8: 'write' is the centre button, not a tab"),
        .init("index out of range", "tabs a b c d\ntap 7", "2:5: tab index 7 is out of range (0-3)"),
        .init(
            "huge index", "tabs a b\nselect 99999999999999999999999",
            "2:8: tab index 99999999999999999999999 is out of range (0-1)"),
        .init("unknown tab in in=", "tabs home\npush a in=me", "2:11: unknown tab 'me' (tabs: home)"),
        .init("malformed key=value without value", "tabs home\npush a in=", "2:8: malformed key=value 'in=': nothing after '='"),
        .init(
            "malformed key=value without key", "tabs home\npush a =home", "2:8: malformed key=value '=home': nothing before '='"),
        .init(
            "malformed key=value with two =", "tabs home\npush a in=a=b", "2:8: malformed key=value 'in=a=b': more than one '='"),
        .init("screen name of the wrong form", "tabs home\npush 1abc", "2:6: '1abc' is not a valid screen name: \(nameRule)"),
        .init(
            "screen name with a symbol that is not a letter", "tabs home\npush caf€",
            "2:6: 'caf€' is not a valid screen name: \(nameRule)"),
        .init(
            "reserved word as a screen", "tabs home\npop-to none", "2:8: 'none' is a reserved word and cannot be a screen name"),
        .init("reserved word as a tab", "tabs home\ntap start", "2:5: 'start' is a reserved word and cannot be a tab name"),
        .init(
            "reserved word as a badge", "tabs home\nbadge home none",
            "2:12: 'none' is a reserved word and cannot be a badge text (use 'clear' or 0 for no badge)"),
        .init(
            "reserved word as a modal screen", "tabs home\npresent none",
            "2:9: 'none' is a reserved word and cannot be a screen name"),
        .init("repeated option", "tabs home\npush a instant instant", "2:16: option 'instant' is given twice"),
        .init("repeated key option", "tabs home me\npop in=home in=me", "2:13: option 'in=' is given twice"),
        .init(
            "option not taken", "tabs home\npop hides-bar",
            "2:5: 'pop' does not take 'hides-bar': its entries hide the bar when their screen is declared so ('screen NAME hides-bar' in the header)"
        ),
        .init("key option not taken", "tabs home\npresent a in=home", "2:11: 'present' does not take 'in='"),
        .init("unknown key option", "tabs home\npush a speed=fast", "2:8: 'push' does not take 'speed='"),
        .init("option after the arguments", "tabs home\ntap home instant", "2:10: 'tap' does not take 'instant'"),
        .init("argument too many", "tabs home\npop detail", "2:5: unexpected 'detail': 'pop' takes no arguments"),
        .init("second screen for push", "tabs home\npush a b", "2:8: unexpected 'b': 'push' takes one screen"),
        .init("push without a screen", "tabs home\npush instant", "2:1: 'push' needs a screen"),
        .init("tap without a tab", "tabs home\ntap", "2:1: 'tap' needs a tab"),
        .init("set-stack without a screen", "tabs home\nset-stack in=home", "2:1: 'set-stack' needs at least one screen"),
        .init("pop-to without a screen", "tabs home\npop-to", "2:1: 'pop-to' needs a screen"),
        .init("present without a screen", "tabs home\npresent style=sheet", "2:1: 'present' needs a screen"),
        .init("open without a tab", "tabs home\nopen", "2:1: 'open' needs a tab"),
        .init("enable without a tab", "tabs home\nenable", "2:1: 'enable' needs a tab"),
        .init("badge without anything", "tabs home\nbadge", "2:1: 'badge' needs a tab and a value"),
        .init("badge without a value", "tabs home\nbadge home", "2:1: 'badge' needs a value: a count, 'dot', 'clear' or a text"),
        .init("badge with two values", "tabs home\nbadge home 3 dot", "2:14: 'badge' takes only one value"),
        .init(
            "badge value of the wrong form", "tabs home\nbadge home 99+",
            "2:12: '99+' is not a badge value: a count, 'dot', 'clear' or a text that is a name (\(nameRule))"),
        .init(
            "back-swipe in two parts at once", "tabs home\nback-swipe start finish",
            "2:18: 'back-swipe' takes only one of 'start', 'finish' and 'cancel'"),
        .init(
            "back-swipe with an argument", "tabs home\nback-swipe left",
            "2:12: unexpected 'left': 'back-swipe' takes no arguments besides 'start', 'finish' or 'cancel'"),
        .init("NUL byte", "tabs home\npush a\u{0}b", "2:7: NUL byte (the file must be UTF-8 text)"),
        .init("NUL byte in a comment", "tabs home # \u{0}", "1:13: NUL byte (the file must be UTF-8 text)"),
        .init("a tab counts as one column", "tabs home\n\tpush\t\t1x", "2:8: '1x' is not a valid screen name: \(nameRule)"),
        .init("a byte-order mark is not counted", "\u{FEFF}tabs home x=y", "1:11: 'tabs' does not take 'x='"),
    ]

    static let expectCases: [TraceErrorCase] = [
        .init("expect without pairs", "tabs home\nexpect # nothing", "2:1: 'expect' needs at least one KEY=VALUE pair"),
        .init("expect with a bare word", "tabs home\nexpect depth", "2:8: 'expect' takes KEY=VALUE pairs, not 'depth'"),
        .init("unknown expect key", "tabs home\nexpect foo=1", "2:8: unknown expect key 'foo' (keys: \(keys))"),
        .init("badge key without a tab", "tabs home\nexpect badge=dot", "2:8: key 'badge' needs a tab: write 'badge.TAB'"),
        .init("expect key twice", "tabs home\nexpect depth=1 depth=2", "2:16: key 'depth' is given twice"),
        .init("unknown tab in a key", "tabs home\nexpect stack.me=me", "2:14: unknown tab 'me' (tabs: home)"),
        .init("tab index in a key", "tabs home\nexpect badge.0=dot", "2:14: 'expect' names tabs, not indices: write 'home'"),
        .init("tab index as a value", "tabs home\nexpect tab=0", "2:12: 'expect' names tabs, not indices: write 'home'"),
        .init("unknown tab as a value", "tabs home\nexpect tab=me", "2:12: unknown tab 'me' (tabs: home)"),
        .init("malformed pair", "tabs home\nexpect depth=", "2:8: malformed key=value 'depth=': nothing after '='"),
        .init(
            "wrong bar value", "tabs home\nexpect bar=shown",
            "2:12: 'shown' is not a value of 'bar' (visible, hidden or minimized)"),
        .init(
            "wrong outcome value", "tabs home\nexpect outcome=fine",
            "2:16: 'fine' is not a value of 'outcome' (ok, noop or rejected)"),
        .init("wrong swipe value", "tabs home\nexpect swipe=on", "2:14: 'on' is not a value of 'swipe' (idle or active)"),
        .init("wrong overlap value", "tabs home\nexpect overlap=true", "2:16: 'true' is not a value of 'overlap' (yes or no)"),
        .init("depth zero", "tabs home\nexpect depth=0", "2:14: '0' is not a depth: a number from 1"),
        .init(
            "depth with a leading zero", "tabs home\nexpect depth=02",
            "2:14: '02' has a leading zero: numbers are written without one ('2')"),
        .init(
            "a stack copied from the report, '*' and all", "tabs home\nexpect stack=home>article*",
            "2:19: 'article*' is not a screen name: '*' only marks, in the report, an entry that hides the tab bar; an expected stack names screens alone (write 'article')"
        ),
        .init(
            "empty screen in a stack", "tabs home\nexpect stack=home>>a",
            "2:19: empty screen name in stack 'home>>a' (screens are joined by '>')"),
        .init("bad screen in a stack", "tabs home\nexpect stack=home>2", "2:19: '2' is not a valid screen name: \(nameRule)"),
        .init(
            "reserved word in a modal stack", "tabs home\nexpect modal=a>none",
            "2:16: 'none' is a reserved word and cannot be a screen name"),
        .init(
            "unknown anomaly", "tabs home\nexpect anomalies=overlap,glitch",
            "2:26: unknown anomaly 'glitch' (anomalies: overlap, bar-missing, bar-over-hiding-screen, center-misplaced, custom-bar-lost)"
        ),
        .init("repeated anomaly", "tabs home\nexpect anomalies=overlap,overlap", "2:26: anomaly 'overlap' is listed twice"),
        .init("none among anomalies", "tabs home\nexpect anomalies=overlap,none", "2:26: 'none' cannot be listed with anomalies"),
        .init(
            "badge count not as shown", "tabs home\nexpect badge.home=100",
            "2:19: '100' is not a badge as shown (none, dot, 1 to 99, 99+, or a text that is a name)"),
        .init(
            "badge count with a leading zero", "tabs home\nexpect badge.home=07",
            "2:19: '07' has a leading zero: numbers are written without one ('7')"),
    ]

    @Test("A header fault is reported at its line and column with a message that says how to fix it", arguments: headerCases)
    func headerFault(_ c: TraceErrorCase) {
        #expect(TraceTestSupport.errors(c.text).first == c.expected)
    }

    @Test("A step fault is reported at its line and column with a message that says how to fix it", arguments: stepCases)
    func stepFault(_ c: TraceErrorCase) {
        #expect(TraceTestSupport.errors(c.text).first == c.expected)
    }

    @Test("An expect fault is reported at its line and column with a message that says how to fix it", arguments: expectCases)
    func expectFault(_ c: TraceErrorCase) {
        #expect(TraceTestSupport.errors(c.text).first == c.expected)
    }

    @Test("Every faulty line is reported once, in line order, with the first fault of each line")
    func everyFaultyLine() {
        let text = "tabs home me\npush 1a 2b\ntap you\nexpect depth=0 bar=x\nprofile legacy\n"
        #expect(
            TraceTestSupport.errors(text) == [
                "2:6: '1a' is not a valid screen name: \(nameRule)",
                "3:5: unknown tab 'you' (tabs: home, me)",
                "4:14: '0' is not a depth: a number from 1",
                "5:1: 'profile' must come before the first step",
            ])
    }

    @Test("Steps before a missing tabs line give only the missing-tabs error, not one error per tab reference")
    func missingTabsDoesNotCascade() {
        #expect(
            TraceTestSupport.errors("tap home\nexpect stack.me=a\n") == [
                "1:1: missing 'tabs' line: declare the tab bar with 'tabs NAME...' before the first step"
            ])
    }

    @Test("A faulty tabs line is reported once, and steps naming tabs are not reported against it")
    func faultyTabsDoesNotCascade() {
        #expect(TraceTestSupport.errors("tabs home 2nd\ntap me\n") == ["1:11: '2nd' is not a valid tab name: \(nameRule)"])
    }

    @Test("A tabs line that comes too late is its one fault, not a missing tabs line as well")
    func lateTabsLine() {
        #expect(
            TraceTestSupport.errors("expect tab=home\ntabs home\n") == ["2:1: 'tabs' must come before the first 'expect' line"])
        #expect(TraceTestSupport.errors("push a\ntabs home\n") == ["2:1: 'tabs' must come before the first step"])
        #expect(TraceTestSupport.errors("push a\n").first?.hasPrefix("1:1: missing 'tabs' line") == true)
    }
}
