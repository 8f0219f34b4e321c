import TabNav

/// The machine's own statechart for one configuration: regions that run in parallel, each with its states and transitions.
///
/// Made by ``init(configuration:name:)`` from the same ``Configuration`` the reducer runs on, checked against the
/// reducer by ``discrepancies(before:event:after:)``, and printed by ``render(_:)`` as Mermaid, Graphviz DOT
/// or SCXML. Every region is in exactly one of its states at any time; ``activeStates(of:)`` says which.
///
/// The chart reads like any statechart, with two documented rules:
/// - **Gate**: while the back-swipe or the sheet-swipe region is `active`, every navigation event
///   (every kind of ``TabNavEventKind`` but badges, enabling, the app's hiding of the bar, rotation,
///   scrolling and the gestures' own ends) is rejected, so no transition of such an event is enabled (§3.3 of the trace
///   format, V7 of format 2).
/// - **Implicit self-loops**: an event with no enabled transition in a region leaves that region in its
///   state. That is how noops and rejections read; self-loops are drawn only where they say something.
///
/// The chart does not model entry identities: a step the reducer rejects for want of one (only a decoded state
/// can run out) enables no transition.
public struct Statechart: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A short name for the chart, used as the title of every rendering.
    public var name: String
    /// The configuration the chart was made for, its screens as text: what the regions, the labels and the
    /// executable SCXML's settings read.
    public var configuration: Configuration<String>
    /// The regions, in a fixed order: selection, More (with more than five tabs), one stack per tab, modal, back-swipe, sheet swipe, tab bar, minimized
    /// bar, app-hidden bar, system buttons, width (a large iPhone, an iPad) (those the configuration has).
    public var regions: [Region]

    /// Creates a chart from its parts; ``init(configuration:name:)`` makes the machine's own.
    /// - Parameters:
    ///   - name: The chart's name.
    ///   - configuration: The configuration, screens as text.
    ///   - regions: The parallel regions.
    public init(name: String, configuration: Configuration<String>, regions: [Region]) {
        self.name = name
        self.configuration = configuration
        self.regions = regions
    }

    /// The tab names, in tab bar order; events and guards refer to tabs by index into this list.
    public var tabs: [String] { configuration.tabs.map(\.name) }
    /// Each tab's root screen at launch, as text, in tab order.
    public var roots: [String] { configuration.tabs.map(\.root) }
    /// The screens declared to hide the bar, as text, sorted.
    public var hidingScreens: [String] { configuration.hidingScreens.sorted() }
    /// The centre button's name, if the app has one.
    public var centerName: String? { configuration.centerButton?.name }
    /// One line per fact of the configuration that the chart depends on, as a trace header's lines (§2), defaults
    /// included, in the canonical order.
    public var facts: [String] { configuration.headerFacts.map(\.description) }

    /// The region with this identifier, if there is one.
    /// - Complexity: O(*r*) in the number of regions.
    public func region(_ id: String) -> Region? {
        regions.first { $0.id == id }
    }

    /// The number of transitions over all regions.
    /// - Complexity: O(*r*).
    public var transitionCount: Int {
        regions.reduce(0) { $0 + $1.transitions.count }
    }

    /// `NAME: R regions, S states, T transitions`.
    public var description: String {
        let states = regions.reduce(0) { $0 + $1.states.count }
        return "\(name): \(regions.count) regions, \(states) states, \(transitionCount) transitions"
    }
}
