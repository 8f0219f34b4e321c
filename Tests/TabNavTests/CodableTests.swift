import Foundation
import Testing

@testable import TabNav
@testable import TabNavTestSupport

@Suite("Encoding and decoding states, with validation")
struct CodableTests {
    /// A configuration and the steps that lead to the state to encode.
    struct Scene: Sendable, CustomTestStringConvertible {
        var name: String
        var config: @Sendable () throws -> Config
        var steps: [Event]
        var testDescription: String { name }
    }

    static let scenes: [Scene] = [
        Scene(name: "launch", config: { try makeConfig() }, steps: []),
        Scene(
            name: "deep stacks, badges, a disabled tab", config: { try makeConfig(hiding: ["article"], badgePolicy: .keep) },
            steps: [
                .push("article"), .push("comments", hidesBar: true), .push("topic", in: 1), .badge(0, .count(150)),
                .badge(1, .dot), .badge(2, .text("new")), .disable(2), .select(1),
            ]),
        Scene(
            name: "a sheet with its own stack and an active swipe",
            config: { try makeConfig(center: presentingCenter(style: .sheet)) },
            steps: [.tapCenter, .push("draft"), .push("preview"), .swipeStart]),
        Scene(
            name: "re-added buttons",
            config: { try makeConfig(barPolicy: .topOnly, customBar: .onSystemBar, overlapFix: .completion) },
            steps: [.present("x"), .dismiss, .rotate, .select(2), .present("m")]),
        Scene(
            name: "a stuck bar", config: { try makeConfig(roots: ["me": "profile"], profile: .ios14_0, customBar: .overContent) },
            steps: [.push("a"), .push("b", hidesBar: true), .popToRoot(), .setStack(["feed", "post"], in: 2)]),
        Scene(
            name: "after an open", config: { try makeConfig(center: pushingCenter(), profile: .legacy, customBar: .onSystemBar) },
            steps: [.tapCenter, .present("m"), .open(2, ["settings", "about"]), .push("a"), .push("b"), .popToRoot()]),
    ]

    @Test("A state encoded and decoded again is equal to itself, identities and the next identity included", arguments: scenes)
    func roundTrip(scene: Scene) throws {
        var state = TabNavState(configuration: try scene.config())
        arrange(&state, scene.steps)
        let data = try JSONEncoder().encode(state)
        var decoded = try JSONDecoder().decode(State.self, from: data)
        #expect(decoded == state)
        // The decoded state goes on exactly as the original does.
        let next: Event = state.swipe == .active ? .swipeFinish : .push("next")
        let decodedResult = step(&decoded, next)
        let originalResult = step(&state, next)
        #expect(decodedResult == originalResult)
        #expect(decoded == state)
    }

    /// A corruption of a valid state's JSON, which decoding must refuse.
    struct Corruption: Sendable, CustomTestStringConvertible {
        var name: String
        var corrupt: @Sendable (inout [String: Any]) -> Void
        var testDescription: String { name }
    }

