/// What a step's own change did, gathered while it runs so that the end of the step can apply UIKit's
/// consequences (§4.3 of the trace format) without comparing whole states.
struct Transition<Screen: Hashable & Sendable & Codable> {
    /// The facts of the step so far; the accessors below read and write them.
    var facts = StepFacts()
    /// The caller's buffer of effects, lent for the step: a pointer keeps the transition a trivial value, so that
    /// making and dropping one costs nothing (an array member would be destroyed through a value witness).
    let effects: UnsafeMutablePointer<[Effect<Screen>]>

    /// Starts a step's transition that writes its effects into `effects`.
    init(effects: UnsafeMutablePointer<[Effect<Screen>]>) {
        self.effects = effects
    }

    /// Appends an effect.
    func emit(_ effect: Effect<Screen>) {
        effects.pointee.append(effect)
    }

    /// ``StepFacts/changed``.
    var changed: Bool {
        get { facts.changed }
        set { facts.changed = newValue }
    }
    /// ``StepFacts/stackChanged``.
    var stackChanged: Bool {
        get { facts.stackChanged }
        set { facts.stackChanged = newValue }
    }
    /// ``StepFacts/selectedStackChanged``.
    var selectedStackChanged: Bool {
        get { facts.selectedStackChanged }
        set { facts.selectedStackChanged = newValue }
    }
    /// ``StepFacts/selectionChanged``.
    var selectionChanged: Bool {
        get { facts.selectionChanged }
        set { facts.selectionChanged = newValue }
    }
    /// ``StepFacts/rotated``.
    var rotated: Bool {
        get { facts.rotated }
        set { facts.rotated = newValue }
    }
    /// ``StepFacts/animated``.
    var animated: Bool {
        get { facts.animated }
        set { facts.animated = newValue }
    }
}
