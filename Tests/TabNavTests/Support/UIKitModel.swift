@testable import TabNav

/// A command UIKit would refuse (or crash on), as the interpreter found it.
struct UIKitRefusal: Error, CustomStringConvertible {
    var description: String
}

/// A small model of what UIKit shows — a tab bar controller with one navigation controller a tab, at
/// most one presented navigation controller, badges, enabled items, the bar and its system buttons —
/// that plays coordinator commands and refuses those UIKit refuses.
struct UIKitModel: Equatable {
    var stacks: [[Entry<String>]]
    var selected: Int
    var modal: [Entry<String>]?
    var modalStyle: ModalStyle?
    var badges: [Badge]
    var enabled: [Bool]
    var barHidden: Bool
    var systemButtons: Bool
    /// How many tabs the bar shows as items of their own: all, or four when the More item stands for the others.
    var barTabs: Int
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
        barTabs = state.tabs.count > 5 ? 4 : state.tabs.count
        moreSelected = state.isMoreSelected
        moreShows = state.moreShows.tabIndex
    }

    /// Plays one command.
    /// - Throws: ``UIKitRefusal`` for a command UIKit refuses: a pop at a root, a pop to an entry
    ///   that is not in the stack, a push of an entry already there, present while presenting, …
    mutating func perform(_ effect: Fx) throws(UIKitRefusal) {
        switch effect {
        case .selectTab(let i):
            guard stacks.indices.contains(i) else { throw UIKitRefusal(description: "selectedIndex \(i) out of range") }
            selected = i
            // An overflow tab is shown inside More, More's item selected.
            moreSelected = i >= barTabs
            if moreSelected { moreShows = i }
        case .selectMore:
            guard barTabs < stacks.count else { throw UIKitRefusal(description: "selecting More without a More tab") }
            moreSelected = true
            selected = moreShows ?? barTabs
        case .showInMore(let i, _):
            guard moreSelected && moreShows == nil else { throw UIKitRefusal(description: "row \(i) picked off the More list") }
            guard i >= barTabs && i < stacks.count else { throw UIKitRefusal(description: "tab \(i) is not in the More list") }
            moreShows = i
            selected = i
        case .popToMoreList:
            guard moreShows != nil else { throw UIKitRefusal(description: "More pops to its list at its list") }
            moreShows = nil
            selected = barTabs
        case .push(let entry, let ref, _):
            var s = try stack(ref)
            if s.contains(where: { $0.id == entry.id }) {
                throw UIKitRefusal(description: "pushing \(entry.id) which is already in \(ref)")
            }
            if inAnyOtherStack(entry.id, except: ref) {
                throw UIKitRefusal(description: "pushing \(entry.id) which is in another stack")
            }
            s.append(entry)
            setStack(ref, s)
        case .pop(let ref, _):
            var s = try stack(ref)
            guard s.count > 1 else { throw UIKitRefusal(description: "pop at the root of \(ref)") }
            s.removeLast()
            setStack(ref, s)
        case .popTo(let id, let ref, _):
            let s = try stack(ref)
            guard let i = s.firstIndex(where: { $0.id == id }) else {
                throw UIKitRefusal(description: "pop to \(id), not in \(ref)")
            }
            guard i < s.count - 1 else { throw UIKitRefusal(description: "pop to the top \(id) of \(ref)") }
            setStack(ref, Array(s[...i]))
        case .popToRoot(let ref, _):
            let s = try stack(ref)
            guard s.count > 1 else { throw UIKitRefusal(description: "pop to root at the root of \(ref)") }
            setStack(ref, [s[0]])
        case .setViewControllers(let entries, let ref, _):
            _ = try stack(ref)
            guard !entries.isEmpty else { throw UIKitRefusal(description: "setViewControllers([]) on \(ref)") }
            guard Set(entries.map(\.id)).count == entries.count else {
                throw UIKitRefusal(description: "an entry twice in \(ref)")
            }
            for e in entries where inAnyOtherStack(e.id, except: ref) {
                throw UIKitRefusal(description: "\(e.id) is in another stack")
            }
            setStack(ref, entries)
        case .present(let root, let style, _):
            guard modal == nil else { throw UIKitRefusal(description: "present while already presenting") }
            modal = [root]
            modalStyle = style
        case .dismiss:
            guard modal != nil else { throw UIKitRefusal(description: "dismiss without a modal") }
            modal = nil
            modalStyle = nil
        case .setTabBarHidden(let hidden, _):
            barHidden = hidden
        case .setBadge(let i, let badge):
            guard badges.indices.contains(i) else { throw UIKitRefusal(description: "badge on tab \(i)") }
            badges[i] = badge
        case .setTabEnabled(let i, let value):
            guard enabled.indices.contains(i) else { throw UIKitRefusal(description: "enable tab \(i)") }
            enabled[i] = value
        case .scrollToTop(let i):
            guard stacks.indices.contains(i) else { throw UIKitRefusal(description: "scroll tab \(i)") }
        case .removeSystemTabBarButtons:
            systemButtons = false
        }
    }

    private func stack(_ ref: StackRef) throws(UIKitRefusal) -> [Entry<String>] {
        switch ref {
        case .tab(let i):
            guard stacks.indices.contains(i) else { throw UIKitRefusal(description: "no tab \(i)") }
            return stacks[i]
        case .modal:
            guard let modal else { throw UIKitRefusal(description: "no modal to navigate in") }
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
