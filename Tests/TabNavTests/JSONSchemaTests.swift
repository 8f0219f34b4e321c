import Foundation
import Testing

@testable import TabNav
@testable import TabNavTestSupport

/// Docs/tabnav-sim-output.schema.json against the library: the kinds of events and effects, each kind's arguments and
/// the style of the keys, so that a new event or effect cannot be forgotten in the schema.
/// (`Scripts/check-json.sh` validates real outputs against the schema.)
@Suite("The JSON output's schema")
struct JSONSchemaTests {
    typealias Event = TabNavEvent<String>

    /// The schema, parsed.
    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Docs/tabnav-sim-output.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The schema's definition named `name`.
    static func definition(_ name: String) throws -> [String: Any] {
        let defs = try #require(try schema()["$defs"] as? [String: Any])
        return try #require(defs[name] as? [String: Any], "no definition \(name)")
    }

    /// The object schema of the line whose `type` is `type`.
    static func line(_ type: String) throws -> [String: Any] {
        let lines = try #require(try definition("line")["oneOf"] as? [[String: Any]])
        return try #require(
            lines.first { (($0["properties"] as? [String: Any])?["type"] as? [String: Any])?["const"] as? String == type })
    }

    /// By kind, the argument names the step schema requires and allows.
    static func argumentTable() throws -> [String: (required: [String], allowed: [String]?)] {
        var table: [String: (required: [String], allowed: [String]?)] = [:]
        for rule in try #require(try line("step")["allOf"] as? [[String: Any]]) {
            let condition = try #require((rule["if"] as? [String: Any])?["properties"] as? [String: Any])
            let kind = try #require((condition["kind"] as? [String: Any])?["const"] as? String)
            let then = try #require((rule["then"] as? [String: Any])?["properties"] as? [String: Any])
            let arguments = try #require(then["arguments"] as? [String: Any])
            let required = try #require(arguments["required"] as? [String])
            let allowed = (arguments["propertyNames"] as? [String: Any])?["enum"] as? [String]
            if allowed == nil { #expect(arguments["maxProperties"] as? Int == 0, "\(kind) allows nothing") }
            #expect(table[kind] == nil, "\(kind) is stated twice")
            table[kind] = (required, allowed)
        }
        return table
    }

    @Test("The schema's kinds of events are exactly TabNavEvent.Kind.allCases, in order")
    func eventKinds() throws {
        let kinds = try #require(try Self.definition("eventKind")["enum"] as? [String])
        #expect(kinds == Event.Kind.allCases.map(\.rawValue))
    }

    @Test("The schema states every kind's arguments as the library names them, no more and no fewer")
    func argumentsByKind() throws {
        let table = try Self.argumentTable()
        #expect(Set(table.keys) == Set(Event.Kind.allCases.map(\.rawValue)))
        for event in EventKindTests.samples + EventArgumentsTests.unusual {
            let names = event.arguments.map(\.name)
            let row = try #require(table[event.kind.rawValue], "no arguments stated for \(event.kind)")
            #expect(row.required == names, "\(event.kind)")
            #expect((row.allowed ?? []) == names, "\(event.kind)")
        }
        let properties = try #require(try Self.definition("arguments")["properties"] as? [String: Any])
        let named = Set((EventKindTests.samples + EventArgumentsTests.unusual).flatMap { $0.arguments.map(\.name) })
        #expect(Set(properties.keys) == named, "the schema's arguments are those the events have")
    }

    @Test("The schema's kinds of effects are exactly Effect.Kind.allCases")
    func effectKinds() throws {
        let variants = try #require(try Self.definition("effect")["oneOf"] as? [[String: Any]])
        let kinds = variants.compactMap { (($0["properties"] as? [String: Any])?["kind"] as? [String: Any])?["const"] as? String }
        #expect(kinds.count == variants.count)
        #expect(Set(kinds) == Set(Effect<String>.Kind.allCases.map(\.rawValue)))
        #expect(kinds.count == Effect<String>.Kind.allCases.count)
    }

    @Test("Every key the schema names is camelCase: one key style throughout")
    func camelCaseKeys() throws {
        var keys: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { keys.formUnion(properties.keys) }
                for required in object["required"] as? [String] ?? [] { keys.insert(required) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try Self.schema())
        #expect(keys.count > 50)
        let notCamel = keys.filter { key in
            guard let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return true }
            return !key.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
        }
        #expect(notCamel.isEmpty, "keys not in camelCase: \(notCamel.sorted())")
    }
}
