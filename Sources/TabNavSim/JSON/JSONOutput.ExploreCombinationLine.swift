import TabNav
import TabNavExplore

extension JSONOutput {
    /// `explore --matrix --json`: one combination, the shortest steps to each anomaly and the states explored.
    struct ExploreCombinationLine: Encodable {
        let type = "combination"
        let profile: UIKitProfile
        let customBar: CustomBar
        let overlapFix: OverlapFix
        let badgeTarget: BadgeTarget
        /// By anomaly: the shortest steps to it, `null` when not reachable within the bound, `unknown` when an
        /// incomplete search did not find it.
        let shortest: [String: Shortest]
        let states: Int
        let complete: Bool

        init(_ combination: ExploreMatrix.Combination, _ result: Exploration) {
            profile = combination.profile
            customBar = combination.bar
            overlapFix = combination.fix
            badgeTarget = combination.badges
            var shortest: [String: Shortest] = [:]
            for anomaly in Anomaly.allCases {
                let path = result.findings[.anomaly(anomaly)]
                shortest[anomaly.rawValue] = path.map { .steps($0.count) } ?? (result.isComplete ? .unreachable : .unknown)
            }
            self.shortest = shortest
            states = result.states
            complete = result.isComplete
        }

        /// The shortest steps to an anomaly, or why there are none.
        enum Shortest: Encodable {
            case steps(Int)
            case unreachable
            case unknown

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .steps(let n): try container.encode(n)
                case .unreachable: try container.encodeNil()
                case .unknown: try container.encode("unknown")
                }
            }
        }
    }
}
