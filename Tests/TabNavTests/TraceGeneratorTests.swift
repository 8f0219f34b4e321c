import Testing

@testable import TabNav
@testable import TabNavSim
@testable import TabNavTrace

@Suite("Generated traces (tabnav-sim generate)")
struct TraceGeneratorTests {
    /// The lines `tabnav-sim generate` prints for these options.
    static func generate(steps: Int, seed: UInt64, tabs: Int = 4) -> [String] {
        var generator = TraceGenerator(tabs: tabs, seed: seed)
        var lines: [String] = []
        generator.write(steps: steps, command: "test") { lines.append($0) }
        return lines
    }

    @Test("The same seed and options give the same trace; another seed gives another")
    func deterministic() {
        let a = Self.generate(steps: 2_000, seed: 7)
        #expect(a == Self.generate(steps: 2_000, seed: 7))
        #expect(a != Self.generate(steps: 2_000, seed: 8))
    }

    @Test(
        "A generated trace is valid, has the steps asked for, and every expect line holds",
        arguments: [(1, UInt64(1)), (4, 2), (5, 3)])
    func validAndHolds(tabs: Int, seed: UInt64) throws {
        let text = Self.generate(steps: 5_000, seed: seed, tabs: tabs).joined(separator: "\n") + "\n"
        let trace = try Trace.parse(text).get()
        #expect(trace.header.configuration.tabs.count == tabs)
        var state = TabNavState(configuration: trace.header.configuration)
        var outcome = Outcome.ok
        var steps = 0
        var expectations = 0
        for statement in trace.statements {
            switch statement {
            case .step(let step):
                outcome = state.reduce(step.event).outcome
                steps += 1
            case .expect(let expectation):
                expectations += 1
                #expect(expectation.failures(in: state, outcome: outcome).isEmpty, "line \(expectation.position.line)")
            }
            #expect(state.invariantViolations().isEmpty)
        }
        #expect(steps == 5_000)
        #expect(expectations >= 2)
    }

    @Test("A long generated trace uses every kind of step, and its depths wander from the root to tens of entries")
    func realistic() throws {
        let trace = try Trace.parse(Self.generate(steps: 20_000, seed: 1).joined(separator: "\n")).get()
        var kinds = Set<String>()
        var state = TabNavState(configuration: trace.header.configuration)
        var deepest = 0
        var outcomes = Set<String>()
        for case .step(let step) in trace.statements {
            kinds.insert(
                String(step.text.prefix { $0 != " " }) + (step.text.hasPrefix("back-swipe ") ? step.text.dropFirst(10) : ""))
            outcomes.insert(state.reduce(step.event).outcome.name)
            deepest = max(deepest, state.selectedTab.stack.depth)
        }
        let all: Set<String> = [
            "tap", "select", "push", "pop", "pop-to", "pop-to-root", "set-stack", "back-swipe",
            "back-swipe start", "back-swipe finish", "back-swipe cancel", "present", "dismiss", "open",
            "badge", "enable", "disable", "rotate", "back-button", "back-menu", "sheet-swipe", "system-pop",
        ]
        #expect(kinds == all)
        #expect(outcomes == ["ok", "noop", "rejected"])
        #expect(deepest >= 20)
        #expect(trace.header.configuration.centerButton != nil && !trace.header.configuration.hidingScreens.isEmpty)
    }

    @Test("generate's options: defaults, values, and errors for what it does not take")
    func options() throws {
        #expect(try GenerateOptions.parse([]) == GenerateOptions())
        let o = try GenerateOptions.parse(["--steps", "10", "--seed", "99", "--tabs", "5"])
        #expect(o.steps == 10 && o.seed == 99 && o.tabs == 5)
        #expect(try GenerateOptions.parse(["--help"]).help)
        for bad in [["--tabs", "6"], ["--tabs", "0"], ["--steps", "x"], ["--steps"], ["--quiet"], ["file.trace"]] {
            #expect(throws: SimError.self) { try GenerateOptions.parse(bad) }
        }
    }
}
