import TabNav

extension JSONOutput {
    /// A badge as data, or `null` for none: its `kind` (`dot`, `count` or `text`), its `value` (the count or the text)
    /// and what the tab bar `shows` (`dot`, `3`, `99+`, the text). A text `dot` and a dot, or a text `99+` and a count of
    /// 140, show alike and differ here.
    struct BadgeValue: Encodable {
        let badge: Badge

        init(_ badge: Badge) { self.badge = badge }

        private enum CodingKeys: String, CodingKey { case kind, value, shows }

        func encode(to encoder: any Encoder) throws {
            switch badge {
            case .none:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .dot:
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode("dot", forKey: .kind)
                try c.encode(badge.description, forKey: .shows)
            case .count(let n):
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode("count", forKey: .kind)
                try c.encode(n, forKey: .value)
                try c.encode(badge.description, forKey: .shows)
            case .text(let text):
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode("text", forKey: .kind)
                try c.encode(text, forKey: .value)
                try c.encode(badge.description, forKey: .shows)
            }
        }
    }
}
