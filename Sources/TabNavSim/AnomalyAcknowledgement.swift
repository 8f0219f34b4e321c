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
    /// The anomalies not acknowledged yet, as the state's anomaly flags (``Anomaly/flag``): no array is made while the
    /// replay runs, only when one is reported.
    private(set) var waitingFlags: UInt64
    /// Where the state came from.
    let site: AnomalySite

    /// The anomalies of a state, none acknowledged yet.
    /// - Parameters:
    ///   - flags: The state's anomaly flags.
    ///   - site: Where the state came from.
    init(flags: UInt64, at site: AnomalySite) {
        waitingFlags = flags
        self.site = site
    }

    /// Whether every anomaly of the state has been acknowledged.
    var isSettled: Bool { waitingFlags == 0 }

    /// The anomalies not acknowledged yet, in the order of `Anomaly.allCases`.
    var waiting: [Anomaly] { Anomaly.allCases.filter { waitingFlags & $0.flag != 0 } }

    /// Takes an `expect` line on the state: when it holds, the anomalies it asserts are acknowledged.
    /// - Parameters:
    ///   - expectation: The line.
    ///   - held: Whether every pair of it held.
    mutating func take(_ expectation: Expectation, held: Bool) {
        guard held else { return }
        for pair in expectation.pairs {
            switch pair.key {
            case .anomalies:
                for name in pair.value.split(separator: ",") {
                    if let anomaly = Anomaly(rawValue: String(name)) { waitingFlags &= ~anomaly.flag }
                }
            case .overlap where pair.value == "yes":
                waitingFlags &= ~Anomaly.overlap.flag
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
