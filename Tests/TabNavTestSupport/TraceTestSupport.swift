import Testing

@testable import TabNav
@testable import TabNavTrace

/// Helpers shared by the trace tests.
enum TraceTestSupport {
    /// The list that ends the message for an unknown step.
    static let stepList =
        "(steps: tap, select, push, pop, pop-to, pop-to-root, set-stack, back-swipe, present, dismiss, open, badge, "
        + "enable, disable, rotate, back-button, back-menu, sheet-swipe, system-pop, hide-bar, show-bar, scroll, pick, resize; also 'expect' and the header lines)"

    /// Every error of `text`, as `LINE:COLUMN: MESSAGE`; empty when the text parses.
    static func errors(_ text: String) -> [String] {
        switch Trace.parse(text) {
        case .success: []
        case .failure(let errors): errors.map { "\($0.position): \($0.message)" }
        }
    }

    /// The parsed trace, recording an issue when it does not parse.
    static func trace(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Trace? {
        switch Trace.parse(text) {
        case .success(let trace): return trace
        case .failure(let errors):
            Issue.record("unexpected errors:\n\(errors)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The events of the steps of `text`, in order.
    static func events(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [TabNavEvent<String>] {
        trace(text, sourceLocation: sourceLocation)?.statements.compactMap { statement in
            if case .step(let step) = statement { return step.event }
            return nil
        } ?? []
    }

    /// The statements of a trace without their positions and step texts, to compare two parses of one trace.
    static func essence(_ trace: Trace) -> [String] {
        trace.statements.map { statement in
            switch statement {
            case .step(let step): "step \(step.event)"
            case .expect(let e): "expect " + e.pairs.map { "\($0.key)|\($0.keyText)|\($0.value)" }.joined(separator: " ")
            }
        }
    }

    /// Runs `body` on a fresh parser over raw lines given as bytes, returning each line's result.
    static func parseLines(_ lines: [[UInt8]]) -> [Result<TraceStatement?, TraceError>] {
        var parser = TraceParser()
        return lines.enumerated().map { parser.parseLine($1, number: $0 + 1) }
    }
}
