import TabNav

/// The properties of the harness, written against any ``Machine`` so that the meta-tests can run
/// them on deliberately broken machines. Each returns the first failure of a scenario, or `nil`.
enum Properties {
    /// Property 1: every invariant holds at launch and after every step.
    static func invariants<M: Machine>(_: M.Type) -> (Scenario) -> PropertyFailure? {
        { s in
            var m = M(s.config)
            if let f = invariantFailure(m, step: nil) { return f }
            for (i, event) in s.events.enumerated() {
                _ = m.step(event)
                if let f = invariantFailure(m, step: i) { return f }
            }
            return nil
        }
    }

    /// Property 2: the machine and the ``ReferenceModel`` agree on every observable at launch and after every step.
    static func differential<M: Machine>(_: M.Type) -> (Scenario) -> PropertyFailure? {
        differential { M($0) }
    }

    /// Property 2 on the machines `make` starts, for a broken machine that needs more than a configuration.
    static func differential<M: SteppingMachine>(making make: @escaping (ScenarioConfig) -> M) -> (Scenario) -> PropertyFailure? {
        { s in
            var m = make(s.config)
            var r = ReferenceModel(s.config)
            if let f = disagreement(m.observables(outcome: .ok), r.observables, step: nil) { return f }
            for (i, event) in s.events.enumerated() {
                let outcome = m.step(event)
                r.step(event)
                if let f = disagreement(m.observables(outcome: outcome), r.observables, step: i) { return f }
            }
            return nil
        }
    }

    /// A property that holds when `check` accepts the observables at launch and after every step.
    static func everyStep<M: Machine>(_: M.Type, _ check: @escaping (Observables) -> String?) -> (Scenario) -> PropertyFailure? {
        { s in
            var m = M(s.config)
            if let message = check(m.observables(outcome: .ok)) { return PropertyFailure(step: nil, message: message) }
            for (i, event) in s.events.enumerated() {
                let outcome = m.step(event)
                if let message = check(m.observables(outcome: outcome)) { return PropertyFailure(step: i, message: message) }
            }
            return nil
        }
    }

    static func invariantFailure<M: Machine>(_ m: M, step: Int?) -> PropertyFailure? {
        let broken = m.invariantViolations()
        guard !broken.isEmpty else { return nil }
        let kinds = Set(broken.map { String($0.prefix { $0 != ":" }) }).sorted()
        return PropertyFailure(
            step: step, message: "invariants broken: " + broken.joined(separator: "; "),
            kind: "invariants " + kinds.joined(separator: ","))
    }

    /// The keys on which `machine` and `reference` differ, as a failure whose `expect` pairs are the reference's values.
    static func disagreement(_ machine: Observables, _ reference: Observables, step: Int?) -> PropertyFailure? {
        let keys = reference.differences(from: machine)
        guard !keys.isEmpty else { return nil }
        let detail = keys.map { "\($0): library \(machine[$0] ?? "-"), reference \(reference[$0] ?? "-")" }
        return PropertyFailure(
            step: step, message: "library and reference disagree on " + detail.joined(separator: "; "),
            expect: keys.compactMap { k in reference[k].map { "\(k)=\($0)" } },
            kind: "disagree on " + keys.sorted().joined(separator: ","))
    }
}
