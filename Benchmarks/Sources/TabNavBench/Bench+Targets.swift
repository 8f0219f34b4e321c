extension Bench {
    /// The issue's targets, each with the figures that decide it: `met` or `MISSED`.
    func targets() -> [String] {
        var lines = ["", "Targets:"]
        func verdict(_ ok: Bool) -> String { ok ? "met   " : "MISSED" }
        func check(_ title: String, _ value: Double?, _ ok: (Double) -> Bool, _ shown: (Double) -> String) {
            guard let value else {
                lines.append("- n/a    \(title): not measured")
                return
            }
            lines.append("- \(verdict(ok(value))) \(title): \(shown(value))")
        }
        let w1 = report.row("W1 tabnav-sim --quiet")
        check("W1 >= 2,000,000 steps/s", w1?.stepsPerSecond, { $0 >= 2_000_000 }, { Report.grouped(Int($0)) + " steps/s" })
        check("W1 within 2x of the limit (issue 27)", w1?.ratio, { $0 <= 2 }, { Report.fixed($0, 2) + "x" })
        let offRows = report.rows.filter { $0.name.hasPrefix("W2") && $0.name.hasSuffix("off") }
        for w2 in offRows where w2.name.contains("reduce(_:effects:)") {
            check(
                "W2 >= 20,000,000 steps/s, invariants off, through reduce(_:effects:) (issue 27)", w2.stepsPerSecond,
                { $0 >= 20_000_000 }, { Report.grouped(Int($0)) + " steps/s" })
        }
        if let result = offRows.first(where: { $0.name.contains("reduce(_:),") }),
            let buffer = offRows.first(where: { $0.name.contains("reduce(_:effects:)") })
        {
            check(
                "W2 reduce(_:) no more than 10 ns a step over reduce(_:effects:) (issue 27)",
                result.nanosecondsPerStep - buffer.nanosecondsPerStep, { $0 <= 10 }, { Report.fixed($0, 1) + " ns" })
        }
        let pushes = report.rows.filter { $0.name.contains("push at depth") }
        if pushes.count == 2 {
            check(
                "W4 flat: a push at depth \(pushes[1].name.split(separator: " ").last!) / at depth 10 <= 1.5",
                pushes[1].nanosecondsPerStep / pushes[0].nanosecondsPerStep, { $0 <= 1.5 }, { Report.fixed($0, 2) + "x" })
        }
        if let deep = report.row("W4 tabnav-sim, deep trace"), let pairs = report.row("W4 tabnav-sim, push-pop pairs") {
            check(
                "W4 flat: tabnav-sim a step on the deep trace / on push-pop pairs <= 1.5",
                deep.nanosecondsPerStep / pairs.nanosecondsPerStep, { $0 <= 1.5 }, { Report.fixed($0, 2) + "x" })
        }
        let memory = report.rows.filter { $0.name.hasPrefix("W5") }
        if memory.count == 2, let small = memory[0].peakRSS, let large = memory[1].peakRSS {
            check(
                "W5 flat: peak RSS \(memory[1].steps) / \(memory[0].steps) steps <= 1.5",
                Double(large) / Double(small), { $0 <= 1.5 }, { Report.fixed($0, 2) + "x" })
        }
        if let ours = report.rows.first(where: { $0.name.hasPrefix("W6 tabnav-sim") }), let spin = report.row("W6 SPIN, depth 4")
        {
            check(
                "W6 >= 3x SPIN's states per wall second", ours.stepsPerSecond / spin.stepsPerSecond, { $0 >= 3 },
                { Report.fixed($0, 2) + "x" })
            if let a = ours.peakRSS, let b = spin.peakRSS {
                check("W6 peak RSS below SPIN's", Double(a) / Double(b), { $0 < 1 }, { Report.fixed($0, 2) + "x" })
            }
        }
        return lines
    }
}
