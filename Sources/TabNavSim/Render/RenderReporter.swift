import TabNav
import TabNavTrace

/// Collects a replay for the page: one frame a step (the launch state first), each pointing at a picture shared by
/// every step that draws the same scene, with the step's `expect` lines and broken invariants attached.
struct RenderReporter: Reporter {
    /// An `expect` line as the page shows it.
    struct Check {
        var line: Int
        var text: String
        /// `expected KEY=X, got Y` (``ExpectFailure/description``) for each failed pair; empty when the line passed.
        var failures: [String]
    }

    /// One step of the timeline.
    struct Frame {
        var line: Int
        var step: String
        var outcome: String
        var reason: String
        /// The index of the frame's picture in ``pictures``.
        var picture: Int
        var anomalies: [String]
        var checks: [Check] = []
        var invariants: [String] = []
    }

    let picture: DevicePicture
    private(set) var frames: [Frame] = []
    /// The distinct scenes, in the order first drawn; ``Frame/picture`` indexes it.
    private(set) var scenes: [PhoneScene] = []
    private var sceneIndex: [PhoneScene: Int] = [:]
    private(set) var header: TraceHeader?
    private(set) var file = ""
    private(set) var summary = Summary()

    init(picture: DevicePicture) { self.picture = picture }

    var reportsSteps: Bool { true }

    mutating func start(header: TraceHeader, file: String, state: TabNavState<String>) {
        self.header = header
        self.file = file
        append(line: 0, step: "(launch)", outcome: .ok, state: state)
    }

    mutating func step(_ record: StepRecord) {
        append(line: record.step.position.line, step: record.step.text, outcome: record.result.outcome, state: record.state)
    }

    mutating func expectation(_ expectation: Expectation, text: String, failures: [ExpectFailure]) {
        let failed = failures.map(\.description)
        frames[frames.count - 1].checks.append(Check(line: expectation.position.line, text: text, failures: failed))
    }

    mutating func invariants(line: Int, _ violations: [InvariantViolation]) {
        frames[frames.count - 1].invariants += violations.map { "line \(line): \($0)" }
    }

    /// A `--strict` anomaly: the page shows every step's anomalies already.
    mutating func anomalies(_ anomalies: [Anomaly], at site: AnomalySite) {}

    /// The layout's faults: the page draws and names them itself (its replay runs with the default layout).
    mutating func layoutAnomalies(_ findings: [String], layout: TabBarLayout.Style, strict: Bool) {}

    mutating func finish(_ summary: Summary) { self.summary = summary }

    private mutating func append(line: Int, step: String, outcome: Outcome, state: TabNavState<String>) {
        let scene = PhoneScene(state: state)
        let index: Int
        if let known = sceneIndex[scene] {
            index = known
        } else {
            index = scenes.count
            scenes.append(scene)
            sceneIndex[scene] = index
        }
        var reason = ""
        if case .rejected(let why) = outcome { reason = why.description }
        frames.append(
            Frame(
                line: line, step: step, outcome: outcome.name, reason: reason, picture: index,
                anomalies: state.anomalies.map(\.rawValue)))
    }
}
