import TabNav
import TabNavTrace
import Testing

@testable import TabNavTestSupport

/// The trace steps that report UIKit's own changes (extensions of the trace format, §8).
@Suite("Trace steps for UIKit's own changes")
struct TraceSyncStepTests {
    static let header = "tabs home me\n"

    @Test(
        "Each step parses to its event",
        arguments: [
            ("back-button", TabNavEvent<String>.report(.backButtonTapped)),
            ("back-menu list", .report(.backMenuPicked("list"))),
            ("sheet-swipe", .report(.sheetSwipe(.whole))),
            ("system-pop 2", .report(.systemPopped(toDepth: 2))),
            ("system-pop 1 in=me", .report(.systemPopped(toDepth: 1, in: .tab(1)))),
            ("system-pop in=0 3", .report(.systemPopped(toDepth: 3, in: .tab(0)))),
        ])
    func parses(_ text: String, _ event: TabNavEvent<String>) throws {
        let trace = try Trace.parse(Self.header + text + "\n").get()
        guard case .step(let step)? = trace.statements.first else {
            Issue.record("no step parsed from '\(text)'")
            return
        }
        #expect(step.event == event)
        #expect(trace.header.stepText(for: event) == text.replacingOccurrences(of: "in=0 3", with: "3 in=home"))
    }

    @Test(
        "A malformed step is a positioned error",
        arguments: [
            ("back-button now", "2:13: error: unexpected 'now': 'back-button' takes no arguments"),
            ("back-menu", "2:1: error: 'back-menu' needs a screen"),
            (
                "back-menu 9",
                "2:11: error: '9' is not a valid screen name: a name starts with a letter, followed by letters, digits, '_', '.' or '-'"
            ),
            ("sheet-swipe instant", "2:13: error: 'sheet-swipe' does not take 'instant'"),
            ("system-pop", "2:1: error: 'system-pop' needs a depth"),
            ("system-pop 0", "2:12: error: '0' is not a depth: a number from 1"),
            ("system-pop two", "2:12: error: 'two' is not a depth: a number from 1"),
            ("system-pop 2 3", "2:14: error: unexpected '3': 'system-pop' takes one depth"),
            ("system-pop 2 instant", "2:14: error: 'system-pop' does not take 'instant'"),
            ("system-pop 2 in=you", "2:17: error: unknown tab 'you' (tabs: home, me)"),
        ])
    func errors(_ text: String, _ message: String) {
        switch Trace.parse(Self.header + text + "\n") {
        case .success: Issue.record("'\(text)' parsed")
        case .failure(let errors): #expect(errors.errors.first?.description == message)
        }
    }
}

/// Badge counts of any size (§3: any positive integer, shown as 99+ above 99).
@Suite("Trace badge counts")
struct TraceBadgeCountTests {
    @Test("A count too large for an Int is still a count, kept as Int.max and shown as 99+")
    func hugeCount() throws {
        let trace = try Trace.parse("tabs home me\nbadge home 99999999999999999999\n").get()
        guard case .step(let step)? = trace.statements.first else {
            Issue.record("no step")
            return
        }
        #expect(step.event == .request(.setBadge(.count(Int.max), tab: 0)))
        var state = TabNavState(configuration: trace.header.configuration)
        state.reduce(step.event)
        #expect(state.value(of: .badge(0)) == "99+")
    }
}
