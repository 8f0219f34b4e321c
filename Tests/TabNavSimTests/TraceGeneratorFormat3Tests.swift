import Testing

@testable import TabNav
@testable import TabNavSim
@testable import TabNavTestSupport
@testable import TabNavTrace

@Suite("Generated format-3 traces (tabnav-sim generate --format 3)")
struct TraceGeneratorFormat3Tests {
    /// Every device under every profile, with tab counts around the capacities: up to five (no More in any width),
    /// seven (More in compact width only), ten (More in every width but on the floating bar).
    static let options: [GenerateOptions] = {
        var all: [GenerateOptions] = []
        for (d, device) in Device.allCases.enumerated() {
            for (p, profile) in UIKitProfile.allCases.enumerated() {
                var o = GenerateOptions()
                o.format = 3
                o.device = device
                o.profile = profile
                o.tabs = [4, 7, 10][(d + p) % 3]
                o.minimize = profile == .ios26 ? .onScrollDown : .never
                o.centerStyle = (d + p) % 2 == 0 ? .sheet : .fullScreen
                all.append(o)
            }
        }
        return all
    }()

    @Test(
        "Every format-3 trace generated replays with exit status 0: it parses, its expect lines hold, no invariant breaks",
        arguments: options.indices)
    func replays(_ index: Int) {
        TraceGeneratorTests.expectReplays(Self.options[index], index: index, seeds: TestSize.pick(2, large: 12))
    }

    @Test("A large iPhone's trace rotates between widths and its tabs move between the bar and More; expect lines say so")
    func iphoneMaxRotates() throws {
        var options = GenerateOptions()
        options.format = 3
        options.device = .iphoneMax
        options.tabs = 7
        options.steps = 6_000
        let lines = TraceGeneratorTests.generate(options)
        #expect(lines.contains("device iphone-max"))
        #expect(lines.contains { $0.hasPrefix("expect ") && $0.contains(" width=") && $0.contains(" orientation=") })
        #expect(!lines.contains { $0.hasPrefix("resize") })
        let seen = try Self.widthsSeen(lines)
        #expect(seen.isSuperset(of: ["compact", "regular", "More in compact", "no More in regular", "More shows a moved tab"]))
    }

    @Test("An iPad's trace resizes, with a floating bar under ios26 and form sheets that a tap dismisses")
    func ipadResizes() throws {
        var options = GenerateOptions()
        options.format = 3
        options.device = .ipad
        options.profile = .ios26
        options.tabs = 10
        options.centerStyle = .sheet
        options.steps = 6_000
        let lines = TraceGeneratorTests.generate(options)
        #expect(lines.contains { $0.hasPrefix("resize compact") } && lines.contains { $0.hasPrefix("resize regular") })
        #expect(!lines.contains { $0.hasPrefix("expect ") && $0.contains("orientation=") })
        let seen = try Self.widthsSeen(lines)
        #expect(seen.isSuperset(of: ["compact", "regular", "floating bar", "More in compact", "form sheet dismissed by a tap"]))
    }

    @Test("On an iPhone, --format 3 draws the steps --format 2 draws for a seed; only its expect lines say more")
    func iphoneKeepsFormat2Steps() {
        for (tabs, profile) in [(4, UIKitProfile.ios26), (7, .modern), (16, .ios14_0)] {
            var options = GenerateOptions()
            options.format = 2
            options.tabs = tabs
            options.profile = profile
            options.steps = 2_000
            options.seed = UInt64(tabs)
            let steps = { (lines: [String]) in lines.filter { !$0.hasPrefix("expect ") } }
            let format2 = TraceGeneratorTests.generate(options)
            options.format = 3
            let format3 = TraceGeneratorTests.generate(options)
            #expect(steps(format2) == steps(format3), "\(options.commandLine)")
            #expect(format3.last?.contains(" width=compact anomalies=") == true)
        }
    }

    @Test("The built tabnav-sim replays format-3 traces it generated with exit status 0")
    func endToEnd() throws {
        for (index, options) in Self.options.enumerated() where index % 3 == 0 {
            var options = options
            options.steps = 2_000
            options.seed = UInt64(index) &+ 300
            let text = TraceGeneratorTests.generate(options).joined(separator: "\n") + "\n"
            let path = try Sim.tempTrace(text, name: "generated-f3-\(index)")
            let run = try Sim.run(["--quiet", path])
            #expect(run.status == 0, "\(options.commandLine): \(run.stdout)")
        }
    }

    /// What a generated trace went through, replayed: its widths, the floating bar, More in each width, a tab that
    /// More shows after a width change moved it there, a form sheet that a tap dismissed.
    static func widthsSeen(_ lines: [String]) throws -> Set<String> {
        let trace = try Trace.parse(lines.joined(separator: "\n") + "\n").get()
        var state = TabNavState(configuration: trace.header.configuration)
        var seen: Set<String> = []
        for case .step(let step) in trace.statements {
            let before = state
            let outcome = state.reduce(step.event).outcome
            seen.insert(state.width.rawValue)
            if state.isFloatingBar { seen.insert("floating bar") }
            seen.insert((state.hasMore ? "More in " : "no More in ") + state.width.rawValue)
            if before.width != state.width && !before.isMoreSelected && state.isMoreSelected {
                seen.insert("More shows a moved tab")
            }
            if before.isIPadFormSheet && state.modal == nil && step.text.hasPrefix("tap") && outcome == .ok {
                seen.insert("form sheet dismissed by a tap")
            }
        }
        return seen
    }
}
