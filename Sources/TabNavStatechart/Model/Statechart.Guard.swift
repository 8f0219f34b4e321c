import TabNav

extension Statechart {
    /// A transition's condition: a documented predicate on the state before the event and on the event's arguments.
    ///
    /// Guards are data, so charts compare, encode and render; ``holds(before:event:)`` evaluates one. The
    /// look-ahead guards (``policyHidesAfter``, ``changesTabOrStack``, ``sticksBar``, ``reAddsButtons(_:)``,
    /// ``changesAStack``) run the reducer itself on a copy of the state before and read what the step did,
    /// through the same rule functions the reducer calls (`Configuration+UIKitRules.swift`).
    public indirect enum Guard: Hashable, Sendable, Codable {
        /// No condition.
        case always
        /// Every guard holds.
        case all([Guard])
        /// The guard does not hold.
        case not(Guard)

        /// The tab bar takes the tap: it reaches the bar (``tapReachesBar``), and the bar is not minimized (§3.1, §3.2, V4
        /// and V6 of format 2).
        case tappable
        /// Look-ahead: the reducer takes the tap (of a tab, More or the centre button): no modal, the bar not hidden, a
        /// tapped tab enabled and on the bar (not an overflow tab); on a minimized bar it only expands it (V4, V6 of
        /// format 2). Over an iPad form sheet a tap only dismisses the sheet (``tapDismissesFormSheet``): it does not hold.
        case tapReachesBar
        /// The tab at this index is selected: a bar tab, or the overflow tab More shows (never while More shows its list).
        case selected(Int)
        /// The navigation event acts on this tab's stack: `in=` names it, or it is focused (no modal, selected).
        case targets(Int)
        /// The tab's stack is the focused one: no modal, and the tab selected.
        case focused(Int)
        /// The tab's stack holds exactly this many entries.
        case depthIs(Int, Int)
        /// The tab's stack holds more than this many entries.
        case depthAbove(Int, Int)
        /// Look-ahead: the event pops the tab's stack down to its root: the entry it names (by screen, identity or
        /// depth), found as the reducer finds it, is the root.
        case popToReachesRoot(Int)
        /// Look-ahead: the event pops the tab's stack to an entry above its root.
        case popToStopsAboveRoot(Int)
        /// `set-stack` gives exactly one screen.
        case oneScreen
        /// `set-stack` gives two screens or more.
        case severalScreens
        /// `open` gives no screen after the root.
        case emptyPath
        /// `open` gives at least one screen after the root.
        case nonEmptyPath
        /// `system-pop` names depth 1, the root.
        case popsToRootDepth
        /// `system-pop` names a depth from 2 to one below the tab's depth.
        case popsToDepthAboveRoot(Int)
        /// Look-ahead: the focused stack can pop, so the back-swipe gesture is enabled: the reducer's step changes
        /// something (it holds two entries or more, or More shows an overflow tab at its root; never over the More list).
        case focusedCanPop
        /// A back-swipe is active.
        case swiping
        /// The user's swipe of a sheet is active (V7 of format 2).
        case sheetSwiping
        /// `scroll` goes where the configuration's minimize behaviour minimizes the bar
        /// (`Configuration.scrollMinimizes(_:)`), with no modal, the bar not hidden and not the iPad's floating bar (V6 of
        /// format 2, V17.1 of format 3).
        case scrollMinimizes
        /// `scroll` goes where the configuration's minimize behaviour expands the bar, with no modal, not on the floating
        /// bar (V6 of format 2).
        case scrollExpands
        /// What More shows, or last showed while it is not selected: its list (`nil`) or the overflow tab at this index
        /// (V4 of format 2).
        case moreShows(Int?)
        /// More shows the overflow tab at this index at its root, with no modal: a pop, a back-swipe or the back button
        /// there goes back to the More list (V4 of format 2).
        case atMoreRoot(Int)
        /// The navigation event names no stack (no `in=`): it acts on the focused one.
        case focusedTarget
        /// Look-ahead: the More list takes a `pick`, as the reducer decides: More shows its list, no modal is presented,
        /// and the picked overflow tab is enabled (V4 of format 2).
        case listTakesPick
        /// A modal is presented.
        case modalPresented
        /// The presented modal has this style.
        case modalStyle(ModalStyle)
        /// `present` (or `replaceModal`) asks for this style.
        case presentsStyle(ModalStyle)

        /// Look-ahead: once the event has acted, `policyHidden` of the selected tab's stack holds (§4.1).
        case policyHidesAfter
        /// Look-ahead: the event changes the selected tab, or the selected tab's stack.
        case changesTabOrStack
        /// Look-ahead: iOS 26 expands a minimized bar after the event, as the rules file says
        /// (`Configuration.expandsMinimizedBar(_:appHidBar:)`): it changes the stack of the tab selected when it
        /// changes, or the app hides the bar (V6 of format 2, V13 of format 3); a change of the selection alone does
        /// not.
        case expandsMinimized
        /// Look-ahead: `ios14.0` leaves the bar stuck hidden: an animated pop-to-root, pop-to or set-stack
        /// shrinks the selected stack by two or more, with no modal, from a top entry that hid the bar (§4.3).
        case sticksBar
        /// Look-ahead: the profile puts the system buttons of an `on-system-bar` custom bar back (§4.3), as the
        /// configuration's rule says (`Configuration.reAddsSystemButtons(_:)`): under `legacy`, an animated pop-to-root or
        /// pop-to, a re-tap's included, shrinks the selected stack by two or more, with no modal; under the other
        /// profiles, the device rotates; under every profile with `badge-target item`, the step changes a badge (V8.2 of
        /// format 2). The causes are those the rule has under the chart's configuration, for readers: the guard asks the
        /// rule itself.
        case reAddsButtons([ButtonsCause])
        /// Look-ahead: the event changes a navigation stack, a tab's or the modal's (the `completion` fix, §4.2).
        case changesAStack

        /// The tab at this index is an overflow tab in the present width (V15 of format 3): listed in More, not on the bar.
        case overflow(Int)
        /// More exists in the present width: more tabs than the bar's capacity (V15 of format 3).
        case moreExists
        /// The return tab, the last tab selected as a bar tab, is the tab at this index (V15 of format 3).
        case returnTab(Int)
        /// Look-ahead: the step changes the width (a rotation of a large iPhone, a resize of an iPad; V14 of format 3).
        case changesWidth
        /// Look-ahead: the step's width change leaves no More, where there was one (V16 of format 3).
        case dropsMore
        /// Look-ahead: the step's width change takes the tab at this index out of More: onto the bar, or More goes away
        /// (V16 of format 3).
        case movesOntoBar(Int)
        /// Look-ahead: the step's width change takes the tab at this index from the bar into More (V16 of format 3).
        case movesIntoMore(Int)
        /// Look-ahead: once the event has acted, the bar is a bottom bar, not the iPad's floating bar, and `policyHidden`
        /// of the selected tab's stack holds (§4.1, V17.1 of format 3).
        case hidesBottomBarAfter
        /// Look-ahead: the step makes the bar the iPad's floating bar, which never minimizes (V16, V17.1 of format 3).
        case becomesFloating
        /// Look-ahead: an iPad form sheet is presented and the reducer takes the tap: it only dismisses the sheet (V18,
        /// V19 of format 3).
        case tapDismissesFormSheet
        /// Look-ahead: the step dismisses a modal whose dismissal makes the tab bar controller's view appear, as the
        /// rule says for its style and the width (`Configuration.dismissalShowsTabBarController(_:in:)`, V18 of format 3).
        case controllerAppears

        /// What makes UIKit put its own buttons back on an `on-system-bar` custom bar (§4.3, V8.2 of format 2).
        public enum ButtonsCause: String, CaseIterable, Hashable, Sendable, Codable {
            /// An animated pop-to-root or pop-to, a re-tap's included, that shrinks the selected stack by two or more,
            /// with no modal (`legacy`).
            case multiLevelPop
            /// A rotation of the device (every profile but `legacy`).
            case rotation
            /// A step that changes a badge (`badge-target item`).
            case badgeChange
        }

        /// Whether the guard holds for `event` in `state`, the state before the event.
        /// - Parameters:
        ///   - state: The state before the event.
        ///   - event: The event.
        /// - Returns: Whether the condition holds.
        /// - Complexity: O(*n*) in the entries of the stacks the event touches.
        public func holds<Screen>(before state: TabNavState<Screen>, event: TabNavEvent<Screen>) -> Bool {
            var preview: StepPreview<Screen>? = nil
            return holds(state, event, &preview)
        }

        /// ``holds(before:event:)``, running the reducer at most once for all the look-ahead guards of a step.
        func holds<Screen>(_ s: TabNavState<Screen>, _ e: TabNavEvent<Screen>, _ ahead: inout StepPreview<Screen>?) -> Bool {
            func preview() -> StepPreview<Screen> {
                if let ahead { return ahead }
                let made = s.preview(e)
                ahead = made
                return made
            }
            switch self {
            case .always: return true
            case .all(let guards): return guards.allSatisfy { $0.holds(s, e, &ahead) }
            case .not(let inner): return !inner.holds(s, e, &ahead)
            case .tappable: return !s.barMinimized && Guard.tapReachesBar.holds(s, e, &ahead)
            // Whether the reducer takes the tap, read from its step; over an iPad form sheet a tap only dismisses it.
            case .tapReachesBar: return !s.isIPadFormSheet && !preview().outcome.isRejected
            case .selected(let tab): return s.selectedTabIndex == tab
            case .targets(let tab):
                switch e.stackArgument {
                case nil, .modal?: return false
                case nil?: return s.modal == nil && s.selectedTabIndex == tab
                case .tab(let index)?: return index == tab
                }
            case .focused(let tab): return s.modal == nil && s.selectedTabIndex == tab
            case .depthIs(let tab, let n): return s.stack(.tab(tab))?.depth == n
            case .depthAbove(let tab, let n): return (s.stack(.tab(tab))?.depth ?? 0) > n
            case .popToReachesRoot(let tab), .popToStopsAboveRoot(let tab):
                // The reducer's own search (screens compared code point by code point), read from its step.
                let before = s.stack(.tab(tab))?.depth ?? 0
                let after = preview().after.stack(.tab(tab))?.depth ?? 0
                guard after < before else { return false }
                return self == .popToReachesRoot(tab) ? after == 1 : after > 1
            case .oneScreen, .severalScreens:
                guard case .request(.setStack(let screens, _, _)) = e else { return false }
                return self == .oneScreen ? screens.count == 1 : screens.count >= 2
            case .emptyPath, .nonEmptyPath:
                guard case .request(.open(_, let path)) = e else { return false }
                return path.isEmpty == (self == .emptyPath)
            case .popsToRootDepth:
                guard case .report(.systemPopped(let depth, _)) = e else { return false }
                return depth == 1
            case .popsToDepthAboveRoot(let tab):
                guard case .report(.systemPopped(let depth, _)) = e else { return false }
                return depth >= 2 && depth < (s.stack(.tab(tab))?.depth ?? 0)
            // The gesture starts, or pops at once, where the reducer's step changes something.
            case .focusedCanPop: return preview().outcome == .ok
            case .moreShows(let tab): return s.moreShows.tabIndex == tab
            case .atMoreRoot(let tab):
                return s.modal == nil && s.moreSelection == .tab(tab) && s.stack(.tab(tab))?.depth == 1
            case .focusedTarget: return e.stackArgument == .some(nil)
            case .listTakesPick:
                guard case .request(.pick) = e, !s.isIPadFormSheet else { return false }
                return !preview().outcome.isRejected
            case .swiping: return s.swipe == .active
            case .sheetSwiping: return s.sheetSwipe == .active
            case .scrollMinimizes, .scrollExpands:
                guard case .report(.scrolled(let scroll)) = e, s.modal == nil, !s.isFloatingBar,
                    let minimizes = s.configuration.scrollMinimizes(scroll)
                else { return false }
                return self == .scrollMinimizes ? minimizes && !s.isBarHidden : !minimizes
            case .modalPresented: return s.modal != nil
            case .modalStyle(let style): return s.modal?.style == style
            case .presentsStyle(let style):
                switch e {
                case .request(.present(_, let asked, _)), .request(.replaceModal(_, let asked, _)): return asked == style
                default: return false
                }
            case .policyHidesAfter: return preview().after.policyHidesBar
            case .changesTabOrStack: return preview().facts.selectionChanged || preview().facts.selectedStackChanged
            case .expandsMinimized:
                return Configuration<Screen>.expandsMinimizedBar(preview().facts, appHidBar: preview().after.appHidBar)
            case .sticksBar: return s.configuration.sticksBar(preview().facts)
            case .reAddsButtons: return s.configuration.reAddsSystemButtons(preview().facts)
            case .changesAStack: return preview().facts.stackChanged
            case .overflow, .moreExists, .returnTab, .changesWidth, .dropsMore, .movesOntoBar, .movesIntoMore,
                .hidesBottomBarAfter, .becomesFloating, .tapDismissesFormSheet, .controllerAppears:
                return widthHolds(s, e, preview)
            }
        }
    }
}
