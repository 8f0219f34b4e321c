import TabNav

extension JSONOutput {
    /// With `--matrix`: one combination of the UIKit settings, and each anomaly the trace shows under it.
    struct CombinationLine: Encodable {
        let type = "combination"
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
            profile = c.profile
            barPolicy = c.barPolicy
            customBar = c.customBar
            overlapFix = c.fix
            badgeTarget = c.badgeTarget
            own = row.isOwn
            anomalies = Anomaly.allCases.compactMap { anomaly in
                guard let finding = row.findings[anomaly], let line = finding.firstLine else { return nil }
                return FindingObject(anomaly: anomaly, steps: finding.steps, firstLine: line)
            }
            invariantBreaks = row.invariantBreaks
        }
    }

    /// An anomaly one combination showed: after how many steps it was present, and from which line.
    struct FindingObject: Encodable {
        let anomaly: Anomaly
        let steps: Int
        let firstLine: Int
    }
}
