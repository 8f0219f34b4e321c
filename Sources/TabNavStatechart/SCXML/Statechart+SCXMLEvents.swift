import TabNav

extension Statechart {
    /// A concrete event as the executable SCXML document takes it: the event name that its transitions match (the
    /// kind's case name, ``TabNavEventKind``, then the tab for an event whose subject is one in range: `tap.discover`)
    /// and `_event.data` as JSON text (`{"tab": 1}`).
    ///
    /// The data carry the case's arguments, named by their labels: `tab` (the named tab), `in` (the stack: `null`
    /// for the focused one, a tab index, or `"modal"`), `screen`, `screens`, `path`, `style`, `animated`,
    /// `hidesBar`, `to`, `toDepth` and `badge` (`none`, `dot`, `count:N` or `text:T`).
    /// - Parameter event: A concrete event.
    /// - Returns: The SCXML event name and its data, a JSON object.
    /// - Complexity: O(*n*) in the screens the event carries.
    public func scxmlEvent<Screen>(for event: TabNavEvent<Screen>) -> (name: String, data: String) {
        var name = event.kind.rawValue
        if let tab = event.subjectTab, tabs.indices.contains(tab) { name += "." + xmlID(tabs[tab]) }
        return (name, "{" + Self.scxmlArguments(event).map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    }

    /// The state of each region as an SCXML state id (`REGION.STATE`), in the order of ``regions``.
    /// - Parameter state: A state of the machine the chart was made for.
    /// - Returns: One SCXML state id a region.
    /// - Complexity: O(*r*) in the number of regions.
    public func scxmlActiveStates<Screen>(of state: TabNavState<Screen>) -> [String] {
        regions.map { xmlID($0.id) + "." + xmlID($0.activeState(in: state)) }
    }

    /// The event's arguments, name and JSON value.
    static func scxmlArguments<Screen>(_ event: TabNavEvent<Screen>) -> [(String, String)] {
        func text(_ s: Screen) -> String { json("\(s)") }
        func list(_ s: [Screen]) -> String { "[" + s.map(text).joined(separator: ", ") + "]" }
        func stack(_ t: StackRef?) -> String {
            switch t {
            case nil: "null"
            case .tab(let index): "\(index)"
            case .modal: json("modal")
            }
        }
        switch event {
        case .request(.tap(let i)), .request(.select(let i)), .request(.enable(let i)), .request(.disable(let i)),
            .request(.pick(let i)):
            return [("tab", "\(i)")]
        case .request(.push(let s, let h, let a, let t)):
            return [("screen", text(s)), ("hidesBar", "\(h)"), ("animated", "\(a)"), ("in", stack(t))]
        case .request(.pop(let a, let t)), .request(.popToRoot(let a, let t)): return [("animated", "\(a)"), ("in", stack(t))]
        case .request(.popTo(let s, let a, let t)): return [("screen", text(s)), ("animated", "\(a)"), ("in", stack(t))]
        case .request(.setStack(let s, let a, let t)):
            return [("screens", list(s.map(\.screen))), ("animated", "\(a)"), ("in", stack(t))]
        case .request(.popToEntry(let id, let a, let t)):
            return [("entry", "\(id.rawValue)"), ("animated", "\(a)"), ("in", stack(t))]
        case .request(.popToDepth(let depth, let a, let t)):
            return [("depth", "\(depth)"), ("animated", "\(a)"), ("in", stack(t))]
        case .request(.present(let s, let style, _)), .request(.replaceModal(let s, let style, _)):
            return [("screen", text(s)), ("style", json(style.rawValue))]
        case .request(.open(let i, let path)): return [("tab", "\(i)"), ("path", list(path.map(\.screen)))]
        case .request(.setBadge(let badge, let i)): return [("tab", "\(i)"), ("badge", json(scxmlBadge(badge)))]
        case .report(.backMenuPicked(let s)): return [("to", text(s))]
        case .report(.systemPopped(let depth, let t)): return [("toDepth", "\(depth)"), ("in", stack(t))]
        case .request(.tapCenter), .request(.dismiss), .request(.tapMore), .request(.selectMore), .report(.backSwipe(.whole)),
            .report(.backSwipe(.began)),
            .report(.backSwipe(.ended)), .report(.backSwipe(.cancelled)), .report(.backButtonTapped),
            .report(.sheetSwipe(.whole)),
            .report(.rotated), .report(.sheetSwipe(.began)), .report(.sheetSwipe(.ended)), .report(.sheetSwipe(.cancelled)):
            return []
        case .request(.hideBar(let a)), .request(.showBar(let a)): return [("animated", "\(a)")]
        case .report(.scrolled(let scroll)): return [("scroll", json(scroll.rawValue))]
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
