import Testing
@testable import TabNav
@testable import TabNavSim

/// The simulator's budgeted invariant check: every rule after every step of a small state, the rules that read
/// entries within a budget on a large one, and the last state in full.
@Suite("tabnav-sim checks invariants within a budget")
struct InvariantMonitorTests {
    @Test("A state within the budget is checked in full after every step")
    func smallStatesInFull() throws {
        var state = try makeState()
        var monitor = InvariantMonitor()
        for _ in 0..<100 {
            step(&state, .rotate)
            #expect(monitor.check(state).isEmpty)
            #expect(monitor.lastCheckedInFull)
        }
        InvariantTests.overwriteHidingCount(of: &state.tabs[0].stack, with: 3)
        #expect(monitor.check(state).map(\.kind) == [.hidingCountMatches])
    }

    @Test("A large state is checked in full every entries/budget steps, and in full at the end")
    func largeStatesWithinBudget() throws {
        var state = try makeState()
        arrange(&state, (0..<(20 * InvariantMonitor.entriesPerStep)).map { _ in .push("a") })
        var monitor = InvariantMonitor()
        var full = 0
        for _ in 0..<200 {
            step(&state, .rotate)
            _ = monitor.check(state)
            if monitor.lastCheckedInFull { full += 1 }
        }
        // 1,283 entries at 64 a step: a full check every 20 or 21 steps.
        #expect((200 / 21)...(200 / 20) ~= full, "checked in full \(full) times")
        while !monitor.lastCheckedInFull { _ = monitor.check(state) }
        // A full check has just spent the credit: the next one reads no entry.
        InvariantTests.overwriteHidingCount(of: &state.tabs[0].stack, with: 3)
        state.selectedIndex = 7
        #expect(monitor.check(state).map(\.kind) == [.selectionInRange], "the rules that read no entry are checked after every step")
        #expect(!monitor.lastCheckedInFull)
        #expect(monitor.finish(state).map(\.kind) == [.hidingCountMatches], "the last state is checked in full, without repeats")
        #expect(monitor.finish(state).isEmpty)
    }
}
