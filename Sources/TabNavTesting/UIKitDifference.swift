import TabNav

/// One part where what ``SimulatedUIKit`` shows differs from a state (``SimulatedUIKit/differences(from:)``).
public struct UIKitDifference: Hashable, Sendable, CustomStringConvertible {
    /// The part that differs.
    public var part: Part
    /// What UIKit shows, in the part's short form.
    public var uikit: String
    /// What the state says, in the same form.
    public var state: String

    /// Creates a difference.
    /// - Parameters:
    ///   - part: The part that differs.
    ///   - uikit: What UIKit shows.
    ///   - state: What the state says.
    public init(part: Part, uikit: String, state: String) {
        self.part = part
        self.uikit = uikit
        self.state = state
    }

    /// The part, what UIKit shows and what the state says, on one line.
    public var description: String { "\(part): UIKit shows \(uikit), the state says \(state)" }
}
