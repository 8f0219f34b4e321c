import TabNav

extension TabBarLayout {
    /// A button on the bar: a custom tab, the centre button, or one of UIKit's own buttons.
    package enum Button: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The custom bar's button for the tab at this index.
        case tab(Int)
        /// The centre button.
        case center
        /// UIKit's own button for the tab at this index, put back on the bar by the system.
        case system(Int)

        /// `tab 2`, `center`, `system 0`.
        package var description: String {
            switch self {
            case .tab(let index): "tab \(index)"
            case .center: "center"
            case .system(let index): "system \(index)"
            }
        }
    }
}
