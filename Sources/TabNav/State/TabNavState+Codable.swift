extension TabNavState: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case configuration, tabs, selectedIndex, modal, swipe, systemButtonsPresent, barStuckHidden, nextEntryID
        case appHidBar, barMinimized, sheetSwipe
        case isMoreSelected, moreShows
        case width, orientation, returnTab
    }

    /// Decodes a state and validates it; a state encoded before the More tab existed decodes with More not selected.
    ///
    /// The state keeps the configuration it was archived with, unless the decoder's `userInfo` holds the running
    /// configuration under ``runningConfigurationKey``: then it is fitted into that one
    /// (``init(restoring:configuration:)``). An app restoring its own archive after an update wants the latter,
    /// or ``init(from:configuration:)``.
    /// - Throws: `DecodingError.dataCorrupted` listing every broken invariant; with the running configuration,
    ///   ``RestorationError`` for every failure, an unreadable archive included (``RestorationError/unreadable(_:)``).
    public init(from decoder: any Decoder) throws {
        if let running = decoder.userInfo[Self.runningConfigurationKey] as? Configuration<Screen> {
            self = try TabNavState(from: decoder, configuration: running)
        } else {
            self = try TabNavState(archivedFrom: decoder)
        }
    }

    /// Decodes a state with the configuration it was archived with, and validates it.
    init(archivedFrom decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        configuration = try c.decode(Configuration<Screen>.self, forKey: .configuration)
        tabs = try c.decode([Tab<Screen>].self, forKey: .tabs)
        selectedIndex = try c.decode(Int.self, forKey: .selectedIndex)
        modal = try c.decodeIfPresent(Modal<Screen>.self, forKey: .modal)
        swipe = try c.decode(Gesture.self, forKey: .swipe)
        systemButtonsPresent = try c.decode(Bool.self, forKey: .systemButtonsPresent)
        barStuckHidden = try c.decode(Bool.self, forKey: .barStuckHidden)
        nextEntryID = try c.decode(UInt64.self, forKey: .nextEntryID)
        appHidBar = try c.decodeIfPresent(Bool.self, forKey: .appHidBar) ?? false
        barMinimized = try c.decodeIfPresent(Bool.self, forKey: .barMinimized) ?? false
        sheetSwipe = try c.decodeIfPresent(Gesture.self, forKey: .sheetSwipe) ?? .idle
        isMoreSelected = try c.decodeIfPresent(Bool.self, forKey: .isMoreSelected) ?? false
        moreShows = try c.decodeIfPresent(MoreScreen.self, forKey: .moreShows) ?? .list
        let width = try c.decodeIfPresent(Width.self, forKey: .width) ?? configuration.device.launchWidth
        let orientation = try c.decodeIfPresent(Orientation.self, forKey: .orientation) ?? .portrait
        // An archive from before format 3 has no return tab: tab 0 while More is selected.
        let returnTab = try c.decodeIfPresent(UInt8.self, forKey: .returnTab) ?? 0
        guard returnTab < Configuration<Screen>.maximumTabCount else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "invalid TabNav state: return tab \(returnTab)"))
        }
        layoutBits = (width == .regular ? 1 : 0) | (orientation == .landscape ? 2 : 0) | (returnTab << 2)
        let violations = invariantViolations()
        if !violations.isEmpty {
            let list = violations.map(\.description).joined(separator: "; ")
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "invalid TabNav state: \(list)"))
        }
    }

    /// Encodes the state.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(configuration, forKey: .configuration)
        try c.encode(tabs, forKey: .tabs)
        try c.encode(selectedIndex, forKey: .selectedIndex)
        try c.encodeIfPresent(modal, forKey: .modal)
        try c.encode(swipe, forKey: .swipe)
        try c.encode(systemButtonsPresent, forKey: .systemButtonsPresent)
        try c.encode(barStuckHidden, forKey: .barStuckHidden)
        try c.encode(nextEntryID, forKey: .nextEntryID)
        try c.encode(appHidBar, forKey: .appHidBar)
        try c.encode(barMinimized, forKey: .barMinimized)
        try c.encode(sheetSwipe, forKey: .sheetSwipe)
        try c.encode(isMoreSelected, forKey: .isMoreSelected)
        try c.encode(moreShows, forKey: .moreShows)
        try c.encode(width, forKey: .width)
        try c.encode(orientation, forKey: .orientation)
        try c.encode(moreReturnTab, forKey: .returnTab)
    }
}
