import TabNav
import TabNavTrace

/// The layout anomalies of a replay: the faults of the custom bar's layout (`--layout`), which hold for the whole
/// session because the layout depends only on the header. Printed before the summary, which counts them; under
/// `--strict` each is a failure.
enum LayoutCheck {
    /// The width the check lays the bar out at, an iPhone 8's; the seed's faults are the same at every width.
    static let width: Double = 375

    /// The layout's faults for a trace's header, as one sentence each (`tab 1 lies under the centre button`).
    /// - Parameters:
    ///   - header: The trace's header.
    ///   - style: The layout asked for (`--layout`).
    static func findings(_ header: TraceHeader, _ style: TabBarLayout.Style) -> [String] {
        TabBarLayout(configuration: header.configuration, style: style, width: width).findings.map(\.description)
    }
}
