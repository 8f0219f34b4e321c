/// The whole state of a tab-bar app: each tab's navigation stack, the selection, the modal, the gesture and the tab bar.
///
/// A value type: the reducer ``reduce(_:)-(TabNavRequest<Screen>)`` changes it in place, and two states compare equal when every part,
/// entry identities included, is equal. Make one from a ``Configuration`` with ``init(configuration:)``.
public struct TabNavState<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The app's fixed configuration.
    public internal(set) var configuration: Configuration<Screen>
    /// The tabs, in tab bar order, each with its stack, badge and enabled flag.
    public internal(set) var tabs: [Tab<Screen>]
    /// The index of the selected tab; the centre button is never counted.
    ///
    /// While More shows an overflow tab, that tab's index: its stack is the selected one. While More shows its list
    /// (`isShowingMoreList`) no tab is selected, and this is the first overflow tab's index, the More item's place
    /// on the bar; `selectedTabIndex` is `nil` then.
    @usableFromInline package internal(set) var selectedIndex: Int
    /// What More shows while it is selected, and what it last showed while it is not: its list at launch.
    @usableFromInline package internal(set) var moreShows: MoreScreen
    /// Whether the More tab is selected: its item highlighted, showing its list or an overflow tab; always `false`
    /// without a More tab.
    // Declared after `moreShows` so that it fills a byte after that enum's tag rather than padding before it: the
    // state stays within 128 bytes, which the compiler copies inline (Docs/Performance.md).
    public internal(set) var isMoreSelected: Bool
    /// The presented modal, if any.
    public internal(set) var modal: Modal<Screen>?
    /// The interactive back-swipe.
    public internal(set) var swipe: Gesture
    /// Whether UIKit's own tab bar buttons are on the tab bar (meaningful for ``CustomBar/onSystemBar``).
    public internal(set) var systemButtonsPresent: Bool
    /// Whether the tab bar is stuck hidden by the iOS 14.0 bug.
    public internal(set) var barStuckHidden: Bool
    /// Whether the app hid the tab bar itself (`setTabBarHidden(_:animated:)`), whatever the hiding flags say.
    public internal(set) var appHidBar: Bool
    /// Whether iOS 26 has minimized the tab bar on a scroll.
    public internal(set) var barMinimized: Bool
    /// The user's interactive swipe of a sheet down.
    public internal(set) var sheetSwipe: Gesture
    /// The width (bit 0: regular), the orientation (bit 1: landscape) and the return tab kept while More is selected
    /// (bits 2–7) of format 3, in one byte beside the flags above: the state stays within 128 bytes, which the compiler
    /// copies inline (three separate fields made it 136 bytes, copied through value witnesses: W1 +20 % instructions).
    @usableFromInline package internal(set) var layoutBits: UInt8
    /// The raw value of the next ``EntryID`` to hand out; every identity in the state is below it.
    ///
    /// Identities run out at `UInt64.max`, which is never handed out: a step that needs more new entries than
    /// `identitiesLeft` is rejected with ``Rejection/noEntryIdentityLeft``. Only a decoded state can come near.
    package internal(set) var nextEntryID: UInt64

    /// The state at launch: the first tab selected, More not selected and its list what it last showed, every stack
    /// at its root, no modal, no badges, every tab enabled, UIKit's buttons as the profile leaves them at launch, the bar not stuck, hidden by the app
    /// or minimized, no swipe.
    /// - Parameter configuration: The app's configuration.
    /// - Complexity: O(*n*) in the number of tabs.
    public init(configuration: Configuration<Screen>) {
        self.configuration = configuration
        self.tabs = []
        self.selectedIndex = 0
        self.isMoreSelected = false
        self.moreShows = .list
        self.modal = nil
        self.swipe = .idle
        self.systemButtonsPresent = configuration.systemButtonsPresentAtLaunch
        self.barStuckHidden = false
        self.appHidBar = false
        self.barMinimized = false
        self.sheetSwipe = .idle
        self.layoutBits = configuration.device.launchWidth == .regular ? 1 : 0
        self.nextEntryID = 0
        for spec in configuration.tabs {
            let root = makeEntry(spec.root, hidesBar: false)
            tabs.append(Tab(name: spec.name, stack: NavigationStack(entries: [root])))
        }
    }

    /// The horizontal size class (V14 of trace format 3): the device's launch width, changed by a rotation of a
    /// large iPhone and by an iPad's resize.
    public internal(set) var width: Width {
        get { layoutBits & 1 == 0 ? .compact : .regular }
        set { layoutBits = (layoutBits & ~1) | (newValue == .regular ? 1 : 0) }
    }

    /// How a large iPhone is held; always `portrait` on the other devices, which keep no orientation. An app knows
    /// its orientation from UIKit and reports a turn with ``UIKitReport/rotated``; the width (``width``) is what the
    /// bar depends on, so this is for the trace format and the tools (`expect orientation=`).
    package internal(set) var orientation: Orientation {
        get { layoutBits & 2 == 0 ? .portrait : .landscape }
        set { layoutBits = (layoutBits & ~2) | (newValue == .landscape ? 2 : 0) }
    }

    /// While More is selected, the bar tab that was selected when More was (the return tab of V15 of format 3); 0
    /// while a bar tab is selected, which is then the return tab itself (``returnTab``). At most 63, and a tab index is
    /// below 16.
    package internal(set) var moreReturnTab: UInt8 {
        get { layoutBits >> 2 }
        set { layoutBits = (layoutBits & 3) | ((newValue & 0x3F) << 2) }
    }

    /// The last tab selected as a bar tab (V15 of format 3): the selected tab while a bar tab is selected, else the
    /// one that was when More was selected; tab 0 at launch. A width change selects it when More goes away under its
    /// list.
    package var returnTab: Int { isMoreSelected ? Int(moreReturnTab) : selectedIndex }

    /// The selected tab: the tab at `selectedIndex`.
    ///
    /// While More shows its list no tab is selected and this is the first overflow tab, whose stack is not on
    /// screen; read `selectedTabIndex` to tell.
    package var selectedTab: Tab<Screen> { tabs[selectedIndex] }

    /// The index of the tab whose stack is on screen: a bar tab, or the overflow tab More shows; `nil` while More
    /// shows its list.
    package var selectedTabIndex: Int? { isShowingMoreList ? nil : selectedIndex }

    /// Whether More is selected and shows its list, which has no stack (V4 of trace format 2).
    @inlinable
    package var isShowingMoreList: Bool { isMoreSelected && moreShows == .list }

    /// What More shows, or `nil` when More is not selected: the `more` observable.
    package var moreSelection: MoreScreen? { isMoreSelected ? moreShows : nil }

    /// The stack that navigation steps act on by default: the modal's while one is presented, else the selected tab's.
    ///
    /// While More shows its list with no modal there is no such stack: navigation without a target is rejected
    /// then (``Rejection/moreListHasNoStack``), and this names the tab at `selectedIndex`, which it does not act on.
    package var focusedStackRef: StackRef { modal == nil ? .tab(selectedIndex) : .modal }

    /// What the user sees selected: a tab (a bar tab, or an overflow tab that More shows), or the More list.
    public var selection: Selection { isShowingMoreList ? .moreList : .tab(selectedIndex) }

    /// The stack that navigation requests without `in:` act on: the modal's while one is presented, else the
    /// selected tab's; `nil` while More shows its list with no modal, which has no stack.
    public var focusedStack: StackRef? { focusIsMoreList ? nil : focusedStackRef }

    /// Whether navigation without a target would act on the More list: More shows its list and no modal is presented.
    var focusIsMoreList: Bool { modal == nil && isShowingMoreList }

    /// Whether More shows an overflow tab at its root with no modal: a pop, a back-swipe or the back button there
    /// goes back to the More list (V4 of trace format 2).
    var goesBackToMoreList: Bool {
        guard modal == nil, isMoreSelected, let index = moreShows.tabIndex else { return false }
        return depth(of: .tab(index)) == 1
    }

    /// The stack named by `ref`, or `nil` when it does not exist (no modal, or a tab index out of range).
    /// - Parameter ref: Which stack.
    /// - Returns: The stack, or `nil`.
    public func stack(_ ref: StackRef) -> NavigationStack<Screen>? {
        switch ref {
        case .tab(let index): tabs.indices.contains(index) ? tabs[index].stack : nil
        case .modal: modal?.stack
        }
    }

    /// How many new entries the state can still make: identities from `nextEntryID` up to `UInt64.max`, excluded.
    package var identitiesLeft: UInt64 { UInt64.max - nextEntryID }

    /// Makes a new entry with a fresh identity; it hides the bar if asked or if its screen is declared to.
    /// The handler checked `identitiesLeft` before changing anything.
    @inline(__always) // Out of line, the configuration was copied to the stack to ask it about the screen.
    mutating func makeEntry(_ screen: Screen, hidesBar: Bool) -> Entry<Screen> {
        precondition(nextEntryID < UInt64.max, "makeEntry without an identity left: the handler must reject the step first")
        defer { nextEntryID += 1 }
        return Entry(screen: screen, hidesBar: hidesBar || configuration.hidesBar(screen), id: EntryID(rawValue: nextEntryID))
    }

    /// `nil` when `count` new entries can be made, else the rejection.
    func needIdentities(_ count: Int) -> Rejection? {
        count <= 0 || UInt64(count) <= identitiesLeft ? nil : .noEntryIdentityLeft
    }

    /// Runs `body` on the stack named by `ref`, in place; `ref` must exist.
    mutating func withStack<R>(_ ref: StackRef, _ body: (inout NavigationStack<Screen>) -> R) -> R {
        switch ref {
        case .tab(let index): return body(&tabs[index].stack)
        case .modal:
            precondition(modal != nil, "withStack(.modal) called without a modal")
            return body(&modal!.stack)
        }
    }
}
