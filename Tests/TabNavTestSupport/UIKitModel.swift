@testable import TabNav

/// A command UIKit would refuse (or crash on), as the interpreter found it.
struct ModelRefusal: Error, CustomStringConvertible {
    var description: String
}

/// A small model of what UIKit shows — a tab bar controller with one navigation controller a tab, at
/// most one presented navigation controller, badges, enabled items, the bar and its system buttons, iOS 26's
/// minimized bar, the user's gestures — that plays coordinator commands and refuses those UIKit refuses.
///
/// Its rules for what UIKit does by itself on a command are written here from the trace format, not read from the
/// library: setting a badge on the item (`badge-target item`) over an `on-system-bar` custom bar puts UIKit's
/// buttons back (V8.2), and so does an animated multi-level pop-to or pop-to-root of the selected tab under
/// `legacy` (§4.3); the app's removal finds no buttons under `ios26` (V6); a change of the selected tab's stack and
/// the app's own hiding of the bar expand a minimized bar, a new selection does not (V6, V13 of format 3); a command
/// on the stack under a back-swipe,
/// or one that moves the focus, ends the gesture, and a dismissal ends a sheet swipe.
struct UIKitModel: Equatable {
    var stacks: [[Entry<String>]]
    var selected: Int
    var modal: [Entry<String>]?
    var modalStyle: ModalStyle?
    var badges: [Badge]
    var enabled: [Bool]
    var barHidden: Bool
    var systemButtons: Bool
    /// iOS 26 has minimized the bar.
    var minimized: Bool
    /// The user's back-swipe is under way.
    var backSwipe: Bool
    /// The user's sheet swipe is under way.
    var sheetSwipe: Bool
    /// UIKit's behaviour, from the configuration: what puts its buttons back, whether the app's removal works.
    let reAddsOnBadge: Bool
    let reAddsOnMultiLevelPop: Bool
    let removalWorks: Bool
    /// Whether the profile is later than `legacy`: a sheet on an iPad in regular width is then a form sheet.
    let laterThanLegacy: Bool
    /// Which hiding flags hide the bar (§4.1).
    let barPolicy: BarPolicy
    /// The window's width (V14 of format 3), which UIKit changes by itself on a rotation or a resize.
    var width: Width
    /// The last tab selected on the bar: what UIKit selects when More goes away under its list (V15, V16).
    var returnTab: Int
    /// The device, and whether its profile draws the iPad's floating bar (`ios26`): the bar's capacity (V15).
    let device: Device
    let floatingProfile: Bool
    /// Whether `selectedViewController` is `moreNavigationController`.
    var moreSelected: Bool
    /// The overflow tab whose stack More's navigation controller holds over its list, or `nil` for the list alone.
    var moreShows: Int?

    /// What UIKit shows for `state`.
    init(_ state: State) {
        stacks = state.tabs.map(\.stack.entries)
        selected = state.selectedIndex
        modal = state.modal?.stack.entries
        modalStyle = state.modal?.style
        badges = state.tabs.map(\.badge)
        enabled = state.tabs.map(\.isEnabled)
        barHidden = state.isBarHidden
        systemButtons = state.systemButtonsPresent
        minimized = state.barMinimized
        backSwipe = state.swipe == .active
        sheetSwipe = state.sheetSwipe == .active
        let c = state.configuration
        reAddsOnBadge = c.customBar == .onSystemBar && c.badgeTarget == .item
        reAddsOnMultiLevelPop = c.customBar == .onSystemBar && c.profile == .legacy
        removalWorks = c.profile != .ios26
        laterThanLegacy = c.profile != .legacy
        barPolicy = c.barPolicy
        width = state.width
        returnTab = state.returnTab
        device = c.device
        floatingProfile = c.profile == .ios26
        moreSelected = state.isMoreSelected
        moreShows = state.moreShows.tabIndex
    }

    /// How many items the bar shows before it needs More (V15): 5 compact, 8 regular, no limit on the floating bar.
    var capacity: Int { width == .compact ? 5 : device == .ipad && floatingProfile ? Int.max : 8 }

