import TabNav

/// Why a property failed on a scenario: where, what, and what the right values were.
struct PropertyFailure: Hashable, Sendable, CustomStringConvertible {
    /// The 0-based index of the step after which the property failed; `nil` at launch.
    var step: Int?
    /// What went wrong.
    var message: String
    /// `expect` pairs that hold for the right machine and fail on the tested one (may be empty).
    var expect: [String] = []
    /// Steps a law adds after the scenario's `step` to show the failure (push then pop, …).
    var then: [TabNavEvent<String>] = []
    /// The kind of failure, which the shrinker keeps: the invariant kinds broken, the observable keys in
    /// disagreement, or the message of a property that fails in one way only.
    var kind: String

    init(step: Int?, message: String, expect: [String] = [], then: [TabNavEvent<String>] = [], kind: String? = nil) {
        self.step = step
        self.message = message
        self.expect = expect
        self.then = then
        self.kind = kind ?? message
    }

    var description: String {
        (step.map { "after step \($0 + 1)" } ?? "at launch") + ": " + message
    }
}

/// Greedy shrinking of a failing scenario to a locally minimal one that fails the same way.
///
/// Each round tries smaller candidates, in order: cut the steps after the failure, drop chunks of
/// steps, drop single steps, drop a tab, simplify the configuration, simplify a step. The first
/// candidate that fails with the same ``PropertyFailure/kind`` as the original failure replaces the
/// case — a candidate that fails another way shows another bug, and is passed over, so shrinking
/// never slips from one bug to another. Shrinking stops when no candidate fails the same way, which
/// makes the result locally minimal, or after `maxAttempts` runs.
enum Shrinker {
    struct Result {
        var scenario: Scenario
        var failure: PropertyFailure
        var attempts: Int
        var accepted: Int
    }

    /// - Parameter sameKind: Whether a candidate must fail with the original failure's kind (always, but
    ///   for the meta-test that shows what a shrinker without the rule would do).
    static func shrink(
        _ scenario: Scenario, failure: PropertyFailure, maxAttempts: Int = 4000, sameKind: Bool = true,
        property: (Scenario) -> PropertyFailure?
    ) -> Result {
        var result = Result(scenario: scenario, failure: failure, attempts: 0, accepted: 0)
        var improved = true
        while improved && result.attempts < maxAttempts {
            improved = false
            for candidate in candidates(result.scenario, failure: result.failure) {
                result.attempts += 1
                if let f = property(candidate), !sameKind || f.kind == failure.kind {
                    result.scenario = candidate
                    result.failure = f
                    result.accepted += 1
                    improved = true
                    break
                }
                if result.attempts >= maxAttempts { break }
            }
        }
        return result
    }

    /// Smaller variants of `s`, most promising first; each is a valid scenario.
    static func candidates(_ s: Scenario, failure: PropertyFailure) -> [Scenario] {
        var out: [Scenario] = []
        let events = s.events
        let n = events.count
        let keep = failure.step.map { $0 + 1 } ?? 0
        if keep < n { out.append(Scenario(config: s.config, events: Array(events.prefix(keep)))) }
        var chunk = n / 2
        while chunk >= 2 {
            var start = 0
            while start < n {
                var e = events
                e.removeSubrange(start..<min(n, start + chunk))
                out.append(Scenario(config: s.config, events: e))
                start += chunk
            }
            chunk /= 2
        }
        for i in events.indices.reversed() {
            var e = events
            e.remove(at: i)
            out.append(Scenario(config: s.config, events: e))
        }
        if s.config.tabs.count > 1 {
            for t in s.config.tabs.indices.reversed() { out.append(removingTab(t, from: s)) }
        }
        out += simplerConfigurations(s.config).map { Scenario(config: $0, events: valid(events, in: $0)) }
        for (i, event) in events.enumerated() {
            for simpler in simplerSteps(event) {
                var e = events
                e[i] = simpler
                out.append(Scenario(config: s.config, events: e))
            }
        }
        return out
    }

    /// The scenario without tab `t`: steps that name it are dropped, higher indices move down.
    static func removingTab(_ t: Int, from s: Scenario) -> Scenario {
        var c = s.config
        guard c.tabs.indices.contains(t) else { return s }
        c.tabs.remove(at: t)
        if c.roots.indices.contains(t) { c.roots.remove(at: t) }
        // The core's mapping renumbers every tab an event names, `pick` and `in=` of every stack event included.
        let events = s.events.filter { !$0.namedTabs.contains(t) }.compactMap {
            $0.mapped(tab: { $0 > t ? $0 - 1 : $0 }, screen: { $0 })
        }
        return Scenario(config: c, events: events)
    }

