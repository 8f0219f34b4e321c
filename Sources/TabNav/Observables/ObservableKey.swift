/// One thing an `expect` line can check (§5 of the trace format).
package enum ObservableKey: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The selected tab's name; `more` while More shows its list.
    case tab
    /// The selected tab's stack, root first, joined by `>`; `more` while More shows its list.
    case stack
    /// The stack of the tab at this index.
    case stackOfTab(Int)
    /// The number of entries in the selected tab's stack; 1 while More shows its list.
    case depth
    /// `none`, or the modal's stack joined by `>`.
    case modal
    /// `visible` or `hidden`.
    case bar
    /// `yes` when the overlap anomaly is present, else `no`.
    case overlap
    /// `none`, or the anomalies present, comma-separated.
    case anomalies
    /// The badge of the tab at this index, as shown.
    case badge(Int)
    /// The previous step's outcome.
    case outcome
    /// `idle` or `active`.
    case swipe
    /// `idle` or `active`: the user's swipe of a sheet.
    case sheetSwipe
    /// `yes` or `no`: whether the app hid the bar.
    case appHidden
    /// `none` (More is not selected), `list`, or the name of the overflow tab More shows.
    case more
    /// `compact` or `regular`: the horizontal size class (format 3).
    case width
    /// `portrait` or `landscape`: how a large iPhone is held (format 3).
    case orientation

    /// The key without tab names: `stack.#1`, `badge.#0` for the keys that name a tab.
    package var description: String {
        switch self {
        case .tab: "tab"
        case .stack: "stack"
        case .stackOfTab(let i): "stack.#\(i)"
        case .depth: "depth"
        case .modal: "modal"
        case .bar: "bar"
        case .overlap: "overlap"
        case .anomalies: "anomalies"
        case .badge(let i): "badge.#\(i)"
        case .outcome: "outcome"
        case .swipe: "swipe"
        case .sheetSwipe: "sheet-swipe"
        case .appHidden: "app-hidden"
        case .more: "more"
        case .width: "width"
        case .orientation: "orientation"
        }
    }
}
