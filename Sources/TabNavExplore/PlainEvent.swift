@_spi(Replay) import TabNav

/// A letter's event when none of its parts is reference-counted, kept apart so that the hot loop builds it afresh
/// for each step: an event read from a list is copied before the reducer is called and destroyed after (an outlined
/// copy and destroy that switch over every case), while one built on the spot costs a few stores.
enum PlainEvent {
    case tap(Int)
    case select(Int)
    case push(Int, hidesBar: Bool, animated: Bool, in: StackRef?)
    case pop(animated: Bool, in: StackRef?)
    case popToRoot(animated: Bool, in: StackRef?)
    case popTo(Int, animated: Bool, in: StackRef?)
    case present(Int, style: ModalStyle)
    case tapCenter
    case dismiss
    /// A report without a payload (the back-swipe's and the sheet swipe's, a rotation).
    case report(UIKitReport<Int>)
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
        case .request(.popTo(let screen, let animated, let target)): self = .popTo(screen, animated: animated, in: target)
        case .request(.present(let screen, let style, true)): self = .present(screen, style: style)
        case .request(.tapCenter): self = .tapCenter
        case .request(.dismiss(true)): self = .dismiss
        case .report(let report):
            switch report {
            case .backSwipe(.whole), .backSwipe(.began), .backSwipe(.ended), .backSwipe(.cancelled), .backButtonTapped,
                .sheetSwipe(.whole), .rotated, .sheetSwipe(.began), .sheetSwipe(.ended), .sheetSwipe(.cancelled):
                self = .report(report)
            default: self = .other
            }
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
        case .popTo(let screen, let animated, let target): .request(.popTo(screen, animated: animated, in: target))
        case .present(let screen, let style): .request(.present(screen, style: style, animated: true))
        case .tapCenter: .request(.tapCenter)
        case .dismiss: .request(.dismiss(animated: true))
        case .report(let report): .report(report)
        case .other: nil
        }
    }
}

extension TabNavState where Screen == Int {
    /// Steps by `plain`, or by `events[index]` when `plain` is ``PlainEvent/other``; they must be the same event.
    @inline(__always)
    mutating func reduce(
        _ plain: PlainEvent, or events: [TabNavEvent<Int>], at index: Int, effects: inout StepEffects<Int>
    ) -> Outcome {
        switch plain {
        case .tap(let tab): reduce(.request(.tap(tab: tab)), effects: &effects)
        case .select(let tab): reduce(.request(.select(tab: tab)), effects: &effects)
        case .push(let screen, let hides, let animated, let target):
            reduce(.request(.push(screen, hidesBar: hides, animated: animated, in: target)), effects: &effects)
        case .pop(let animated, let target): reduce(.request(.pop(animated: animated, in: target)), effects: &effects)
        case .popToRoot(let animated, let target):
            reduce(.request(.popToRoot(animated: animated, in: target)), effects: &effects)
        case .popTo(let screen, let animated, let target):
            reduce(.request(.popTo(screen, animated: animated, in: target)), effects: &effects)
        case .present(let screen, let style): reduce(.request(.present(screen, style: style, animated: true)), effects: &effects)
        case .tapCenter: reduce(.request(.tapCenter), effects: &effects)
        case .dismiss: reduce(.request(.dismiss(animated: true)), effects: &effects)
        case .report(let report): reduce(.report(report), effects: &effects)
        case .other: reduce(events[index], effects: &effects)
        }
    }
}
