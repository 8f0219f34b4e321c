import TabNav

extension JSONOutput {
    /// With `--matrix`: one combination of the UIKit settings, and each anomaly the trace shows under it.
    struct CombinationLine: Encodable {
        let type = "combination"
        let device: Device
        let profile: UIKitProfile
        let barPolicy: BarPolicy
        let customBar: CustomBar
        let overlapFix: OverlapFix
        let badgeTarget: BadgeTarget
        /// Whether this is the trace's own configuration.
        let own: Bool
        /// The anomalies found, in the order of ``Anomaly/allCases``.
        let anomalies: [FindingObject]
        let invariantBreaks: Int

        init(_ row: Matrix.Row) {
            let c = row.combination
            device = c.device
            profile = c.profile
            barPolicy = c.barPolicy
            customBar = c.customBar
            overlapFix = c.fix
            badgeTarget = c.badgeTarget
            own = row.isOwn
            anomalies = Anomaly.allCases.compactMap { anomaly in
                guard let finding = row.findings[anomaly] else { return nil }
                return FindingObject(
                    anomaly: anomaly, atLaunch: finding.atLaunch, steps: finding.steps, firstLine: Nullable(finding.firstLine),
                    widths: Width.allCases.filter(finding.widths.contains))
            }
            invariantBreaks = row.invariantBreaks
        }
    }

    /// An anomaly one combination showed: whether at launch, after how many steps it was present, and from which
    /// line (`null` when only the launch state showed it).
    struct FindingObject: Encodable {
        let anomaly: Anomaly
        let atLaunch: Bool
        let steps: Int
        let firstLine: Nullable<Int>
        /// The widths the app had in the states that showed it (format 3).
        let widths: [Width]
    }
}
