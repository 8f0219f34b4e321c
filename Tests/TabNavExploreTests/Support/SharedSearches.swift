import Foundation
import TabNavExplore

@testable import TabNavTestSupport

/// The naive reference searches of the explorer's tests, each worked out once a run.
///
/// Several suites search the same models at the same depths (the explorer's counts, the canonical states, the
/// packing round trip, format 3's devices), and the naive search of whole states is most of what they cost in a debug
/// build when each test ran its own.
enum SharedSearches {
    private static let references = Shared<String, ReferenceSearch>()
    private static let expectations = Shared<String, ExploreExpectation>()

    /// The model of `text` at `depth` and its reference search without goals, searched on the first call.
    static func reference(_ text: String, depth: Int) throws -> (model: ExploreModel, reference: ReferenceSearch) {
        let model = try ExploreModels.model(text, depth: depth)
        return (model, references.value("\(depth)\n\(text)") { ReferenceSearch(model: model) })
    }

    /// What a breadth-first search of the model of `text` at `depth` for the goals of `goalTexts` must report, worked
    /// out on the first call.
    static func expectation(_ text: String, depth: Int, goalTexts: [String]) throws -> ExploreExpectation {
        let model = try ExploreModels.model(text, depth: depth)
        let goals = try goalTexts.map { try ExploreGoal.parse($0, header: model.header).get() }
        let key = "\(depth)\n\(goalTexts.joined(separator: "\n"))\n\n\(text)"
        return expectations.value(key) { ExploreExpectation(model: model, goals: goals) }
    }

    /// Values worked out once for each key, under a lock (two tests asking at once may both work one out).
    private final class Shared<Key: Hashable, Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Key: Value] = [:]

        func value(_ key: Key, make: () -> Value) -> Value {
            if let value = lock.withLock({ values[key] }) { return value }
            let value = make()
            lock.withLock { values[key] = value }
            return value
        }
    }
}
