import Testing

@testable import TabNavTrace

@Suite("Step lines seen again (StepLineCache)")
struct StepLineCacheTests {
    static let header = ["tabs home me", "center write present=compose", "screen article hides-bar"]

    /// A parser that has read the header, and the number of its last line.
    static func parserAfterHeader() -> TraceParser {
        var parser = TraceParser()
        for (i, line) in header.enumerated() { _ = parser.parseLine(line, number: i + 1) }
        return parser
    }

    @Test("A step line seen again gives what a parser that never saw it gives, at its own line and column")
    func repeatedLines() {
        let steps = [
            "push topic instant", "  push topic instant", "push topic instant\r", "\tpush article", "back-swipe start",
            "tap write", "tap me", "push abcdefghijklmnopqrstuvw", "badge me \"hi there\"", "select me # a comment",
            "expect tab=me", "pop",
        ]
        var parser = Self.parserAfterHeader()
        var number = Self.header.count
        // The first sighting writes the key, the second the step, the third finds it.
        for _ in 0..<3 {
            for text in steps {
                number += 1
                var fresh = Self.parserAfterHeader()
                _ = fresh.parseLine("rotate", number: number - 1) // the header is complete, as in `parser`
                #expect(parser.parseLine(text, number: number) == fresh.parseLine(text, number: number), "\(text)")
            }
        }
    }

    @Test("A step line seen lately is handed to the closure, as the step the line gives, at its own line")
    func handedSteps() {
        let steps = ["push topic instant", "  tap me", "select me # a comment", "expect tab=me", "pop", "nonsense"]
        var handing = Self.parserAfterHeader()
        var returning = Self.parserAfterHeader()
        var number = Self.header.count
        var handed = 0
        for _ in 0..<4 {
            for text in steps {
                number += 1
                let expected = returning.parseLine(text, number: number)
                var bytes = Array(text.utf8)
                var got: TraceStep?
                let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
                    handing.parseLine(UnsafeBufferPointer(buffer), number: number) { got = $0 }
                }
                if case .seen = parsed {
                    handed += 1
                    let statement: TraceStatement? = got.map { .step($0) }
                    #expect(statement != nil && .success(statement) == expected, "\(text)")
                } else {
                    #expect(got == nil)
                    #expect(parsed.result == expected, "\(text)")
                }
            }
        }
        // A line is kept at its second sighting and found from its third, but the first step line, which ends the
        // header, is not noted: the three other steps are found in the third round, all four in the fourth.
        #expect(handed == 7)
    }

    @Test("A step handed to the closure is one an earlier line gave as a step, but for its line")
    func handedStepsWereGiven() {
        let steps = [
            "push topic instant", "tap me", "tap write", "pop", "back-swipe start", "back-swipe finish", "select home",
            "badge me \"hi there\"", "push article", "expect tab=me", "nonsense",
        ]
        var parser = Self.parserAfterHeader()
        var number = Self.header.count
        var given: [TraceStep] = []
        var handed = 0
        for round in 0..<4 {
            // Each round in another order, so that a step is handed after others than those it came with.
            for text in round % 2 == 0 ? steps : steps.reversed() {
                number += 1
                var bytes = Array(text.utf8)
                let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
                    parser.parseLine(UnsafeBufferPointer(buffer), number: number) { step in
                        handed += 1
                        #expect(step.position.line == number, "\(text)")
                        var earlier = step
                        #expect(
                            given.contains {
                                earlier.position.line = $0.position.line
                                return $0 == earlier
                            }, "\(text)")
                    }
                }
                if case .step(let step) = parsed { given.append(step) }
            }
        }
        #expect(handed > 0)
    }

    @Test("A header line after the steps is an error and changes no step read again")
    func lateHeader() throws {
        var parser = Self.parserAfterHeader()
        for number in 4...6 { _ = parser.parseLine("tap me", number: number) }
        guard case .failure(let error) = parser.parseLine("tabs a me", number: 7) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message == "'tabs' must come before the first step")
        let step = try parser.parseLine("tap me", number: 8).get()
        #expect(
            step == .step(TraceStep(event: .request(.tap(tab: 1)), position: TracePosition(line: 8, column: 1), text: "tap me")))
        guard case .failure = parser.parseLine("tap a", number: 9) else {
            Issue.record("'a' is no tab of the header")
            return
        }
    }
}
