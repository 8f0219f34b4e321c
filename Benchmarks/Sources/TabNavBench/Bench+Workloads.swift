@_spi(Replay) import TabNav
import TabNavTrace

extension Bench {
    /// W1: `tabnav-sim --quiet` on a generated trace, end to end, against the limit in its own process.
    mutating func endToEnd(_ path: String, steps: Int) throws {
        let (samples, rss) = try measureChild([sim, "--quiet", path])
        report.add(Row(name: "W1 tabnav-sim --quiet", steps: steps, seconds: samples, peakRSS: rss, limit: "limit, own process"))
    }

    /// W2: the reducer alone on pre-built events, from a fresh state each pass over them: through `reduce(_:)`, through
    /// `reduce(_:effects:)`, and the latter with invariant checks after every step.
    mutating func reducer(_ trace: consuming ParsedTrace, steps: Int) {
        let passes = max(1, steps / max(1, trace.events.count))
        let total = passes * trace.events.count
        for variant in ReducerVariant.allCases {
            var sink = 0
            let samples = measure(variant.checks == nil ? nil : min(3, options.repeats)) {
                for _ in 0..<passes { sink &+= variant.run(&trace.events, configuration: trace.configuration) }
            }
            report.add(Row(name: "W2 reducer, \(variant)", steps: total, seconds: samples, limit: "limit, in process"))
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

/// How W2 drives the reducer: which entry point, and which invariants it checks after every step.
enum ReducerVariant: CaseIterable, CustomStringConvertible {
    /// `reduce(_:)`, a `StepResult` (its effects inline) a step.
    case result
    /// `reduce(_:effects:)` into one buffer, as `tabnav-sim` does.
    case buffer
    /// As `buffer`, and `invariantViolations(.shape)` after every step, as `tabnav-sim` does.
    case shape
    /// As `buffer`, and `invariantViolations()` (every rule, every entry) after every step.
    case all

    var description: String {
        switch self {
        case .result: "reduce(_:), invariants off"
        case .buffer: "reduce(_:effects:), invariants off"
        case .shape: "reduce(_:effects:), shape checked every step"
        case .all: "reduce(_:effects:), all invariants every step"
        }
    }

    /// The word that names the variant on the command line (`tabnav-bench reduce FILE WORD`).
    var key: String {
        switch self {
        case .result: "result"
        case .buffer: "buffer"
        case .shape: "shape"
        case .all: "all"
        }
    }

    /// The scope checked after every step, if any.
    var checks: InvariantScope? {
        switch self {
        case .result, .buffer: nil
        case .shape: .shape
        case .all: .all
        }
    }

    /// Replays the events once from the launch state; returns a count that keeps the work from being optimised away.
    ///
    /// Each event is lent to the reducer without a copy: it is moved out of the array's storage for the step and moved
    /// back after it (two bitwise moves). Read from the array (`events[i]`, or through its span or an unsafe pointer),
    /// the event was copied before the call and destroyed after it through the enum's value witnesses, about 190
    /// instructions a step that the benchmark added to the reducer's own.
    func run(_ events: inout [TabNavEvent<String>], configuration: Configuration<String>) -> Int {
        var state = TabNavState(configuration: configuration)
        var effects: StepEffects<String> = []
        var sink = 0
        events.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for i in 0..<buffer.count {
                let event = (base + i).move()
                let outcome = self == .result ? state.reduce(event).outcome : state.reduce(event, effects: &effects)
                (base + i).initialize(to: event)
                if case .ok = outcome { sink &+= 1 }
                if let scope = checks { sink &+= state.invariantViolations(scope).count }
            }
        }
        return sink
    }
}
