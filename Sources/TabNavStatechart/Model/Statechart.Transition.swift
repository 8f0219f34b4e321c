import TabNav

extension Statechart {
    /// A transition of a region: in `source`, `event` moves the region to `target` when `guard` holds.
    public struct Transition: Hashable, Sendable, Codable {
        /// The source state's identifier.
        public var source: String
        /// The event, with the tab it names when it names one.
        public var event: Event
        /// The condition on the state before the event, and on the event's arguments.
        public var `guard`: Guard
        /// The target state's identifier; equal to `source` for a drawn self-loop.
        public var target: String
        /// Why an explicit self-loop is drawn, or another remark for readers; empty when there is none.
        public var note: String

        /// Creates a transition.
        /// - Parameters:
        ///   - source: The source state.
        ///   - event: The event.
        ///   - guard: The condition.
        ///   - target: The target state.
        ///   - note: A remark for readers.
        public init(_ source: String, _ event: Event, _ guard: Guard, _ target: String, note: String = "") {
            self.source = source
            self.event = event
            self.guard = `guard`
            self.target = target
            self.note = note
        }

        /// Creates a transition without a guard.
        /// - Parameters:
        ///   - source: The source state.
        ///   - event: The event.
        ///   - target: The target state.
        ///   - note: A remark for readers.
        public init(_ source: String, _ event: Event, _ target: String, note: String = "") {
            self.init(source, event, .always, target, note: note)
        }

        /// Whether the transition is a drawn self-loop.
        public var isSelfLoop: Bool { source == target }
    }
}
