import TabNav

/// The user's touches, as UIKit delivers them: each changes what UIKit itself changes and returns what the
/// coordinator is told, or `nil` where the control is not on screen or the gesture is not available.
///
/// A tap on the tab bar reaches the coordinator as a request (UIKit asks `tabBarController(_:shouldSelect:)`, the
/// coordinator answers `false` and sends the request): UIKit changes nothing until the step's effects come. A
/// gesture or the back button is UIKit's own work: it pops or dismisses first and then reports it.
extension SimulatedUIKit {
    /// Whether the tab bar takes the user's touches: drawn, with no modal over it (an iPad form sheet leaves it
    /// within reach) and no gesture under way.
    private var tabBarTakesTouches: Bool {
        (presented == nil || isFormSheetPresented) && !isBarHidden && !gestureUnderWay
    }

    /// The user taps a tab bar item: UIKit asks the delegate, and the coordinator sends the request.
    ///
    /// On iOS 26's minimized bar the tap only expands the bar, which UIKit does at once.
    /// - Parameter index: The tab's index.
    /// - Returns: `.tap(tab: index)`, or `nil` when the item is not on screen (no such tab, an overflow tab, a hidden
    ///   or covered bar, a gesture under way) or is disabled. Around an iPad form sheet the tap dismisses the sheet,
    ///   which UIKit does at once, a disabled item included.
    public mutating func userTaps(tab index: Int) -> TabNavRequest<Screen>? {
        guard tabBarTakesTouches, tabStacks.indices.contains(index), !configuration.isOverflowTab(index, in: width)
        else { return nil }
        if dismissesFormSheet() { return .tap(tab: index) }
        guard enabledItems[index] else { return nil }
        barMinimized = false
        return .tap(tab: index)
    }

    /// The user taps the More item: UIKit asks the delegate, and the coordinator sends the request.
    ///
    /// On iOS 26's minimized bar the tap only expands the bar, which UIKit does at once.
    /// - Returns: `.tapMore`, or `nil` when the bar has no More item in its width or does not take touches. Around an
    ///   iPad form sheet the tap dismisses the sheet.
    public mutating func userTapsMore() -> TabNavRequest<Screen>? {
        guard configuration.hasMore(in: width) && tabBarTakesTouches else { return nil }
        if dismissesFormSheet() { return .tapMore }
        barMinimized = false
        return .tapMore
    }

    /// The user taps an overflow tab's row in the More list: UIKit asks the delegate, and the coordinator sends the
    /// request.
    /// - Parameter index: The overflow tab's index.
    /// - Returns: `.pick(tab: index)`, or `nil` when the list is not on screen, has no such row, the row's tab is
    ///   disabled or a gesture is under way. Around an iPad form sheet the tap dismisses the sheet.
    public mutating func userPicks(tab index: Int) -> TabNavRequest<Screen>? {
        guard presented == nil || isFormSheetPresented, !gestureUnderWay, selection == .moreList,
            configuration.isOverflowTab(index, in: width)
        else { return nil }
        if dismissesFormSheet() { return .pick(tab: index) }
        guard enabledItems[index] else { return nil }
        return .pick(tab: index)
    }

    /// The user taps the app's centre button, which the app's own view sends as a request.
    /// - Returns: `.tapCenter`, or `nil` when the app has none or it is not on screen (the bar hidden, covered or
    ///   minimized, a gesture under way, a custom bar lost on an iPad's floating bar). Around an iPad form sheet the
    ///   tap dismisses the sheet.
    public mutating func userTapsCenter() -> TabNavRequest<Screen>? {
        guard configuration.centerButton != nil && tabBarTakesTouches && !configuration.losesCustomBar(in: width) else {
            return nil
        }
        if dismissesFormSheet() { return .tapCenter }
        guard !barMinimized else { return nil }
        return .tapCenter
    }

    /// The user swipes back from the screen's edge in one go: UIKit pops the focused stack, or at an overflow tab's
    /// root goes back to the More list.
    /// - Returns: `.backSwipe(.whole)`, or `nil` where the gesture is off: at a root, over the More list, during
    ///   another gesture.
    public mutating func userSwipesBack() -> UIKitReport<Screen>? {
        guard !gestureUnderWay && goBack() else { return nil }
        return .backSwipe(.whole)
    }

    /// The user starts swiping back; nothing pops yet.
    /// - Returns: `.backSwipe(.began)`, or `nil` where the gesture is off (as ``userSwipesBack()``).
    public mutating func userBeginsBackSwipe() -> UIKitReport<Screen>? {
        guard !gestureUnderWay && canGoBack else { return nil }
        backSwipe = .active
        return .backSwipe(.began)
    }

    /// The user completes the back-swipe: UIKit pops as for ``userSwipesBack()``.
    /// - Returns: `.backSwipe(.ended)`, or `nil` when no back-swipe is under way.
    public mutating func userEndsBackSwipe() -> UIKitReport<Screen>? {
        guard backSwipe == .active else { return nil }
        backSwipe = .idle
        _ = goBack()
        return .backSwipe(.ended)
    }

    /// The user lets the back-swipe go back: nothing pops.
    /// - Returns: `.backSwipe(.cancelled)`, or `nil` when no back-swipe is under way.
    public mutating func userCancelsBackSwipe() -> UIKitReport<Screen>? {
        guard backSwipe == .active else { return nil }
        backSwipe = .idle
        return .backSwipe(.cancelled)
    }

