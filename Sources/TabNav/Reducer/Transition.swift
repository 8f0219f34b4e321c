/// What a step's own change did, gathered while it runs so that the end of the step can apply UIKit's
/// consequences (§4.3 of the trace format) without comparing whole states.
@dynamicMemberLookup
struct Transition<Screen: Hashable & Sendable> {
    /// The facts of the step so far; `t.changed` and the like read and write them.
    var facts = StepFacts()
    /// How a report contradicted the state, when it did: the step is then a ``Outcome/desync(_:)`` if it changed
    /// nothing.
    var desync: Desync?
    /// The caller's buffer of effects, lent for the step: a pointer keeps the transition a trivial value, so that
    /// making and dropping one costs nothing (an array member would be destroyed through a value witness).
    let effects: UnsafeMutablePointer<StepEffects<Screen>>

    /// Starts a step's transition that writes its effects into `effects`.
    init(effects: UnsafeMutablePointer<StepEffects<Screen>>) {
        self.effects = effects
    }

    /// Appends an effect.
    ///
    /// Always inlined: a call takes the transition by value, and every call site would pack the step's facts into
    /// registers to pass them (about 50 instructions an effect).
    @inline(__always)
    func emit(_ effect: consuming Effect<Screen>) {
        effects.pointee.append(effect)
    }

    /// Reads and writes the step's facts by name (`t.changed = true`), as stored members would.
    subscript<Value>(dynamicMember fact: WritableKeyPath<StepFacts, Value>) -> Value {
        get { facts[keyPath: fact] }
        set { facts[keyPath: fact] = newValue }
    }
}
