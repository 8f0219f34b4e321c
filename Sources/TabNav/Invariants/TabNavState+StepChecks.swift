/// The tests a replay makes on the state after every step: its shape and its anomalies (``TabNavState/stepChecks()``).
package struct StepChecks: Sendable {
    /// Whether the state keeps every rule of the `shape` scope: `invariantViolations(.shape)` is empty.
    package var keepsShape: Bool
    /// ``TabNavState/anomalyFlags`` of the state.
    package var anomalyFlags: UInt64
}

extension TabNavState {
    /// The shape's verdict and the anomaly flags, in one call: the tests of ``invariantViolations(_:)`` with the `shape`
    /// scope (``keepsShape``), and ``anomalyFlags``.
    ///
    /// A replay makes both after every step. Asked one after the other, each call was lent its own copy of the state's
    /// 128 bytes, and the first returned an array to release; here one call is lent one copy. The shape's tests are
    /// written here, in one pass over the tabs, with no message, array or optional string built: the same tests as the
    /// messages' path of ``invariantViolations(_:)``, which a state that fails them goes through to name what is
    /// broken.
    /// - Returns: Whether the state keeps its shape, and its anomaly flags.
    /// - Complexity: O(*t*) in the number of tabs.
    @_specialize(exported:true,where Screen == String)
    package func stepChecks() -> StepChecks {
        let flags = anomalyFlags
        shape: do {
            guard tabs.count == configuration.tabs.count, tabs.indices.contains(selectedIndex) else { break shape }
            // An index loop reads each tab in place (no copy of a tab, no closure); the counts are equal, checked above.
            for i in 0..<tabs.count {
                guard tabs[i].name == configuration.tabs[i].name, tabs[i].stack.depth != 0 else { break shape }
                switch tabs[i].badge {
                case .none, .dot: break
                case .count(let n): if n <= 0 { break shape }
                case .text(let s): if s.isEmpty { break shape }
                }
            }
            guard (modal?.stack.depth ?? 1) != 0 else { break shape }
            // An iphone with no More tab, not selected and showing its list, and no return tab: what the rule about
            // More and the width asks of it, without the rule's optional message.
            let plainIPhone =
                layoutBits == 0 && !isMoreSelected && moreShows == .list && configuration.device == .iphone && !hasMore
            if !plainIPhone && moreSelectionProblem != nil { break shape }
            if swipe == .active && (focusIsMoreList || (depth(of: focusedStackRef) < 2 && !goesBackToMoreList)) {
                break shape
            }
            if systemButtonsPresent && !configuration.canKeepSystemButtons { break shape }
            if barStuckHidden && !configuration.canStickBar { break shape }
            if barMinimized && (configuration.scrollMinimizes(.down) == nil && configuration.scrollMinimizes(.up) == nil) {
                break shape
            }
            if sheetSwipe == .active && (modal.map { configuration.sheetSwipeRefusal($0.style) != nil } ?? true) {
                break shape
            }
            return StepChecks(keepsShape: true, anomalyFlags: flags)
        }
        return StepChecks(keepsShape: false, anomalyFlags: flags)
    }
}
