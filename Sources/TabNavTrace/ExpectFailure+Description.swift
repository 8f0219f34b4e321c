extension ExpectFailure: CustomStringConvertible {
    /// The failure as every report words it: `expected depth=3, got 2`.
    public var description: String { description(showing: { $0 }) }

    /// The failure as every report words it, each value shown through `show` (a report may cut long values).
    /// - Parameter show: Turns a value into the text shown for it.
    /// - Returns: `expected KEY=EXPECTED, got ACTUAL`.
    public func description(showing show: (String) -> String) -> String {
        "expected \(keyText)=\(show(expected)), got \(show(actual))"
    }
}
