/// The tests a replay makes on the state after every step: its shape and its anomalies (``TabNavState/stepChecks()``).
package struct StepChecks: Sendable {
    /// Whether the state keeps every rule of the `shape` scope: `invariantViolations(.shape)` is empty.
    package var keepsShape: Bool
    /// ``TabNavState/anomalyFlags`` of the state.
    package var anomalyFlags: UInt64
}

extension TabNavState {
    /// The shape's verdict and the anomaly flags, in one call: the tests of ``invariantViolations(_:)`` with the `shape`
    /// scope (without its messages) and ``anomalyFlags``.
    ///
    /// A replay makes both after every step. Asked one after the other, each call was lent its own copy of the state's
    /// 128 bytes, and the first returned an array to release; here one call is lent one copy and lends the same bytes on.
    /// - Returns: Whether the state keeps its shape, and its anomaly flags.
    /// - Complexity: O(*t*) in the number of tabs.
    @_specialize(exported:true,where Screen == String)
    package func stepChecks() -> StepChecks {
        StepChecks(keepsShape: keepsShape, anomalyFlags: anomalyFlags)
    }
}
