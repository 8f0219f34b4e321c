import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

@Suite("Property: laws of the machine")
struct PropertyLawTests {
    @Test("A rejected or noop step changes no observable and no state")
    func rejectedAndNoopStepsChangeNothing() {
        forAll(
            "rejected-and-noop-change-nothing", cases: TestSize.pick(500, large: 1000),
            property: Laws.rejectedAndNoopChangeNothing)
    }

    @Test("Push then pop of the same stack restores every observable")
    func pushThenPopRestores() {
        forAll("push-then-pop", cases: TestSize.pick(200, large: 400), property: Laws.pushThenPopRestores)
    }

    @Test("Pop-to-root twice equals pop-to-root once")
    func popToRootTwiceEqualsOnce() {
        forAll("pop-to-root-twice", cases: TestSize.pick(200, large: 400), property: Laws.popToRootIsIdempotent)
    }

    @Test("Selecting A, B, then A again leaves every stack as it was")
    func selectingABALeavesStacks() {
        forAll("select-a-b-a", cases: TestSize.pick(200, large: 400), property: Laws.selectABALeavesStacks)
    }

    @Test("Open T s... equals dismiss, select T, then an instant set-stack of T's root and s...")
    func openEqualsDismissSelectSetStack() {
        forAll(
            "open-is-dismiss-select-set-stack", cases: TestSize.pick(200, large: 400), property: Laws.openIsDismissSelectSetStack)
    }

    @Test("Configurations, events, states and step results survive a Codable round trip")
    func codableRoundTrip() {
        forAll("codable-round-trip", cases: 200, property: Laws.codableRoundTrip)
    }
}

// Needs the trace parser and printer (`Trace.parse`, `Trace.canonicalText()`, `TraceHeader.stepText(for:)`).
@Suite("Property: printer and parser round trip")
struct PropertyTraceRoundTripTests {
    /// The configuration and step events of a parsed trace, or a failure naming the first difference from `s`.
    static func mismatch(_ text: String, _ s: Scenario, _ what: String) -> PropertyFailure? {
        switch Trace.parse(text) {
        case .failure(let errors):
            return PropertyFailure(
                step: nil, message: "\(what) does not parse: \(errors)\n\(text)", kind: "\(what) does not parse")
        case .success(let trace):
            if trace.header.configuration != s.config.libraryConfiguration {
                return PropertyFailure(
                    step: nil, message: "\(what) parses to another configuration:\n\(text)",
                    kind: "\(what): another configuration")
            }
            let events = trace.statements.compactMap { statement -> TabNavEvent<String>? in
                if case .step(let step) = statement { return step.event }
                return nil
            }
            let common = min(events.count, s.events.count)
            let first = (0..<common).first { events[$0] != s.events[$0] } ?? (events.count == s.events.count ? nil : common)
            if let i = first {
                return PropertyFailure(
                    step: i, message: "\(what) parses step \(i + 1) differently:\n\(text)",
                    kind: "\(what): a step parses differently")
            }
            return nil
        }
    }

    @Test("A generated trace printed by the test printer and by the library's printer parses back to the same app and steps")
    func printedTracesParseBack() {
        forAll("printer-parser-round-trip", cases: 500) { s in
            if let f = Self.mismatch(TracePrinting.trace(s), s, "the test printer's trace") { return f }
            guard case .success(let trace) = Trace.parse(TracePrinting.trace(s)) else { return nil }
            let canonical = trace.canonicalText()
            if let f = Self.mismatch(canonical, s, "the canonical text") { return f }
            guard case .success(let again) = Trace.parse(canonical), again.canonicalText() == canonical else {
                return PropertyFailure(
                    step: nil, message: "canonical text is not a fixed point:\n\(canonical)",
                    kind: "canonical text is not a fixed point")
            }
            let header = TraceHeader(configuration: s.config.libraryConfiguration)
            for (i, event) in s.events.enumerated() where header.stepText(for: event) != TracePrinting.step(event, in: s.config) {
                if case .success(let one) = Trace.parse(
                    TracePrinting.header(s.config).joined(separator: "\n") + "\n" + header.stepText(for: event) + "\n"),
                    case .step(let step)? = one.statements.first, step.event == event
                {
                    continue // spelled differently, same event
                }
                return PropertyFailure(
                    step: i, message: "stepText(for:) prints '\(header.stepText(for: event))', which does not parse back",
                    kind: "stepText(for:) does not parse back")
            }
            return nil
        }
    }
}
