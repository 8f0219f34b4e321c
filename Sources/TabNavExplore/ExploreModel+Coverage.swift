import TabNav

extension ExploreModel {
    /// The most tabs the packed state covers: the More tab's selection (more than five tabs) is not packed yet.
    package static var maximumTabs: Int { 5 }

    /// The first part of the model that the packed state does not hold yet, described for the user; `nil` when the
    /// explorer covers the whole model.
    ///
    /// The packed state (``StateLayout``) keeps everything trace format 2 adds but the More tab: an app with more
    /// than five tabs is refused rather than explored with two different states taken for one.
    /// - Complexity: O(1).
    package var partOutsideLayout: String? {
        let count = configuration.tabs.count
        if count > Self.maximumTabs {
            return "\(count) tabs (the More tab of an app with more than \(Self.maximumTabs) tabs is not explored yet)"
        }
        return nil
    }
}
