import TabNav

extension TabBarLayout {
    /// A fault of a layout that a user would see and feel: a button covered by another one, or off the bar.
    package enum Finding: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The custom button of this tab overlaps the centre button.
        case tabUnderCenter(Int)
        /// The custom buttons of these two tabs overlap each other.
        case tabsOverlap(Int, Int)
        /// The custom button of this tab reaches past the bar's left or right edge.
        case tabOffBar(Int)
        /// The title of this tab is wider than its button, so it is drawn cut with `…`.
        case titleCut(Int, String)

        /// A sentence naming the fault, with 0-based tab indices: `tab 2 lies under the centre button`.
        package var description: String {
            switch self {
            case .tabUnderCenter(let tab): "tab \(tab) lies under the centre button"
            case .tabsOverlap(let a, let b): "tabs \(a) and \(b) overlap"
            case .tabOffBar(let tab): "tab \(tab) reaches past the edge of the bar"
            case .titleCut(let tab, let title): "tab \(tab)'s title '\(title)' does not fit its button"
            }
        }
    }
}
