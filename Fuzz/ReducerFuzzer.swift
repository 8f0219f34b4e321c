// libFuzzer harness 2: bytes → a configuration and a sequence of library events → the reducer.
//
// Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address -parse-as-library`, together with the
// sources of TabNav, TabNavTrace and TabNavTesting: one module, so there is no `import`; the harness calls
// the public API, and the shared generator's `package` helpers. Every check that fails calls `fatalError`, which libFuzzer reports as a crash.
//
// The bytes are read as:
// 1. the configuration: 1 to 16 tabs (a More tab from six), roots, declared hiding screens, no centre
//    button or one that presents (in every modal style) or pushes (with or without its own bar-hiding
//    flag), and every bar policy, badge policy, profile, custom bar, overlap fix and badge target, and
//    under `ios26` every minimize behaviour; invalid configurations (no tab, seventeen tabs or more, a
//    duplicate, an empty name, a centre named like a tab) must throw;
// 2. optionally, a corruption: the state after some steps is encoded to JSON, one field is corrupted
//    (identities and the next identity near 0 and UInt64.max, the selection, the swipe, badges, empty
//    stacks, the modal, the tabs, the system buttons, the stuck bar, the profile), and decoded again;
//    decoding must throw, or give a state that breaks no invariant;
// 3. events until the bytes run out, from the shared EventGenerator's uniform mix with the bytes as its
//    random source (a byte a draw): every request and report, with tab indices and `in:` targets in
//    range and out of it (negative, the tab count, Int.max, Int.min), empty stacks and paths, badge
//    counts of every sign and size, empty texts; and one step in eight a request only an app sends
//    (`appOnly`: pops by identity and depth, a replaced modal, instant modals, entries' own flags).
//
// Checked after every step: no trap; no invariant broken; a rejected or noop step leaves the state as
// it was (a rejection emits nothing), an ok step changes it; `plan(from:to:)` between the two states
// does not throw (every 4th step, for speed). At the end, `plan` from launch does not throw and the
// state survives a JSON round trip.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func reducerFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzBytes(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    ReducerFuzz.run(&input)
    return 0
}

/// The input, read a byte at a time; zeros once it runs out. As a random source, each draw is one byte, so that
/// libFuzzer's mutations steer the shared generator's choices directly.
struct FuzzBytes: RandomNumberGenerator {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isExhausted: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One byte as a draw: `below(n)` is then the byte modulo `n`.
    mutating func next() -> UInt64 { UInt64(byte()) }
}

enum ReducerFuzz {
    typealias State = TabNavState<String>
    typealias Event = TabNavEvent<String>

    /// Up to eight tabs: more than five make a More tab (format 2, V4).
    static let tabNames = ["home", "feed", "post", "me", "more", "shop", "video", "news"]
    static let screens = ["a", "b", "c", "home", "feed", "r1"]
    static let maxSteps = 400

    static func run(_ input: inout FuzzBytes) {
        let config = configuration(&input)
        var state = TabNavState(configuration: config)
        let launch = state
        expectValid(state, "launch", input)
        let control = input.byte()
        let corruptAfter = control & 0x80 != 0 ? Int(control & 0x0F) : -1
        var events = EventGenerator(mix: .uniform, screens: screens)
        var steps = 0
        while !input.isExhausted && steps < maxSteps {
            if steps == corruptAfter {
                guard let decoded = corrupted(state, &input) else { return }
                state = decoded
            }
            let event = input.byte() % 8 == 0 ? appOnly(state, &input) : events.next(for: state, using: &input)
            check(&state, event, input, plan: steps % 4 == 0)
            steps += 1
        }
        if steps <= corruptAfter, let decoded = corrupted(state, &input) {
            state = decoded
            for event in [
                Event.request(.push("a")), .request(.setStack(["a", "b", "c"], animated: false, in: .tab(0))),
                .request(.tapCenter), .request(.present("b", style: .sheet)), .request(.open(tab: 0, path: ["a", "b"])),
            ] {
                check(&state, event, input)
            }
        }
        if (try? State.plan(from: launch, to: state)) == nil { fail("plan(from: launch, to: the last state) threw", input) }
        do {
            let decoded = try JSONDecoder().decode(State.self, from: JSONEncoder().encode(state))
            if decoded != state { fail("JSON round trip changed the state", input) }
        } catch {
            fail("a valid state does not survive a JSON round trip: \(error)", input)
        }
    }

    // MARK: - Configuration