    static let corruptions: [Corruption] = [
        Corruption(name: "an empty stack") { $0[tab: 1]["stack"] = [Any]() },
        Corruption(name: "an empty modal stack") { $0["modal"] = ["stack": [Any](), "style": "sheet"] },
        Corruption(name: "selection out of range") { $0["selectedIndex"] = 3 },
        Corruption(name: "negative selection") { $0["selectedIndex"] = -1 },
        Corruption(name: "a swipe over the selected root") { $0["swipe"] = "active" },
        Corruption(name: "a zero badge count") { $0[tab: 2]["badge"] = ["count": ["_0": 0]] },
        Corruption(name: "a negative badge count") { $0[tab: 2]["badge"] = ["count": ["_0": -3]] },
        Corruption(name: "an empty badge text") { $0[tab: 2]["badge"] = ["text": ["_0": ""]] },
        Corruption(name: "duplicate entry ids") { json in
            var stack = json[tab: 1]["stack"] as! [[String: Any]]
            stack[0]["id"] = ["rawValue": 0]
            json[tab: 1]["stack"] = stack
        },
        Corruption(name: "an id not below the next one") { $0["nextEntryID"] = 1 },
        Corruption(name: "a renamed tab") { $0[tab: 0]["name"] = "elsewhere" },
        Corruption(name: "a missing tab") { json in
            var tabs = json["tabs"] as! [Any]
            tabs.removeLast()
            json["tabs"] = tabs
        },
        Corruption(name: "buttons present without on-system-bar") { $0["systemButtonsPresent"] = true },
        Corruption(name: "a stuck bar under modern") { $0["barStuckHidden"] = true },
        Corruption(name: "a configuration with no tabs") { $0[config: "tabs"] = [Any]() },
        Corruption(name: "a configuration with six tabs") { json in
            json[config: "tabs"] = (0..<6).map { ["name": "t\($0)", "root": "t\($0)"] }
        },
        Corruption(name: "a configuration with a duplicate tab") { json in
            json[config: "tabs"] = [
                ["name": "home", "root": "home"], ["name": "home", "root": "x"], ["name": "me", "root": "me"],
            ]
        },
        Corruption(name: "a centre button named like a tab") { json in
            json[config: "centerButton"] = ["name": "home", "action": ["push": ["_0": "compose"]]]
        },
        Corruption(name: "an empty tab name") { json in
            json[config: "tabs"] = [
                ["name": "", "root": "home"], ["name": "discover", "root": "discover"], ["name": "me", "root": "me"],
            ]
        },
        Corruption(name: "an unknown profile") { $0[config: "profile"] = "ios7" },
        Corruption(name: "an unknown swipe") { $0["swipe"] = "sideways" },
        Corruption(name: "a missing selection") { $0["selectedIndex"] = nil },
        Corruption(name: "a string where a number goes") { $0["nextEntryID"] = "many" },
        Corruption(name: "a negative next identity") { $0["nextEntryID"] = -1 },
        Corruption(name: "a negative entry identity") { $0[entry: (1, 0)]["id"] = ["rawValue": -1] },
        Corruption(name: "an entry identity of UInt64.max, which is never below the next one") { json in
            json["nextEntryID"] = NSNumber(value: UInt64.max)
            json[entry: (1, 1)]["id"] = ["rawValue": NSNumber(value: UInt64.max)]
        },
        Corruption(name: "a fractional identity") { $0[entry: (0, 0)]["id"] = ["rawValue": 1.5] },
        Corruption(name: "a selection past Int.max") { $0["selectedIndex"] = 1e300 },
        Corruption(name: "Int.min as the selection") { $0["selectedIndex"] = Int.min },
        Corruption(name: "a badge count past Int.max") { $0[tab: 2]["badge"] = ["count": ["_0": 1e19]] },
        Corruption(name: "a flag that is not a Bool") { $0[entry: (0, 0)]["hidesBar"] = "yes" },
        Corruption(name: "an entry without an identity") { $0[entry: (1, 1)]["id"] = nil },
        Corruption(name: "an unknown modal style") {
            $0["modal"] = ["stack": [["screen": "m", "hidesBar": false, "id": ["rawValue": 5]]], "style": "popover"]
        },
        Corruption(name: "a modal entry sharing a tab's identity") {
            $0["modal"] = ["stack": [["screen": "m", "hidesBar": false, "id": ["rawValue": 0]]], "style": "sheet"]
        },
        Corruption(name: "tabs that are not an array") { $0["tabs"] = ["home": 1] },
        Corruption(name: "no configuration") { $0["configuration"] = nil },
    ]

