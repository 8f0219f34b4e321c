/// What a step's own change did, gathered while it runs so that the end of the step can apply UIKit's
/// consequences (§4.3 of the trace format) without comparing whole states.
struct Transition<Screen: Hashable & Sendable> {
    /// The step's own change altered the state.
    var changed = false
    /// Some navigation stack (a tab's or the modal's) changed.
    var stackChanged = false
    /// The selected tab's stack changed.
    var selectedStackChanged = false
    /// The selected tab changed.
    var selectionChanged = false
    /// An animated pop-to-root, pop-to or set-stack shrank the selected tab's stack by two or more, with no modal.
    var multiLevelPop: MultiLevelPop?
    /// The device rotated.
    var rotated = false
    /// A badge changed (the step's own change or a tap's clearing).
    var badgeChanged = false
    /// Whether the step animates (for the tab bar effect).
    var animated = true
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

    /// The kind of multi-level pop, and whether the top entry before it hid the bar by its own flag.
    struct MultiLevelPop {
        var operation: StackOperation
        var topHidBar: Bool
    }
}

/// The navigation stack operations, as UIKit's profiles tell them apart.
enum StackOperation {
    case push, pop, popTo, popToRoot, setStack
}
