/// A setting of the configuration that a trace header states on a line of its own (`profile ios26`): its keyword,
/// its values and what it is called in messages.
///
/// This is the one table of the header's settings. The trace parser reads a setting's line through it, the canonical
/// header and the simulator's header line print it from ``ConfigurationSettings/value(of:)``, and the default of each
/// is the default of ``Configuration/init(tabs:hidingScreens:centerButton:barPolicy:badgePolicy:profile:customBar:overlapFix:badgeTarget:minimize:device:)``,
/// read through ``ConfigurationSettings/defaults``. The cases are in the canonical header order.
///
/// To add a setting: a case here and its `noun`/`values`, a stored property of ``ConfigurationSettings`` with its
/// `value(of:)`/`set(_:to:)` lines, the parameter of `Configuration.init`, and the rule that reads it in
/// Rules/Configuration+UIKitRules.swift. The compiler points at every switch below.
package enum HeaderSetting: String, CaseIterable, Hashable, Sendable {
    /// `bar-policy`: how hiding flags decide the bar (``BarPolicy``).
    case barPolicy = "bar-policy"
    /// `badge-policy`: whether a tap clears the tab's badge (``BadgePolicy``).
    case badgePolicy = "badge-policy"
    /// `profile`: which UIKit behaviour is simulated (``UIKitProfile``).
    case profile
    /// `custom-bar`: where the custom bar lives (``CustomBar``).
    case customBar = "custom-bar"
    /// `overlap-fix`: when the app removes re-added system buttons (``OverlapFix``).
    case overlapFix = "overlap-fix"
    /// `badge-target`: where the app puts its badges (``BadgeTarget``).
    case badgeTarget = "badge-target"
    /// `minimize`: when scrolling minimizes the bar (``MinimizeBehavior``).
    case minimize
    /// `device`: the device the app runs on (``Device``, format 3).
    case device

    /// The header line's first word.
    package var keyword: String { rawValue }

    /// What the setting is called in messages: `unknown bar policy 'x'`.
    package var noun: String {
        switch self {
        case .barPolicy: "bar policy"
        case .badgePolicy: "badge policy"
        case .profile: "profile"
        case .customBar: "custom bar"
        case .overlapFix: "overlap fix"
        case .badgeTarget: "badge target"
        case .minimize: "minimize behaviour"
        case .device: "device"
        }
    }

    /// Every value the setting takes, as traces spell them, in the order of their type's cases.
    package var values: [String] {
        switch self {
        case .barPolicy: BarPolicy.allCases.map(\.rawValue)
        case .badgePolicy: BadgePolicy.allCases.map(\.rawValue)
        case .profile: UIKitProfile.allCases.map(\.rawValue)
        case .customBar: CustomBar.allCases.map(\.rawValue)
        case .overlapFix: OverlapFix.allCases.map(\.rawValue)
        case .badgeTarget: BadgeTarget.allCases.map(\.rawValue)
        case .minimize: MinimizeBehavior.allCases.map(\.rawValue)
        case .device: Device.allCases.map(\.rawValue)
        }
    }

    /// The value a header that leaves the line out has.
    package var defaultValue: String { ConfigurationSettings.defaults.value(of: self) }

    /// The setting whose keyword is `keyword`, if there is one.
    /// - Parameter keyword: A header line's first word.
    package init?(keyword: String) { self.init(rawValue: keyword) }
}
