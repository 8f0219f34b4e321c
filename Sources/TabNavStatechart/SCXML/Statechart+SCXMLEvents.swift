import TabNav

extension Statechart {
    /// A concrete event as the executable SCXML document takes it: the event name that its transitions match (the
    /// kind's case name, ``TabNavEventKind``, then the tab for an event whose subject is one in range: `tap.discover`)
    /// and `_event.data` as JSON text (`{"tab": 1}`).
    ///
    /// The data carry the event's arguments as the library names them (``TabNavEvent/arguments``): `tab` (the named
    /// tab), `in` (the stack: `null` for the focused one, a tab index, or `"modal"`), `screen`, `entries` and `path`
    /// (`{"screen", "hidesBar"}` objects), `style`, `animated`, `hidesBar`, `entryId`, `depth`, `toDepth`, `phase`,
    /// `scroll` and `badge` (`none`, `dot`, `count:N` or `text:T`).
    /// - Parameter event: A concrete event.
    /// - Returns: The SCXML event name and its data, a JSON object.
    /// - Complexity: O(*n*) in the screens the event carries.
    public func scxmlEvent<Screen>(for event: TabNavEvent<Screen>) -> (name: String, data: String) {
        var name = event.kind.rawValue
        if let tab = event.subjectTab, tabs.indices.contains(tab) { name += "." + Self.identifier(tabs[tab]) }
        return (name, "{" + Self.scxmlArguments(event).map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    }

    /// The state of each region as an SCXML state id (`REGION.STATE`), in the order of ``regions``.
    /// - Parameter state: A state of the machine the chart was made for.
    /// - Returns: One SCXML state id a region.
    /// - Complexity: O(*r*) in the number of regions.
    public func scxmlActiveStates<Screen>(of state: TabNavState<Screen>) -> [String] {
        regions.map { dottedID($0.id, $0.activeState(in: state)) }
    }

    /// The event's arguments, name and JSON value: the library's ``TabNavEvent/arguments``, named as it names
    /// them, so that a new kind of event needs nothing here.
    static func scxmlArguments<Screen>(_ event: TabNavEvent<Screen>) -> [(String, String)] {
        event.arguments.map { ($0.name, scxmlValue($0)) }
    }

    /// An argument as JSON: numbers and flags as they are; screens, styles, phases and scrolls as strings; `in` as
    /// `null` (the focused stack), a tab index or `"modal"`; entries as `{"screen", "hidesBar"}` objects; a badge as
    /// ``scxmlBadge(_:)`` writes it.
    static func scxmlValue<Screen>(_ argument: TabNavEvent<Screen>.Argument) -> String {
        switch argument {
        case .tab(let n), .depth(let n), .toDepth(let n): "\(n)"
        case .screen(let screen): json("\(screen)")
        case .hidesBar(let flag), .animated(let flag): "\(flag)"
        case .in(nil): "null"
        case .in(.tab(let index)?): "\(index)"
        case .in(.modal?): json("modal")
        case .entryID(let id): "\(id.rawValue)"
        case .entries(let list), .path(let list):
            "[" + list.map { "{\"screen\": \(json("\($0.screen)")), \"hidesBar\": \($0.hidesBar)}" }.joined(separator: ", ") + "]"
        case .style(let style): json(style.rawValue)
        case .badge(let badge): json(scxmlBadge(badge))
        case .phase(let phase): json(phase.rawValue)
        case .scroll(let scroll): json(scroll.rawValue)
        case .width(let width): json(width.rawValue)
        }
    }

    /// A badge as the document's data hold it: `none` (a count of 0 or less and an empty text too), `dot`, `count:N`
    /// or `text:T`.
    static func scxmlBadge(_ badge: Badge) -> String {
        switch badge {
        case .none: "none"
        case .dot: "dot"
        case .count(let n): n > 0 ? "count:\(n)" : "none"
        case .text(let t): t.isEmpty ? "none" : "text:" + t
        }
    }

    /// A JSON string literal (`String.jsonLiteral(also:)`).
    static func json(_ s: String) -> String { s.jsonLiteral() }
}
