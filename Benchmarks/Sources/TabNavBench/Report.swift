/// One row of the results table.
struct Row {
    var name: String
    /// Steps a run replays (or bytes, events… as the row says); 0 when the row is not a rate.
    var steps: Int
    /// Seconds a run takes (the median over the repetitions).
    var seconds: Samples
    /// Peak resident memory in bytes, when measured (child processes).
    var peakRSS: Int?
    /// The row this one is divided by in the ratio column.
    var limit: String?
    /// The ratio to the limit row: nanoseconds a step, or peak memory for rows without steps. Set by the report
    /// once both rows are in it (the limit may be measured after the row).
    var ratio: Double?

    var nanosecondsPerStep: Double { steps > 0 ? seconds.median * 1e9 / Double(steps) : 0 }
    var stepsPerSecond: Double { seconds.median > 0 ? Double(steps) / seconds.median : 0 }
}

/// Collects rows and prints them as an aligned (Markdown) table.
struct Report {
    var rows: [Row] = []

    mutating func add(_ row: Row) {
        rows.append(row)
        for i in rows.indices where rows[i].ratio == nil {
            guard let limitName = rows[i].limit, let limit = rows.first(where: { $0.name == limitName }) else { continue }
            if rows[i].steps > 0 && limit.steps > 0 {
                rows[i].ratio = rows[i].nanosecondsPerStep / limit.nanosecondsPerStep
            } else if let rss = rows[i].peakRSS, let limitRSS = limit.peakRSS, limitRSS > 0 {
                rows[i].ratio = Double(rss) / Double(limitRSS)
            }
        }
        print(
            "  measured: \(row.name): \(Self.time(row.seconds.median))"
                + (row.steps > 0 ? ", \(Self.fixed(row.nanosecondsPerStep, 1)) ns/step" : ""))
    }

    /// The row named `name`.
    func row(_ name: String) -> Row? { rows.first { $0.name == name } }

    /// The table in Markdown.
    func table() -> String {
        let head = ["workload", "steps", "median time", "spread", "steps/s", "ns/step", "peak RSS", "ratio to limit"]
        var lines = [head]
        for r in rows {
            lines.append([
                r.name, r.steps > 0 ? Self.grouped(r.steps) : "-", Self.time(r.seconds.median),
                "\(Self.fixed(r.seconds.spread * 100, 0))%",
                r.steps > 0 ? Self.grouped(Int(r.stepsPerSecond.rounded())) : "-",
                r.steps > 0 ? Self.fixed(r.nanosecondsPerStep, 1) : "-",
                r.peakRSS.map { "\(Self.fixed(Double($0) / 1_048_576, 1)) MiB" } ?? "-",
                r.ratio.map { "\(Self.fixed($0, 2))x \(r.limit!)" } ?? "-",
            ])
        }
        let widths = head.indices.map { c in lines.map { $0[c].count }.max()! }
        func render(_ cells: [String]) -> String {
            "| "
                + cells.enumerated().map { c, s in c == 0 ? s.padding(widths[c]) : s.leftPadding(widths[c]) }.joined(
                    separator: " | ") + " |"
        }
        var out = [render(lines[0])]
        out.append(
            "|"
                + widths.enumerated().map { c, w in
                    c == 0 ? " " + String(repeating: "-", count: w) + " " : " " + String(repeating: "-", count: w - 1) + ": "
                }.joined(separator: "|") + "|")
        out += lines.dropFirst().map(render)
        return out.joined(separator: "\n")
    }

    static func fixed(_ x: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let v = (x * scale).rounded() / scale
        var s = String(v)
        if digits == 0, s.hasSuffix(".0") { s.removeLast(2) }
        if let dot = s.firstIndex(of: "."), digits > 0 {
            let decimals = s.distance(from: dot, to: s.endIndex) - 1
            if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
        }
        return s
    }

    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var i = digits.count - 3
        while i > 0 {
            digits.insert(",", at: i)
            i -= 3
        }
        return String(digits)
    }

    static func time(_ seconds: Double) -> String {
        if seconds >= 1 { return "\(fixed(seconds, 2)) s" }
        if seconds >= 1e-3 { return "\(fixed(seconds * 1e3, 1)) ms" }
        return "\(fixed(seconds * 1e6, 1)) µs"
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
