import TabNav

/// Tab indices out of range, in the reference model: a trace names tabs by name, so it never names one that does not
/// exist; the library's API takes indices and refuses one past either end. The model refuses such a step before it
/// reads any array, so no generated step, however odd, indexes past an end.
extension ReferenceModel {
    /// Whether `event` names a tab, by index or as the stack of `in:`, that the app does not have.
    func namesNoSuchTab(_ event: TabNavEvent<String>) -> Bool {
        tabIndices(event).contains { !config.tabs.indices.contains($0) }
    }

    /// The tab indices `event` names, written case by case (no `default`), so that a new event is a compile error here.
    private func tabIndices(_ event: TabNavEvent<String>) -> [Int] {
        func tab(_ ref: StackRef?) -> [Int] {
            if case .tab(let i)? = ref { [i] } else { [] }
        }
        switch event {
        case .request(let request):
            switch request {
            case .tap(let i), .select(let i), .pick(let i), .open(let i, _), .setBadge(_, let i), .enable(let i),
                .disable(let i):
                return [i]
            case .push(_, _, _, let t), .pop(_, let t), .popTo(_, _, let t), .popToEntry(_, _, let t),
                .popToDepth(_, _, let t), .popToRoot(_, let t), .setStack(_, _, let t):
                return tab(t)
            case .tapCenter, .tapMore, .selectMore, .present, .replaceModal, .dismiss, .hideBar, .showBar:
                return []
            }
        case .report(let report):
            switch report {
            case .systemPopped(_, let t): return tab(t)
            case .backSwipe, .backButtonTapped, .backMenuPicked, .sheetSwipe, .rotated, .scrolled, .resized: return []
            }
        }
    }
}
