import TabNav

/// A command that UIKit refuses, ignores with a console warning or crashes on, as ``SimulatedUIKit`` found it.
///
/// A coordinator that only performs the effects of `reduce` never meets one; a refusal in a test means the
/// coordinator sent UIKit a command of its own, dropped one, or performed them out of order.
public struct UIKitRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The refused command, as ``Effect/description`` spells it.
    public var command: String
    /// Why UIKit refuses it.
    public var reason: Reason

    /// Creates a refusal.
    /// - Parameters:
    ///   - command: The refused command, as ``Effect/description`` spells it.
    ///   - reason: Why UIKit refuses it.
    public init(command: String, reason: Reason) {
        self.command = command
        self.reason = reason
    }

    /// The command and the reason, on one line.
    public var description: String { "UIKit refuses \(command): \(reason)" }
}
