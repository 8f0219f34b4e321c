// libFuzzer harness 1: arbitrary bytes → the trace checker, and the replay when the file is valid.
//
// Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address -parse-as-library`, together with
// Sources/TabNav/**/*.swift: one module, so there is no `import TabNav`. Every check that fails
// calls `fatalError`, which libFuzzer reports as a crash and saves with its input.
//
// Checked for every input:
// - the streaming parser (what tabnav-sim runs) gives every faulty line one error, at that line,
//   column 1 to the line's length in characters + 1, with a message; `finish()` and the deferred
//   errors are at a line of the file;
// - `Trace.parse` (the whole-text API) agrees with it on valid UTF-8: valid or not, same statements;
// - a valid trace replays: after every step no invariant is broken, a rejected or noop step leaves
//   the state as it was (a rejection emits nothing), an ok step changes it; every `expect` line is
//   evaluated;
// - the canonical text of a valid trace parses back to the same header, events and expectations.
// Hangs are caught by libFuzzer's `-timeout`.

@_cdecl("LLVMFuzzerTestOneInput")
public func traceFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else {
        TraceFuzz.check(UnsafeBufferPointer(start: nil, count: 0))
        return 0
    }
    TraceFuzz.check(UnsafeBufferPointer(start: data, count: size))
    return 0
}

enum TraceFuzz {
    static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        var parser = TraceParser()
        var statements: [TraceStatement] = []
        var lineErrors: [TraceError] = []
        var number = 0
        var start = 0
        // The lines as tabnav-sim's reader and `Trace.parse` cut them: at `\n`, a last line without one.
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            number += 1
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            switch parser.parseLine(line, number: number).result {
            case .success(let statement?): statements.append(statement)
            case .success(nil): break
            case .failure(let error):
                expectPositioned(error, line: number, characters: String(decoding: line, as: UTF8.self).count)
                lineErrors.append(error)
            }
            start = end + 1
        }
        let header = parser.finish()
        for error in parser.deferredErrors { expectInFile(error, lines: number) }
        if case .failure(let error) = header { expectInFile(error, lines: number) }
        let valid = lineErrors.isEmpty && parser.deferredErrors.isEmpty
        if case .success = header {} else if valid { fail("finish() failed but no error was reported", bytes) }

        // The whole-text API agrees on text that is valid UTF-8.
        if let text = String(validating: bytes, as: UTF8.self) {
            switch Trace.parse(text) {
            case .success(let trace):
                guard valid, case .success(let h) = header else { fail("Trace.parse accepts what the parser rejects", bytes) }
                if trace.header != h || trace.statements != statements {
                    fail("Trace.parse and the streaming parser differ", bytes)
                }
            case .failure(let errors):
                if valid { fail("Trace.parse rejects a valid trace: \(errors)", bytes) }
                for error in lineErrors where !errors.contains(error) { fail("Trace.parse misses \(error)", bytes) }
            }
        }

        guard valid, case .success(let h) = header else { return }
        replay(h, statements, bytes)
        roundTrip(Trace(header: h, statements: statements), bytes)
    }

    /// An error of line `line`: at that line, at a column from 1 to the line's length in characters + 1, with a message.
    static func expectPositioned(_ error: TraceError, line: Int, characters: Int) {
        let p = error.position
        if p.line != line || p.column < 1 || p.column > characters + 1 || error.message.isEmpty {
            fatalError("badly positioned error on line \(line) of \(characters) characters: \(error)")
        }
    }

    /// A whole-file error: at a line of the file (line 1 for an empty file), column 1 or more.
    static func expectInFile(_ error: TraceError, lines: Int) {
        let p = error.position
        if p.line < 1 || p.line > max(lines, 1) || p.column < 1 || error.message.isEmpty {
            fatalError("badly positioned file error in a file of \(lines) lines: \(error)")
        }
    }

    static func replay(_ header: TraceHeader, _ statements: [TraceStatement], _ bytes: UnsafeBufferPointer<UInt8>) {
        var state = TabNavState(configuration: header.configuration)
        if !state.invariantViolations().isEmpty { fail("launch state breaks \(state.invariantViolations())", bytes) }
        var outcome = Outcome.ok
        for statement in statements {
            switch statement {
            case .step(let step):
                let before = state
                let result = state.reduce(step.event)
                outcome = result.outcome
                let violations = state.invariantViolations()
                if !violations.isEmpty { fail("line \(step.position.line) '\(step.text)': \(violations)", bytes) }
                switch result.outcome {
                case .ok: if state == before { fail("ok step left the state unchanged: \(step.text)", bytes) }
                case .noop, .desync: if state != before { fail("noop step changed the state: \(step.text)", bytes) }
                case .rejected:
                    if state != before { fail("rejected step changed the state: \(step.text)", bytes) }
                    if !result.effects.isEmpty { fail("rejected step emitted effects: \(step.text)", bytes) }
                }
            case .expect(let expectation):
                let failures = expectation.failures(in: state, outcome: outcome)
                for f in failures where !expectation.pairs.contains(where: { $0.keyText == f.keyText }) {
                    fail("failure for a key the line does not have: \(f)", bytes)
                }
            }
        }
    }

    /// The canonical text parses back to the same header, events and expectations.
    static func roundTrip(_ trace: Trace, _ bytes: UnsafeBufferPointer<UInt8>) {
        let text = trace.canonicalText()
        guard case .success(let again) = Trace.parse(text) else {
            fail("canonical text does not parse: \(Trace.parse(text))\n\(text)", bytes)
        }
        if again.header != trace.header { fail("canonical header differs:\n\(text)", bytes) }
        if again.statements.map(essence) != trace.statements.map(essence) { fail("canonical statements differ:\n\(text)", bytes) }
    }

    /// A statement without its position and text.
    static func essence(_ statement: TraceStatement) -> String {
        switch statement {
        case .step(let step): "\(step.event)"
        case .expect(let e): e.pairs.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
    }

    static func fail(_ message: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Never {
        let input = String(decoding: bytes.prefix(2000), as: UTF8.self).debugDescription
        fatalError("\(message)\ninput (saved by libFuzzer as the crash file): \(input)")
    }
}
