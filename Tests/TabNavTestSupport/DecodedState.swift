import Foundation
import TabNav
import Testing

/// A state decoded from JSON whose `nextEntryID` leaves `left` identities, after `steps`: no initializer builds a state
/// near the end of its identities (the reducer fuzzer's finding).
func decodedState(identitiesLeft left: UInt64, config: Config? = nil, steps: [Event] = []) throws -> State {
    var state = TabNavState(configuration: try config ?? makeConfig())
    arrange(&state, steps)
    var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any])
    json["nextEntryID"] = NSNumber(value: UInt64.max - left)
    let decoded = try JSONDecoder().decode(State.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(decoded.identitiesLeft == left)
    return decoded
}
