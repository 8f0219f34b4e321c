import Testing

@testable import TabNav
@testable import TabNavSim
@testable import TabNavTestSupport
@testable import TabNavTrace

@Suite("Generated traces (tabnav-sim generate)")
struct TraceGeneratorTests {
    /// The lines `tabnav-sim generate` prints for these options.
    static func generate(steps: Int, seed: UInt64, tabs: Int = 4) -> [String] {
        var options = GenerateOptions()
        options.steps = steps
        options.seed = seed
        options.tabs = tabs
        return generate(options)
    }

    /// The lines `tabnav-sim generate` prints for these options.
    static func generate(_ options: GenerateOptions) -> [String] {
        var generator = TraceGenerator(options)
        var lines: [String] = []
        generator.write(steps: options.steps, command: "test") { lines.append($0) }
        return lines
    }

    /// Why a generated trace would not replay with exit status 0, if it would not: it does not parse, an `expect` line
    /// fails, or an invariant breaks. Returns the trace's steps too.
    static func replayFailure(_ lines: [String]) -> (failure: String?, steps: [TraceStep]) {
        let trace: Trace
        switch Trace.parse(lines.joined(separator: "\n") + "\n") {
        case .success(let parsed): trace = parsed
        case .failure(let errors): return ("does not parse: \(errors)", [])
        }
        var state = TabNavState(configuration: trace.header.configuration)
        var outcome = Outcome.ok
        var steps: [TraceStep] = []
        for statement in trace.statements {
            switch statement {
            case .step(let step):
                outcome = state.reduce(step.event).outcome
                steps.append(step)
            case .expect(let expectation):
                let failures = expectation.failures(in: state, outcome: outcome)
                if !failures.isEmpty { return ("line \(expectation.position.line): \(failures)", steps) }
            }
            let violations = state.invariantViolations()
            if !violations.isEmpty { return ("after \(steps.count) steps: \(violations)", steps) }
        }
        return (nil, steps)
    }

    /// Format 2's header settings, one set a case: ios26 with each minimize behaviour, badges on the item, and a
    /// centre button of each style.
    static let format2Options: [GenerateOptions] = {
        var all: [GenerateOptions] = []
        for (index, minimize) in MinimizeBehavior.allCases.enumerated() {
            var o = GenerateOptions()
            o.format = 2
            o.profile = .ios26
            o.minimize = minimize
            o.badgeTarget = index == 1 ? .item : .custom
            o.centerStyle = ModalStyle.allCases[index % ModalStyle.allCases.count]
            all.append(o)
        }
        for (index, profile) in [UIKitProfile.modern, .legacy, .ios14_0].enumerated() {
            var o = GenerateOptions()
            o.format = 2
            o.profile = profile
            o.badgeTarget = .item
            o.centerStyle = [ModalStyle.lockedSheet, .overFullScreen, .sheet][index]
            o.tabs = 3 + index
            all.append(o)
        }
        for (tabs, profile) in [(7, UIKitProfile.ios26), (16, .modern)] {
            var o = GenerateOptions()
            o.format = 2
            o.tabs = tabs
            o.profile = profile
            o.minimize = profile == .ios26 ? .onScrollUp : .never
            o.centerStyle = .sheet
            all.append(o)
        }
        return all
    }()

    @Test("The same seed and options give the same trace; another seed gives another")
    func deterministic() {
        let a = Self.generate(steps: 500, seed: 7)
        #expect(a == Self.generate(steps: 500, seed: 7))
        #expect(a != Self.generate(steps: 500, seed: 8))
    }

    @Test(
        "A generated trace is valid, has the steps asked for, and every expect line holds",
        arguments: [(1, UInt64(1)), (4, 2), (5, 3)])
    func validAndHolds(tabs: Int, seed: UInt64) throws {
        // 5,000 steps under TABNAV_TEST_SIZE=large.
        let count = TestSize.pick(1_500, large: 5_000)
        let text = Self.generate(steps: count, seed: seed, tabs: tabs).joined(separator: "\n") + "\n"
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
        #expect(steps == count)
        #expect(expectations >= 2)
    }

