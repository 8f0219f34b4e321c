import TabNav
import TabNavExplore

/// `explore --matrix`: the anomaly question under every profile × custom bar × overlap fix, the fix only where it
/// matters (an `on-system-bar` bar; under every other bar the fix never runs, so only `none` is explored), and
/// both badge targets where the target matters (`badgeTargetMatters` of the rules: an `on-system-bar` bar, a profile
/// other than `ios26`, where UIKit's buttons never go) and the alphabet has a `badge` step.
struct ExploreMatrix {
    let name: String
    let model: ExploreModel
    let options: ExploreOptions

    /// One row of the table.
    typealias Combination = (profile: UIKitProfile, bar: CustomBar, fix: OverlapFix, badges: BadgeTarget)

    /// Whether a letter of the alphabet sets a badge.
    var setsBadges: Bool {
        model.letters.contains { if case .request(.setBadge) = $0.event { true } else { false } }
    }

    /// The combinations explored, in table order.
    var combinations: [Combination] {
        var list: [Combination] = []
        var configuration = model.header.configuration
        let header = configuration.badgeTarget
        for profile in UIKitProfile.allCases {
            for bar in CustomBar.allCases {
                configuration.profile = profile
                configuration.customBar = bar
                for fix in OverlapFix.allCases where configuration.showsSystemButtons || fix == .none {
                    let targets: [BadgeTarget] =
                        setsBadges && configuration.badgeTargetMatters ? BadgeTarget.allCases : [header]
                    for badges in targets { list.append((profile, bar, fix, badges)) }
                }
            }
        }
        return list
    }

    /// Explores every combination and prints the table (or JSON Lines).
    /// - Returns: 1 when an invariant can be broken in some combination, else 0.
    func run(_ out: inout Output) throws -> Int32 {
        var broken = false
        var rows: [(Combination, Exploration)] = []
        let memory = try options.memoryBytes()
        for combination in combinations {
            var m = model
            m.header.configuration.profile = combination.profile
            m.header.configuration.customBar = combination.bar
            m.header.configuration.overlapFix = combination.fix
            m.header.configuration.badgeTarget = combination.badges
            let result: Exploration
            let explorer = options.explorer(model: m, memory: memory)
            do { result = try explorer.run() } catch {
                throw SimError.usage(error.description)
            }
            broken = broken || result.findings.keys.contains { if case .invariant = $0 { true } else { false } }
            rows.append((combination, result))
        }
        if options.json {
            let lines = JSONLines()
            for (combination, r) in rows { lines.write(JSONOutput.ExploreCombinationLine(combination, r), to: &out) }
        } else {
            out.line(
                "\(name): shortest steps to each anomaly within depth \(model.depth), \(model.letters.count) letters; "
                    + "'-' = not reachable (a proof for the bound), '?' = not found in an incomplete search")
            let badgeColumn = setsBadges
            let head =
                ["PROFILE".padded(to: 8), "CUSTOM-BAR".padded(to: 13), "FIX".padded(to: 10)]
                + (badgeColumn ? ["BADGES".padded(to: 7)] : []) + Anomaly.allCases.map { $0.rawValue.uppercased().padded(to: 22) }
                + ["STATES"]
            out.line(head.joined(separator: "  "))
            for ((profile, bar, fix, badges), r) in rows {
                let cells = Anomaly.allCases.map { a in
                    (r.findings[.anomaly(a)].map { String($0.count) } ?? (r.isComplete ? "-" : "?")).padded(to: 22)
                }
                let row =
                    [profile.rawValue.padded(to: 8), bar.rawValue.padded(to: 13), fix.rawValue.padded(to: 10)]
                    + (badgeColumn ? [badges.rawValue.padded(to: 7)] : []) + cells + [
                        String(r.states)
                    ]
                out.line(row.joined(separator: "  "))
            }
        }
        out.flush()
        return broken ? 1 : 0
    }
}
