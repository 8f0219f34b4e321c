import TabNav
import TabNavTrace

/// The page of a render: the pictures and the steps as data in the page, and a small script that shows one step at
/// a time (`RenderPage+Script.swift`). Nothing is loaded from elsewhere, so the page works from `file://`.
struct RenderPage {
    let file: String
    let header: TraceHeader
    let layout: TabBarLayout
    let frames: [RenderReporter.Frame]
    /// The SVG of each distinct picture.
    let pictures: [String]
    let summary: Summary

    /// The file name of picture `index`: `picture-1.svg` for the first.
    static func pictureName(_ index: Int) -> String { "picture-\(index + 1).svg" }

    /// The whole page.
    var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(SVGWriter.escaped(file)) — tabnav-sim render</title>
            <style>\(Self.style)</style></head>
            <body data-step="0">
            <header><h1>\(SVGWriter.escaped(file))</h1>
            <pre id="trace-header">\(SVGWriter.escaped(header.canonicalLines.joined(separator: "\n"), keepingLines: true))</pre>
            <p id="summary">\(SVGWriter.escaped(summaryText))</p></header>
            <main><div id="phone"></div>
            <section id="side"><div id="now"></div>
            <div id="timeline"><canvas id="marks" width="1200" height="36"></canvas>
            <input id="slider" type="range" min="0" max="\(max(0, frames.count - 1))" value="0" aria-label="step"></div>
            <p class="keys">← → step · Home End · marks: <span class="pass">■</span> expect passed
            <span class="fail">■</span> expect failed <span class="anom">■</span> anomaly</p>
            <div id="list"><table><thead><tr><th>line</th><th>step</th><th>outcome</th><th>reason, checks</th></tr></thead>
            <tbody id="rows"></tbody></table></div></section></main>

            """
        page += "<script>\nconst PICTURES = ["
        for (index, svg) in pictures.enumerated() {
            page += (index == 0 ? "\n" : ",\n") + Self.scriptString(svg)
        }
        page += "];\nconst STEPS = ["
        for (index, frame) in frames.enumerated() {
            page += (index == 0 ? "\n" : ",\n") + Self.json(frame)
        }
        page += "];\n" + Self.script + "</script>\n</body></html>\n"
        return page
    }

    private var summaryText: String {
        var text =
            "\(Summary.count(summary.steps, "step")) (ok \(summary.ok), noop \(summary.noop), rejected \(summary.rejected)); "
        text += "\(summary.passed) expectations passed, \(summary.failed) failed; "
        text += HumanReporter.anomalyFacts(summary)
        text +=
            summary.invariantBreaks == 0
            ? "; invariants held" : "; invariants broken at \(Summary.count(summary.invariantBreaks, "check"))"
        text += "; layout \(layout.style), \(LayoutRect.format(layout.width)) pt"
        let findings = layout.findings
        if !findings.isEmpty { text += " (" + findings.map(\.description).joined(separator: "; ") + ")" }
        return text
    }

    /// A step as `[line, step, outcome, reason, picture, anomalies, checks, invariants]`; a check is
    /// `[line, text, failures]`.
    static func json(_ frame: RenderReporter.Frame) -> String {
        let checks = frame.checks.map { check in
            "[\(check.line),\(scriptString(check.text)),[\(check.failures.map(scriptString).joined(separator: ","))]]"
        }
        return "[\(frame.line),\(scriptString(frame.step)),\(scriptString(frame.outcome)),\(scriptString(frame.reason)),"
            + "\(frame.picture),[\(frame.anomalies.map(scriptString).joined(separator: ","))],"
            + "[\(checks.joined(separator: ","))],[\(frame.invariants.map(scriptString).joined(separator: ","))]]"
    }

    /// A JSON string literal that is safe inside a `<script>` element: `<`, `>`, `&` and the line separators escaped.
    static func scriptString(_ text: String) -> String {
        text.jsonQuoted(also: ["<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029"])
    }
}
