import TabNav

extension Statechart {
    /// The configuration settings that the executable SCXML's script reads: the profile, the custom bar, the fix,
    /// both policies and the centre button. The chart's regions already depend on them; the script needs them to
    /// keep its data up to date.
    public struct Settings: Hashable, Sendable, Codable {
        /// What the centre button does, as text: `present` or `push`, with the screen and, to present, the style.
        public struct Center: Hashable, Sendable, Codable {
            /// `present` or `push`.
            public var action: String
            /// The screen it presents or pushes, as text.
            public var screen: String
            /// The presentation style, for `present`.
            public var style: ModalStyle?

            /// Creates a centre button's action.
            /// - Parameters:
            ///   - action: `present` or `push`.
            ///   - screen: The screen, as text.
            ///   - style: The style, for `present`.
            public init(action: String, screen: String, style: ModalStyle?) {
                self.action = action
                self.screen = screen
                self.style = style
            }
        }

        /// The UIKit profile.
        public var profile: UIKitProfile
        /// The custom tab bar.
        public var customBar: CustomBar
        /// The app's fix for the overlap.
        public var overlapFix: OverlapFix
        /// How the entries' flags decide the bar.
        public var barPolicy: BarPolicy
        /// What a tap does to a badge.
        public var badgePolicy: BadgePolicy
        /// The centre button's action, if the app has one.
        public var center: Center?
        /// Where the app puts its badges (format 2, V8.2).
        public var badgeTarget: BadgeTarget
        /// iOS 26's `tabBarMinimizeBehavior` (format 2, V6).
        public var minimize: MinimizeBehavior

        /// Creates settings; the defaults are those of a trace header that names none.
        /// - Parameters:
        ///   - profile: The UIKit profile.
        ///   - customBar: The custom tab bar.
        ///   - overlapFix: The overlap fix.
        ///   - barPolicy: The bar policy.
        ///   - badgePolicy: The badge policy.
        ///   - center: The centre button's action.
        ///   - badgeTarget: Where the app puts its badges.
        ///   - minimize: iOS 26's minimize behaviour.
        public init(
            profile: UIKitProfile = .modern, customBar: CustomBar = .none, overlapFix: OverlapFix = .none,
            barPolicy: BarPolicy = .sticky, badgePolicy: BadgePolicy = .clearOnTap, center: Center? = nil,
            badgeTarget: BadgeTarget = .custom, minimize: MinimizeBehavior = .never
        ) {
            self.profile = profile
            self.customBar = customBar
            self.overlapFix = overlapFix
            self.barPolicy = barPolicy
            self.badgePolicy = badgePolicy
            self.center = center
            self.badgeTarget = badgeTarget
            self.minimize = minimize
        }

        /// The settings of a configuration.
        /// - Parameter c: The configuration.
        public init<Screen>(_ c: Configuration<Screen>) {
            let center: Center? =
                switch c.centerButton?.action {
                case .present(let screen, let style)?: Center(action: "present", screen: "\(screen)", style: style)
                case .push(let screen, _)?: Center(action: "push", screen: "\(screen)", style: nil)
                case nil: nil
                }
            self.init(
                profile: c.profile, customBar: c.customBar, overlapFix: c.overlapFix, barPolicy: c.barPolicy,
                badgePolicy: c.badgePolicy, center: center, badgeTarget: c.badgeTarget, minimize: c.minimize)
        }

        /// Whether a scroll in this direction minimizes (`true`), expands (`false`) or leaves (`nil`) the bar: the
        /// configuration's rule (`Configuration.scrollMinimizes(_:)`) on a configuration with these settings.
        /// - Parameter scroll: Where the user scrolled.
        /// - Returns: What the scroll does to the bar.
        public func scrollMinimizes(_ scroll: Scroll) -> Bool? {
            let c = try? Configuration<String>(
                tabs: [TabSpec(name: "t", root: "r")], profile: profile, customBar: customBar, minimize: minimize)
            return c?.scrollMinimizes(scroll)
        }
    }
}