    /// How many tabs the bar shows as items of their own: all, or capacity − 1 when the More item stands for the others.
    var barTabs: Int { stacks.count > capacity ? capacity - 1 : stacks.count }

    /// The stack the user's gestures and the navigation bar act on: the modal's, else the selected tab's.
    var focus: StackRef { modal == nil ? .tab(selected) : .modal }

    /// Whether the selected tab's screens hide the bar (§4.1); never over the More list, which has no stack.
    var screensHideBar: Bool {
        guard !(moreSelected && moreShows == nil), stacks.indices.contains(selected) else { return false }
        return NavigationStack(entries: stacks[selected]).hidesBar(under: barPolicy)
    }

    /// Plays one command.
    /// - Throws: ``ModelRefusal`` for a command UIKit refuses: a pop at a root, a pop to an entry
    ///   that is not in the stack, a push of an entry already there, present while presenting, …
    mutating func perform(_ effect: Fx) throws(ModelRefusal) {
        let selectionBefore = (selected, moreSelected, moreShows)
        try play(effect)
        // Any change of the selection (to, from or within More) moves the focus away from a back-swipe; a minimized
        // bar stays minimized (V13 of format 3).
        if selectionBefore != (selected, moreSelected, moreShows) {
            if modal == nil { backSwipe = false }
        }
    }

    private mutating func play(_ effect: Fx) throws(ModelRefusal) {
        switch effect {
        case .select(tab: let i):
            guard stacks.indices.contains(i) else { throw ModelRefusal(description: "selectedIndex \(i) out of range") }
            selected = i
            // An overflow tab is shown inside More, More's item selected.
            moreSelected = i >= barTabs
            if moreSelected { moreShows = i } else { returnTab = i }
        case .selectMore:
            guard barTabs < stacks.count else { throw ModelRefusal(description: "selecting More without a More tab") }
            moreSelected = true
            selected = moreShows ?? barTabs
        case .showInMore(let i, _):
            guard moreSelected && moreShows == nil else { throw ModelRefusal(description: "row \(i) picked off the More list") }
            guard i >= barTabs && i < stacks.count else { throw ModelRefusal(description: "tab \(i) is not in the More list") }
            moreShows = i
            selected = i
        case .popToMoreList:
            guard moreShows != nil else { throw ModelRefusal(description: "More pops to its list at its list") }
            moreShows = nil
            selected = barTabs
        case .push(let entry, let ref, _):
            var s = try stack(ref)
            if s.contains(where: { $0.id == entry.id }) {
                throw ModelRefusal(description: "pushing \(entry.id) which is already in \(ref)")
            }
            if inAnyOtherStack(entry.id, except: ref) {
                throw ModelRefusal(description: "pushing \(entry.id) which is in another stack")
            }
            s.append(entry)
            setStack(ref, s)
            stackChanged(ref)
        case .pop(let ref, _):
            var s = try stack(ref)
            guard s.count > 1 else { throw ModelRefusal(description: "pop at the root of \(ref)") }
            s.removeLast()
            setStack(ref, s)
            stackChanged(ref)
        case .popTo(let id, let ref, let animated):
            let s = try stack(ref)
            guard let i = s.firstIndex(where: { $0.id == id }) else {
                throw ModelRefusal(description: "pop to \(id), not in \(ref)")
            }
            guard i < s.count - 1 else { throw ModelRefusal(description: "pop to the top \(id) of \(ref)") }
            setStack(ref, Array(s[...i]))
            stackChanged(ref, shrink: s.count - 1 - i, multiLevelPopAnimated: animated)
        case .popToRoot(let ref, let animated):
            let s = try stack(ref)
            guard s.count > 1 else { throw ModelRefusal(description: "pop to root at the root of \(ref)") }
            setStack(ref, [s[0]])
            stackChanged(ref, shrink: s.count - 1, multiLevelPopAnimated: animated)
        case .setViewControllers(let entries, let ref, _):
            _ = try stack(ref)
            guard !entries.isEmpty else { throw ModelRefusal(description: "setViewControllers([]) on \(ref)") }
            guard Set(entries.map(\.id)).count == entries.count else {
                throw ModelRefusal(description: "an entry twice in \(ref)")
            }
            for e in entries where inAnyOtherStack(e.id, except: ref) {
                throw ModelRefusal(description: "\(e.id) is in another stack")
            }
            setStack(ref, entries)
            stackChanged(ref)
        case .present(let root, let style, _):
            guard modal == nil else { throw ModelRefusal(description: "present while already presenting") }
            modal = [root]
            modalStyle = style
            backSwipe = false
        case .dismiss:
            guard modal != nil else { throw ModelRefusal(description: "dismiss without a modal") }
            modal = nil
            modalStyle = nil
            backSwipe = false
            sheetSwipe = false
        case .setTabBarHidden(let hidden, _):
            barHidden = hidden
            // The app's own hiding expands a minimized bar; one that the selected stack's screens hide stays
            // minimized behind them (V13 of format 3).
            if hidden && !screensHideBar { minimized = false }
        case .setBadge(let badge, let i):
            guard badges.indices.contains(i) else { throw ModelRefusal(description: "badge on tab \(i)") }
            badges[i] = badge
            if reAddsOnBadge { systemButtons = true }
        case .setEnabled(let value, let i):
            guard enabled.indices.contains(i) else { throw ModelRefusal(description: "enable tab \(i)") }
            enabled[i] = value
        case .scrollToTop(let i):
            guard stacks.indices.contains(i) else { throw ModelRefusal(description: "scroll tab \(i)") }
        case .removeSystemTabBarButtons:
            if removalWorks { systemButtons = false }
        }
    }

