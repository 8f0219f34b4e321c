import TabNav
import TabNavExplore

/// `explore --matrix`: the anomaly question under every profile × custom bar × overlap fix, the fix only where it
/// matters (an `on-system-bar` bar; under every other bar the fix never runs, so only `none` is explored).
struct ExploreMatrix {
    let name: String
    let model: ExploreModel
    let options: ExploreOptions

    /// The combinations explored, in table order.
    static var combinations: [(UIKitProfile, CustomBar, OverlapFix)] {
        var list: [(UIKitProfile, CustomBar, OverlapFix)] = []
        for profile in UIKitProfile.allCases {
            for bar in CustomBar.allCases {
                for fix in OverlapFix.allCases where bar == .onSystemBar || fix == .none {
                    list.append((profile, bar, fix))
                }
            }
        }
        return list
    }

    /// Explores every combination and prints the table (or JSON Lines).
    /// - Returns: 1 when an invariant can be broken in some combination, else 0.
    func run(_ out: inout Output) throws -> Int32 {
        var broken = false
        var rows: [(UIKitProfile, CustomBar, OverlapFix, Exploration)] = []
        for (profile, bar, fix) in Self.combinations {
            var m = model
            m.header.configuration.profile = profile
            m.header.configuration.customBar = bar
            m.header.configuration.overlapFix = fix
            let result: Exploration
            do { result = try Explorer(model: m, maxStates: options.maxStates, threads: options.threads).run() } catch {
                throw SimError.usage(error.description)
            }
            broken = broken || result.findings.keys.contains { if case .invariant = $0 { true } else { false } }
            rows.append((profile, bar, fix, result))
        }
        if options.json {
            for (profile, bar, fix, r) in rows {
                let cells = Anomaly.allCases.map { a in
                    (a.rawValue, r.findings[.anomaly(a)].map { String($0.count) } ?? (r.isComplete ? "null" : "\"unknown\""))
                }
                out.line(
                    JSONReporter.object([
                        ("type", "combination".jsonQuoted), ("profile", profile.rawValue.jsonQuoted),
                        ("customBar", bar.rawValue.jsonQuoted),
                        ("overlapFix", fix.rawValue.jsonQuoted), ("shortest", JSONReporter.object(cells)),
                        ("states", String(r.states)),
                        ("complete", r.isComplete ? "true" : "false"),
                    ]))
            }
        } else {
            out.line(
                "\(name): shortest steps to each anomaly within depth \(model.depth), \(model.letters.count) letters; "
                    + "'-' = not reachable (a proof for the bound), '?' = not found in an incomplete search")
            let head =
                ["PROFILE".padded(to: 8), "CUSTOM-BAR".padded(to: 13), "FIX".padded(to: 10)]
                + Anomaly.allCases.map { $0.rawValue.uppercased().padded(to: 22) } + ["STATES"]
            out.line(head.joined(separator: "  "))
            for (profile, bar, fix, r) in rows {
                let cells = Anomaly.allCases.map { a in
                    (r.findings[.anomaly(a)].map { String($0.count) } ?? (r.isComplete ? "-" : "?")).padded(to: 22)
                }
                let row =
                    [profile.rawValue.padded(to: 8), bar.rawValue.padded(to: 13), fix.rawValue.padded(to: 10)] + cells + [
                        String(r.states)
                    ]
                out.line(row.joined(separator: "  "))
            }
        }
        out.flush()
        return broken ? 1 : 0
    }
}