    @Test("Decoding a corrupted state throws instead of trapping", arguments: corruptions)
    func corruptedStateThrows(corruption: Corruption) throws {
        var state = try makeState()
        arrange(&state, [.push("article", in: 1), .badge(2, .count(4))])
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any])
        corruption.corrupt(&json)
        let data = try JSONSerialization.data(withJSONObject: json)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(State.self, from: data) }
    }

    @Test("The untouched JSON of the corruption tests decodes, so each corruption is what makes decoding fail")
    func uncorruptedDecodes() throws {
        var state = try makeState()
        arrange(&state, [.push("article", in: 1), .badge(2, .count(4))])
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(state))
        let data = try JSONSerialization.data(withJSONObject: json)
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
    }

    @Test("A violation found while decoding is named in the error")
    func errorNamesViolation() throws {
        var json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(makeState())) as? [String: Any])
        json["selectedIndex"] = 7
        let data = try JSONSerialization.data(withJSONObject: json)
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(State.self, from: data) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("selection-in-range"))
    }

    @Test(
        "Truncated or foreign JSON throws",
        arguments: [
            "", "{", "[]", "null", #"{"tabs": 3}"#, "\u{0}", "{\"tabs\":[\u{FF}]}",
            String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 50_000),
        ].map(JSONText.init))
    func garbageThrows(json: JSONText) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(State.self, from: Data(json.text.utf8)) }
    }

    @Test("Numbers JSON cannot hold in the field's type throw: 2^64 and -1 as identities, 2^63 as a selection")
    func hugeNumbersThrow() throws {
        var state = try makeState()
        arrange(&state, [.push("article", in: 1)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(state), as: UTF8.self)
        try #require(text.contains(#""nextEntryID":4"#) && text.contains(#""selectedIndex":0"#))
        for (from, to) in [
            (#""nextEntryID":4"#, #""nextEntryID":18446744073709551616"#), (#""nextEntryID":4"#, #""nextEntryID":-4"#),
            (#""selectedIndex":0"#, #""selectedIndex":9223372036854775808"#), (#""rawValue":3"#, #""rawValue":1e20"#),
        ] {
            let bad = text.replacingOccurrences(of: from, with: to)
            #expect(throws: DecodingError.self, "\(to)") { try JSONDecoder().decode(State.self, from: Data(bad.utf8)) }
        }
        // UInt64.max is a number the field holds: a valid state with no identity left (decision 0007).
        let full = text.replacingOccurrences(of: #""nextEntryID":4"#, with: #""nextEntryID":18446744073709551615"#)
        var decoded = try JSONDecoder().decode(State.self, from: Data(full.utf8))
        #expect(decoded.identitiesLeft == 0)
        expectUnchanged(&decoded, .push("more"), .rejected(.noEntryIdentityLeft))
    }

    @Test(
        "Every prefix of a valid state's JSON, and every one-byte change of it, throws or decodes to a valid state that steps without a trap"
    )
    func mutatedJSON() throws {
        var state = try makeState(center: presentingCenter(style: .sheet), customBar: .onSystemBar)
        arrange(&state, [.push("article", in: 1), .badge(2, .count(4)), .rotate, .tapCenter, .push("draft"), .swipeStart])
        let data = Array(try JSONEncoder().encode(state))
        var decodedCount = 0
        for cut in stride(from: 0, to: data.count, by: 5) {
            #expect(throws: (any Error).self) { try JSONDecoder().decode(State.self, from: Data(data[..<cut])) }
        }
        for position in stride(from: 0, to: data.count, by: 3) {
            for byte in Array("09-\"} x,.".utf8) where data[position] != byte {
                var mutated = data
                mutated[position] = byte
                guard var decoded = try? JSONDecoder().decode(State.self, from: Data(mutated)) else { continue }
                decodedCount += 1
                #expect(decoded.invariantViolations().isEmpty)
                for event in [
                    Event.swipeFinish, .push("x"), .setStack(["a", "b"], in: 0), .open(1, ["y"]), .tap(0), .dismiss,
                    .badge(1, .dot),
                ] {
                    step(&decoded, event)
                }
            }
        }
        #expect(decodedCount > 0, "some changes (a digit of a number, a letter of a name) still decode")
    }

    @Test("A configuration round-trips, and missing optional keys decode to the defaults")
    func configurationRoundTrip() throws {
        let config = try makeConfig(
            roots: ["me": "profile"], hiding: ["article"], center: presentingCenter(style: .sheet), barPolicy: .topOnly,
            badgePolicy: .keep, profile: .ios14_0, customBar: .onSystemBar, overlapFix: .layout
        )
        #expect(try JSONDecoder().decode(Config.self, from: JSONEncoder().encode(config)) == config)
        let minimal = Data(#"{"tabs": [{"name": "home", "root": "home"}]}"#.utf8)
        #expect(try JSONDecoder().decode(Config.self, from: minimal) == makeConfig(tabs: ["home"]))
    }

    @Test("Events and step results round-trip")
    func eventsAndResultsRoundTrip() throws {
        let events: [Event] = [
            .tap(1), .tapCenter, .select(2), .push("a", hidesBar: true, instant: true, in: 1), .pop(), .popTo("a"),
            .popToRoot(in: 0),
            .setStack(["x", "y"]), .backSwipe, .swipeStart, .swipeFinish, .swipeCancel, .present("m", style: .sheet), .dismiss,
            .open(2, ["s"]), .badge(0, .text("hi")), .enable(1), .disable(1), .rotate,
        ]
        #expect(try JSONDecoder().decode([Event].self, from: JSONEncoder().encode(events)) == events)
        let result = StepResult<String>(
            outcome: .rejected(.tabDisabled("me")),
            effects: [
                .select(tab: 1), .push("a", hidesBar: true, stack: .modal, animated: false),
                .popTo(EntryID(rawValue: 9), stack: .tab(2), animated: true),
                .setViewControllers(["a", "b"], stack: .tab(0), animated: false), .setBadge(.count(120), tab: 1),
                .removeSystemTabBarButtons,
            ])
        #expect(try JSONDecoder().decode(StepResult<String>.self, from: JSONEncoder().encode(result)) == result)
    }
}

private extension Dictionary where Key == String, Value == Any {
    /// The JSON object of entry `at.1` of the stack of tab `at.0` in an encoded state.
    subscript(entry at: (tab: Int, index: Int)) -> [String: Any] {
        get { (self[tab: at.tab]["stack"] as! [[String: Any]])[at.index] }
        set {
            var stack = self[tab: at.tab]["stack"] as! [[String: Any]]
            stack[at.index] = newValue
            self[tab: at.tab]["stack"] = stack
        }
    }

    /// The JSON object of the tab at `index` in an encoded state.
    subscript(tab index: Int) -> [String: Any] {
        get { (self["tabs"] as! [[String: Any]])[index] }
        set {
            var tabs = self["tabs"] as! [[String: Any]]
            tabs[index] = newValue
            self["tabs"] = tabs
        }
    }

    /// A key of the encoded configuration.
    subscript(config key: String) -> Any? {
        get { (self["configuration"] as! [String: Any])[key] }
        set {
            var config = self["configuration"] as! [String: Any]
            config[key] = newValue
            self["configuration"] = config
        }
    }
}

/// A JSON text as a test's argument, named by its length and start when it is long (the nested ones are 100,000
/// characters).
struct JSONText: CustomTestStringConvertible, Sendable {
    var text: String
    var testDescription: String {
        text.count <= 40 ? String(reflecting: text) : "\(text.count) characters: \(String(reflecting: String(text.prefix(12))))…"
    }
}