    /// UIKit's own rebuild for a new width (V16 of format 3), before it tells the coordinator: the controller that was
    /// selected stays selected wherever it now is, More's list going away selects the last bar tab, More forgets a tab
    /// that left it; the floating bar never minimizes.
    mutating func changeWidth(to newWidth: Width) {
        width = newWidth
        if width == .regular && device == .ipad && floatingProfile { minimized = false }
        if !moreSelected && selected >= barTabs {
            moreSelected = true
            moreShows = selected
        } else if moreSelected, let shown = moreShows, shown < barTabs {
            moreSelected = false
            returnTab = shown
        } else if moreSelected && moreShows == nil {
            if barTabs == stacks.count {
                moreSelected = false
                selected = returnTab
            } else {
                selected = barTabs
            }
        }
        if let shown = moreShows, shown < barTabs { moreShows = nil }
    }

    /// Whether the modal is an iPad form sheet (V18 of format 3), which a tap on the bar around it dismisses.
    var showsFormSheet: Bool { modalStyle == .sheet && device == .ipad && width == .regular && laterThanLegacy }

    /// What UIKit does by itself when a command changed the stack `ref`, which lost `shrink` entries.
    private mutating func stackChanged(_ ref: StackRef, shrink: Int = 0, multiLevelPopAnimated: Bool = false) {
        if ref == focus { backSwipe = false }
        // The More list has no stack: no tab's stack is on screen then.
        guard ref == .tab(selected) && !(moreSelected && moreShows == nil) else { return }
        minimized = false
        if reAddsOnMultiLevelPop && multiLevelPopAnimated && shrink >= 2 && modal == nil { systemButtons = true }
    }

    private func stack(_ ref: StackRef) throws(ModelRefusal) -> [Entry<String>] {
        switch ref {
        case .tab(let i):
            guard stacks.indices.contains(i) else { throw ModelRefusal(description: "no tab \(i)") }
            return stacks[i]
        case .modal:
            guard let modal else { throw ModelRefusal(description: "no modal to navigate in") }
            return modal
        }
    }

    private mutating func setStack(_ ref: StackRef, _ entries: [Entry<String>]) {
        switch ref {
        case .tab(let i): stacks[i] = entries
        case .modal: modal = entries
        }
    }

    private func inAnyOtherStack(_ id: EntryID, except ref: StackRef) -> Bool {
        for (i, s) in stacks.enumerated() where ref != .tab(i) && s.contains(where: { $0.id == id }) { return true }
        if ref != .modal, let modal, modal.contains(where: { $0.id == id }) { return true }
        return false
    }
}
