import TabNav
import TabNavTrace

/// The anomalies of one state (the launch state, or the state after a step) that still wait for an `expect` line to
/// acknowledge them, until the next step.
///
/// A regression trace documents a known bug by asserting it: an `expect` line that passes and asserts an anomaly
/// acknowledges it, so that `--strict` does not count it. A line asserts an anomaly by `anomalies=LIST` naming it (a
/// passing `anomalies=` line names exactly the state's anomalies) or, for the overlap, by `overlap=yes`. Only the
/// `expect` lines between the state and the next step count: the launch state's come before the first step. An
/// anomaly left unacknowledged at the next step, or at the end of the trace, is one failure under `--strict`.
struct AnomalyAcknowledgement {
    /// The anomalies not acknowledged yet, in the state's order.
    private(set) var waiting: [Anomaly]
    /// Where the state came from.
    let site: AnomalySite

    /// The anomalies of a state, none acknowledged yet.
    init(_ anomalies: [Anomaly], at site: AnomalySite) {
        waiting = anomalies
        self.site = site
    }

    /// Takes an `expect` line on the state: when it holds, the anomalies it asserts are acknowledged.
    /// - Parameters:
    ///   - expectation: The line.
    ///   - held: Whether every pair of it held.
    mutating func take(_ expectation: Expectation, held: Bool) {
        guard held else { return }
        for pair in expectation.pairs {
            switch pair.key {
            case .anomalies:
                let named = Set(pair.value.split(separator: ",").map(String.init))
                waiting.removeAll { named.contains($0.rawValue) }
            case .overlap where pair.value == "yes":
                waiting.removeAll { $0 == .overlap }
            default: break
            }
        }
    }
}

extension Anomaly {
    /// The `expect` pair that acknowledges these anomalies: `overlap=yes` for the overlap alone, else
    /// `anomalies=A,B`.
    static func acknowledgingPair(_ anomalies: [Anomaly]) -> String {
        anomalies == [.overlap] ? "overlap=yes" : "anomalies=" + anomalies.map(\.rawValue).joined(separator: ",")
    }
}
