import TabNav

extension Statechart {
    /// The whole machine at a glance as a Mermaid flowchart that fits a page: the regions in rows of `columns`
    /// boxes, each with its states, its launch state and one unlabelled arrow for each pair of states that
    /// transitions join. The labels are in the regions' own diagrams (``mermaid(_:)``); ``mermaid()`` draws the
    /// machine with all of them, as wide as that takes.
    /// - Parameter columns: How many regions a row holds.
    /// - Returns: The diagram text.
    /// - Complexity: O(*t*) in the number of transitions.
    public func mermaidOverview(columns: Int = 3) -> String {
        let columns = Swift.max(1, columns)
        var out = ["flowchart LR", "    classDef launch fill:#000,stroke:#000"]
        let rows = stride(from: 0, to: regions.count, by: columns).map {
            Array(regions[$0..<Swift.min($0 + columns, regions.count)])
        }
        // Mermaid lays out unlinked subgraphs last-first: emit rows and boxes in reverse to read top-down, left to right.
        for (r, row) in rows.enumerated().reversed() {
            let rowID = "row\(r)"
            out += ["    subgraph \(rowID) [\" \"]", "        direction TB"]
            for region in row.reversed() {
                out += overviewBox(region)
            }
            out += ["    end", "    style \(rowID) fill:none,stroke:none"]
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func overviewBox(_ region: Region) -> [String] {
        let box = mermaidID(region.id, "")
        var out = ["        subgraph \(box) [\"\(mermaidText(region.title))\"]", "            direction TB"]
        out.append("            \(mermaidStartID(region.id))(( )):::launch --> \(mermaidID(region.id, region.initial))")
        for state in region.states {
            out.append("            \(mermaidID(region.id, state.id))([\"\(mermaidText(state.id))\"])")
        }
        if drawsAnyState(region) {
            out.append("            \(mermaidID(region.id, nil))([\"(any other state)\"])")
        }
        var seen = Set<String>()
        for edge in edges(region) where edge.source != edge.target {
            let source = mermaidID(region.id, edge.source)
            let target = mermaidID(region.id, edge.target)
            if seen.insert(source + ">" + target).inserted { out.append("            \(source) --> \(target)") }
        }
        out.append("        end")
        return out
    }
}
