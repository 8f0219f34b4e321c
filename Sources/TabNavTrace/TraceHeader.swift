import TabNav

/// The header of a trace (§2 of the trace format): the app's configuration, with screens named by strings.
public struct TraceHeader: Hashable, Sendable, Codable {
    /// The configuration the header declares: tabs and roots, hiding screens, centre button and policies.
    public var configuration: Configuration<String>

    /// Creates a header.
    /// - Parameter configuration: The configuration it declares.
    public init(configuration: Configuration<String>) {
        self.configuration = configuration
    }

    /// The header as canonical lines: `tabs` first, then `root` lines in tab order, `screen` lines sorted by name,
    /// `center`, `bar-policy`, `badge-policy`, `profile`, `custom-bar` and `overlap-fix`; only the lines that
    /// differ from the defaults, `tabs` always.
    /// - Complexity: O(*s* log *s*) in the number of hiding screens.
    public var canonicalLines: [String] {
        let c = configuration
        var lines = ["tabs " + c.tabs.map(\.name).joined(separator: " ")]
        for tab in c.tabs where tab.root != tab.name {
            lines.append("root \(tab.name) \(tab.root)")
        }
        for screen in c.hidingScreens.sorted() {
            lines.append("screen \(screen) hides-bar")
        }
        if let center = c.centerButton {
            switch center.action {
            case .present(let screen, let style):
                lines.append("center \(center.name) present=\(screen)" + (style == .fullScreen ? "" : " style=\(style)"))
            case .push(let screen):
                lines.append("center \(center.name) push=\(screen)")
            }
        }
        if c.barPolicy != .sticky { lines.append("bar-policy \(c.barPolicy)") }
        if c.badgePolicy != .clearOnTap { lines.append("badge-policy \(c.badgePolicy)") }
        if c.profile != .modern { lines.append("profile \(c.profile)") }
        if c.customBar != .none { lines.append("custom-bar \(c.customBar)") }
        if c.overlapFix != .none { lines.append("overlap-fix \(c.overlapFix)") }
        if c.badgeTarget != .custom { lines.append("badge-target \(c.badgeTarget)") }
        if c.minimize != .never { lines.append("minimize \(c.minimize)") }
        return lines
    }
}