    /// A valid configuration from the bytes; every setting the library has is reachable: 1 to 16 tabs (More from six),
    /// every profile, custom bar, fix, policy and badge target, every modal style for a presenting centre button, a
    /// pushing one with or without its own bar-hiding flag, and under `ios26` every minimize behaviour.
    static func configuration(_ input: inout FuzzBytes) -> Configuration<String> {
        let shape = input.byte()
        let count = 1 + Int(shape % 16)
        if shape & 0x80 != 0 { expectInvalidConfigurationsThrow(&input) }
        var tabs: [TabSpec<String>] = []
        for i in 0..<count {
            let name = i < tabNames.count ? tabNames[i] : "t\(i)"
            let r = input.byte()
            tabs.append(TabSpec(name: name, root: r % 4 == 0 ? screens[Int(r / 4) % screens.count] : name))
        }
        let mask = input.byte()
        let hiding = Set(screens.indices.filter { mask & (1 << $0) != 0 }.map { screens[$0] })
        let c = input.byte()
        let screen = screens[Int(c / 8) % screens.count]
        let styles = ModalStyle.allCases
        let center: CenterButton<String>? =
            switch c % 8 {
            case 0: nil
            case 1, 2, 3, 4: CenterButton(name: "w", action: .present(screen, style: styles[Int(c % 8) - 1]))
            case 5: CenterButton(name: "w", action: .push(screen, hidesBar: true))
            default: CenterButton(name: "w", action: .push(screen))
            }
        let p = input.byte()
        let profile = UIKitProfile.allCases[Int(p / 4) % UIKitProfile.allCases.count]
        let settings = input.byte()
        let minimize = profile == .ios26 ? MinimizeBehavior.allCases[Int(settings / 8) % MinimizeBehavior.allCases.count] : .never
        do {
            return try Configuration(
                tabs: tabs, hidingScreens: hiding, centerButton: center,
                barPolicy: BarPolicy.allCases[Int(p) % 2],
                badgePolicy: BadgePolicy.allCases[Int(p / 2) % 2],
                profile: profile,
                customBar: CustomBar.allCases[Int(input.byte()) % CustomBar.allCases.count],
                overlapFix: OverlapFix.allCases[Int(input.byte()) % OverlapFix.allCases.count],
                badgeTarget: BadgeTarget.allCases[Int(settings) % BadgeTarget.allCases.count],
                minimize: minimize)
        } catch {
            fail("a valid configuration was refused: \(error)", input)
        }
    }

    /// A request that only an app sends (no trace step says it): pops by identity and by depth, in range and out of
    /// it, a modal replaced, an instant presentation or dismissal, stacks and deep links with entries' own flags.
    static func appOnly(_ state: State, _ input: inout FuzzBytes) -> Event {
        let b = input.byte()
        let tabs = state.tabs.count
        let target: StackRef? =
            switch input.byte() % 4 {
            case 0: .tab(index(&input, tabs))
            case 1: .modal
            default: nil
            }
        let identity = EntryID(rawValue: b % 2 == 0 ? UInt64(input.byte()) : UInt64.max - UInt64(input.byte()))
        let entry = NewEntry(screens[Int(input.byte()) % screens.count], hidesBar: input.bool())
        let style = ModalStyle.allCases[Int(input.byte()) % ModalStyle.allCases.count]
        return switch b % 8 {
        case 0: .request(.popToEntry(identity, animated: input.bool(), in: target))
        case 1: .request(.popToDepth(index(&input, 4), animated: input.bool(), in: target))
        case 2: .request(.replaceModal(entry.screen, style: style, animated: input.bool()))
        case 3: .request(.present(entry.screen, style: style, animated: false))
        case 4: .request(.dismiss(animated: false))
        case 5: .request(.setStack([entry, NewEntry("a"), entry], animated: input.bool(), in: target))
        case 6: .request(.open(tab: index(&input, tabs), path: [entry, entry]))
        default: .request(.setStack([NewEntry<String>](), in: target))
        }
    }

    /// Invalid configurations throw rather than trap.
    static func expectInvalidConfigurationsThrow(_ input: inout FuzzBytes) {
        let b = input.byte()
        let spec = { (name: String) in TabSpec(name: name, root: "a") }
        let (tabs, center): ([TabSpec<String>], CenterButton<String>?) =
            switch b % 6 {
            case 0: ([], nil)
            case 1: ((0..<(17 + Int(b / 6) % 4)).map { spec("t\($0)") }, nil)
            case 2: ([spec("x"), spec("y"), spec("x")], nil)
            case 3: ([spec("x"), spec("")], nil)
            case 4: ([spec("x"), spec("y")], CenterButton(name: "y", action: .push("a")))
            default: ([spec("x")], CenterButton(name: "", action: .present("a", style: .sheet)))
            }
        if (try? Configuration(tabs: tabs, centerButton: center)) != nil {
            fail("an invalid configuration was accepted: \(tabs) \(String(describing: center))", input)
        }
    }

    // MARK: - Corruption

    /// A tab index: mostly in range, else negative, the count, past it, Int.max or Int.min.
    static func index(_ input: inout FuzzBytes, _ tabs: Int) -> Int {
        let b = input.byte()
        switch b % 16 {
        case 0: return -1 - Int(b / 16)
        case 1: return tabs
        case 2: return Int.max
        case 3: return Int.min
        case 4: return tabs + Int(b)
        default: return Int(b / 16) % tabs
        }
    }

    // MARK: - Checks

