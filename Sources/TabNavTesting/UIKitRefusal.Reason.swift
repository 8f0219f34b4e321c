import TabNav

extension UIKitRefusal {
    /// Why UIKit refuses a command.
    public enum Reason: Error, Hashable, Sendable, CustomStringConvertible {
        /// No tab has this index (`selectedIndex` out of range, a badge or an item that does not exist).
        case noSuchTab(Int)
        /// The app has five tabs or fewer, so there is no More tab.
        case noMoreTab
        /// The tab is on the bar, so the More list has no row for it.
        case notAnOverflowTab(Int)
        /// The More list is not on screen, so no row of it can be shown.
        case moreListNotShown
        /// More already shows its list: its navigation controller has nothing to pop.
        case moreShowsList
        /// The command names the modal's stack, or dismisses, while nothing is presented.
        case noModal
        /// A modal is already presented (UIKit logs "already presenting" and shows nothing).
        case alreadyPresenting
        /// The stack holds only its root, or already ends at the entry: there is nothing to pop.
        case nothingToPop(StackRef)
        /// The entry is not in the stack (`popToViewController` raises `NSInternalInconsistencyException`).
        case entryNotInStack(EntryID, StackRef)
        /// The entry's view controller is already in a navigation stack: pushing or presenting it again crashes.
        case entryAlreadyShown(EntryID)
        /// The entry appears twice in one `setViewControllers` list.
        case entryTwice(EntryID)
        /// A kept entry comes back with another screen or flag: its view controller cannot change what it shows.
        case entryChanged(EntryID)
        /// `setViewControllers` with no view controller.
        case emptyStack

        /// A sentence that names the problem.
        public var description: String {
            switch self {
            case .noSuchTab(let index): "there is no tab at index \(index)"
            case .noMoreTab: "the app has no More tab"
            case .notAnOverflowTab(let index): "tab \(index) is on the tab bar, not in the More list"
            case .moreListNotShown: "the More list is not on screen"
            case .moreShowsList: "More already shows its list"
            case .noModal: "no modal is presented"
            case .alreadyPresenting: "a modal is already presented"
            case .nothingToPop(let ref): "\(ref) has nothing to pop"
            case .entryNotInStack(let id, let ref): "entry \(id) is not in \(ref)"
            case .entryAlreadyShown(let id): "entry \(id) is already in a navigation stack"
            case .entryTwice(let id): "entry \(id) is listed twice"
            case .entryChanged(let id): "entry \(id) comes back with another screen or flag"
            case .emptyStack: "a navigation stack needs at least one view controller"
            }
        }
    }
}
