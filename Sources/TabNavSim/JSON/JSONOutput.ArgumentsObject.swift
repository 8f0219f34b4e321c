import TabNav

extension JSONOutput {
    /// An event's arguments by name (``TabNavEvent/arguments``): tabs by name, `in` as a stack object or `null` for
    /// the focused stack, entries as `{screen, hidesBar}`, a badge as shown or `null`, styles, phases, scrolls and
    /// widths as the trace spells them.
    struct ArgumentsObject: Encodable {
        let arguments: [TabNavEvent<String>.Argument]
        /// The tab names, so that a tab or a tab's stack is named as the trace names it.
        let tabs: [String]

        /// A key named at run time: the argument's name.
        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            for argument in arguments {
                let key = Key(stringValue: argument.name)
                switch argument {
                case .tab(let i): try c.encode(TabValue(i, in: tabs), forKey: key)
                case .screen(let s): try c.encode(s, forKey: key)
                case .hidesBar(let flag), .animated(let flag): try c.encode(flag, forKey: key)
                case .in(let ref): try c.encode(ref.map { StackObject(ref: $0, tabs: tabs) }, forKey: key)
                case .entryID(let id): try c.encode(id.rawValue, forKey: key)
                case .depth(let n), .toDepth(let n): try c.encode(n, forKey: key)
                case .entries(let list), .path(let list): try c.encode(list.map { EntryObject($0) }, forKey: key)
                case .style(let style): try c.encode(style, forKey: key)
                case .badge(let badge): try c.encode(BadgeValue(badge), forKey: key)
                case .phase(let phase): try c.encode(phase, forKey: key)
                case .scroll(let scroll): try c.encode(scroll, forKey: key)
                case .width(let width): try c.encode(width, forKey: key)
                }
            }
        }
    }
}
