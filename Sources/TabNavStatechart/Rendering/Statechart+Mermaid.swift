import TabNav

extension Statechart {
    /// The chart as a Mermaid `stateDiagram-v2`: one composite state, the regions as its concurrent parts.
    /// - Returns: The diagram text.
    /// - Complexity: O(*t*) in the number of transitions.
    public func mermaid() -> String {
        var out = ["stateDiagram-v2", "    state \"\(mermaidText(name))\" as \(mermaidID("machine", "")) {"]
        for (i, region) in regions.enumerated() {
            if i > 0 { out.append("        --") }
            out.append("        state \"\(mermaidText(region.title))\" as \(mermaidID(region.id, "")) {")
            out += mermaidBody(region, indent: "            ")
            out.append("        }")
        }
        out.append("    }")
        return out.joined(separator: "\n") + "\n"
    }

    /// One region alone as a Mermaid `stateDiagram-v2`, top down, its labels wrapped short so that none overlaps
    /// another.
    /// - Parameter region: The region.
    /// - Returns: The diagram text.
    /// - Complexity: O(*t*) in the region's transitions.
    public func mermaid(_ region: Region) -> String {
        (["stateDiagram-v2", "    direction TB"] + mermaidBody(region, indent: "    ", wrap: 24)).joined(separator: "\n") + "\n"
    }

    /// The lines of a region's diagram; each label line is broken between words at `wrap` characters, if given.
    private func mermaidBody(_ region: Region, indent: String, wrap: Int? = nil) -> [String] {
        var out: [String] = []
        for state in region.states {
            out.append("\(indent)state \"\(mermaidText(state.id))\" as \(mermaidID(region.id, state.id))")
        }
        if drawsAnyState(region) {
            out.append("\(indent)state \"(any other state)\" as \(mermaidID(region.id, nil))")
        }
        out.append("\(indent)[*] --> \(mermaidID(region.id, region.initial))")
        for edge in edges(region) {
            let lines = wrap.map { width in edge.lines.flatMap { wrappedLines($0, width: width) } } ?? edge.lines
            let text = lines.map(mermaidText).joined(separator: "<br/>")
            let source = mermaidID(region.id, edge.source)
            out.append("\(indent)\(source) --> \(mermaidID(region.id, edge.target)) : \(text)")
        }
        return out
    }

    /// Text safe inside a Mermaid label: no quotes, colons, semicolons, hashes or angle brackets.
    func mermaidText(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\"": out += "'"
            case ":", ";": out += ","
            case "#": out += "no. "
            case "<", ">", "{", "}": out += " "
            default: out.append(c)
            }
        }
        return out
    }
}
