/// Restoring an archived state into the configuration of the build that runs now.
///
/// An archive holds the configuration of the build that wrote it. After an app update that configuration may be
/// out of date (a tab renamed or gone, a screen that now hides the bar, another UIKit profile), so an app restores
/// against its running configuration: the archived tabs are matched by name, the running rules decide the bar, and
/// what UIKit holds only while the app runs (gestures, the minimized bar, UIKit's own buttons, a stuck bar) starts
/// as at launch.
extension TabNavState {
    /// Fits a state archived by another build (`archived`) into `configuration`, the running build's.
    ///
    /// - Tabs are matched by name: a tab may move, and a tab the archive does not have starts at its root; a tab
    ///   the running configuration does not have, or whose configured root screen changed, does not fit (a root
    ///   that a stack replacement put there is kept).
    /// - Every entry hides the bar as the running rule says (``Configuration/hidesBar(_:)``), or by its own flag
    ///   when the archived `hidingScreens` did not set it (a `push(_:hidesBar:)` of its own). For a screen type
    ///   that conforms to ``TabBarHidingScreen`` the running rule decides every flag: the archive cannot tell an
    ///   entry's own flag from the rule of the build that wrote it.
    /// - The selection follows its tab (into or out of the More list, as the running tab count and the device's
    ///   launch width put it; the width and orientation start as at launch); badges, enabled flags, the modal and the
    ///   bar the app hid are kept.
    /// - The gestures, iOS 26's minimized bar, UIKit's buttons and the iOS 14.0 stuck bar start as at launch: a
    ///   relaunched app has a new UIKit.
    /// - Entries get the identities a freshly launched state would give them (a tab's configured root keeps the
    ///   launch state's), so that `move(to:)` from the launch state replaces only what differs.
    /// - Parameters:
    ///   - archived: The decoded state, with the configuration it was archived with.
    ///   - configuration: The running build's configuration.
    /// - Throws: ``RestorationError`` naming what does not fit.
    /// - Complexity: O(*n*) in the number of entries, O(*t*²) in the number of tabs.
    public init(restoring archived: TabNavState, configuration: Configuration<Screen>) throws(RestorationError) {
        var state = TabNavState(configuration: configuration)
        let old = archived.configuration
        for archivedTab in archived.tabs where configuration.tabIndex(named: archivedTab.name) == nil {
            throw .removedTab(archivedTab.name)
        }
        // A tab the archive lacks keeps the launch state's root; every identity is renumbered at the end.
        for (index, spec) in configuration.tabs.enumerated() {
            guard let from = old.tabIndex(named: spec.name) else { continue }
            let tab = archived.tabs[from]
            // The configured root, not the stack's: a stack replacement may have put another screen at the root.
            guard ScreenName.same(old.tabs[from].root, spec.root) else { throw .rootChanged(tab: spec.name) }
            state.tabs[index].stack = Self.refit(tab.stack, from: old, to: configuration)
            state.tabs[index].badge = tab.badge
            state.tabs[index].isEnabled = tab.isEnabled
        }
        state.modal = archived.modal.map { Modal(stack: Self.refit($0.stack, from: old, to: configuration), style: $0.style) }
        state.appHidBar = archived.appHidBar
        let selectedName = archived.tabs[archived.selectedIndex].name
        let selected = configuration.tabIndex(named: selectedName) ?? 0
        state.selectedIndex = selected
        // The running build launches in its device's launch width: More and the return tab are read in that width.
        let returnName = archived.tabs.indices.contains(archived.returnTab) ? archived.tabs[archived.returnTab].name : ""
        let returnTab = configuration.tabIndex(named: returnName).flatMap { state.isOverflowTab($0) ? nil : $0 } ?? 0
        if state.hasMore {
            let shown = archived.moreShows.tabIndex.flatMap { configuration.tabIndex(named: archived.tabs[$0].name) }
            if archived.isShowingMoreList {
                state.isMoreSelected = true
                state.moreShows = .list
                state.selectedIndex = state.barTabCount
            } else {
                state.isMoreSelected = state.isOverflowTab(selected)
                state.moreShows =
                    state.isMoreSelected ? .tab(selected) : shown.map { state.isOverflowTab($0) ? .tab($0) : .list } ?? .list
            }
        } else if archived.isShowingMoreList {
            state.selectedIndex = returnTab
        }
        if state.isMoreSelected { state.moreReturnTab = UInt8(truncatingIfNeeded: returnTab) }
        state.renumberAsLaunched()
        let violations = state.invariantViolations()
        if !violations.isEmpty { throw .invalid(violations.map(\.description)) }
        self = state
    }

