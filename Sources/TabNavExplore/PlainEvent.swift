import TabNav

/// A letter's event when none of its parts is reference-counted, kept apart so that the hot loop builds it afresh
/// for each step: an event read from a list is copied before the reducer is called and destroyed after (an outlined
/// copy and destroy that switch over every case), while one built on the spot costs a few stores.
enum PlainEvent {
    case tap(Int)
    case select(Int)
    case push(Int, hidesBar: Bool, animated: Bool, in: StackTarget)
    case pop(animated: Bool, in: StackTarget)
    case popToRoot(animated: Bool, in: StackTarget)
    /// Any other event: read from the list.
    case other

    init(_ event: TabNavEvent<Int>) {
        switch event {
        case .request(.tap(let tab)): self = .tap(tab)
        case .request(.select(let tab)): self = .select(tab)
        case .request(.push(let screen, let hides, let animated, let target)):
            self = .push(screen, hidesBar: hides, animated: animated, in: target)
        case .request(.pop(let animated, let target)): self = .pop(animated: animated, in: target)
        case .request(.popToRoot(let animated, let target)): self = .popToRoot(animated: animated, in: target)
        default: self = .other
        }
    }
}

extension PlainEvent {
    /// The event, built as ``TabNavState/reduce(_:or:at:effects:)`` builds it; `nil` for ``other``.
    var event: TabNavEvent<Int>? {
        switch self {
        case .tap(let tab): .request(.tap(tab: tab))
        case .select(let tab): .request(.select(tab: tab))
        case .push(let screen, let hides, let animated, let target):
            .request(.push(screen, hidesBar: hides, animated: animated, in: target))
        case .pop(let animated, let target): .request(.pop(animated: animated, in: target))
        case .popToRoot(let animated, let target): .request(.popToRoot(animated: animated, in: target))
        case .other: nil
        }
    }
}

extension TabNavState where Screen == Int {
    /// Steps by `plain`, or by `events[index]` when `plain` is ``PlainEvent/other``; they must be the same event.
    @inline(__always)
    mutating func reduce(
        _ plain: PlainEvent, or events: [TabNavEvent<Int>], at index: Int, effects: inout [Effect<Int>]
    ) -> Outcome {
        switch plain {
        case .tap(let tab): reduce(.request(.tap(tab: tab)), effects: &effects)
        case .select(let tab): reduce(.request(.select(tab: tab)), effects: &effects)
        case .push(let screen, let hides, let animated, let target):
            reduce(.request(.push(screen, hidesBar: hides, animated: animated, in: target)), effects: &effects)
        case .pop(let animated, let target): reduce(.request(.pop(animated: animated, in: target)), effects: &effects)
        case .popToRoot(let animated, let target):
            reduce(.request(.popToRoot(animated: animated, in: target)), effects: &effects)
        case .other: reduce(events[index], effects: &effects)
        }
    }
}
