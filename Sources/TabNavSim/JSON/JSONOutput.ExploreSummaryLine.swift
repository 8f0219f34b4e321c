import TabNavExplore

extension JSONOutput {
    /// The last line of `explore --json`: the model's size and the search's figures.
    struct ExploreSummaryLine: Encodable {
        let type = "summary"
        let file: String
        let depth: Int
        let letters: Int
        let states: Int
        let transitions: Int
        let longestShortestPath: Int
        let complete: Bool
        let depthCompleted: Int
        /// Rounded to a thousandth.
        let seconds: Double
        let statesPerSecond: Int
        /// Rounded to a tenth.
        let bytesPerState: Double
        let peakResidentBytes: Int
        let threads: Int
        /// The letters that never change anything.
        let idleLetters: [String]
        /// The classes of interchangeable screens folded together (empty without symmetry reduction).
        let twins: [[String]]
        /// How they were folded: `stacks`, `screens`, or `off` when there are none.
        let symmetry: String
        /// The states the ones explored stand for (``states`` without twins).
        let statesWithoutSymmetry: Int
        /// Whether the store kept fingerprints, and then a bound on the chance that a state was missed.
        let fingerprints: Bool
        let missProbability: Double
        /// `--memory`, the level after which the store switched to fingerprints, and whether the bound stopped the search.
        let memoryLimit: Int?
        let fingerprintsFromLevel: Int?
        let stoppedByMemory: Bool

        init(_ report: ExploreReport, peakResidentBytes: Int) {
            let r = report.result
            file = report.name
            depth = report.model.depth
            letters = report.model.letters.count
            states = r.states
            transitions = r.transitions
            longestShortestPath = r.longestShortestPath
            complete = r.isComplete
            depthCompleted = r.depthCompleted
            seconds = (r.seconds * 1000).rounded() / 1000
            statesPerSecond = Int(r.statesPerSecond)
            bytesPerState = (r.bytesPerState * 10).rounded() / 10
            self.peakResidentBytes = peakResidentBytes
            threads = r.threads
            idleLetters = r.idleLetters.map { report.model.letters[$0].text }
            twins = r.twins
            symmetry = r.symmetry.rawValue
            statesWithoutSymmetry = r.statesWithoutSymmetry
            fingerprints = r.fingerprints
            missProbability = r.missProbability
            memoryLimit = r.memory.limit
            fingerprintsFromLevel = r.memory.fingerprintsFromLevel
            stoppedByMemory = r.memory.stopped
        }
    }
}
