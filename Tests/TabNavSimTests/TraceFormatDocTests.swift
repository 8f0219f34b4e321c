import Foundation
import Testing

@testable import TabNavTestSupport

/// Docs/TraceFormat.md and the binary agree, both ways: every header keyword and setting value, step word and
/// `expect` key the doc's tables state is one the binary knows, and every one the binary knows is in them; the
/// error catalogues are what the binary prints for each bad input (TABNAV_RECORD_SNAPSHOTS=1 rewrites them), and
/// every message the trace parser's sources can print is among them.
@Suite("Docs/TraceFormat.md and the binary", .serialized)
struct TraceFormatDocTests {
    static var doc: String {
        (try? String(contentsOf: Sim.root.appendingPathComponent("Docs/TraceFormat.md"), encoding: .utf8)) ?? ""
    }

    /// The text of the doc from `start` up to `end`.
    static func section(_ start: String, _ end: String) throws -> String {
        let page = doc
        let from = try #require(page.range(of: start), "no '\(start)' in Docs/TraceFormat.md")
        let to = try #require(page.range(of: end, range: from.upperBound..<page.endIndex), "no '\(end)' after '\(start)'")
        return String(page[from.upperBound..<to.lowerBound])
    }

    /// The code spans of the first column of every table row in `text`, with `\|` read as `|`.
    static func firstColumnSpans(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row -> [String] in
            let cell = row.dropFirst(2).replacingOccurrences(of: "\\|", with: "\u{1}").prefix { $0 != "|" }
            return cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { $0.element.replacingOccurrences(of: "\u{1}", with: "|") }
        }
    }

    /// `tabnav-sim help format`'s lines of a group (`Header`, `Steps`, `Checks`): each line's form.
    static func binaryForms(_ group: String) throws -> [String] {
        let run = try Sim.run(["help", "format"])
        #expect(run.status == 0)
        let lines = run.stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: group + ":"))
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map { line in
            // The form, then two spaces or more, then the meaning.
            String(line.dropFirst(2).components(separatedBy: "  ").first ?? "")
        }
    }

    static func firstWord(_ form: String) -> String { String(form.prefix { $0 != " " }) }

    @Test("The header table (§2.1) has every header line of the binary and no other, each setting with the binary's values")
    func headerLines() throws {
        let binary = try Self.binaryForms("Header")
        let doc = Self.firstColumnSpans(try Self.section("**2.1 Lines.**", "**2.2 Rules.**"))
        #expect(Set(doc.map(Self.firstWord)) == Set(binary.map(Self.firstWord)), "doc \(doc) binary \(binary)")
        // A setting's line is `keyword v1|v2|…` in both: the values agree, defaults and all.
        for form in binary where form.contains("|") && !form.contains("[") {
            #expect(doc.contains(form), "§2.1 does not state '\(form)' as the binary does")
        }
        // Every setting value the binary reads is refused with the list the doc states.
        for form in binary where form.contains("|") && !form.contains("[") {
            let keyword = Self.firstWord(form)
            let path = try Sim.tempTrace("tabs home\n\(keyword) bogus\n")
            let run = try Sim.run([path])
            let values = form.dropFirst(keyword.count + 1).split(separator: "|").joined(separator: ", ")
            #expect(run.stderr.contains("'bogus' (\(values))"), "\(run.stderr)")
        }
    }

    @Test("The step tables (§3.4, §3.6) have every step word of the binary and no other")
    func stepWords() throws {
        let binary = Set(try Self.binaryForms("Steps").map(Self.firstWord))
        let doc =
            Self.firstColumnSpans(try Self.section("**3.4 The steps.**", "**3.5"))
            + Self.firstColumnSpans(try Self.section("**3.6 UIKit's own changes.**", "## 4."))
        #expect(Set(doc.map(Self.firstWord)) == binary)
        // Each form of the binary's summary with parts or options is in the tables too.
        for form in try Self.binaryForms("Steps") where form.contains("|") && !form.contains("[") && !form.contains("TAB") {
            #expect(doc.contains(form), "§3 does not state '\(form)'")
        }
        // The unknown-step message lists the same steps.
        let path = try Sim.tempTrace("tabs home\nfrobnicate\n")
        let listed = try #require(
            try Sim.run([path]).stderr.components(separatedBy: "(steps: ").last?.components(separatedBy: ";").first)
        #expect(Set(listed.components(separatedBy: ", ")) == binary)
    }

    @Test("The expect table (§5.1) has every key of the binary and no other")
    func expectKeys() throws {
        let path = try Sim.tempTrace("tabs home\nexpect colour=red\n")
        let message = try Sim.run([path]).stderr
        let listed = try #require(message.components(separatedBy: "(keys: ").last?.components(separatedBy: ")").first)
        let binary = listed.components(separatedBy: ", ")
        #expect(binary.count >= 14)
        let doc = Self.firstColumnSpans(try Self.section("**5.1 Rule.**", "**5.2 Failures.**"))
        #expect(Set(doc) == Set(binary), "doc \(doc) binary \(binary)")
    }

    /// Runs every file case; returns the catalogue's table, a row a case, and the messages.
    static func fileTable() throws -> (table: String, messages: [String]) {
        var rows = ["| bad input | trace (lines joined by ⏎) | position | message |", "|---|---|---|---|"]
        var messages: [String] = []
        for c in ErrorCatalogue.files {
            let path = try Sim.tempTrace("", name: "bad")
            try Data(c.bytes).write(to: URL(fileURLWithPath: path))
            let run = try Sim.run([path])
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(run.status == 2 && run.stdout.isEmpty, "\(c.what)")
            #expect(
                lines.count == 2 && lines.last?.hasPrefix("tabnav-sim: error: 1 error in the trace") == true,
                "\(c.what): \(run.stderr)")
            guard let first = lines.first, first.hasPrefix(path + ":") else {
                Issue.record("\(c.what): no error: \(run.stderr)")
                continue
            }
            let rest = first.dropFirst(path.count + 1)
            let position = String(rest.prefix { $0 != " " }.dropLast())
            let message = String(rest.drop { $0 != " " }.dropFirst().dropFirst("error: ".count))
            messages.append(message)
            rows.append("| \(c.what) | \(c.display) | `\(position)` | `\(message.replacingOccurrences(of: "|", with: "\\|"))` |")
        }
        return (rows.joined(separator: "\n") + "\n", messages)
    }

    /// Runs every command case; returns its table and the messages.
    static func commandTable() throws -> (table: String, messages: [String]) {
        var rows = ["| bad input | command | message |", "|---|---|---|"]
        var messages: [String] = []
        for c in ErrorCatalogue.commands {
            let run = try c.shell.map { try Sim.shell($0) } ?? Sim.run(c.arguments)
            #expect(run.status == 2, "\(c.what)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(c.what): \(run.stderr)")
            let message = String((lines.first ?? "").dropFirst("tabnav-sim: error: ".count))
            messages.append(message)
            rows.append("| \(c.what) | \(c.display) | `\(message.replacingOccurrences(of: "|", with: "\\|"))` |")
        }
        return (rows.joined(separator: "\n") + "\n", messages)
    }

    /// Compares a marked section of the doc with `expected`; with TABNAV_RECORD_SNAPSHOTS=1 rewrites it instead.
    static func expectSection(_ marker: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Sim.root.appendingPathComponent("Docs/TraceFormat.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let begin = try #require(page.range(of: "<!-- \(marker):begin -->\n"), sourceLocation: sourceLocation)
        let end = try #require(page.range(of: "<!-- \(marker):end -->"), sourceLocation: sourceLocation)
        if ProcessInfo.processInfo.environment["TABNAV_RECORD_SNAPSHOTS"] == "1" {
            try page.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: expected)
                .write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(page[begin.upperBound..<end.lowerBound]) == expected,
            "Docs/TraceFormat.md's \(marker) table differs from what the binary prints; re-record with TABNAV_RECORD_SNAPSHOTS=1",
            sourceLocation: sourceLocation)
    }

    @Test("The catalogue of trace errors (§7.4) is what the binary prints, one error a case")
    func traceErrorCatalogue() throws {
        try Self.expectSection("errors", try Self.fileTable().table)
    }

    @Test("The catalogue of command-line errors (§7.5) is what the binary prints")
    func commandErrorCatalogue() throws {
        try Self.expectSection("cli-errors", try Self.commandTable().table)
    }

    /// Files of `Sources/TabNavTrace` whose strings are no error message: help texts, printing, the replay's failures.
    static let notMessages: Set<String> = [
        "TraceKeyword.swift", "TraceHeader+Printing.swift", "TraceSyntaxSummary.swift", "TraceVocabulary.swift",
        "TraceKeyword+Matching.generated.swift", "ExpectFailure+Description.swift", "Expectation+Check.swift",
        "String+MessageQuoting.swift",
    ]
    /// Fragments that no input reaches: guards against a slip of the parser's own checks (a precondition's message,
    /// a configuration the parser checked already), and the hexadecimal digits of a byte's escape.
    static let unreachable: Set<String> = [
        "invalid header: ", "' is a setting", "' is not a header line", "' is not a step", "0123456789ABCDEF",
        ": a step's table has no reader for this argument",
    ]

    /// The fixed fragments of the string literals of a Swift source: the text between interpolations, 12 characters
    /// or more, outside comments.
    static func fragments(_ source: String) -> [String] {
        var found: [String] = []
        for line in source.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            var chars = Array(line)[...]
            while let quote = chars.firstIndex(of: "\"") {
                chars = chars[(quote + 1)...]
                var fragment = ""
                var depth = 0
                while let c = chars.first {
                    chars = chars.dropFirst()
                    if depth > 0 {
                        if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                        continue
                    }
                    if c == "\\" {
                        guard let next = chars.first else { break }
                        chars = chars.dropFirst()
                        if next == "(" {
                            depth = 1
                            found.append(fragment)
                            fragment = ""
                        } else {
                            fragment.append(next == "\"" ? "\"" : next == "\\" ? "\\" : " ")
                        }
                        continue
                    }
                    if c == "\"" { break }
                    fragment.append(c)
                }
                found.append(fragment)
            }
        }
        return found.filter { $0.count >= 12 && !$0.hasPrefix("#") }
    }

    @Test("Every error message the trace parser's sources can print is produced by a case of the catalogue, so is in the doc")
    func everyMessageIsCatalogued() throws {
        let produced = try Self.fileTable().messages.joined(separator: "\n")
        let sources = Sim.root.appendingPathComponent("Sources/TabNavTrace")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !Self.notMessages.contains(($0 as NSString).lastPathComponent) }
        var checked = 0
        for file in files.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for fragment in Self.fragments(text) where !Self.unreachable.contains(fragment) {
                checked += 1
                #expect(produced.contains(fragment), "\(file): no catalogued input prints '\(fragment)'")
            }
        }
        #expect(checked > 60, "only \(checked) fragments found: the scan is broken")
    }
}
