/// The observables of §5 after one step, keyed as an `expect` line spells them, in insertion order.
///
/// `anomalies` is kept sorted so that two sets compare equal whatever order they were listed in.
struct Observables: Hashable, Sendable, CustomStringConvertible {
    private(set) var keys: [String] = []
    private(set) var values: [String: String] = [:]

    subscript(key: String) -> String? {
        get { values[key] }
        set {
            guard var value = newValue else { return }
            if key == "anomalies" { value = value.split(separator: ",").map(String.init).sorted().joined(separator: ",") }
            if values.updateValue(value, forKey: key) == nil { keys.append(key) }
        }
    }

    /// The keys whose values differ from `other`'s, in this one's order, then `other`'s extra keys.
    func differences(from other: Observables, ignoring ignored: Set<String> = []) -> [String] {
        let all = keys + other.keys.filter { values[$0] == nil }
        return all.filter { !ignored.contains($0) && values[$0] != other.values[$0] }
    }

    /// `key=value` pairs separated by spaces.
    var description: String { keys.map { "\($0)=\(values[$0]!)" }.joined(separator: " ") }
}
