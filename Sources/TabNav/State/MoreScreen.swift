/// What UIKit's More tab shows, or last showed: its list of overflow tabs, or one overflow tab it pushed onto its
/// navigation controller (V4 of trace format 2).
///
/// The More tab exists when an app has more than `maximumBarItemCount` tabs: the bar then shows the
/// first four tabs and a More item, and the others are *overflow tabs*, listed in the More screen.
@usableFromInline package enum MoreScreen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The More list, the root of More's navigation controller.
    case list
    /// The overflow tab at this index, its stack shown inside More's navigation controller.
    case tab(Int)

    /// `list` or `tab N`.
    @usableFromInline package var description: String {
        switch self {
        case .list: "list"
        case .tab(let index): "tab \(index)"
        }
    }

    /// The overflow tab's index, or `nil` for the list.
    package var tabIndex: Int? {
        if case .tab(let index) = self { return index }
        return nil
    }
}

/// What the user sees selected in the tab bar controller (``TabNavState/selection``).
public enum Selection: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tab at this index: a bar tab, or an overflow tab that the More tab shows (its More item is then
    /// highlighted, ``TabNavState/isMoreSelected``).
    case tab(Int)
    /// The More tab's list of overflow tabs, which has no navigation stack.
    case moreList

    /// `tab N` or `more list`.
    public var description: String {
        switch self {
        case .tab(let index): "tab \(index)"
        case .moreList: "more list"
        }
    }

    /// The selected tab's index, or `nil` for the More list.
    public var tabIndex: Int? {
        if case .tab(let index) = self { return index }
        return nil
    }
}
