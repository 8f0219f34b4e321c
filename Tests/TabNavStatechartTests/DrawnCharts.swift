import Foundation
import TabNav
import TabNavStatechart

/// The charts of the statechart tests' configurations, each drawn once a run.
///
/// Several tests run over the same few hundred configurations (``ChartConfigurations``), and drawing a chart runs
/// the reducer's probes: tens of milliseconds each in a debug build, most of what those tests cost when every test
/// drew its own.
enum DrawnCharts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var charts: [Configuration<String>: Statechart] = [:]

    /// The chart `Statechart(configuration:)` draws for `configuration`, drawn on the first call.
    static func chart(_ configuration: Configuration<String>) -> Statechart {
        if let chart = lock.withLock({ charts[configuration] }) { return chart }
        let chart = Statechart(configuration: configuration)
        lock.withLock { charts[configuration] = chart }
        return chart
    }
}
