extension Configuration: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case tabs, hidingScreens, centerButton, barPolicy, badgePolicy, profile, customBar, overlapFix, badgeTarget, minimize,
            device
    }

    /// Decodes a configuration and validates it.
    /// - Throws: `DecodingError.dataCorrupted` naming the broken rule.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let tabs = try c.decode([TabSpec<Screen>].self, forKey: .tabs)
        let center = try c.decodeIfPresent(CenterButton<Screen>.self, forKey: .centerButton)
        if let error = Self.validate(tabs: tabs, centerButton: center) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "invalid configuration: \(error)"))
        }
        self.tabs = tabs
        self.centerButton = center
        hidingScreens = try c.decodeIfPresent(Set<Screen>.self, forKey: .hidingScreens) ?? []
        barPolicy = try c.decodeIfPresent(BarPolicy.self, forKey: .barPolicy) ?? .sticky
        badgePolicy = try c.decodeIfPresent(BadgePolicy.self, forKey: .badgePolicy) ?? .clearOnTap
        profile = try c.decodeIfPresent(UIKitProfile.self, forKey: .profile) ?? .modern
        customBar = try c.decodeIfPresent(CustomBar.self, forKey: .customBar) ?? .none
        overlapFix = try c.decodeIfPresent(OverlapFix.self, forKey: .overlapFix) ?? .none
        badgeTarget = try c.decodeIfPresent(BadgeTarget.self, forKey: .badgeTarget) ?? .custom
        minimize = try c.decodeIfPresent(MinimizeBehavior.self, forKey: .minimize) ?? .never
        device = try c.decodeIfPresent(Device.self, forKey: .device) ?? .iphone
        screensDecide = Screen.self is any TabBarHidingScreen.Type
        hidingKeys = Self.keys(of: hidingScreens)
        if let error = Self.validate(minimize: minimize, profile: profile) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "invalid configuration: \(error)"))
        }
    }

    /// Encodes the configuration.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(tabs, forKey: .tabs)
        try c.encode(hidingScreens, forKey: .hidingScreens)
        try c.encodeIfPresent(centerButton, forKey: .centerButton)
        try c.encode(barPolicy, forKey: .barPolicy)
        try c.encode(badgePolicy, forKey: .badgePolicy)
        try c.encode(profile, forKey: .profile)
        try c.encode(customBar, forKey: .customBar)
        try c.encode(overlapFix, forKey: .overlapFix)
        try c.encode(badgeTarget, forKey: .badgeTarget)
        try c.encode(minimize, forKey: .minimize)
        try c.encode(device, forKey: .device)
    }
}
