import TabNavExplore

extension ExploreReport {
    /// The line that says what would finish a search that stopped short: the next level by the last level's growth,
    /// and the whole search when the growth slows (``Exploration/Projection``), as bounds to give again.
    /// - Parameters:
    ///   - projection: The search's projection.
    ///   - memory: Whether `--memory` bounded the search (the bound to suggest is then memory, else states).
    static func estimate(_ projection: Exploration.Projection, memory: Bool) -> String {
        let sizes = projection.levelSizes
        let growth = sizes.count >= 2 && sizes[sizes.count - 2] > 0 ? Double(sizes.last!) / Double(sizes[sizes.count - 2]) : 1
        // A stop by --memory has just said what the next level would need.
        var line = "  estimate (from the growth of the levels found, not measured): "
        if !memory { line += "the next level, about \(projection.nextLevelStates) new states (x\(fixed(growth, 2))); " }
        if let levels = projection.finishLevels, let states = projection.finishStates, let bytes = projection.finishBytes {
            line +=
                "the growth slowing as it has, the search would end after about \(levels) more level\(levels == 1 ? "" : "s") "
                + "at about \(states) states and \(megabytes(bytes)): "
                + "try " + (memory ? "--memory \(gibibytes(bytes))" : "--max-states \(states)")
        } else {
            line +=
                "the levels still grow without slowing, so no bound that would finish is in sight: lower --depth or the alphabet"
        }
        return line
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 10_000_000_000 ? "\(fixed(Double(bytes) / 1e9, 1)) GB" : "\(fixed(Double(bytes) / 1e6, 1)) MB"
    }

    /// A `--memory` value at least `bytes`, in whole mebibytes or gibibytes.
    private static func gibibytes(_ bytes: Int) -> String {
        let mib = (bytes + (1 << 20) - 1) >> 20
        return mib >= 1024 ? "\((mib + 1023) / 1024)G" : "\(mib)M"
    }
}