    /// The user taps the navigation bar's back button: UIKit pops as for ``userSwipesBack()``.
    /// - Returns: `.backButtonTapped`, or `nil` where there is no back button (a root, the More list) or during a
    ///   gesture.
    public mutating func userTapsBackButton() -> UIKitReport<Screen>? {
        guard !gestureUnderWay && goBack() else { return nil }
        return .backButtonTapped
    }

    /// The user picks an entry of the back button's long-press menu: UIKit pops the focused stack, animated, to the
    /// nearest entry below the top that shows `screen`.
    /// - Parameter screen: The screen of the picked entry.
    /// - Returns: `.backMenuPicked(screen)`, or `nil` when the menu has no such entry or does not exist (`legacy`,
    ///   over the More list, during a gesture).
    /// - Complexity: O(*n*) in the focused stack.
    public mutating func userPicksBackMenu(_ screen: Screen) -> UIKitReport<Screen>? {
        guard configuration.hasBackMenu, !gestureUnderWay, let ref = focusedStack, let before = stack(ref),
            let index = before.dropLast().lastIndex(where: { ScreenName.same($0.screen, screen) })
        else { return nil }
        setStack(ref, Array(before[...index]))
        stackChanged(ref, from: before, by: .popTo, animated: true)
        return .backMenuPicked(screen)
    }

    /// The user drags the sheet down in one go: UIKit dismisses it.
    /// - Returns: `.sheetSwipe(.whole)`, or `nil` when no sheet the user can drag is presented (none, a full-screen
    ///   or over-full-screen modal, a locked sheet, any sheet under `legacy`, which shows sheets full screen) or a
    ///   gesture is under way.
    public mutating func userSwipesSheetDown() -> UIKitReport<Screen>? {
        guard presentedSheetSwipes && !gestureUnderWay else { return nil }
        presented = nil
        return .sheetSwipe(.whole)
    }

    /// The user starts dragging the sheet down; nothing is dismissed yet.
    /// - Returns: `.sheetSwipe(.began)`, or `nil` as for ``userSwipesSheetDown()``.
    public mutating func userBeginsSheetSwipe() -> UIKitReport<Screen>? {
        guard presentedSheetSwipes && !gestureUnderWay else { return nil }
        sheetSwipe = .active
        return .sheetSwipe(.began)
    }

    /// The user completes the drag: UIKit dismisses the sheet.
    /// - Returns: `.sheetSwipe(.ended)`, or `nil` when no sheet swipe is under way.
    public mutating func userEndsSheetSwipe() -> UIKitReport<Screen>? {
        guard sheetSwipe == .active else { return nil }
        sheetSwipe = .idle
        presented = nil
        return .sheetSwipe(.ended)
    }

    /// The user lets the sheet go back up: nothing is dismissed.
    /// - Returns: `.sheetSwipe(.cancelled)`, or `nil` when no sheet swipe is under way.
    public mutating func userCancelsSheetSwipe() -> UIKitReport<Screen>? {
        guard sheetSwipe == .active else { return nil }
        sheetSwipe = .idle
        return .sheetSwipe(.cancelled)
    }

    /// The user scrolls the selected tab's content: under `ios26` the bar minimizes or expands as the configuration's
    /// `minimize` says (a hidden bar does not minimize; an iPad's floating bar never does).
    /// - Parameter scroll: Where the user scrolled.
    /// - Returns: `.scrolled(scroll)`, or `nil` while a modal covers the tab's content.
    public mutating func userScrolls(_ scroll: Scroll) -> UIKitReport<Screen>? {
        guard presented == nil else { return nil }
        if configuration.isFloatingBar(in: width) { return .scrolled(scroll) }
        switch configuration.scrollMinimizes(scroll) {
        case true?: if !isBarHidden { barMinimized = true }
        case false?: barMinimized = false
        case nil: break
        }
        return .scrolled(scroll)
    }

    /// UIKit pops a stack by itself, without animation (a pop the coordinator's navigation delegate can only count).
    /// - Parameters:
    ///   - depth: How many entries the stack keeps, 1 for its root.
    ///   - target: The stack, `nil` for the focused one.
    /// - Returns: `.systemPopped(toDepth: depth, in: target)`, or `nil` when the stack does not exist, is not deeper
    ///   than `depth`, `depth` is below 1 or a gesture is under way.
    public mutating func systemPops(toDepth depth: Int, in target: StackRef? = nil) -> UIKitReport<Screen>? {
        guard !gestureUnderWay, let ref = target ?? focusedStack, let before = stack(ref), depth >= 1, depth < before.count
        else { return nil }
        setStack(ref, Array(before.prefix(depth)))
        stackChanged(ref, from: before, by: depth == 1 ? .popToRoot : .popTo, animated: false)
        return .systemPopped(toDepth: depth, in: target)
    }

    /// Whether the back gestures and the back button can go back: the focused stack is deeper than its root, or
    /// More shows an overflow tab at its root with no modal (More's own back button).
    private var canGoBack: Bool {
        guard let ref = focusedStack, let entries = stack(ref) else { return false }
        return entries.count > 1 || (ref != .modal && isMoreSelected)
    }

    /// UIKit's own back: an animated pop of the focused stack, or More back to its list; `false` where it cannot.
    private mutating func goBack() -> Bool {
        guard canGoBack, let ref = focusedStack, let before = stack(ref) else { return false }
        if before.count > 1 {
            setStack(ref, Array(before.dropLast()))
            stackChanged(ref, from: before, by: .pop, animated: true)
        } else {
            let previous = selection
            moreShowsTab = nil
            selectionChanged(from: previous, moreSelected: true)
        }
        return true
    }
}