    /// Gives the entries the identities a freshly launched state would: tab *i*'s configured root `#i`, every other
    /// entry the next ones in order. No controller of the relaunched app holds an archived identity, so this costs
    /// nothing, and `move(to:)` from the launch state keeps every root that did not change.
    private mutating func renumberAsLaunched() {
        var next = UInt64(tabs.count)
        func fresh(_ entry: Entry<Screen>) -> Entry<Screen> {
            defer { next += 1 }
            return Entry(screen: entry.screen, hidesBar: entry.hidesBar, id: EntryID(rawValue: next))
        }
        for (index, spec) in configuration.tabs.enumerated() {
            let entries = tabs[index].stack.entries
            let launchRoot =
                ScreenName.same(entries[0].screen, spec.root) && entries[0].hidesBar == configuration.hidesBar(spec.root)
            var renumbered: [Entry<Screen>] = []
            for (position, entry) in entries.enumerated() {
                if position == 0 && launchRoot {
                    renumbered.append(Entry(screen: entry.screen, hidesBar: entry.hidesBar, id: EntryID(rawValue: UInt64(index))))
                } else {
                    renumbered.append(fresh(entry))
                }
            }
            tabs[index].stack = NavigationStack(entries: renumbered)
        }
        if let modal {
            self.modal = Modal(stack: NavigationStack(entries: modal.stack.entries.map(fresh)), style: modal.style)
        }
        nextEntryID = next
    }

    /// `stack` with each entry's flag as `new`'s rule says, or as its own flag said where `old`'s rule did not set
    /// it. A `TabBarHidingScreen` type answers with the running build's code, never the archived build's, so an
    /// archived flag cannot be told from that rule's: for such a type the running rule decides every flag.
    private static func refit(_ stack: NavigationStack<Screen>, from old: Configuration<Screen>, to new: Configuration<Screen>)
        -> NavigationStack<Screen>
    {
        NavigationStack(
            entries: stack.entries.map { entry in
                let own = entry.hidesBar && !new.screensDecide && !old.hidesBar(entry.screen)
                return Entry(screen: entry.screen, hidesBar: own || new.hidesBar(entry.screen), id: entry.id)
            })
    }
}

extension TabNavState where Screen: Codable {
    /// The `userInfo` key under which a decoder carries the running configuration: a `TabNavState` decoded with it
    /// is fitted into that configuration (``init(restoring:configuration:)``) and throws ``RestorationError`` when
    /// it does not fit.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[TabNavState<Route>.runningConfigurationKey] = configuration
    /// let restored = try decoder.decode(TabNavState<Route>.self, from: archive)
    /// ```
    public static var runningConfigurationKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "TabNav.runningConfiguration")! }

    /// Decodes an archived state and fits it into the running configuration.
    /// - Parameters:
    ///   - decoder: The decoder of the archive.
    ///   - configuration: The running build's configuration.
    /// - Throws: ``RestorationError/unreadable(_:)`` when the archive cannot be decoded (a screen the running
    ///   `Screen` type no longer has, a broken invariant), else what ``init(restoring:configuration:)`` throws.
    public init(from decoder: any Decoder, configuration: Configuration<Screen>) throws(RestorationError) {
        let archived: TabNavState
        do {
            archived = try TabNavState(archivedFrom: decoder)
        } catch {
            throw .unreadable(String(describing: error))
        }
        try self.init(restoring: archived, configuration: configuration)
    }
}

/// Why an archived state does not fit the running configuration.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The archive has a tab that the running configuration does not.
    case removedTab(String)
    /// The tab's root screen is not the one the running configuration gives it.
    case rootChanged(tab: String)
    /// The archive cannot be decoded: a screen the running `Screen` type cannot decode, a corrupted archive.
    case unreadable(String)
    /// The fitted state breaks invariants (listed).
    case invalid([String])

    /// A sentence naming what does not fit.
    public var description: String {
        switch self {
        case .removedTab(let name): "the archive has tab '\(name)', which the running configuration does not"
        case .rootChanged(let name): "tab '\(name)' has another root screen in the running configuration"
        case .unreadable(let reason): "the archive cannot be read: \(reason)"
        case .invalid(let list): "the restored state is not valid: \(list.joined(separator: "; "))"
        }
    }
}
