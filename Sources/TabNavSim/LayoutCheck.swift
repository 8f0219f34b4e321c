import TabNav
import TabNavTrace

/// The layout anomalies of a replay: the faults of the custom bar's layout (`--layout=`), which hold for the whole
/// session because the layout depends only on the header. Printed after the report; under `--strict` they fail it.
enum LayoutCheck {
    /// The width the check lays the bar out at, an iPhone 8's; the seed's faults are the same at every width.
    static let width: Double = 375

    /// Parses a layout name.
    /// - Throws: ``SimError/usage(_:)`` for an unknown name.
    static func style(_ name: Substring) throws(SimError) -> TabBarLayout.Style {
        guard let style = TabBarLayout.Style(rawValue: String(name)) else {
            throw .usage("unknown layout '\(name)': use seed, symmetric or stack")
        }
        return style
    }

    /// Prints the layout's faults, one line each, after the replay's report; returns the exit status, 1 under
    /// `--strict` when there is a fault.
    /// - Parameters:
    ///   - header: The trace's header.
    ///   - options: The command line.
    ///   - status: The replay's exit status.
    static func report(_ header: TraceHeader, _ options: SimOptions, _ status: Int32) -> Int32 {
        let layout = TabBarLayout(configuration: header.configuration, style: options.layout, width: width)
        let findings = layout.findings
        guard !findings.isEmpty else { return status }
        var out = Output.standardOutput
        for finding in findings {
            if options.json {
                out.line("{\"layoutAnomaly\":\(finding.description.jsonQuoted),\"layout\":\"\(options.layout)\"}")
            } else {
                out.line("layout anomaly (\(options.layout)): \(finding)" + (options.strict ? " (a failure under --strict)" : ""))
            }
        }
        out.flush()
        return options.strict ? 1 : status
    }
}
