import TabNav

/// Devices and widths (V14–V18 of format 3), in the reference model: written from the spec's text alone.
extension ReferenceModel {
    /// V17.1: the floating bar is an iPad's under `ios26` in regular width.
    func floating(_ w: World) -> Bool {
        config.device == .ipad && config.profile == .ios26 && w.regular
    }

    /// V18: the modal is an iPad form sheet: a `sheet` (not locked) on an iPad in regular width, not under `legacy`.
    func formSheet(_ w: World) -> Bool {
        w.modal != nil && w.modalStyle == "sheet" && config.device == .ipad && w.regular && config.profile != .legacy
    }

    /// V14 and V19: the width change that `rotate` (on a large iPhone) and `resize` make before the bar is laid out
    /// again; `false` for a step refused, `true` for a `resize` to the width the window has, `nil` to go on with the
    /// step's layout (which ``ReferenceModel/step(_:)`` runs for both steps).
    func applyWidth(_ event: TabNavEvent<String>, to w: inout World) -> Bool? {
        let gesture = w.swiping || w.sheetSwiping
        switch event {
        case .report(.rotated):
            guard config.device == .iphoneMax else { return nil }
            if gesture { return false }
            w.landscape.toggle()
            changeWidth(regular: w.landscape, &w)
            return nil
        case .report(.resized(let width)):
            guard config.device == .ipad, !gesture else { return false }
            let regular = width == .regular
            if regular == w.regular { return true }
            changeWidth(regular: regular, &w)
            return nil
        default:
            return nil
        }
    }

    /// V16, in its order: the width; the selection read against the new bar and More; what More last showed. Stacks
    /// stay whole.
    private func changeWidth(regular: Bool, _ w: inout World) {
        let old = w
        w.regular = regular
        // 1. The floating bar never minimizes.
        if floating(w) { w.minimized = false }
        // 2. The selection.
        if !old.moreSelected {
            if isOverflow(old.selected, w) {
                // The bar shrank under the selected tab: More shows it; it stays the tab selected as a bar tab.
                w.moreSelected = true
                w.moreLast = old.selected
            }
        } else if let shown = old.moreLast {
            if !isOverflow(shown, w) {
                // The bar grew: the tab More showed is selected as a bar tab.
                w.moreSelected = false
                w.selected = shown
            }
        } else if !hasMore(w) {
            // More went away under its list: the last tab selected as a bar tab.
            w.moreSelected = false
        }
        // 3. What More last showed: its list when More is gone or the tab is back on the bar.
        if !hasMore(w) { w.moreLast = nil }
        if let last = w.moreLast, !isOverflow(last, w) { w.moreLast = nil }
    }
}
