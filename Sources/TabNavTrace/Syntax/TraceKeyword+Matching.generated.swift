// Generated from the syntax table (TraceKeyword's cases) by TraceSyntaxTests; do not edit:
// `TABNAV_RECORD_SNAPSHOTS=1 swift test --filter TraceSyntaxTests` rewrites it after a change of the table.

extension TraceKeyword {
    /// Recognises a line's first word, or returns `nil` for an unknown word.
    /// - Parameter w: The word's bytes.
    /// - Complexity: O(*k*) in the few keywords of the word's length, each compared byte by byte.
    init?(_ w: UnsafeBufferPointer<UInt8>) {
        guard let found = Self.match(w) else { return nil }
        self = found
    }

    private static func match(_ w: UnsafeBufferPointer<UInt8>) -> TraceKeyword? {
        switch w.count {
        case 3:
            if w.equals("tap") { return .tap }
            if w.equals("pop") { return .pop }
            return nil
        case 4:
            if w.equals("push") { return .push }
            if w.equals("open") { return .open }
            if w.equals("pick") { return .pick }
            if w.equals("tabs") { return .tabs }
            if w.equals("root") { return .root }
            return nil
        case 5:
            if w.equals("badge") { return .badge }
            return nil
        case 6:
            if w.equals("select") { return .select }
            if w.equals("pop-to") { return .popTo }
            if w.equals("enable") { return .enable }
            if w.equals("rotate") { return .rotate }
            if w.equals("expect") { return .expect }
            if w.equals("scroll") { return .scroll }
            if w.equals("resize") { return .resize }
            if w.equals("screen") { return .screen }
            if w.equals("center") { return .center }
            if w.equals("device") { return .device }
            return nil
        case 7:
            if w.equals("present") { return .present }
            if w.equals("dismiss") { return .dismiss }
            if w.equals("disable") { return .disable }
            if w.equals("profile") { return .profile }
            return nil
        case 8:
            if w.equals("hide-bar") { return .hideBar }
            if w.equals("show-bar") { return .showBar }
            if w.equals("minimize") { return .minimize }
            return nil
        case 9:
            if w.equals("set-stack") { return .setStack }
            if w.equals("back-menu") { return .backMenu }
            return nil
        case 10:
            if w.equals("back-swipe") { return .backSwipe }
            if w.equals("system-pop") { return .systemPop }
            if w.equals("bar-policy") { return .barPolicy }
            if w.equals("custom-bar") { return .customBar }
            return nil
        case 11:
            if w.equals("pop-to-root") { return .popToRoot }
            if w.equals("back-button") { return .backButton }
            if w.equals("sheet-swipe") { return .sheetSwipe }
            if w.equals("overlap-fix") { return .overlapFix }
            return nil
        case 12:
            if w.equals("badge-policy") { return .badgePolicy }
            if w.equals("badge-target") { return .badgeTarget }
            return nil
        default: return nil
        }
    }
}
