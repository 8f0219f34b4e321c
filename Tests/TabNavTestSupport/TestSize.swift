import Foundation

/// How large the heavier random, exhaustive and exploration runs of the tests are.
///
/// `swift test` runs the default size, which keeps the whole suite to a couple of minutes of CPU in a debug build;
/// `TABNAV_TEST_SIZE=large swift test` runs the larger runs (more steps, runs, models and ways; Docs/Testing.md lists
/// them), with the same seeds. Any other value than `default` or `large` stops the run with a message.
enum TestSize: String, Sendable {
    case `default`
    case large

    /// The size the environment asks for: `TABNAV_TEST_SIZE`, `default` when unset.
    static let current: TestSize = {
        guard let text = ProcessInfo.processInfo.environment["TABNAV_TEST_SIZE"], !text.isEmpty else { return .default }
        guard let size = TestSize(rawValue: text) else {
            preconditionFailure("TABNAV_TEST_SIZE is '\(text)'; it must be 'default' or 'large'")
        }
        return size
    }()

    /// Whether the larger runs are asked for.
    static var isLarge: Bool { current == .large }

    /// `small` at the default size, `large` under `TABNAV_TEST_SIZE=large`.
    static func pick<Value>(_ small: Value, large: Value) -> Value { isLarge ? large : small }
}