    @Test("A long generated trace uses every kind of step, and its depths wander from the root to tens of entries")
    func realistic() throws {
        let trace = try Trace.parse(Self.generate(steps: TestSize.pick(8_000, large: 20_000), seed: 1).joined(separator: "\n"))
            .get()
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

    @Test(
        "Every format-2 trace generated replays with exit status 0: it parses, its expect lines hold, no invariant breaks",
        arguments: format2Options.indices)
    func format2Replays(_ index: Int) {
        Self.expectReplays(Self.format2Options[index], index: index, seeds: TestSize.pick(2, large: 12))
    }

    /// Generates 600-step traces with `options` under `seeds` seeds drawn from `index`, and expects each to replay
    /// with every expect line holding and no invariant broken; stops at the first that does not.
    static func expectReplays(_ options: GenerateOptions, index: Int, seeds: Int) {
        var options = options
        options.steps = 600
        for seed in UInt64(0)..<UInt64(seeds) {
            options.seed = seed &* 7_919 &+ UInt64(index)
            let (failure, steps) = replayFailure(generate(options))
            #expect(failure == nil, "\(options.commandLine): \(failure ?? "")")
            #expect(steps.count == 600)
            if failure != nil { return }
        }
    }

    @Test("A long format-2 trace draws every format-2 step and style, and its header states the settings")
    func format2Steps() throws {
        var options = Self.format2Options[1]
        options.steps = TestSize.pick(8_000, large: 20_000)
        let lines = Self.generate(options)
        let (failure, steps) = Self.replayFailure(lines)
        #expect(failure == nil)
        let texts = Set(steps.map(\.text))
        for wanted in [
            "hide-bar", "show-bar", "scroll down", "scroll up", "scroll top", "sheet-swipe start", "sheet-swipe finish",
            "sheet-swipe cancel", "hide-bar instant", "show-bar instant",
        ] {
            #expect(texts.contains(wanted), "no '\(wanted)'")
        }
        #expect(texts.contains { $0.hasPrefix("badge ") && $0.hasSuffix("\"") }, "no quoted badge text")
        for style in ["locked-sheet", "over-full-screen", "sheet"] {
            #expect(texts.contains { $0.hasPrefix("present ") && $0.hasSuffix("style=\(style)") }, "no present style=\(style)")
        }
        for line in ["profile ios26", "minimize on-scroll-down", "badge-target item", "center write present=compose style=sheet"]
        {
            #expect(lines.contains(line), "header without '\(line)'")
        }
        #expect(lines.contains { $0.hasPrefix("expect ") && $0.contains("app-hidden=") && $0.contains("sheet-swipe=") })
        // The steps change the state: the bar is hidden by the app, minimized, and a sheet is being swiped, at times.
        let trace = try Trace.parse(lines.joined(separator: "\n")).get()
        var state = TabNavState(configuration: trace.header.configuration)
        var seen: Set<String> = []
        for case .step(let step) in trace.statements {
            state.reduce(step.event)
            if state.appHidBar { seen.insert("app-hidden") }
            if state.barMinimized { seen.insert("minimized") }
            if state.sheetSwipe == .active { seen.insert("sheet-swipe") }
        }
        #expect(seen == ["app-hidden", "minimized", "sheet-swipe"])
    }

    @Test("With more than five tabs, a format-2 trace taps More, picks rows of its list and selects More")
    func format2More() throws {
        var options = GenerateOptions()
        options.format = 2
        options.tabs = 7
        options.steps = TestSize.pick(2_000, large: 5_000)
        let lines = Self.generate(options)
        let (failure, steps) = Self.replayFailure(lines)
        #expect(failure == nil)
        let texts = steps.map(\.text)
        for wanted in ["tap more", "select more"] { #expect(texts.contains(wanted), "no '\(wanted)'") }
        #expect(texts.contains { $0.hasPrefix("pick ") })
        #expect(lines.contains { $0.hasPrefix("expect ") && $0.contains(" more=") })
        let trace = try Trace.parse(lines.joined(separator: "\n")).get()
        var state = TabNavState(configuration: trace.header.configuration)
        var seen: Set<String> = []
        for case .step(let step) in trace.statements {
            state.reduce(step.event)
            if state.isShowingMoreList { seen.insert("list") }
            if state.isMoreSelected && state.moreShows != .list { seen.insert("overflow tab") }
        }
        #expect(seen == ["list", "overflow tab"])
    }

    @Test("The built tabnav-sim replays format-2 traces it generated with exit status 0")
    func format2EndToEnd() throws {
        for (index, options) in Self.format2Options.enumerated() {
            var options = options
            options.steps = 2_000
            options.seed = UInt64(index) &+ 100
            let path = try Sim.tempTrace(Self.generate(options).joined(separator: "\n") + "\n", name: "generated-\(index)")
            let run = try Sim.run(["--quiet", path])
            #expect(run.status == 0, "\(options.commandLine): \(run.stdout)")
        }
    }

    @Test("Without --format 2 a seed gives the trace it gave before format 2 (the benchmarks replay them)")
    func format1Unchanged() throws {
        var options = GenerateOptions()
        options.steps = 400
        options.seed = 3
        let text = Self.generate(options).dropFirst().joined(separator: "\n") + "\n"
        try Sim.expectSnapshot(text, named: "generate-seed3.trace")
    }

    @Test("generate's options: defaults, values, and errors for what it does not take")
    func options() throws {
        #expect(try GenerateOptions.parse([]) == GenerateOptions())
        let o = try GenerateOptions.parse(["--steps", "10", "--seed", "99", "--tabs", "5"])
        #expect(o.steps == 10 && o.seed == 99 && o.tabs == 5)
        #expect(try GenerateOptions.parse(["--help"]).help)
        let f2 = try GenerateOptions.parse([
            "--format", "2", "--profile", "ios26", "--minimize", "on-scroll-up", "--badge-target", "item",
            "--center-style", "over-full-screen",
        ])
        #expect(f2.format == 2 && f2.profile == .ios26 && f2.minimize == .onScrollUp && f2.badgeTarget == .item)
        #expect(f2.centerStyle == .overFullScreen)
        #expect(
            f2.commandLine
                == "tabnav-sim generate --steps 1000 --seed 1 --tabs 4 --format 2 --profile ios26 --minimize on-scroll-up --badge-target item --center-style over-full-screen"
        )
        #expect(GenerateOptions().commandLine == "tabnav-sim generate --steps 1000 --seed 1 --tabs 4")
        let f3 = try GenerateOptions.parse(["--format", "3", "--device", "iphone-max", "--tabs", "7"])
        #expect(f3.format == 3 && f3.device == .iphoneMax)
        #expect(f3.commandLine == "tabnav-sim generate --steps 1000 --seed 1 --tabs 7 --format 3 --device iphone-max")
        #expect(try GenerateOptions.parse(["--format", "3"]).device == .iphone)
        #expect(try GenerateOptions.parse(["--tabs", "16"]).tabs == 16)
        for bad in [
            ["--tabs", "17"], ["--tabs", "0"], ["--steps", "x"], ["--steps"], ["--quiet"], ["file.trace"], ["--format", "4"],
            ["--device", "ipad"], ["--format", "2", "--device", "iphone-max"], ["--device", "ipad-pro", "--format", "3"],
            ["--profile", "ios27"], ["--minimize", "on-scroll-down"], ["--profile", "modern", "--minimize", "on-scroll-up"],
            ["--badge-target", "tab"], ["--center-style", "popover"], ["--format", "02"],
        ] {
            #expect(throws: SimError.self) { try GenerateOptions.parse(bad) }
        }
    }
}
