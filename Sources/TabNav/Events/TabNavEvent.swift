/// One step of a trace, of the simulator or of a generator: a request of the app or a report of UIKit.
///
/// App code usually reduces a ``TabNavRequest`` or a ``UIKitReport`` directly (`state.reduce(.push(.article))`,
/// `state.reduce(.backSwipe(.whole))`); this enum holds either when both come through one channel.
public enum TabNavEvent<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// What the app or the user asks for; the reducer returns the commands that make UIKit do it.
    case request(TabNavRequest<Screen>)
    /// What UIKit reports it has already done; the reducer only follows.
    case report(UIKitReport<Screen>)

    /// Whether an active back-swipe rejects this event.
    package var isNavigation: Bool {
        kind.isNavigation
    }
}

extension TabNavEvent: Codable where Screen: Codable {}

extension TabNavEvent: CustomStringConvertible {
    /// The request or the report as Swift prints it, without the family: `select(tab: 2)`, `backSwiped`.
    public var description: String {
        switch self {
        case .request(let request): String(describing: request)
        case .report(let report): String(describing: report)
        }
    }
}
