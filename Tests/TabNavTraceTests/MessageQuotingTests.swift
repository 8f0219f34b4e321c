import Testing

@testable import TabNavTestSupport
@testable import TabNavTrace

/// Words quoted in messages: escaped, cut, named; and the closest step offered for an unknown one.
@Suite("Quoting words in messages")
struct MessageQuotingTests {
    @Test(
        "Control and invisible characters are escaped; the first non-ASCII one is named",
        arguments: [
            ("a\r", "'a\\r'"),
            ("a\tb\n\0", "'a\\tb\\n\\0'"),
            ("x\u{1B}[31m", "'x\\u{1B}[31m'"),
            ("home\u{A0}", "'home\\u{A0}' (U+00A0 is a no-break space)"),
            ("ho\u{200B}me", "'ho\\u{200B}me' (U+200B is a zero width space)"),
            ("\u{FEFF}tap", "'\\u{FEFF}tap' (U+FEFF is a zero width no-break space)"),
            ("a\u{7F}", "'a\\u{7F}'"),
            ("café", "'café'"),
            ("a b", "'a b'"),
        ])
    func escapes(_ word: String, _ quoted: String) {
        #expect(word.quotedForMessage() == quoted)
    }

    @Test("A word is cut to the limit, '…' included, and a word of exactly the limit is not cut")
    func cuts() {
        #expect(String(repeating: "x", count: 40).quotedForMessage() == "'\(String(repeating: "x", count: 40))'")
        #expect(String(repeating: "x", count: 41).quotedForMessage() == "'\(String(repeating: "x", count: 39))…'")
        #expect(String(repeating: "x", count: 2_000_000).quotedForMessage(limit: 5) == "'xxxx…'")
    }

    @Test(
        "An unknown step is offered the keyword in another letter case, or the closest within one edit in three letters, or none",
        arguments: [
            ("psuh", "push"), ("tpa", "tap"), ("pop-to-rot", "pop-to-root"), ("expcet", "expect"), ("dismis", "dismiss"),
            ("swipe-left", nil), ("fly", nil), ("x", nil), ("Tap", "tap"), ("tabs:", "tabs"), ("po", nil),
        ] as [(String, String?)])
    func closestStep(_ word: String, _ suggestion: String?) {
        let found = Array(word.utf8).withUnsafeBufferPointer { TraceKeyword.closest(to: $0) }
        #expect(found?.spelling == suggestion)
    }
}
