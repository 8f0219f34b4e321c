import Foundation
import TabNav
import TabNavStatechart

/// The charts and the reducer's probes of the statechart tests' configurations, each worked out once a run.
///
/// Several tests run over the same few hundred configurations (``ChartConfigurations``), and drawing a chart runs
/// the reducer's probes: tens of milliseconds each in a debug build, most of what those tests cost when every test
/// drew its own.
enum DrawnCharts {
    private static let charts = PerConfiguration { Statechart(configuration: $0) }
    private static let probes = PerConfiguration { Statechart.Probe($0) }

    /// The chart `Statechart(configuration:)` draws for `configuration`, drawn on the first call.
    static func chart(_ configuration: Configuration<String>) -> Statechart { charts.value(configuration) }

    /// The probe `Statechart.Probe(_:)` runs for `configuration`, run on the first call.
    static func probe(_ configuration: Configuration<String>) -> Statechart.Probe { probes.value(configuration) }

    /// Values worked out once for each configuration, under a lock.
    private final class PerConfiguration<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Configuration<String>: Value] = [:]
        private let make: (Configuration<String>) -> Value

        init(_ make: @escaping (Configuration<String>) -> Value) { self.make = make }

        func value(_ configuration: Configuration<String>) -> Value {
            if let value = lock.withLock({ values[configuration] }) { return value }
            let value = make(configuration)
            lock.withLock { values[configuration] = value }
            return value
        }
    }
}