    /// The steps that stay valid in `config` (centre taps need a centre button).
    static func valid(_ events: [TabNavEvent<String>], in config: ScenarioConfig) -> [TabNavEvent<String>] {
        config.center == nil ? events.filter { $0 != .request(.tapCenter) } : events
    }

    /// Configurations one option simpler than `c`.
    static func simplerConfigurations(_ c: ScenarioConfig) -> [ScenarioConfig] {
        var out: [ScenarioConfig] = []
        func with(_ change: (inout ScenarioConfig) -> Void) {
            var d = c
            change(&d)
            if d != c { out.append(d) }
        }
        with { $0.center = nil }
        if c.center?.style == .sheet { with { $0.center?.style = .fullScreen } }
        with { $0.profile = .modern }
        // A large iPhone's steps are all valid on an iPhone; an iPad's `resize` is not, so an iPad stays one.
        if c.device == .iphoneMax { with { $0.device = .iphone } }
        with { $0.customBar = .none }
        with { $0.overlapFix = .none }
        with { $0.barPolicy = .sticky }
        with { $0.badgePolicy = .clearOnTap }
        for i in c.hiding.indices { with { $0.hiding.remove(at: i) } }
        for i in c.roots.indices where c.tabs.indices.contains(i) { with { $0.roots[i] = $0.tabs[i] } }
        return out
    }

    /// Steps one notch simpler than `event`: no `in=`, animated, no `hides-bar`, fewer screens, tab 0, badge 1.
    static func simplerSteps(_ event: TabNavEvent<String>) -> [TabNavEvent<String>] {
        var out: [TabNavEvent<String>] = []
        switch event {
        case .request(.tap(tab: let i)) where i > 0: out.append(.request(.tap(tab: 0)))
        case .request(.select(tab: let i)) where i > 0: out.append(.request(.select(tab: 0)))
        case .request(.enable(tab: let i)) where i > 0: out.append(.request(.enable(tab: 0)))
        case .request(.disable(tab: let i)) where i > 0: out.append(.request(.disable(tab: 0)))
        case .request(.setBadge(let b, tab: let i)):
            if b != .count(1) { out.append(.request(.setBadge(.count(1), tab: i))) }
            if i > 0 { out.append(.request(.setBadge(b, tab: 0))) }
        case .request(.open(let i, let path)):
            for k in path.indices.reversed() {
                var p = path
                p.remove(at: k)
                out.append(.request(.open(tab: i, path: p)))
            }
            if i > 0 { out.append(.request(.open(tab: 0, path: path))) }
        case .request(.push(let s, let h, let a, let t)):
            if t != nil { out.append(.request(.push(s, hidesBar: h, animated: a))) }
            if h { out.append(.request(.push(s, animated: a, in: t))) }
            if !a { out.append(.request(.push(s, hidesBar: h, in: t))) }
        case .request(.pop(let a, let t)):
            if t != nil { out.append(.request(.pop(animated: a))) }
            if !a { out.append(.request(.pop(in: t))) }
        case .request(.popTo(let s, let a, let t)):
            if t != nil { out.append(.request(.popTo(s, animated: a))) }
            if !a { out.append(.request(.popTo(s, in: t))) }
        case .request(.popToRoot(let a, let t)):
            if t != nil { out.append(.request(.popToRoot(animated: a))) }
            if !a { out.append(.request(.popToRoot(in: t))) }
        case .request(.setStack(let s, let a, let t)):
            if t != nil { out.append(.request(.setStack(s, animated: a))) }
            if !a { out.append(.request(.setStack(s, in: t))) }
            if s.count > 1 {
                for k in s.indices.reversed() {
                    var shorter = s
                    shorter.remove(at: k)
                    out.append(.request(.setStack(shorter, animated: a, in: t)))
                }
            }
        case .request(.present(let s, .sheet, let a)): out.append(.request(.present(s, style: .fullScreen, animated: a)))
        case .report(.backSwipe(.began)), .report(.backSwipe(.ended)): out.append(.report(.backSwipe(.whole)))
        default: break
        }
        return out
    }
}
