import Foundation
import Testing

@testable import TabNav
@testable import TabNavTestSupport
@testable import TabNavTrace

/// The trace format's syntax table (`TraceKeyword`), the header settings' table (`HeaderSetting`) and what is read
/// from them: the byte matcher, the events' words, the defaults, the fuzzer's dictionary.
@Suite("The syntax tables of the trace format")
struct TraceSyntaxTests {
    @Test("Every kind of event with a trace word is among that word's kinds, and every word's kinds map back to it")
    func kindsAndWordsAgree() {
        for kind in TabNavEvent<String>.Kind.allCases {
            guard let keyword = kind.traceKeyword else { continue }
            #expect(keyword.kinds.contains(kind), "\(kind) → '\(keyword.spelling)'")
            #expect(keyword.isStep, "\(kind) maps to '\(keyword.spelling)', which is no step")
        }
        for keyword in TraceKeyword.allCases {
            for kind in keyword.kinds { #expect(kind.traceKeyword == keyword, "'\(keyword.spelling)' lists \(kind)") }
            #expect(keyword.kinds.isEmpty != keyword.isStep, "'\(keyword.spelling)': a step word stands for some kind")
        }
        let stated = Set(TabNavEvent<String>.Kind.allCases.filter { $0.traceKeyword == nil })
        #expect(stated == [.popToEntry, .popToDepth, .replaceModal], "only the kinds no trace can state have no word")
        #expect(TraceKeyword.tap.kinds == [.tap, .tapCenter, .tapMore], "the parser tries a word's kinds in this order")
    }

    @Test("The byte matcher finds every word of the table and nothing near it")
    func matcher() {
        for keyword in TraceKeyword.allCases {
            #expect(Self.match(keyword.spelling) == keyword)
            #expect(Self.match(keyword.spelling + "x") == nil)
            #expect(Self.match(String(keyword.spelling.dropLast())) == nil || keyword.spelling.dropLast() == "po")
            #expect(Self.match(keyword.spelling.uppercased()) == nil)
        }
        for word in ["", "pus", "pushh", "pop-to-roo", "tabs ", "badge-targe", "x"] { #expect(Self.match(word) == nil) }
    }

    @Test("A step word's help form starts with the word, and the help names every header setting's values")
    func help() {
        for keyword in TraceKeyword.allCases {
            #expect(keyword.help.form.hasPrefix(keyword.spelling), "\(keyword.help.form)")
            #expect(!keyword.help.meaning.isEmpty)
        }
        #expect(TraceKeyword.profile.help.form == "profile modern|legacy|ios14.0|ios26")
        #expect(TraceKeyword.barPolicy.help.meaning == "the bar policy; default sticky")
    }

    @Test("Every header setting has its line's keyword, and the line sets it to each of its values")
    func settings() throws {
        for setting in HeaderSetting.allCases {
            let keyword = try #require(TraceKeyword(rawValue: setting.keyword))
            #expect(keyword.setting == setting && keyword.isHeader)
            for value in setting.values {
                let profile = setting == .minimize ? "profile ios26\n" : ""
                let text = "tabs a b\n\(profile)\(setting.keyword) \(value)\n"
                let trace = try #require(TraceTestSupport.trace(text))
                #expect(trace.header.configuration.settings.value(of: setting) == value, "\(text)")
            }
        }
    }

    @Test("A header without setting lines has the defaults of Configuration.init, and only they are left out")
    func defaults() throws {
        let trace = try #require(TraceTestSupport.trace("tabs a b\n"))
        #expect(trace.header.configuration.settings == ConfigurationSettings.defaults)
        let plain = try Configuration<String>(tabs: [TabSpec(name: "a", root: "a")])
        #expect(plain.settings == ConfigurationSettings.defaults)
        #expect(HeaderSetting.profile.defaultValue == "modern" && HeaderSetting.barPolicy.defaultValue == "sticky")
        let facts = plain.headerFacts.filter { if case .setting = $0.kind { true } else { false } }
        #expect(facts.map(\.keyword) == HeaderSetting.allCases.map(\.keyword))
        #expect(facts.allSatisfy { $0.isDefault })
        var changed = ConfigurationSettings.defaults
        let known = changed.set(.overlapFix, to: "layout")
        let unknown = changed.set(.overlapFix, to: "Layout")
        #expect(known && !unknown)
        #expect(!changed.isDefault(.overlapFix) && changed.isDefault(.profile))
    }

    @Test("Every single option has its spelling, and the options a line takes are the table's")
    func options() {
        #expect(TraceOption.all.allSatisfy { $0.spelling != "?" })
        #expect(Set(TraceOption.all.map(\.rawValue)).count == TraceOption.all.count)
        #expect(TraceTestSupport.errors("tabs a\npop hides-bar\n").first?.contains("does not take 'hides-bar'") == true)
        #expect(TraceTestSupport.errors("tabs a\npush b hides-bar instant in=a\n").isEmpty)
    }

    @Test("Fuzz/trace.dict is the dictionary written from the tables (TABNAV_RECORD_SNAPSHOTS=1 rewrites it)")
    func fuzzDictionary() throws {
        let url = Self.root.appendingPathComponent("Fuzz/trace.dict")
        let expected = TraceVocabulary.fuzzDictionary
        if ProcessInfo.processInfo.environment["TABNAV_RECORD_SNAPSHOTS"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == expected)
        for word in ["back-menu", "sheet-swipe", "ios26", "on-scroll-down", "locked-sheet", "top", "app-hidden="] {
            #expect(TraceVocabulary.words.contains(word), "\(word)")
        }
    }

    @Test("The byte matcher is the one generated from the table (TABNAV_RECORD_SNAPSHOTS=1 rewrites it)")
    func matcherSource() throws {
        let url = Self.root.appendingPathComponent("Sources/TabNavTrace/Syntax/TraceKeyword+Matching.generated.swift")
        let expected = Self.matcherSource
        if ProcessInfo.processInfo.environment["TABNAV_RECORD_SNAPSHOTS"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == expected)
    }

    /// The matcher's source, written from `TraceKeyword.allCases`: a switch over the word's length, then a
    /// comparison with each spelling of that length, in the table's order.
    static var matcherSource: String {
        let byLength = Dictionary(grouping: TraceKeyword.allCases, by: \.spelling.utf8.count)
        var out = """
            // Generated from the syntax table (TraceKeyword's cases) by TraceSyntaxTests; do not edit:
            // `TABNAV_RECORD_SNAPSHOTS=1 swift test --filter TraceSyntaxTests` rewrites it after a change of the table.

            extension TraceKeyword {
                /// Recognises a line's first word, or returns `nil` for an unknown word.
                /// - Parameter w: The word's bytes.
                /// - Complexity: O(*k*) in the few keywords of the word's length, each compared byte by byte.
                init?(_ w: UnsafeBufferPointer<UInt8>) {
                    guard let found = Self.match(w) else { return nil }
                    self = found
                }

                private static func match(_ w: UnsafeBufferPointer<UInt8>) -> TraceKeyword? {
                    switch w.count {

            """
        for length in byLength.keys.sorted() {
            out += "        case \(length):\n"
            for keyword in byLength[length] ?? [] {
                out += "            if w.equals(\"\(keyword.spelling)\") { return .\(keyword) }\n"
            }
            out += "            return nil\n"
        }
        out += """
                    default: return nil
                    }
                }
            }

            """
        return out
    }

    @Test("Docs/TraceFormat.md's table at a glance is the one written from the syntax table")
    func quickReference() throws {
        let url = Self.root.appendingPathComponent("Docs/TraceFormat.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let begin = try #require(page.range(of: "<!-- syntax:begin -->\n"))
        let end = try #require(page.range(of: "<!-- syntax:end -->"))
        let expected = TraceSyntaxSummary.markdown
        if ProcessInfo.processInfo.environment["TABNAV_RECORD_SNAPSHOTS"] == "1" {
            try page.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: expected)
                .write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(String(page[begin.upperBound..<end.lowerBound]) == expected)
        #expect(TraceSyntaxSummary.text.contains("  push SCREEN [hides-bar] [instant] [in=TAB]"))
    }

    /// The package root, found from this file's path.
    private static var root: URL {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        return root
    }

    private static func match(_ word: String) -> TraceKeyword? {
        var word = word
        return word.withUTF8 { TraceKeyword($0) }
    }
}
