/// How a large iPhone (``Device/iphoneMax``) is held (V14 of trace format 3); the other devices keep no orientation.
package enum Orientation: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Upright: compact width.
    case portrait
    /// On its side: regular width on a large iPhone.
    case landscape

    /// The spelling used in trace files (`expect orientation=landscape`).
    package var description: String { rawValue }
}
