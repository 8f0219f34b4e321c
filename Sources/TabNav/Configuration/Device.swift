/// The device the app runs on (`device` in a trace header, V14 of trace format 3): it decides the widths the app
/// can have and how they change.
public enum Device: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// An iPhone that is compact in width whichever way it is held; a rotation keeps the width.
    case iphone
    /// A large iPhone (Plus, Max, XR class): compact in portrait, regular in landscape; a rotation changes the width.
    case iphoneMax = "iphone-max"
    /// An iPad: regular full screen; Split View, Slide Over and Stage Manager make it compact (`resize`).
    case ipad

    /// The width at launch: regular on an iPad, compact on an iPhone (a large one starts in portrait).
    package var launchWidth: Width { self == .ipad ? .regular : .compact }

    /// Whether the state keeps an orientation: only on a large iPhone, whose width follows it.
    package var keepsOrientation: Bool { self == .iphoneMax }

    /// The spelling used in trace files.
    public var description: String { rawValue }
}
