extension TabNavState {
    /// UIKit dismissed a sheet the user dragged down: like `dismiss`, without a dismiss effect.
    /// A modal the user cannot drag down (``Configuration/sheetSwipeDismisses(_:)``) is rejected.
    mutating func swipeSheetDown(_ t: inout Transition<Screen>) -> Rejection? {
        guard let style = modal?.style else { return nil }
        guard configuration.sheetSwipeDismisses(style) else { return .notASwipeableSheet }
        dismissModal(animated: true, byUIKit: true, &t)
        return nil
    }

    /// UIKit popped a stack to `depth` entries on its own, without animation; no effect.
    mutating func systemPop(toDepth depth: Int, target: StackTarget, _ t: inout Transition<Screen>) -> Rejection? {
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
