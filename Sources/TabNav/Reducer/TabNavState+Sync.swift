extension TabNavState {
    /// UIKit dismissed a sheet the user dragged down: like `dismiss`, without a dismiss effect.
    /// A modal the user cannot drag down (``Configuration/sheetSwipeRefusal(_:)``) is rejected.
    mutating func swipeSheetDown(_ t: inout Transition<Screen>) -> Rejection? {
        guard let style = modal?.style else {
            t.desync = .noSheet
            return nil
        }
        if let refusal = configuration.sheetSwipeRefusal(style) { return refusal }
        dismissModal(animated: true, byUIKit: true, &t)
        return nil
    }

    /// The user begins dragging the sheet down: a noop without a modal, refused as the whole swipe is.
    mutating func startSheetSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard let style = modal?.style else {
            t.desync = .noSheet
            return nil
        }
        if let refusal = configuration.sheetSwipeRefusal(style) { return refusal }
        sheetSwipe = .active
        t.changed = true
        return nil
    }

    /// A tap outside an iPad form sheet (a bar item, or a row of the More list) dismisses it (V18 of format 3): UIKit
    /// does it, as for a swipe, so no `dismiss` is asked for; the tap does nothing else.
    mutating func dismissFormSheet(_ t: inout Transition<Screen>) -> Rejection? {
        dismissModal(animated: true, byUIKit: true, &t)
        return nil
    }

    /// The drag completes: UIKit dismisses the sheet, with a sheet's consequences; a noop when none is active.
    mutating func finishSheetSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard sheetSwipe == .active else {
            t.desync = .sheetSwipeNotBegun
            return nil
        }
        sheetSwipe = .idle
        t.changed = true
        dismissModal(animated: true, byUIKit: true, &t)
        return nil
    }

    /// The drag is cancelled: the sheet stays; a noop when none is active.
    mutating func cancelSheetSwipe(_ t: inout Transition<Screen>) -> Rejection? {
        guard sheetSwipe == .active else {
            t.desync = .sheetSwipeNotBegun
            return nil
        }
        sheetSwipe = .idle
        t.changed = true
        return nil
    }

    /// The user picked an entry of the back button's menu; there is no menu under `legacy` (V8.3).
    mutating func backMenuPop(to screen: Screen, _ t: inout Transition<Screen>) -> Rejection? {
        guard configuration.hasBackMenu else { return .noBackMenu }
        return pop(to: screen, animated: true, target: nil, byUIKit: true, &t)
    }

    /// The user scrolled the selected tab's content: iOS 26 minimizes or expands the bar (V6). A noop while a
    /// modal is presented (the modal's content scrolls), while the bar is hidden (for minimizing), and whenever the
    /// bar is already as the scroll leaves it.
    mutating func scrollContent(_ scroll: Scroll, _ t: inout Transition<Screen>) -> Rejection? {
        guard modal == nil, !isFloatingBar, let minimizes = configuration.scrollMinimizes(scroll) else { return nil }
        if minimizes && isBarHidden { return nil }
        guard barMinimized != minimizes else { return nil }
        barMinimized = minimizes
        t.changed = true
        return nil
    }

    /// UIKit popped a stack to `depth` entries on its own, without animation; no effect.
    mutating func systemPop(toDepth depth: Int, target: StackRef?, _ t: inout Transition<Screen>) -> Rejection? {
        switch resolve(target) {
        case .failure(let rejection): return rejection
        case .success(let ref):
            let current = self.depth(of: ref)
            guard depth >= 1 && depth <= current else { return .depthOutOfRange(depth, depth: current) }
            if depth < current {
                changeStack(ref, depth == 1 ? .popToRoot : .popTo, animated: false, &t) { $0.truncate(to: depth) }
            }
            return nil
        }
    }
}
