import TabNav

/// Anything that replays steps like the library does: the library itself, or a deliberately broken variant of it.
///
/// Properties are written against this protocol so that the meta-tests can run the very same
/// properties against broken machines and check that the harness catches them.
protocol Machine: SteppingMachine {
    /// Starts the machine at launch.
    init(_ config: ScenarioConfig)
}

/// What the properties ask of a machine once it is started: a broken machine that needs more than a configuration to
/// start (``BrokenMachines/ForgetsFamily``) is only this, and the properties start it through a closure.
protocol SteppingMachine {
    /// Replays one step and returns its outcome.
    mutating func step(_ event: TabNavEvent<String>) -> Outcome
    /// Every observable of §5, with `outcome` the previous step's.
    func observables(outcome: Outcome) -> Observables
    /// The broken invariants, as text; empty when the state is valid.
    func invariantViolations() -> [String]
}

/// A machine whose state is the library's, open to a broken variant that plants a bug around its steps.
protocol StateBackedMachine: Machine {
    /// The library state underneath.
    var state: TabNavState<String> { get set }
}

/// The library's machine, as is.
struct LibraryMachine: StateBackedMachine {
    var state: TabNavState<String>

    init(_ config: ScenarioConfig) { state = TabNavState(configuration: config.libraryConfiguration) }

    mutating func step(_ event: TabNavEvent<String>) -> Outcome { state.reduce(event).outcome }

    func observables(outcome: Outcome) -> Observables { state.observables(outcome: outcome) }

    func invariantViolations() -> [String] { state.invariantViolations().map(\.description) }
}

extension TabNavState<String> {
    /// Every observable of §5 read through the public `value(of:outcome:)`.
    func observables(outcome: Outcome) -> Observables {
        var o = Observables()
        let names = configuration.tabs.map(\.name)
        o["tab"] = value(of: .tab, outcome: outcome)
        o["stack"] = value(of: .stack, outcome: outcome)
        for (i, name) in names.enumerated() { o["stack.\(name)"] = value(of: .stackOfTab(i), outcome: outcome) }
        o["depth"] = value(of: .depth, outcome: outcome)
        o["modal"] = value(of: .modal, outcome: outcome)
        o["bar"] = value(of: .bar, outcome: outcome)
        o["overlap"] = value(of: .overlap, outcome: outcome)
        o["anomalies"] = value(of: .anomalies, outcome: outcome)
        for (i, name) in names.enumerated() { o["badge.\(name)"] = value(of: .badge(i), outcome: outcome) }
        o["outcome"] = value(of: .outcome, outcome: outcome)
        o["swipe"] = value(of: .swipe, outcome: outcome)
        o["sheet-swipe"] = value(of: .sheetSwipe, outcome: outcome)
        o["app-hidden"] = value(of: .appHidden, outcome: outcome)
        o["more"] = value(of: .more, outcome: outcome)
        o["width"] = value(of: .width, outcome: outcome)
        if configuration.device == .iphoneMax { o["orientation"] = value(of: .orientation, outcome: outcome) }
        return o
    }
}
