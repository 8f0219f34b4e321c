import TabNav

extension Statechart {
    /// One region of the chart: a set of mutually exclusive states, the one it starts in, and its transitions.
    public struct Region: Hashable, Sendable, Codable, CustomStringConvertible {
        /// A stable identifier, unique in the chart, usable as an XML ID (`selection`, `home-stack`, `bar`).
        public var id: String
        /// A title for readers (`Tab selection`, `home's stack`).
        public var title: String
        /// One sentence on what the region tracks.
        public var summary: String
        /// Which part of ``TabNavState`` the region abstracts; it decides ``Statechart/activeStates(of:)``.
        public var kind: Kind
        /// The states, in drawing order.
        public var states: [State]
        /// The identifier of the state the region is in at launch.
        public var initial: String
        /// The transitions, in drawing order.
        public var transitions: [Transition]

        /// Creates a region.
        /// - Parameters:
        ///   - id: The identifier.
        ///   - title: The title.
        ///   - summary: What the region tracks.
        ///   - kind: What part of the state it abstracts.
        ///   - states: Its states.
        ///   - initial: The initial state's identifier.
        ///   - transitions: Its transitions.
        public init(
            id: String, title: String, summary: String, kind: Kind, states: [State], initial: String, transitions: [Transition]
        ) {
            self.id = id
            self.title = title
            self.summary = summary
            self.kind = kind
            self.states = states
            self.initial = initial
            self.transitions = transitions
        }

        /// The state with this identifier, if there is one.
        /// - Complexity: O(*s*) in the number of states.
        public func state(_ id: String) -> State? {
            states.first { $0.id == id }
        }

        /// `ID: S states, T transitions`.
        public var description: String { "\(id): \(states.count) states, \(transitions.count) transitions" }
    }
}

extension Statechart.Region {
    /// The part of the machine's state a region abstracts.
    public enum Kind: Hashable, Sendable, Codable {
        /// Which tab is selected: one state per tab; with a More tab, an overflow tab's state means More shows it, and
        /// `more` that More shows its list.
        case selection
        /// What More shows, or last showed while it is not selected (format 2, V4): `list` or an overflow tab's name.
        case more
        /// The navigation stack of the tab at this index: `root` or `pushed`.
        case stack(tab: Int)
        /// The modal: `none`, `full-screen` or `sheet`.
        case modal
        /// The interactive back-swipe: `idle` or `active`.
        case backSwipe
        /// The tab bar as the selected stack and the profile leave it: `visible`, `hidden` or `stuck-hidden` (the app's own
        /// hiding is ``appHidden``, drawn apart).
        case tabBar
        /// UIKit's own buttons on an `on-system-bar` custom bar: `removed` or `shown`.
        case systemButtons
        /// The user's interactive swipe of a sheet down (format 2, V7): `idle` or `active`.
        case sheetSwipe
        /// iOS 26's minimized tab bar (format 2, V6): `expanded` or `minimized`.
        case minimize
        /// Whether the app hid the tab bar itself (format 2, V5): `no` or `yes`.
        case appHidden
        /// The width, the horizontal size class (format 3, V14): `compact` or `regular`; on a large iPhone the
        /// orientation goes with it (portrait compact, landscape regular). Only on the devices whose width changes.
        case width
    }

    /// A state of a region.
    public struct State: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identifier, unique in its region (`root`, `pushed`, `home`).
        public var id: String
        /// What holds in the machine while the region is in this state, in a few words (`depth 1`).
        public var meaning: String

        /// Creates a state.
        /// - Parameters:
        ///   - id: The identifier.
        ///   - meaning: What holds while the region is in it.
        public init(_ id: String, meaning: String) {
            self.id = id
            self.meaning = meaning
        }

        /// The identifier.
        public var description: String { id }
    }
}
