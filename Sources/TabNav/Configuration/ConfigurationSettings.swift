/// The header settings of a configuration (``HeaderSetting``) as one value: what a trace header sets line by line
/// before the configuration is made.
package struct ConfigurationSettings: Hashable, Sendable {
    package var barPolicy: BarPolicy
    package var badgePolicy: BadgePolicy
    package var profile: UIKitProfile
    package var customBar: CustomBar
    package var overlapFix: OverlapFix
    package var badgeTarget: BadgeTarget
    package var minimize: MinimizeBehavior
    package var device: Device

    /// The defaults: those of `Configuration.init`, the one place they are written, read off a configuration made
    /// with no setting given.
    package static let defaults: ConfigurationSettings = {
        do {
            return try Configuration<String>(tabs: [TabSpec(name: "a", root: "a")]).settings
        } catch {
            preconditionFailure("a configuration of one tab is valid: \(error)")
        }
    }()

    /// The setting's value as a trace spells it.
    /// - Parameter setting: The setting.
    package func value(of setting: HeaderSetting) -> String {
        switch setting {
        case .barPolicy: barPolicy.rawValue
        case .badgePolicy: badgePolicy.rawValue
        case .profile: profile.rawValue
        case .customBar: customBar.rawValue
        case .overlapFix: overlapFix.rawValue
        case .badgeTarget: badgeTarget.rawValue
        case .minimize: minimize.rawValue
        case .device: device.rawValue
        }
    }

    /// Sets a setting from its spelling in a trace.
    /// - Parameters:
    ///   - setting: The setting.
    ///   - value: One of the setting's ``HeaderSetting/values``.
    /// - Returns: `false`, changing nothing, when `value` is not one of them.
    package mutating func set(_ setting: HeaderSetting, to value: String) -> Bool {
        switch setting {
        case .barPolicy: Self.assign(value, to: &barPolicy)
        case .badgePolicy: Self.assign(value, to: &badgePolicy)
        case .profile: Self.assign(value, to: &profile)
        case .customBar: Self.assign(value, to: &customBar)
        case .overlapFix: Self.assign(value, to: &overlapFix)
        case .badgeTarget: Self.assign(value, to: &badgeTarget)
        case .minimize: Self.assign(value, to: &minimize)
        case .device: Self.assign(value, to: &device)
        }
    }

    /// Whether the setting has its default value.
    /// - Parameter setting: The setting.
    package func isDefault(_ setting: HeaderSetting) -> Bool {
        value(of: setting) == Self.defaults.value(of: setting)
    }

    private static func assign<T: RawRepresentable>(_ value: String, to field: inout T) -> Bool where T.RawValue == String {
        guard let parsed = T(rawValue: value) else { return false }
        field = parsed
        return true
    }
}

extension Configuration {
    /// The configuration's header settings as one value.
    package var settings: ConfigurationSettings {
        ConfigurationSettings(
            barPolicy: barPolicy, badgePolicy: badgePolicy, profile: profile, customBar: customBar, overlapFix: overlapFix,
            badgeTarget: badgeTarget, minimize: minimize, device: device)
    }

    /// Creates a validated configuration from its tabs, screens, centre button and header settings.
    /// - Throws: ``ConfigurationError`` when a rule is broken.
    package init(
        tabs: [TabSpec<Screen>], hidingScreens: Set<Screen> = [], centerButton: CenterButton<Screen>? = nil,
        settings: ConfigurationSettings
    ) throws(ConfigurationError) {
        try self.init(
            tabs: tabs, hidingScreens: hidingScreens, centerButton: centerButton, barPolicy: settings.barPolicy,
            badgePolicy: settings.badgePolicy, profile: settings.profile, customBar: settings.customBar,
            overlapFix: settings.overlapFix, badgeTarget: settings.badgeTarget, minimize: settings.minimize,
            device: settings.device)
    }
}
