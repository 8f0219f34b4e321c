import TabNav
import TabNavTrace

extension JSONOutput {
    /// One step: where it is, its text, the event as data (`kind`, the library's name of the event's kind, and its
    /// `arguments`), its outcome with the rejection when rejected, the state after it and the coordinator's commands.
    struct StepLine: Encodable {
        let type = "step"
        let line: Int
        let column: Int
        /// The step as written.
        let step: String
        /// ``TabNavEvent/Kind``'s raw value: `push`, `backSwipeBegan`, `setStack`.
        let kind: String
        let arguments: ArgumentsObject
        /// `ok`, `noop` or `rejected`, as `expect outcome=` spells it.
        let outcome: String
        let rejection: RejectionObject?
        let state: StateObject
        let effects: [EffectObject]

        /// The facts of a replayed step.
        /// - Parameters:
        ///   - record: The step, its result and the state after it.
        ///   - tabs: The tab names, so that tabs and stacks are named as the trace names them.
        init(_ record: StepRecord, tabs: [String]) {
            let step = record.step
            line = step.position.line
            column = step.position.column
            self.step = step.text
            kind = step.event.kind.rawValue
            arguments = ArgumentsObject(arguments: step.event.arguments, tabs: tabs)
            outcome = record.result.outcome.name
            rejection = record.result.outcome.rejection.map(RejectionObject.init)
            state = StateObject(record.state)
            effects = record.result.effects.map { EffectObject(effect: $0, tabs: tabs) }
        }
    }
}
