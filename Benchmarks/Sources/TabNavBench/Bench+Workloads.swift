import TabNav

extension Bench {
    /// W1: `tabnav-sim --quiet` on a generated trace, end to end, against the limit in its own process.
    mutating func endToEnd(_ path: String, steps: Int) throws {
        let (samples, rss) = try measureChild([sim, "--quiet", path])
        report.add(Row(name: "W1 tabnav-sim --quiet", steps: steps, seconds: samples, peakRSS: rss, limit: "limit, own process"))
    }

    /// W2: the reducer alone on pre-built events, from a fresh state each pass over them, with checks off and on.
    mutating func reducer(_ trace: ParsedTrace, steps: Int) {
        let passes = max(1, steps / max(1, trace.events.count))
        let total = passes * trace.events.count
        for check in InvariantCheck.allCases {
            var sink = 0
            let samples = measure(check == .off ? nil : min(3, options.repeats)) {
                for _ in 0..<passes {
                    var state = TabNavState(configuration: trace.configuration)
                    // Events are borrowed from the buffer: iterating the array would copy each one.
                    trace.events.withUnsafeBufferPointer { events in
                        for i in events.indices {
                            if case .ok = state.reduce(events[i]).outcome { sink &+= 1 }
                            if check != .off { sink &+= check.run(on: state) }
                        }
                    }
                }
            }
            report.add(Row(name: "W2 reducer, invariants \(check)", steps: total, seconds: samples, limit: "limit, in process"))
            if sink == 42 { print("") }
        }
    }

    /// W3: the parser alone, on the file's bytes in memory.
    mutating func parsing(_ path: String, steps: Int) throws {
        let bytes = try readFile(path)
        var count = 0
        let samples = measure {
            var parser = TraceParser()
            forEachLine(bytes) { line, number in
                if case .success(.step?) = parser.parseLine(line, number: number) { count += 1 }
            }
        }
        report.add(Row(name: "W3 parser alone", steps: steps, seconds: samples, limit: "limit, in process"))
    }
}

/// Whether W2 checks invariants after every step, and how.
enum InvariantCheck: CaseIterable, CustomStringConvertible {
    /// No check.
    case off
    /// `invariantViolations()`, which reads every entry.
    case full

    var description: String {
        switch self {
        case .off: "off"
        case .full: "on (full, every step)"
        }
    }

    /// Runs the check; returns the number of violations.
    func run(on state: TabNavState<String>) -> Int {
        switch self {
        case .off: 0
        case .full: state.invariantViolations().count
        }
    }
}