    static func check(_ state: inout State, _ event: Event, _ input: FuzzBytes, plan: Bool = true) {
        let before = state
        let result = state.reduce(event)
        expectValid(state, "after \(event)", input)
        switch result.outcome {
        case .ok: if state == before { fail("ok step left the state unchanged: \(event)", input) }
        case .noop, .desync: if state != before { fail("noop step changed the state: \(event)", input) }
        case .rejected(let reason):
            if state != before { fail("rejected step (\(reason)) changed the state: \(event)", input) }
            if !result.effects.isEmpty { fail("rejected step emitted \(result.effects): \(event)", input) }
        }
        guard plan else { return }
        do {
            _ = try State.plan(from: before, to: state)
        } catch {
            fail("plan(from:to:) threw \(error) after \(event)", input)
        }
    }

    static func expectValid(_ state: State, _ when: @autoclosure () -> String, _ input: FuzzBytes) {
        let violations = state.invariantViolations()
        if !violations.isEmpty { fail("invariants broken \(when()): \(violations)", input) }
    }

    // MARK: - Corrupted states

    /// The state through JSON with one field corrupted: `nil` when decoding throws (as it should for
    /// most corruptions), else the decoded state, which must break no invariant.
    static func corrupted(_ state: State, _ input: inout FuzzBytes) -> State? {
        guard let data = try? JSONEncoder().encode(state),
            var json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            fail("a valid state does not encode", input)
        }
        corrupt(&json, &input)
        guard let bad = try? JSONSerialization.data(withJSONObject: json) else { return nil }
        guard let decoded = try? JSONDecoder().decode(State.self, from: bad) else { return nil }
        expectValid(decoded, "in a decoded state \(String(decoding: bad, as: UTF8.self))", input)
        return decoded
    }

    static func extremeID(_ input: inout FuzzBytes, near next: UInt64) -> UInt64 {
        let b = input.byte()
        switch b % 8 {
        case 0: return UInt64.max
        case 1: return UInt64.max - 1
        case 2: return UInt64.max - UInt64(b / 8)
        case 3: return 0
        case 4: return next
        case 5: return next &- 1
        case 6: return next &+ UInt64(b / 8)
        default: return UInt64(b / 8)
        }
    }

    static func corrupt(_ json: inout [String: Any], _ input: inout FuzzBytes) {
        var tabs = json["tabs"] as? [[String: Any]] ?? []
        let t = tabs.isEmpty ? 0 : Int(input.byte()) % tabs.count
        let next = (json["nextEntryID"] as? NSNumber)?.uint64Value ?? 0
        switch input.byte() % 12 {
        case 0, 1:
            json["nextEntryID"] = NSNumber(value: extremeID(&input, near: next))
        case 2:
            guard var stack = tabs[t]["stack"] as? [[String: Any]], !stack.isEmpty else { return }
            let e = Int(input.byte()) % stack.count
            stack[e]["id"] = ["rawValue": NSNumber(value: extremeID(&input, near: next))]
            tabs[t]["stack"] = stack
            json["tabs"] = tabs
        case 3:
            json["selectedIndex"] = NSNumber(value: index(&input, tabs.count))
        case 4:
            if input.bool() {
                json["swipe"] = "active"
            } else {
                // More's selection against the tabs (V4): selected or showing any index, bar tab or not.
                json["isMoreSelected"] = input.bool()
                json["moreShows"] = input.bool() ? ["list": [String: Any]()] : ["tab": ["_0": index(&input, tabs.count)]]
            }
        case 5:
            let count = [0, -1, Int.max, Int.min, Int(input.byte())][Int(input.byte()) % 5]
            tabs[t]["badge"] = input.bool() ? ["count": ["_0": count]] : ["text": ["_0": ""]]
            json["tabs"] = tabs
        case 6:
            tabs[t]["stack"] = [Any]()
            json["tabs"] = tabs
        case 7:
            let id = NSNumber(value: extremeID(&input, near: next))
            json["modal"] = [
                "stack": input.bool() ? [Any]() : [["screen": "m", "hidesBar": false, "id": ["rawValue": id]]],
                "style": input.bool() ? "sheet" : "full-screen",
            ]
        case 8:
            if input.bool() { tabs.removeLast() } else { tabs[t]["name"] = "renamed" }
            json["tabs"] = tabs
        case 9:
            json["systemButtonsPresent"] = input.bool()
            json["barStuckHidden"] = input.bool()
        case 10:
            var config = json["configuration"] as? [String: Any] ?? [:]
            config["profile"] = input.pick(["modern", "legacy", "ios14.0"])
            config["customBar"] = input.pick(["none", "on-system-bar", "replaced", "over-content"])
            config["overlapFix"] = input.pick(["none", "layout", "completion"])
            json["configuration"] = config
        default:
            json["nextEntryID"] = NSNumber(value: extremeID(&input, near: next))
            guard var stack = tabs[t]["stack"] as? [[String: Any]], !stack.isEmpty else { return }
            stack[stack.count - 1]["id"] = ["rawValue": NSNumber(value: extremeID(&input, near: next))]
            tabs[t]["stack"] = stack
            json["tabs"] = tabs
        }
    }

    static func fail(_ message: String, _ input: FuzzBytes) -> Never {
        fatalError("\(message)\n(\(input.bytes.count) input bytes; libFuzzer saves them as the crash file)")
    }
}
