import TabNav

extension UIKitDifference {
    /// A part of what UIKit shows.
    public enum Part: Hashable, Sendable, CustomStringConvertible {
        /// The number of tabs (the two do not show the same app; nothing else is compared).
        case tabCount
        /// A navigation stack, each entry by identity, screen and `hidesBottomBarWhenPushed` flag; the modal's stack
        /// also tells whether a modal is presented.
        case stack(StackRef)
        /// The presented modal's style.
        case modalStyle
        /// The window's width (the bar's capacity follows it).
        case width
        /// The selection: a tab, or More's list.
        case selection
        /// What More holds over its list, shown or kept while More is not selected.
        case moreShows
        /// A tab bar item's badge.
        case badge(tab: Int)
        /// Whether a tab bar item is enabled.
        case enabled(tab: Int)
        /// Whether the tab bar is drawn hidden.
        case barHidden
        /// Whether the bar is stuck hidden by the iOS 14.0 bug.
        case barStuckHidden
        /// Whether UIKit's own buttons are on the tab bar.
        case systemButtons
        /// Whether iOS 26 has minimized the bar.
        case barMinimized
        /// The user's back-swipe.
        case backSwipe
        /// The user's sheet swipe.
        case sheetSwipe

        /// A short name: `stack tab 2`, `badge tab 1`, `bar hidden`, ….
        public var description: String {
            switch self {
            case .tabCount: "tab count"
            case .stack(let ref): "stack \(ref)"
            case .modalStyle: "modal style"
            case .width: "width"
            case .selection: "selection"
            case .moreShows: "more shows"
            case .badge(let index): "badge tab \(index)"
            case .enabled(let index): "enabled tab \(index)"
            case .barHidden: "bar hidden"
            case .barStuckHidden: "bar stuck hidden"
            case .systemButtons: "system buttons"
            case .barMinimized: "bar minimized"
            case .backSwipe: "back-swipe"
            case .sheetSwipe: "sheet swipe"
            }
        }
    }
}
