import TabNav

extension Statechart {
    /// The chart as a Graphviz digraph: one cluster a region, an arrow a source and target, guards in brackets.
    ///
    /// The graph's `comment` carries a fingerprint of the rest of the text; Graphviz copies it into the SVG
    /// it renders, so a checked-in SVG can be told stale without running Graphviz.
    /// - Parameters:
    ///   - only: The identifiers of the regions to draw, or `nil` for all of them.
    ///   - title: The graph's title; the chart's name by default.
    /// - Returns: The DOT text.
    /// - Complexity: O(*t*) in the number of transitions.
    public func dot(only: [String]? = nil, title: String? = nil) -> String {
        let drawn = regions.filter { only?.contains($0.id) ?? true }
        let heading = title ?? "TabNav statechart: \(name)"
        var out = ["digraph \(dotQuoted(name)) {"]
        out.append("    graph [fontname=\"Helvetica\", fontsize=12, rankdir=LR, nodesep=0.3, ranksep=0.6, newrank=true,")
        out.append(
            "           labelloc=t, labeljust=l, label=<\(html(heading, bold: true))<br align=\"left\"/>"
                + rules.map { "<font point-size=\"10\">\(html($0))</font><br align=\"left\"/>" }.joined() + ">];")
        out.append("    node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\", fontsize=11];")
        out.append("    edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\", arrowsize=0.7];")
        // Graphviz stacks unconnected clusters bottom-up: emit them last-first so they read top-down.
        for region in drawn.reversed() {
            out.append("")
            out.append("    subgraph \(dotQuoted("cluster_" + Self.identifier(region.id))) {")
            out.append(
                "        graph [style=\"rounded,filled\", color=\"#bbbbbb\", fillcolor=\(dotQuoted(fill(region.kind))), margin=12,"
            )
            out.append(
                "               label=<\(html(region.title, bold: true))<br align=\"left\"/><font point-size=\"9\">\(wrapped(region.summary))</font>>];"
            )
            let start = Self.identifier(region.id) + "." + Self.pseudoStart
            out.append(
                "        \(dotQuoted(start)) [shape=circle, style=filled, fillcolor=black, label=\"\", width=0.12, fixedsize=true];"
            )
            for state in region.states {
                let text = "<b>\(html(state.id))</b><br/><font point-size=\"9\">\(html(state.meaning))</font>"
                out.append("        \(dotQuoted(dottedID(region.id, state.id))) [label=<\(text)>];")
            }
            if drawsAnyState(region) {
                out.append(
                    "        \(dotQuoted(dottedID(region.id, nil))) [label=\"any other\\nstate\", shape=box, style=\"rounded,dashed\", fontsize=9];"
                )
            }
            out.append("        \(dotQuoted(start)) -> \(dotQuoted(dottedID(region.id, region.initial)));")
            let edges = edges(region)
            let crowded = edges.count > Self.crowdedRegionArrows
            if drawsAnyState(region) && !crowded {
                // One column in declaration order, top-down (flat edges run bottom-up once rotated to LR).
                let chain = region.states.reversed().map { dotQuoted(dottedID(region.id, $0.id)) }.joined(separator: " -> ")
                out.append("        { rank=same; \(chain) [style=invis]; }")
            }
            for (index, edge) in edges.enumerated() {
                out += dotArrow(edge, in: region, index: index, labelAsNode: crowded)
            }
            out.append("    }")
        }
        out.append("}")
        let body = out.joined(separator: "\n") + "\n"
        var marked = out
        marked.insert("    graph [comment=\"fingerprint \(Self.fingerprint(body))\"];", at: 1)
        return marked.joined(separator: "\n") + "\n"
    }

    /// How many arrows a region may have and still be drawn as one column of states with the labels on the arrows.
    ///
    /// Graphviz places the labels of arrows within one rank side by side and, past a dozen or so (the selection
    /// region of an app with a More tab has 30 and more), prints them over each other and warns `triangulation
    /// failed`. A region with more arrows leaves the ranks to Graphviz and draws each label as a node of its own,
    /// which Graphviz never lays over another.
    static let crowdedRegionArrows = 12

    /// The DOT lines of one arrow of a region: an edge with its label, or two edges through a node that carries the
    /// label (`labelAsNode`); a self-loop goes through a hidden point.
    private func dotArrow(_ edge: Edge, in region: Region, index: Int, labelAsNode: Bool) -> [String] {
        let source = dottedID(region.id, edge.source)
        let target = dottedID(region.id, edge.target)
        guard source == target else {
            let text = edge.lines.map { dotEscaped($0) + "\\l" }.joined()
            guard labelAsNode else { return ["        \(dotQuoted(source)) -> \(dotQuoted(target)) [label=\"\(text)\"];"] }
            let label = dotQuoted(source + ".label\(index)")
            return [
                "        \(label) [shape=plain, style=filled, fillcolor=white, fontsize=9, label=\"\(text)\"];",
                "        \(dotQuoted(source)) -> \(label) [arrowhead=none];", "        \(label) -> \(dotQuoted(target));",
            ]
        }
        // Graphviz leaves a self-loop's label out of its cluster's box: loop through a hidden point instead, whose edge
        // label the cluster does hold, with the lines wrapped short to keep the loop small.
        let text = edge.lines.flatMap { wrappedLines($0, width: 44) }.map { dotEscaped($0) + "\\l" }.joined()
        let point = dotQuoted(source + ".loop\(index)")
        return [
            "        \(point) [shape=point, width=0.01, style=invis];",
            "        \(dotQuoted(source)) -> \(point) [label=\"\(text)\", arrowhead=none];",
            "        \(point) -> \(dotQuoted(target));",
        ]
    }

    /// The fingerprint a DOT text carries in its `comment`: 16 hexadecimal digits of FNV-1a over the text.
    /// - Parameter text: The text.
    /// - Returns: The fingerprint.
    /// - Complexity: O(*n*) in the text's length.
    public static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private func fill(_ kind: Region.Kind) -> String {
        switch kind {
        case .selection, .more: "#eaf2fb"
        case .stack: "#eef7ee"
        case .modal: "#fbf1e6"
        case .backSwipe: "#f3eefa"
        case .tabBar: "#fbeeee"
        case .systemButtons: "#f6f6e8"
        case .sheetSwipe: "#f3eefa"
        case .minimize: "#fbeeee"
        case .appHidden: "#fbeeee"
        case .width: "#e8f4f4"
        }
    }

    private func wrapped(_ text: String, width: Int = 70) -> String {
        wrappedLines(text, width: width).map { html($0.replacingAll("`", with: "")) + "<br align=\"left\"/>" }.joined()
    }

    /// The text broken between words into lines of at most `width` characters (a longer word stands alone).
    func wrappedLines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + word.count + 1 > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

func dotQuoted(_ s: String) -> String { "\"" + dotEscaped(s) + "\"" }

func dotEscaped(_ s: String) -> String { s.escaping(dotEscapes) }

/// Text escaped for XML: `&`, `<`, `>`, `"` and `'`.
func xmlEscaped(_ s: String) -> String { s.escaping(xmlEscapes) }

/// Text for a Graphviz HTML label, optionally bold.
func html(_ s: String, bold: Bool = false) -> String {
    bold ? "<b>\(xmlEscaped(s))</b>" : xmlEscaped(s)
}
