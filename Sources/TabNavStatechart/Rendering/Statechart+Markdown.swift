import TabNav

extension Statechart {
    /// The chart as a Markdown page: the configuration, the rules, an overview of the whole machine (Mermaid), then
    /// each region with its states, a Mermaid block and a table of its transitions.
    /// - Parameter refresh: The command that regenerates the page, named in its opening comment; `nil` for none.
    /// - Returns: The page.
    /// - Complexity: O(*t*) in the number of transitions.
    public func markdown(refresh: String? = nil) -> String {
        var out = ["# Statechart: \(name)", ""]
        if let refresh {
            out += ["<!-- Generated from Sources/TabNavStatechart: do not edit. Refresh with `\(refresh)`. -->", ""]
        }
        out += ["The machine for this configuration, as a trace header:", "", "```"] + facts + ["```", ""]
        out += ["Reading rules:", ""] + rules.map { "- \($0)" } + [""]
        out += [
            "Arrows read `event [guard]`; the events are trace steps (a kind no trace step writes by its name), "
                + "the guards conditions on the state before the event:", "",
        ]
        out +=
            ["| event | TabNavEvent.Kind |", "|---|---|"] + eventGlossary().map { "| \(cell($0.label)) | `.\($0.kind)` |" }
            + [""]
        out +=
            ["| guard | meaning |", "|---|---|"] + guardGlossary().map { "| \(cell($0.label)) | \(cell($0.meaning)) |" } + [""]
        out += [
            "## The whole machine", "",
            "The regions run in parallel: each is in one of its states at any time. "
                + "An arrow stands for the transitions between two states; its events and guards are in the region's own "
                + "section below. The whole machine with every label, as one (wide) diagram: `tabnav-sim statechart`.", "",
        ]
        out += ["```mermaid", mermaidOverview().trimmingTrailingNewline, "```", ""]
        return out.joined(separator: "\n") + "\n" + regions.map { markdown($0) }.joined()
    }

    /// One region as a Markdown section: its title and summary, its states, a Mermaid block and a table of its
    /// transitions.
    /// - Parameters:
    ///   - region: The region.
    ///   - level: The heading level of its title.
    /// - Returns: The section, ending with a blank line.
    /// - Complexity: O(*t*) in the region's transitions.
    public func markdown(_ region: Region, level: Int = 2) -> String {
        var out = [String(repeating: "#", count: level) + " \(region.title)", "", region.summary, ""]
        out += ["| state | meaning |", "|---|---|"]
        out += region.states.map { "| `\($0.id)`\($0.id == region.initial ? " (initial)" : "") | \(cell($0.meaning)) |" }
        out += ["", "```mermaid", mermaid(region).trimmingTrailingNewline, "```", ""]
        if region.transitions.isEmpty {
            out += ["No transitions: the region stays where it starts.", ""]
        } else {
            out += ["| from | event | guard | to | note |", "|---|---|---|---|---|"]
            for t in region.transitions {
                let condition = label(t.guard)
                out.append(
                    "| `\(t.source)` | \(cell(label(t.event))) | \(condition.isEmpty ? "" : cell(condition)) | `\(t.target)` | \(cell(t.note)) |"
                )
            }
            out.append("")
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func cell(_ s: String) -> String {
        s.replacingAll("|", with: "\\|")
    }
}

extension String {
    var trimmingTrailingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }

    /// The string with every `target` replaced by `replacement` (no Foundation in the core).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
