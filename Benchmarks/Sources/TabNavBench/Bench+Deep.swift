import TabNav

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Bench {
    /// W4: deep stacks. The reducer pushes `depth` entries and pops to the root; a push costs the same at depth 10
    /// and at `depth`; `tabnav-sim` replays the same pushes, and as many push-pop pairs at depth 1–2.
    mutating func deepStacks(_ configuration: Configuration<String>, depth: Int) throws {
        let push = TabNavEvent<String>.request(.push("item"))
        let pop = TabNavEvent<String>.request(.pop())
        var state = TabNavState(configuration: configuration)
        let pushes = measure(1) { for _ in 1..<depth { state.reduce(push) } }
        report.add(
            Row(
                name: "W4 reducer, \(Report.grouped(depth - 1)) pushes", steps: depth - 1, seconds: pushes,
                limit: "limit deep, in process"))
        let toRoot = measure(1) { state.reduce(.popToRoot()) }
        report.add(Row(name: "W4 reducer, pop-to-root from \(Report.grouped(depth))", steps: 0, seconds: toRoot))
        for at in [10, depth] {
            var s = TabNavState(configuration: configuration)
            for _ in 1..<at { s.reduce(push) }
            let batch = 1_000
            var samples = Samples()
            for _ in 0..<31 {
                samples.add(seconds { for _ in 0..<batch { s.reduce(push) } })
                for _ in 0..<batch { s.reduce(pop) }
            }
            precondition(s.stack(.tab(0))?.depth == at)
            report.add(
                Row(
                    name: "W4 reducer, push at depth \(Report.grouped(at))", steps: batch, seconds: samples,
                    limit: "limit deep, in process"))
        }
        let deep = try write("deep-\(depth)", depth: depth, pairs: false)
        let shallow = try write("shallow-\(depth)", depth: depth, pairs: true)
        try limit(deep, "limit deep", steps: depth, count: 3)
        let (d, dRSS) = try measureChild([sim, "--quiet", deep], 3)
        report.add(
            Row(name: "W4 tabnav-sim, deep trace", steps: depth, seconds: d, peakRSS: dRSS, limit: "limit deep, own process"))
        let (s, sRSS) = try measureChild([sim, "--quiet", shallow], 3)
        report.add(
            Row(name: "W4 tabnav-sim, push-pop pairs", steps: depth, seconds: s, peakRSS: sRSS, limit: "limit deep, own process"))
    }

    /// Writes a trace of `depth - 1` pushes and a pop-to-root (or as many push-pop pairs), ending with an `expect`.
    private func write(_ name: String, depth: Int, pairs: Bool) throws -> String {
        let path = "\(options.work)/\(name).trace"
        var text = "tabs home discover follow me\n"
        text.reserveCapacity(depth * 10)
        for i in 1..<depth { text += pairs && i % 2 == 0 ? "pop\n" : "push item\n" }
        text += "pop-to-root\nexpect depth=1\n"
        guard let file = fopen(path, "w") else { throw BenchError.io("cannot write \(path)") }
        defer { fclose(file) }
        fputs(text, file)
        return path
    }

    /// W5: peak memory of `tabnav-sim` replaying a small and a large generated trace.
    mutating func memory(small: Int, large: Int) throws {
        for steps in [small, large] {
            let path = try generated(steps)
            let count = steps == large ? min(3, options.repeats) : options.repeats
            try limit(path, "limit \(Report.grouped(steps))", steps: steps, count: count)
            let (samples, rss) = try measureChild([sim, "--quiet", path], count)
            report.add(
                Row(
                    name: "W5 tabnav-sim, \(Report.grouped(steps)) steps", steps: steps, seconds: samples, peakRSS: rss,
                    limit: "limit \(Report.grouped(steps)), own process"))
        }
    }
}
