import TabNav

extension StateLayout {
    /// Every stored property of ``TabNav/TabNavState``, with what the packed state does with it. A property added to
    /// the state and not here makes a test fail: a packed state that drops a part of the state gives wrong proofs
    /// without any other sign (two states that differ only there are one state to the search).
    package static let stateFields: [(name: String, kept: String)] = [
        ("configuration", "fixed by the model: every state of a search shares it"),
        ("tabs", "each tab's badge, enabled flag and stack (screens, hiding flags), up to the depth bound"),
        ("selectedIndex", "the selection bits"),
        ("moreShows", "when More exists in a width the state can be in (keepsMore)"),
        ("isMoreSelected", "when More exists in a width the state can be in (keepsMore)"),
        ("modal", "its style and stack, when the model can present (hasModal)"),
        ("swipe", "the back-swipe bit"),
        ("systemButtonsPresent", "one bit"),
        ("barStuckHidden", "one bit"),
        ("appHidBar", "when a letter can hide the bar (keepsAppHidden)"),
        ("barMinimized", "when a letter can minimize the bar (keepsMinimized)"),
        ("sheetSwipe", "when a letter can start a sheet swipe (keepsSheetSwipe)"),
        (
            "layoutBits",
            "the width when a letter can change it (keepsWidth: a rotate of an iphone-max, a resize of an ipad), the "
                + "orientation on such an iphone-max (keepsOrientation), the return tab when the width can change and More "
                + "exists in a width (keepsReturnTab)"
        ),
        ("nextEntryID", "not kept: identities are renumbered, and no observable or goal reads them"),
    ]
}
